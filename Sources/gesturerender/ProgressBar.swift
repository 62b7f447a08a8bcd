import Foundation
import Scenario
import StandardStreams

/// The progress bar on standard error: `drag  ███████░░░░░░░  84/169 frames  52.1 fps  ETA 1.6 s`.
///
/// Shown only when standard error is a terminal and the run is not `--quiet`; redrawn at most
/// ten times a second on one line (carriage return), erased when the scenario is done. Colour
/// (a green bar) unless `NO_COLOR` is set to anything non-empty (no-color.org) or
/// `TERM=dumb`. Wall-clock time is read here, in the command line tool, and nowhere in the
/// simulation.
final class ProgressBar {
  /// Whether anything is drawn.
  let isEnabled: Bool
  /// Whether ANSI colour is used.
  let usesColor: Bool
  private let clock = ContinuousClock()
  private var start: ContinuousClock.Instant
  private var lastDraw: ContinuousClock.Instant?
  private var label = ""

  /// The terminal's width a supervisor passed on (`ChildOutputRelay`), when standard error is
  /// its relay's pipe.
  private let relayedColumns: Int?

  /// A bar for this process: enabled when standard error is a terminal (or a supervisor's relay
  /// to one) and not `quiet`.
  init(quiet: Bool, environment: [String: String] = ProcessInfo.processInfo.environment) {
    relayedColumns = environment[ChildOutputRelay.variable].flatMap { Int($0) }
    isEnabled = !quiet && (isatty(STDERR_FILENO) == 1 || relayedColumns != nil)
    usesColor = (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    start = clock.now
  }

  /// Starts counting for `label` (a scenario name).
  func begin(_ label: String) {
    self.label = label
    start = clock.now
    lastDraw = nil
  }

  /// Shows `done` of `total` frames.
  func update(done: Int, total: Int) {
    guard isEnabled else { return }
    let now = clock.now
    if let lastDraw, now - lastDraw < .milliseconds(100), done < total { return }
    lastDraw = now
    let elapsed =
      Double((now - start).components.attoseconds) / 1e18
      + Double((now - start).components.seconds)
    // Keep the line inside the terminal, or the carriage return cannot redraw it.
    var size = winsize()
    let columns =
      ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0
      ? Int(size.ws_col) : relayedColumns ?? 80
    let escaped = TerminalText.escape(label)
    let name = escaped.count > 24 ? String(escaped.prefix(23)) + "…" : escaped
    let line = ProgressBar.line(
      label: name, done: done, total: total, elapsed: elapsed,
      width: max(5, min(24, columns - name.count - 48)), color: usesColor)
    StandardStreams.writeError("\r" + line + "\u{1B}[K")
  }

  /// Erases the bar.
  func end() {
    guard isEnabled, lastDraw != nil else { return }
    StandardStreams.writeError("\r\u{1B}[K")
  }

  /// The bar's text for `done` of `total` frames after `elapsed` seconds: label, a bar `width`
  /// cells wide, the count, the rate and the estimated time left (blank until a frame is done).
  static func line(
    label: String, done: Int, total: Int, elapsed: Double, width: Int, color: Bool
  ) -> String {
    let fraction = total > 0 ? min(1, max(0, Double(done) / Double(total))) : 1
    let filled = Int((fraction * Double(width)).rounded(.down))
    var bar = String(repeating: "█", count: filled)
    let rest = String(repeating: "░", count: width - filled)
    if color { bar = "\u{1B}[32m" + bar + "\u{1B}[0m" }
    var text = "\(label)  \(bar)\(rest)  \(done)/\(total) frames"
    if done > 0, elapsed > 0 {
      let rate = Double(done) / elapsed
      text += String(format: "  %.1f fps", rate)
      let left = Double(total - done) / rate
      text += done < total ? String(format: "  ETA %.1f s", left) : ""
    }
    return text
  }
}
