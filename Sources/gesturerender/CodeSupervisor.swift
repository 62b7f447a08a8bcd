import CProcessControl
import Foundation
import GestureCore
import Renderer
import Scenario
import StandardStreams
import UserCode

/// Runs scenarios with user code in a child process, so that a trap or a hang in that code ends
/// with a clear message instead of taking the tool down or hanging it.
///
/// The supervising process has checked the scenarios and compiled the code into the cache; it
/// starts the same command line again with `GESTURERENDER_PROGRESS` naming a small file in which
/// the child keeps one record of where it is (`ProgressRecord`). The child's output and errors
/// pass through a `ChildOutputRelay` each, which shows control characters the code prints as
/// visible escapes. The child runs with
/// the Swift runtime's backtracer writing a JSON report (`BacktraceCapture.childSetting`), which
/// the relay keeps with the runtime's `Fatal error: …` line: when the child dies of a signal, the
/// report gives the place in the scenario's code (`CrashPlace`: file as the scenario names it,
/// line, column, function; endless recursion for a stack overflow) and the record says which
/// scenario and frame the code was simulating. When a frame's simulation does not finish within
/// the timeout, the child is asked for its stack (SIGQUIT, which the backtracer handles) and
/// stopped, and the message names where it was running. A `SWIFT_BACKTRACE` the user sets is
/// passed on, and the runtime's output with it (a hang is then stopped with SIGTERM). Every
/// output is written to a temporary name and renamed, and the frames the stopped child's
/// encoders still held are drawn again (``FrameReplay``), so every frame before the stop is a
/// complete file; the stopped child's temporary files are removed.
///
/// The child is a `ChildProcess`, whose exit the supervisor sees itself: a program the code
/// starts and leaves running holds none of the supervisor's descriptors but the error pipe,
/// which is read for ``StopDeadlines/relay`` after the child's end and then left.
enum CodeSupervisor {
  /// The environment variable that makes a process the child and names its progress file.
  static let variable = "GESTURERENDER_PROGRESS"

  /// Whether this process is the child of a supervisor.
  static var isChild: Bool {
    ProcessInfo.processInfo.environment[variable].map { !$0.isEmpty } ?? false
  }

  /// Sets up the child: it dies with its supervisor (Ctrl-C or a kill of the tool stops the
  /// render too), a closed standard output (`| head`) does not kill it, and a `fork()` in the
  /// code is a crash at its call (`gesturerender_refuse_fork`).
  static func prepareChild() {
    guard isChild else { return }
    _ = gesturerender_die_with_parent()
    if getppid() == 1 { exit(ExitCode.failure.rawValue) }  // the supervisor is already gone
    signal(SIGPIPE, SIG_IGN)
    // Each report line reaches the terminal as it is printed: a crash of the code must not take
    // the lines of the scenarios rendered before it with the buffer.
    _ = gesturerender_line_buffer_stdout()
    // The backtrace of an abort() in the code starts at the code's frame, not in libc.
    _ = gesturerender_locate_aborts_in("/libUserCode.so")
    // An iOS app cannot fork; a second copy of the scenario would write the same outputs.
    _ = gesturerender_refuse_fork(
      "fork() is refused in an iOS app's sandbox; the run stops at the call rather than let "
        + "two processes draw the scenario")
  }

  /// Records that the child returns normally with `code`; a child that exits without it was
  /// ended by the scenario's code (`exit(_:)`).
  static func childFinished(_ code: ExitCode) {
    ProgressWriter()?.record("finished", file: "", name: "", frame: Int(code.rawValue), time: 0)
  }

  /// In the supervising process, when a scenario names Swift code: compiles the code into the
  /// cache (nothing of it runs here) and runs the command line again in a child, returning the
  /// child's exit code. `nil` when there is no code, or in the child itself: the caller then
  /// runs the scenarios in this process.
  ///
  /// With `output`, the output directory is locked (``OutputLock``) once the code has compiled,
  /// for as long as the child runs.
  ///
  /// `leftAfterStop` says what a stopped child leaves, after "; " in the crash message: "the
  /// frames before it are written" for a command that writes frames as it goes, what is not done
  /// for one that does not (`check` writes no frames). `laterScenariosNot`, for a command whose
  /// `leftAfterStop` says nothing of the scenarios after the stopped one, is what was not done
  /// with them ("rendered"): the message then ends `; the 2 scenarios after it were not
  /// rendered`.
  ///
  /// - Throws: what `CodeLoading.load` and ``runChild(timeout:cacheDirectory:outputDirectories:codeFiles:leftAfterStop:scenarioNames:laterScenariosNot:)``
  ///   throw.
  @MainActor
  static func superviseIfNeeded(
    _ scenarios: [Scenario], refusesCode: Bool, timeout: Double, outputDirectories: [URL],
    leftAfterStop: String = "the frames before it are written",
    laterScenariosNot: String? = nil,
    locking output: (url: URL, display: String)? = nil,
    report: (String) -> Void
  ) throws -> ExitCode? {
    guard scenarios.contains(where: { !$0.codeFiles.isEmpty }), !isChild else { return nil }
    _ = try CodeLoading.load(scenarios, refusesCode: refusesCode, loads: false, report: report)
    // The child renders under this lock: it ends when this function returns.
    let lock = try output.map { try OutputLock.acquire($0.url, display: $0.display) }
    defer { withExtendedLifetime(lock) {} }
    return try runChild(
      timeout: timeout, cacheDirectory: UserCodeCompiler.defaultCacheDirectory(),
      outputDirectories: outputDirectories, codeFiles: scenarios.flatMap(\.codeFiles),
      leftAfterStop: leftAfterStop, scenarioNames: scenarios.map(\.name),
      laterScenariosNot: laterScenariosNot)
  }

  /// Runs the command line again in a child and returns its exit code, or reports its crash
  /// or hang and returns `.failure`.
  static func runChild(
    timeout: Double, cacheDirectory: URL, outputDirectories: [URL],
    codeFiles: [(path: String, display: String)], leftAfterStop: String,
    scenarioNames: [String] = [], laterScenariosNot: String? = nil
  ) throws -> ExitCode {
    func later(_ record: ProgressRecord) -> String {
      laterScenarios(after: record.name, in: scenarioNames, not: laterScenariosNot)
    }
    try? FileManager.default.createDirectory(at: cacheDirectory, withIntermediateDirectories: true)
    CacheEntry.removeAbandoned(in: cacheDirectory)
    // Locked while this run lasts, so no other run's housekeeping removes it, wherever it runs.
    let progressFile: CacheEntry.LockedItem
    do {
      progressFile = try CacheEntry.makeProgressFile(in: cacheDirectory)
    } catch {
      throw CommandError(
        message: "error: cannot write into the code cache \(cacheDirectory.path): "
          + "\(error.localizedDescription)", code: .failure)
    }
    defer { progressFile.remove() }
    let progress = progressFile.url
    var environment = ProcessInfo.processInfo.environment
    environment[variable] = progress.path
    // The runtime's backtracer writes its report as JSON for the relay to keep: the report
    // names the place in the scenario's code. A SWIFT_BACKTRACE the user sets is passed on, and
    // its output with it, as it comes.
    let capture = environment["SWIFT_BACKTRACE"] == nil ? BacktraceCapture() : nil
    if capture != nil { environment["SWIFT_BACKTRACE"] = BacktraceCapture.childSetting }
    // A Dictionary or Set the code iterates must give the same order on every run.
    environment["SWIFT_DETERMINISTIC_HASHING"] = "1"
    environment.merge(ChildOutputRelay.childEnvironment()) { $1 }
    var errors: [Int32] = [-1, -1]
    var output: [Int32] = [-1, -1]
    guard gesturerender_pipe(&errors) == 0, gesturerender_pipe(&output) == 0 else {
      for descriptor in errors + output where descriptor >= 0 { close(descriptor) }
      throw CommandError(
        message: "error: cannot start the rendering process: \(String(cString: strerror(errno)))",
        code: .failure)
    }
    // What this process printed so far comes before what the child prints.
    fflush(nil)  // every output stream
    let child: ChildProcess
    do {
      // SIGQUIT is how a hung child is asked for its stack: the backtracer handles it only when
      // the child starts with its default action, unblocked, which the child is given.
      child = try ChildProcess(
        executable: Bundle.main.executablePath ?? CommandLine.arguments[0],
        arguments: Array(CommandLine.arguments.dropFirst()), environment: environment,
        standardOutput: output[1], standardError: errors[1])
    } catch {
      for descriptor in errors + output { close(descriptor) }
      throw CommandError(
        message: "error: cannot start the rendering process: \(error.localizedDescription)",
        code: .failure)
    }
    // A child stopped by a signal it ignores is killed, and cannot remove its temporary files
    // (`.timeline.json.gesturerender-PID-…`): the signal handler removes them from these folders.
    for directory in outputDirectories {
      _ = gesturerender_temporary_child_directory(directory.standardizedFileURL.path)
    }
    close(errors[1])  // the child holds its own copies
    close(output[1])
    let relay = ChildOutputRelay(files: codeFiles, capture: capture)
    let relayed = relay.start(reading: errors[0])
    let relayedOutput = ChildOutputRelay(files: codeFiles, target: STDOUT_FILENO).start(
      reading: output[0])
    var watch = ChildWatch(timeout: timeout, asksForStack: capture != nil)
    // The wait ends the moment the child exits; between, the progress record is read
    // every 50 ms to catch a frame that does not finish.
    child.withDescriptor { pidfd in
      defer { capture?.killOnReport(nil) }
      while !child.wait(milliseconds: 50) {
        switch watch.step(
          record: ProgressRecord(contentsOf: progress), capture: capture?.current,
          now: ContinuousClock.now)
        {
        case .wait: break
        case .askForStack:
          // The backtracer reports the stack of the thread the signal reaches: the main one,
          // which runs the simulation. It lets the child run on after, so the child is killed
          // the moment the report comes.
          child.sendToMainThread(SIGQUIT)
          if pidfd >= 0 { capture?.killOnReport(pidfd) }
        case .terminate: child.send(SIGTERM)
        case .kill: child.send(SIGKILL)
        }
      }
    }
    // Everything the child wrote comes before the report; a process the child started that
    // still holds the pipe (a killed encoder's ffmpeg, a program the code started) is not
    // waited for longer than ``StopDeadlines/relay``.
    _ = relayedOutput.wait(timeout: .now() + StopDeadlines.relay)
    _ = relayed.wait(timeout: .now() + StopDeadlines.relay)
    let final = ProgressRecord(contentsOf: progress)
    let signal: Int32? =
      if case .signal(let number) = child.termination { number } else { nil }
    let status: Int32 = if case .exit(let code) = child.termination { code } else { -1 }
    if watch.stopped != nil || signal != nil {
      // The child's temporary files are unlocked now: remove them, as its next run would.
      for directory in outputDirectories { TemporaryFiles.removeAbandoned(in: directory) }
    }
    let crash = capture.map {
      CrashPlace(
        captured: $0.current, files: codeFiles,
        fatalError: { String(decoding: relay.rewritten(Array($0.utf8)), as: UTF8.self) })
    }
    if let stopped = watch.stopped {
      let place = crash?.place.map { ", running \($0.function) at \($0.location)" } ?? ""
      let what: String
      if signal != nil || final.stage != "finished" {
        what = "the run was stopped"
      } else {
        // It went on after it was asked for its stack and ended before the kill reached it.
        what = "it went on after it was asked to stop and the run ended (exit \(status))"
      }
      let left = replayingFrames(
        leftAfterStop, after: stopped, environment: environment, timeout: timeout)
      // A hang's message says what was left only when drawing the frames again failed.
      let written = left.hasPrefix(framesNotWritten) ? "; " + left : ""
      report(
        "the scenario's Swift code did not finish \(stopped.place) within \(format(timeout)) s "
          + "(--code-timeout)\(place); \(what)\(written)\(later(stopped))", stopped)
      return .failure
    }
    if let crash, signal != nil || crash.fatalError != nil {
      crash.write(signal: signal ?? status)
    }
    if let signal {
      let name = signalName(signal)
      if final.isSimulating || crash?.place != nil {
        // A backtrace without a frame of the code (one the unwinder could not walk): say so
        // rather than name nothing.
        let unplaced =
          crash != nil && crash?.message(signal: signal) == nil
          ? "; the backtrace names no place in the scenario's code" : ""
        let left = replayingFrames(
          leftAfterStop, after: final, environment: environment, timeout: timeout)
        report(
          "the scenario's Swift code crashed \(final.crashPlace) (signal \(signal), \(name))"
            + "\(unplaced); " + left + later(final), final)
      } else {
        report(
          "gesturerender crashed (signal \(signal), \(name)) \(final.stage) frame \(final.frame)",
          final)
      }
      return .failure
    }
    if final.stage != "finished" {
      for directory in outputDirectories { TemporaryFiles.removeAbandoned(in: directory) }
      let left = replayingFrames(
        leftAfterStop, after: final, environment: environment, timeout: timeout)
      report(
        "the scenario's Swift code ended the process (exit(\(status))) "
          + "\(final.place); \(left)\(later(final))", final)
      return .failure
    }
    return ExitCode(rawValue: status) ?? .failure
  }

  /// `leftAfterStop` for where the child stopped: a child that stopped while building the
  /// scene or in its first frame drew no frame, so "the frames before it are written" becomes
  /// "no frame of it is written".
  static func left(_ leftAfterStop: String, after record: ProgressRecord) -> String {
    if record.stage == "tearing down" || record.stage == "finished",
      leftAfterStop.hasPrefix(framesWritten)
    {
      return "its outputs are written" + leftAfterStop.dropFirst(framesWritten.count)
    }
    guard leftAfterStop.hasPrefix(framesWritten),
      record.stage == "building" || record.frame == 0
    else { return leftAfterStop }
    return "no frame of it is written" + leftAfterStop.dropFirst(framesWritten.count)
  }

  /// `; the 2 scenarios after it were not rendered` (`verb` "rendered") for a stop in the
  /// scenario `name` that is not the last of `names`; "" for the last, or without `verb`.
  static func laterScenarios(after name: String, in names: [String], not verb: String?) -> String {
    guard let verb, let index = names.firstIndex(of: name) else { return "" }
    let count = names.count - index - 1
    if count == 0 { return "" }
    return count == 1
      ? "; the scenario after it was not \(verb)"
      : "; the \(count) scenarios after it were not \(verb)"
  }

  /// What a stopped child leaves, after "the frames before it are written" in its messages.
  static let framesWritten = "the frames before it are written"
  /// What it leaves when drawing those frames again (``FrameReplay``) failed.
  static let framesNotWritten = "the frames before it are not all written"

  /// ``left(_:after:)`` for a child that `record` says was stopped part-way through a scenario
  /// whose frames it writes, once those frames are drawn again (``FrameReplay``): the stopped
  /// child's encoders died with it. When drawing them again fails, says that they are not all
  /// written.
  static func replayingFrames(
    _ leftAfterStop: String, after record: ProgressRecord, environment: [String: String],
    timeout: Double
  ) -> String {
    let left = left(leftAfterStop, after: record)
    guard left.hasPrefix(framesWritten), record.frame > 0,
      record.stage == "simulating" || record.stage == "drawing"
    else { return left }
    let replay = FrameReplay(scenario: record.name, frame: record.frame)
    if replay.run(environment: environment, timeout: timeout) { return left }
    return framesNotWritten + " (drawing them again failed)" + left.dropFirst(framesWritten.count)
  }

  private static func report(_ message: String, _ record: ProgressRecord) {
    let file = record.file.isEmpty ? "" : "\(TerminalText.escape(record.file)): "
    let text = TerminalText.escape(message, keepingLineFeeds: true)
    // A stopped child's bar may still be on the line.
    let erase = isatty(STDERR_FILENO) == 1 ? "\r\u{1B}[K" : ""
    StandardStreams.writeError("\(erase)\(file)error: \(text)\n")
  }

  private static func signalName(_ signal: Int32) -> String {
    switch signal {
    case SIGILL:
      return "SIGILL: a Swift runtime trap, such as a nil unwrap or an index out of range"
    case SIGTRAP: return "SIGTRAP: a Swift runtime trap"
    case SIGSEGV: return "SIGSEGV"
    case SIGBUS: return "SIGBUS"
    case SIGABRT: return "SIGABRT: abort() or a failed allocation"
    case SIGFPE: return "SIGFPE"
    case SIGKILL: return "SIGKILL"
    case SIGQUIT: return "SIGQUIT"
    default: return "signal"
    }
  }
}
