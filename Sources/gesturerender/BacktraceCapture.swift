import CProcessControl
import Foundation
import Synchronization

/// What a supervised child's runtime printed about its crash, kept by the `ChildOutputRelay`
/// thread for the supervisor: whether the backtracer has begun (the child is then not hung but
/// being backtraced), the `Fatal error: …` line and the JSON crash report.
final class BacktraceCapture: Sendable {
  struct State {
    /// When the `*** Signal …: Backtracing` banner began, on the supervisor's clock.
    var backtraceBegan: ContinuousClock.Instant?
    /// The runtime's `Card.swift:19: Fatal error: …` line as it came, with the further lines
    /// of a message of several and each line's own end (`\n`, or `\r` in `fatalError("a\rb")`).
    var fatalErrorText: String?
    /// ``fatalErrorText`` without its last line's end.
    var fatalError: String? {
      fatalErrorText.map { text in
        var text = Substring(text)
        while text.last?.isNewline == true { text.removeLast() }
        return String(text)
      }
    }
    /// The backtracer's report.
    var report: CrashReport?
    /// The pidfd of a child that was asked for its stack, killed the moment its report comes.
    var killsOnReport: Int32?
  }

  private let state = Mutex(State())

  /// What has been captured so far.
  var current: State { state.withLock { $0 } }

  func backtraceBegan() {
    state.withLock { if $0.backtraceBegan == nil { $0.backtraceBegan = .now } }
  }

  /// Keeps `line`, the runtime's `Fatal error` line with its line end, unless one was kept.
  func keep(fatalError line: String) {
    state.withLock { if $0.fatalErrorText == nil { $0.fatalErrorText = line } }
  }

  /// Adds `line`, a further line of a message of several (`fatalError("a\nb")`, an exception
  /// whose reason lists identifiers on lines of their own) with its line end, to the kept
  /// `Fatal error` line.
  func continueFatalError(_ line: String) {
    state.withLock { $0.fatalErrorText = ($0.fatalErrorText ?? "") + line }
  }

  func keep(_ report: CrashReport) {
    state.withLock {
      if $0.report == nil { $0.report = report }
      if let pidfd = $0.killsOnReport { _ = gesturerender_pidfd_signal(pidfd, SIGKILL) }
    }
  }

  /// Kills the child behind `pidfd` (SIGKILL) the moment its report comes, or now when it has
  /// come: the backtracer lets a child it reported on for SIGQUIT run on, and a child stopped by
  /// `--code-timeout` must not go on writing. `nil` ends that (before the pidfd is closed).
  func killOnReport(_ pidfd: Int32?) {
    state.withLock {
      $0.killsOnReport = pidfd
      if let pidfd, $0.report != nil { _ = gesturerender_pidfd_signal(pidfd, SIGKILL) }
    }
  }

  /// The `SWIFT_BACKTRACE` value the child runs with when the user sets none: the runtime's
  /// backtracer (`docs/Backtracing.rst` of swiftlang/swift) writes one line of JSON to standard
  /// error for the crashed thread alone, without registers or image list, never waiting for a
  /// key (`interactive=no`, `timeout=0s`). `symbolicate=fast` looks up symbols and source
  /// locations without inline frames, which halves the time the report takes (3 s instead of 7
  /// s for a trap in a 60-frame stack, measured on a loaded 2-core machine). `limit=64,top=16`
  /// keeps the 47 innermost frames, where a trap or an endless recursion is, and the 16
  /// outermost.
  static let childSetting =
    "enable=yes,interactive=no,timeout=0s,color=no,format=json,output-to=stderr,"
    + "threads=crashed,registers=none,images=none,symbolicate=fast,limit=64,top=16"
}

/// The relay thread's line filter: passes the child's lines on except the runtime's crash
/// output, which it keeps in a `BacktraceCapture`.
struct CrashOutputFilter {
  /// How the backtracer's banner begins (`*** Signal 4: Backtracing from 0x… done ***`).
  static let banner = Array("*** Signal ".utf8)

  /// A blank line held back: the runtime writes one before its banner.
  private var heldBlank: [UInt8]?
  /// Whether the banner has come: blank lines after it are the report's spacing.
  private var afterBanner = false
  /// Whether a `Fatal error` line was kept and its message may go on on the next lines: the
  /// runtime writes a message of several lines as it is, and the banner follows it.
  private var inFatalError = false
  /// Blank lines met inside a message of several lines, as they came, added when a line
  /// follows them.
  private var blanksInFatalError = ""

  /// The lines of `segment` (one line with its newline) to pass on.
  mutating func filter(_ segment: [UInt8], into capture: BacktraceCapture) -> [[UInt8]] {
    let text = String(decoding: segment, as: UTF8.self)
    let trimmed = text.trimmingCharacters(in: .newlines)
    if trimmed.isEmpty && segment.first != 0x0D {
      if afterBanner { return [] }
      if inFatalError {
        blanksInFatalError += text
        return []
      }
      let held = heldBlank
      heldBlank = segment
      return held.map { [$0] } ?? []
    }
    if segment.starts(with: Self.banner), trimmed.contains(": Backtracing from ") {
      capture.backtraceBegan()
      heldBlank = nil
      afterBanner = true
      inFatalError = false
      blanksInFatalError = ""
      return []
    }
    if let report = CrashReport(line: trimmed) {
      capture.keep(report)
      inFatalError = false
      return []
    }
    if Self.isRuntimeNote(trimmed) { return [] }
    if inFatalError {
      // The rest of the message: kept with its first line, to be shown as one.
      capture.continueFatalError(blanksInFatalError + text)
      blanksInFatalError = ""
      return []
    }
    var lines = heldBlank.map { [$0] } ?? []
    heldBlank = nil
    if Self.isFatalError(trimmed) {
      capture.keep(fatalError: String(text.drop(while: \.isNewline)))
      inFatalError = true
    } else {
      lines.append(segment)
    }
    return lines
  }

  /// What is held back when the child's end closes.
  mutating func finish(into capture: BacktraceCapture) -> [[UInt8]] {
    defer { heldBlank = nil }
    return heldBlank.map { [$0] } ?? []
  }

  /// The runtime's notes on its own backtrace while it processes a crash ("swift-runtime:
  /// failed to suspend thread 12820 while processing a crash; backtraces will be missing
  /// information", when a busy machine delays a thread): the tool's located message says what
  /// it found, so these are not passed on.
  static func isRuntimeNote(_ line: String) -> Bool {
    line.hasPrefix("swift-runtime: ") && line.contains("while processing a crash")
  }

  /// `Fatal error: …` or `File.swift:19: Fatal error: …`, as `swift_reportError` writes it.
  static func isFatalError(_ line: String) -> Bool {
    guard let range = line.range(of: "Fatal error: ") else { return false }
    let before = line[..<range.lowerBound]
    guard !before.isEmpty else { return true }
    let place = before.dropLast(2).split(separator: ":", omittingEmptySubsequences: false)
    return before.hasSuffix(": ") && place.count >= 2
      && place.last.map { !$0.isEmpty && $0.allSatisfy(\.isNumber) } == true
  }
}
