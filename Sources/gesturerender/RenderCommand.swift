import Foundation
import GestureCore
import GestureRecording
import Renderer
import Scenario
import StandardStreams
import UserCode

/// Runs `gesturerender`: loads every scenario first (so a bad one stops the run before anything
/// is written), then simulates and renders each into its output directory.
@MainActor
struct RenderCommand {
  var options: CommandLineOptions
  /// Where progress lines go (standard output unless `--quiet`).
  var report: (String) -> Void

  /// Renders every scenario, or (for scenarios with Swift code, in the supervising process)
  /// compiles the code and renders in a supervised child; returns the exit code.
  func run() throws -> ExitCode {
    let batch = try options.scenarios.map(load)
    let root = URL(fileURLWithPath: options.outputDirectory ?? ".")
    let names = batch.map(\.name)
    if let duplicate = names.first(where: { name in names.filter { $0 == name }.count > 1 }) {
      throw CommandError(
        message: "two scenarios are named '\(duplicate)'; their outputs would overwrite each "
          + "other (give them different \"name\" values)", code: .usage)
    }
    // With several scenarios each gets its own directory, also when a shard holds only one.
    let isBatch = batch.count > 1
    // The batch's own files sit beside those directories; a scenario named like one of them
    // would fail only after every scenario had rendered.
    if isBatch,
      let scenario = batch.first(where: { Self.batchFiles.contains($0.name.lowercased()) })
    {
      throw CommandError(
        message: "\(scenario.file): error: the scenario is named '\(scenario.name)', the name of "
          + "the batch's own \(scenario.name.lowercased()) beside the scenarios' directories "
          + "(give it another \"name\")", code: .usage)
    }
    let shard = options.shard ?? Shard(index: 0, count: 1)
    let positions = batch.indices.filter(shard.contains)
    let scenarios = positions.map { batch[$0] }
    if scenarios.isEmpty, let given = options.shard {
      // Not an error (a CI matrix may have more machines than scenarios), but worth a line.
      StandardStreams.writeError(
        "note: shard \(given.index)/\(given.count) has no scenarios (\(batch.count) given); "
          + "nothing to render\n")
    }
    // Everything that can be checked is checked before anything is written.
    if isBatch {
      for scenario in scenarios {
        try Self.checkNotLink(root.appendingPathComponent(scenario.name))
      }
    }
    let selections = try scenarios.map(resolveSelection)
    if let path = options.timingsPath { try Self.checkWritable(file: path) }
    var ffmpeg: URL?
    if let video = options.formats.first(where: { $0 == .mp4 || $0 == .webm }) {
      ffmpeg = VideoSink.locateFFmpeg()
      if ffmpeg == nil {
        throw CommandError(
          message: "error: "
            + VideoSink.missingFFmpeg(for: video == .mp4 ? .mp4 : .webm).description,
          code: .unavailable)
      }
    }
    // Code is compiled before anything is written; the supervising process then hands the
    // rendering to a child, which loads the code from the cache and runs it.
    if let code = try CodeSupervisor.superviseIfNeeded(
      scenarios, refusesCode: options.refusesCode, timeout: options.codeTimeout,
      outputDirectories: [root]
        + (isBatch ? scenarios.map { root.appendingPathComponent($0.name) } : []),
      laterScenariosNot: "rendered", locking: (root, options.outputDirectory ?? "."), report: report
    ) {
      return code
    }
    let userCode = try CodeLoading.load(
      scenarios, refusesCode: options.refusesCode, loads: true, report: report)
    // No other run writes into the output while this one does (a supervised child's supervisor
    // holds the lock for it).
    let lock =
      CodeSupervisor.isChild || scenarios.isEmpty
      ? nil : try OutputLock.acquire(root, display: options.outputDirectory ?? ".")
    defer { withExtendedLifetime(lock) {} }
    let progress = ProgressBar(quiet: options.isQuiet)
    var entries: [BatchManifest.Entry] = []
    // A batch writes its index.html and review.md into the root: clean what killed runs left
    // there, as every scenario's directory is cleaned when its outputs are prepared.
    if isBatch { TemporaryFiles.removeAbandoned(in: root) }
    var timingReport = TimingReport()
    var failedExpectations = 0
    if let replay = FrameReplay.requested {
      // Only the frames the stopped child drew before the code stopped it, of its scenario.
      guard let index = scenarios.firstIndex(where: { $0.name == replay.scenario }) else {
        return .failure
      }
      let scenario = scenarios[index]
      let pipeline = RecordingPipeline(
        options: options.recordingOptions, command: commandLine,
        toolVersion: GestureRender.version, ffmpeg: ffmpeg, stopsBeforeFrame: replay.frame)
      do {
        _ = try pipeline.run(
          scenario, classes: userCode[scenario.name],
          framesPerSecond: options.framesPerSecond ?? scenario.framesPerSecond,
          frames: selections[index],
          into: isBatch ? root.appendingPathComponent(scenario.name) : root,
          progress: CommandProgress(bar: ProgressBar(quiet: true), writer: ProgressWriter()))
      } catch {
        throw commandError(error, scenario: scenario)
      }
      return .success
    }
    for (position, (scenario, selection)) in zip(positions, zip(scenarios, selections)) {
      let directory = isBatch ? root.appendingPathComponent(scenario.name) : root
      let (record, results) = try render(
        scenario, classes: userCode[scenario.name], frames: selection, into: directory,
        ffmpeg: ffmpeg, progress: progress, timingReport: &timingReport)
      entries.append(
        BatchManifest.Entry(
          position: position, directory: scenario.name, file: scenario.file,
          record: BatchManifest.Record(record), expectations: results.map(JUnitReport.Case.init)))
      failedExpectations += results.filter { !$0.passed }.count
    }
    if isBatch && !entries.isEmpty {
      try writeBatchOutputs(entries, scenarios: names, into: root)
    }
    if let path = options.timingsPath {
      do {
        try AtomicFile.write(timingReport.json(), to: URL(fileURLWithPath: path))
      } catch {
        throw CommandError(message: "error: \(error)", code: .cannotCreateOutput)
      }
    }
    // Every output is written first, so the frames of a failed expectation can be looked at.
    return failedExpectations > 0 ? .checkFailed : .success
  }

  /// The files a batch writes into the output directory, beside one directory per scenario.
  static let batchFiles: Set<String> = ["index.html", "review.md", BatchManifest.fileName]

  /// The command line as typed, without the output directory (so two runs into different
  /// directories write the same review.md), for review.md.
  private var commandLine: String { Self.commandLine(dropping: ["-o", "--output"]) }

  /// The command line as typed without `-o DIR` and `--shard I/N`: the same for every shard of
  /// a batch, for `batch.json` (and so for the review.md a merge writes).
  private var batchCommandLine: String {
    Self.commandLine(dropping: ["-o", "--output", "--shard"])
  }

  /// `gesturerender` and the arguments but the options `names` and their values, quoted where
  /// a shell would need it.
  private static func commandLine(dropping names: Set<String>) -> String {
    var arguments: [String] = []
    var skipNext = false
    for argument in CommandLine.arguments.dropFirst() {
      if skipNext {
        skipNext = false
        continue
      }
      if names.contains(argument) {
        skipNext = true
        continue
      }
      if let equals = argument.firstIndex(of: "="), names.contains(String(argument[..<equals])) {
        continue
      }
      arguments.append(argument)
    }
    return (["gesturerender"] + arguments).map { argument in
      argument.contains(where: { " '\"$".contains($0) }) ? "'\(argument)'" : argument
    }.joined(separator: " ")
  }

  /// Reads the scenario at `path` and checks the `--fps` and `--scale` overrides against it.
  ///
  /// - Throws: `CommandError`: exit 66 when the file cannot be read, 65 when it is not a valid
  ///   scenario, 64 when an override does not fit it.
  func load(_ path: String) throws -> Scenario {
    var scenario: Scenario
    do {
      scenario = try Scenario.load(
        contentsOf: URL(fileURLWithPath: path), displayName: path,
        imageAccess: options.allowsOutsideImages ? .anywhere : .scenarioFolder)
    } catch {
      throw CommandError(
        message: error.description,
        code: error.kind == .unreadable ? .missingInput : .invalidScenario)
    }
    if let appearance = options.appearance { scenario.appearance = appearance }
    if let level = options.interfaceLevel { scenario.interfaceLevel = level }
    if let category = options.contentSizeCategory { scenario.contentSizeCategory = category }
    if let direction = options.layoutDirection { scenario.layoutDirection = direction }
    if options.showsChrome { scenario.showsChrome = true }
    // The file's own fps and scale were checked with it; overrides are checked here.
    if let fps = options.framesPerSecond,
      let problem = Scenario.frameCountProblem(duration: scenario.duration, framesPerSecond: fps)
    {
      throw CommandError(message: "\(path): error: --fps \(format(fps)): \(problem)", code: .usage)
    }
    if let scale = options.scale {
      let longest = max(scenario.device.size.width, scenario.device.size.height) * scale
      if longest > Device.maximumPixels {
        throw CommandError(
          message:
            "\(path): error: --scale \(format(scale)) makes the screen \(format(Double(longest))) "
            + "pixels on a side; the limit is \(format(Device.maximumPixels))", code: .usage)
      }
    }
    return scenario
  }

  /// The frame indices `--frames`, `--at` and `--last-frame` select in `scenario`'s run.
  private func resolveSelection(_ scenario: Scenario) throws -> [Int] {
    let fps = options.framesPerSecond ?? scenario.framesPerSecond
    // Counted, not simulated: building the scene would run the scenario's code.
    let frameCount = Simulation.frameCount(duration: scenario.duration, framesPerSecond: fps)
    let selected: [Int]
    do {
      selected = try options.selection.resolve(frameCount: frameCount, framesPerSecond: fps)
    } catch {
      throw CommandError(message: "\(scenario.file): error: \(error.message)", code: .usage)
    }
    // The sheet's size is known up to its key frames; too many tiles without them fail now.
    if options.writesSheet || options.sheetEvery != nil,
      let problem = ContactSheetSink.sizeProblem(
        tiles: ContactSheetSink.minimumTiles(selected: selected, everyNth: options.sheetEvery),
        canvas: scenario.device.size, columns: options.sheetColumns,
        scale: options.scale ?? scenario.device.scale)
    {
      let option = options.sheetEvery.map { "--sheet-every \($0)" } ?? "--sheet"
      throw CommandError(message: "\(scenario.file): error: \(option): \(problem)", code: .usage)
    }
    return selected
  }

  /// Renders one scenario through the pipeline and prints what it wrote and how its
  /// expectations fared (failures to standard error); returns its review record and its
  /// expectations' results.
  private func render(
    _ scenario: Scenario, classes: (any UserClassProvider)?, frames selected: [Int],
    into directory: URL, ffmpeg: URL?,
    progress: ProgressBar, timingReport: inout TimingReport
  ) throws -> (record: ReviewRecord, expectations: [ExpectationResult]) {
    let timings = options.timingsPath == nil ? nil : PipelineTimings()
    let fps = options.framesPerSecond ?? scenario.framesPerSecond
    let pipeline = RecordingPipeline(
      options: options.recordingOptions, command: commandLine,
      toolVersion: GestureRender.version, ffmpeg: ffmpeg)
    let outcome: RecordingPipeline.Outcome
    do {
      outcome = try pipeline.run(
        scenario, classes: classes, framesPerSecond: fps, frames: selected, into: directory,
        progress: CommandProgress(bar: progress, writer: ProgressWriter()), timings: timings)
    } catch {
      throw commandError(error, scenario: scenario)
    }
    if let timings, let wallSeconds = outcome.wallSeconds {
      let scale = options.scale ?? scenario.device.scale
      timingReport.runs.append(
        TimingReport.run(
          scenario: scenario.name, width: Int((scenario.device.size.width * scale).rounded()),
          height: Int((scenario.device.size.height * scale).rounded()),
          simulatedFrames: outcome.frameCount, drawnFrames: selected.count, jobs: options.jobs,
          pngWriter: options.pngWriter, wallSeconds: wallSeconds, timings: timings,
          outputSeconds: Dictionary(
            outcome.entries.map { ($0.kind, $0.seconds) }, uniquingKeysWith: +)))
    }

    let formats = options.formats.map(\.rawValue).joined(separator: ", ")
    let drawn =
      selected.count == outcome.frameCount
      ? "\(outcome.frameCount) frame\(outcome.frameCount == 1 ? "" : "s")"
      : "\(selected.count) of \(outcome.frameCount) frames"
    // Frames go into the formats asked for: one file each, or one animation holding them all.
    var line =
      "\(scenario.name): rendered \(drawn) (\(formats)) into \(directory.path), with timeline.json"
    let stale = outcome.removedStaleFrames
    if stale > 0 { line += " (removed \(stale) frames left from an earlier run)" }
    report(line)
    for warning in outcome.stepWarnings {
      StandardStreams.writeError(warning + "\n")
    }
    for note in outcome.notes {
      // A note is one sentence: a line feed in it (an asset or file name's) is shown `\n`, so
      // the note stays one line.
      let line = TerminalText.escape("\(scenario.file): note: \(note)")
      StandardStreams.writeError(line + "\n")
    }
    for entry in outcome.entries {
      if let animation = OutputPlan.report(of: entry.sink) {
        report("  " + animation.description + timing(entry))
        if let hint = AnimationSizeLines.hint(
          for: animation, budget: options.maximumAnimationBytes)
        {
          report("  " + hint)
        }
        if let warning = AnimationSizeLines.warning(for: animation, file: scenario.file) {
          StandardStreams.writeError(TerminalText.escape(warning, keepingLineFeeds: true) + "\n")
        }
      } else if options.isVerbose {
        report("  \(entry.kind): " + String(format: "drawn and encoded in %.2f s", entry.seconds))
      }
    }
    let expectations = ExpectationLines(
      scenario: scenario.name, results: outcome.expectationResults,
      frameCount: outcome.frameCount)
    if !outcome.expectationResults.isEmpty { report("  " + expectations.summary) }
    for line in expectations.failures {
      StandardStreams.writeError(line + "\n")
    }
    if options.isVerbose { for line in expectations.passes { report("  " + line) } }
    return (outcome.record, outcome.expectationResults)
  }

  /// The command line's message and exit code for what stopped a scenario's pipeline.
  func commandError(_ error: RecordingError, scenario: Scenario) -> CommandError {
    switch error {
    case .viewNotFound(let located), .invalidRecording(let located):
      return CommandError(message: located.description, code: .invalidScenario)
    case .invalidOptions(let message):
      return CommandError(message: "\(scenario.file): error: \(message)", code: .usage)
    case .outputDirectoryUnavailable:
      return CommandError(message: error.description, code: .cannotCreateOutput)
    case .outputSetupFailed(let cause):
      if case .toolUnavailable = cause as? RenderError {
        return CommandError(message: "error: \(cause)", code: .unavailable)
      }
      return CommandError(message: "error: \(cause)", code: .failure)
    case .timelineUnavailable(let cause):
      return CommandError(message: "error: \(cause)", code: .cannotCreateOutput)
    case .renderingFailed(let cause):
      return CommandError(message: "\(scenario.file): error: \(cause)", code: .failure)
    case .reviewUnavailable(let cause):
      return CommandError(message: "error: \(cause)", code: .failure)
    }
  }

  /// " in 1.23 s" when verbose.
  private func timing(_ entry: OutputPlan.Entry) -> String {
    options.isVerbose ? String(format: ", drawn and encoded in %.2f s", entry.seconds) : ""
  }

  /// Checks that a batch's scenario directory `directory` is not a symbolic link: the batch
  /// writes its outputs there and deletes stale frames, and neither goes through a link (the
  /// batch's files themselves replace a link, as every output file does).
  ///
  /// - Throws: ``CommandError`` with exit 73 naming the path.
  static func checkNotLink(_ directory: URL) throws {
    var status = stat()
    guard lstat(directory.path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return }
    throw CommandError(
      message: "\(directory.path): error: the scenario's output directory is a symbolic link; a "
        + "batch writes and deletes files only in directories of its own (remove the link or "
        + "choose another -o)", code: .cannotCreateOutput)
  }

  /// Checks before running that a report file (`--timings`, `--junit`) can be written: its
  /// directory exists and is writable, and no directory is in its place.
  ///
  /// - Throws: ``CommandError`` with exit 73 naming the path and the cause.
  static func checkWritable(file path: String) throws {
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent().path
    var isDirectory: ObjCBool = false
    let reason: String?
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      reason = "a directory is in the way"
    } else if !FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory)
      || !isDirectory.boolValue
    {
      reason = "\(directory) is not a directory"
    } else if access(directory, W_OK) != 0 {
      reason = "\(directory) is not writable"
    } else {
      reason = nil
    }
    if let reason {
      throw CommandError(
        message: "error: cannot write \(url.path): \(reason)", code: .cannotCreateOutput)
    }
  }

  /// DIR/index.html and DIR/review.md linking a batch's scenarios, and DIR/batch.json for
  /// `merge`.
  ///
  /// - Throws: ``CommandError`` (exit 1) naming the file and the cause.
  private func writeBatchOutputs(
    _ entries: [BatchManifest.Entry], scenarios: [String], into root: URL
  ) throws {
    let manifest = BatchManifest(
      toolVersion: GestureRender.version, command: batchCommandLine, scenarios: scenarios,
      shard: options.shard.map { BatchManifest.Slice(index: $0.index, count: $0.count) },
      writesPage: options.writesPage, writesMarkdown: options.writesMarkdown, entries: entries)
    try Self.writeBatchFiles(manifest, command: commandLine, into: root)
  }

  /// The batch files of `manifest` in `root`: index.html and review.md (as the manifest says;
  /// review.md's footer shows `command`) and batch.json.
  ///
  /// - Throws: ``CommandError`` (exit 1) naming the file and the cause.
  static func writeBatchFiles(_ manifest: BatchManifest, command: String, into root: URL) throws {
    let records = manifest.entries.map { ($0.directory, $0.record.reviewRecord) }
    let version = manifest.toolVersion
    var options = CommandLineOptions()
    options.writesPage = manifest.writesPage
    options.writesMarkdown = manifest.writesMarkdown
    do {
      _ = try ReviewFiles.write(
        page: { ReviewPage.batchHTML(for: records, toolVersion: version) },
        markdown: {
          ReviewMarkdown.batchText(for: records, command: command, toolVersion: version)
        }, into: root, options: options.recordingOptions)
      try AtomicFile.write(
        manifest.data(), to: root.appendingPathComponent(BatchManifest.fileName))
    } catch {
      throw CommandError(message: "error: \(error)", code: .failure)
    }
  }
}
