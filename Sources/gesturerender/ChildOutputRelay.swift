import Foundation
import Scenario
import StandardStreams

/// Passes a supervised child's standard error (or output) on to this process's, line by line,
/// so that what the child prints reads as if it printed it itself, with the repairs a terminal
/// needs:
///
/// - Control characters in what the code prints (on a thread of its own, in a `deinit` after the
///   last frame, with `FileHandle` or `debugPrint`, in a `fatalError` message) are shown as
///   visible escapes (`\u{1B}`), as everywhere text leaves the tool; the tool's own lines have
///   none to escape, and its progress bar's redraws pass as they are.
/// - The Swift runtime names a trap's place by the module's file ID (`UserCode/Card.swift:19:
///   Fatal error: …`); the relay writes the path the scenario gives (`Sources/Card.swift:19:`),
///   which an editor or CI annotation can open. Names two scenarios' files share are left.
/// - The child's progress bar is a line without a newline that each redraw replaces (`\r`); a
///   message printed after it (a trap, the code's own `FileHandle.standardError` writes) starts
///   after an erase of that line instead of being glued to the bar.
///
/// With a `capture` (the supervisor asked the runtime for a JSON backtrace), the relay keeps the
/// runtime's crash output for the supervisor's report instead of passing it on: the
/// `… Fatal error: …` line, the `*** Signal 4: Backtracing from 0x… done ***` banner with the
/// blank lines around it, and the one-line JSON crash report (`CrashReport`).
///
/// The child's standard error is a pipe, so it is told by `variable` that the relay ends on a
/// terminal (and how wide it is) and draws its bar as it would on one.
struct ChildOutputRelay: Sendable {
  /// Set in the child to the terminal's width in columns when its bar should be drawn.
  static let variable = "GESTURERENDER_TERMINAL_COLUMNS"

  /// `UserCode/Card.swift:` → `Sources/Card.swift:`.
  let fileNames: [String: String]

  /// Where the runtime's crash output goes instead of standard error, or `nil` to pass it on.
  let capture: BacktraceCapture?

  /// The descriptor written to: `STDERR_FILENO` or `STDOUT_FILENO`.
  let target: Int32

  /// A relay for the code files of `files` (path as given to the compiler, name to show).
  init(
    files: [(path: String, display: String)], capture: BacktraceCapture? = nil,
    target: Int32 = STDERR_FILENO
  ) {
    self.capture = capture
    self.target = target
    var names: [String: String] = [:]
    var shared: Set<String> = []
    for file in files {
      let fileID = "UserCode/" + URL(fileURLWithPath: file.path).lastPathComponent + ":"
      if let other = names[fileID], other != file.display + ":" { shared.insert(fileID) }
      names[fileID] = file.display + ":"
    }
    fileNames = names.filter { !shared.contains($0.key) }
  }

  /// The environment entry that makes the child draw its bar, when standard error is a terminal.
  static func childEnvironment() -> [String: String] {
    guard isatty(STDERR_FILENO) == 1 else { return [:] }
    var size = winsize()
    let columns =
      ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 ? Int(size.ws_col) : 80
    return [variable: String(columns)]
  }

  /// Starts copying from the pipe's read end `descriptor` to standard error on a thread of its
  /// own, which closes it at the end; the returned semaphore is signalled when the child's end
  /// is closed and everything is written.
  func start(reading descriptor: Int32) -> DispatchSemaphore {
    let done = DispatchSemaphore(value: 0)
    let relay = self
    Thread.detachNewThread {
      relay.copy(from: descriptor)
      close(descriptor)
      done.signal()
    }
    return done
  }

  private func copy(from descriptor: Int32) {
    var pending: [UInt8] = []
    var barShown = false
    var buffer = [UInt8](repeating: 0, count: 65536)
    var crashOutput = CrashOutputFilter()
    func emit(_ segment: ArraySlice<UInt8>, isBar: Bool, into out: inout [UInt8]) {
      if isBar {
        out += segment
      } else if let capture {
        for line in crashOutput.filter(Array(segment), into: capture) {
          if barShown { out += Self.erase }
          barShown = false
          out += Self.visible(rewritten(line))
        }
        return
      } else {
        if barShown { out += Self.erase }
        out += Self.visible(rewritten(Array(segment)))
      }
      barShown = isBar
    }
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      pending += buffer[0..<count]
      var out: [UInt8] = []
      var start = 0
      while let (end, isBar) = Self.segmentEnd(in: pending, from: start) {
        emit(pending[start..<end], isBar: isBar, into: &out)
        start = end
      }
      pending.removeFirst(start)
      if let capture, pending.starts(with: CrashOutputFilter.banner) { capture.backtraceBegan() }
      // The crash report is one long line; other lines without a newline go on at 64 KiB.
      let longest = capture != nil && pending.first == UInt8(ascii: "{") ? 1 << 22 : 65536
      if pending.count > longest {  // a very long line without a newline goes on as it is
        emit(pending[...], isBar: false, into: &out)
        pending = []
      }
      write(out)
    }
    var out: [UInt8] = []
    if !pending.isEmpty { emit(pending[...], isBar: false, into: &out) }
    if let capture {
      for line in crashOutput.finish(into: capture) { out += Self.visible(rewritten(line)) }
      // A crashed child's bar would otherwise stay in front of the supervisor's report.
      let crashed = capture.current.backtraceBegan != nil || capture.current.fatalError != nil
      if barShown, crashed { out += Self.erase }
    }
    write(out)
  }

  /// Where the segment at `start` ends, and whether it is a bar redraw (`\r…ESC[K`), or `nil`
  /// while it is incomplete. Text ends at a newline, or where a bar redraw begins.
  private static func segmentEnd(in bytes: [UInt8], from start: Int) -> (Int, Bool)? {
    guard start < bytes.count else { return nil }
    if bytes[start] == 0x0D {
      var index = start + 1
      while index < bytes.count {
        if bytes[index] == 0x0A { return (index + 1, false) }
        if index >= start + 2, bytes[index] == 0x4B, bytes[index - 1] == 0x5B,
          bytes[index - 2] == 0x1B
        {
          return (index + 1, true)
        }
        index += 1
      }
      return nil
    }
    var index = start
    while index < bytes.count {
      if bytes[index] == 0x0A { return (index + 1, false) }
      if bytes[index] == 0x0D { return (index, false) }
      index += 1
    }
    return nil
  }

  /// `\r` and erase-to-end-of-line.
  private static let erase = Array("\r\u{1B}[K".utf8)

  /// `line` with the compiled copy's file IDs (`UserCode/Card.swift:`) written as the scenario's
  /// paths.
  func rewritten(_ line: [UInt8]) -> [UInt8] {
    guard !fileNames.isEmpty, line.count < 65536 else { return line }
    var text = String(decoding: line, as: UTF8.self)
    guard text.utf8.elementsEqual(line) else { return line }  // not UTF-8: as it came
    for (fileID, display) in fileNames where text.contains(fileID) {
      text = text.replacingOccurrences(of: fileID, with: display)
    }
    return Array(text.utf8)
  }

  /// `line` with its control characters as visible escapes, its line feeds kept; bytes that are
  /// not UTF-8 become U+FFFD.
  static func visible(_ line: [UInt8]) -> [UInt8] {
    guard line.contains(where: { $0 < 0x20 && $0 != 0x0A || $0 == 0x7F || $0 >= 0x80 }) else {
      return line
    }
    return Array(
      TerminalText.escape(String(decoding: line, as: UTF8.self), keepingLineFeeds: true).utf8)
  }

  private func write(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { _ = StandardStreams.write($0, to: target) }
  }
}
