import Scenario

/// What the command line prints about a scenario's expectations, for `check` and rendering
/// runs alike: a summary (`card: 3 expectations held (101 frames)`, `card: 1 of 3 expectations
/// failed (101 frames)`), each failure as `FILE:LINE:COL: expect[N]: …`, and with `--verbose`
/// each expectation that held.
struct ExpectationLines {
  var scenario: String
  var results: [ExpectationResult]
  var frameCount: Int

  /// `card: 3 expectations held (101 frames)`.
  var summary: String {
    let frames = "\(frameCount) frame\(frameCount == 1 ? "" : "s")"
    let failed = results.filter { !$0.passed }.count
    let count = "\(results.count) expectation\(results.count == 1 ? "" : "s")"
    if results.isEmpty { return "\(scenario): no expectations (\(frames))" }
    if failed == 0 { return "\(scenario): \(count) held (\(frames))" }
    return "\(scenario): \(failed) of \(count) failed (\(frames))"
  }

  /// `card.json:14:9: expect[2]: card center.x at 1.000 s is 320.29, expected 325 ± 0.01; …`,
  /// one line each: control characters in the views' identifiers the code set are escaped,
  /// line feeds too (`TerminalText`).
  var failures: [String] { results.compactMap(\.line).map { TerminalText.escape($0) } }

  /// `card.json:9:5: expect[0]: held: card center at 1.000 s`, escaped as ``failures``.
  var passes: [String] {
    results.filter(\.passed).map {
      TerminalText.escape("\($0.expectation.place): held: \($0.title)")
    }
  }
}
