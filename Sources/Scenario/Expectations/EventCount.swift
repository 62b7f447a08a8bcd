import Foundation
import GestureCore

/// Evaluates an event expectation over the run's events: counts those matching the filter
/// after the first event matching `after`, before the first matching `before` (by their order
/// in the timeline) and inside `during`, and compares the count.
struct EventCount {
  var filter: Expectation.EventFilter
  var count: Expectation.Count
  var after: Expectation.EventFilter?
  var before: Expectation.EventFilter?
  var during: Expectation.TimeSpan?

  /// `touchesEnded on b1 after touchesCancelled on b1 during 0.500–1.000 s`.
  var subject: String {
    var text = filter.description
    if let after { text += " after \(after.description)" }
    if let before { text += " before \(before.description)" }
    if let during {
      text +=
        " during \(String(format: "%.3f", during.from))–\(String(format: "%.3f s", during.to))"
    }
    return text
  }

  /// `never`, `at least once`, `3 times`.
  private var wanted: String {
    switch count {
    case .atLeastOnce: return "at least once"
    case .never: return "never"
    case .exactly(let n): return n == 1 ? "once" : "\(n) times"
    }
  }

  /// `touchesEnded on b1: never`: what the entry checks, for reports.
  var title: String { "\(subject): \(wanted)" }

  /// The failure of an entry that cannot be counted: `reason` says why (`no view of the run
  /// has id 'crad'; did you mean 'card'?`).
  func unavailable(_ expectation: Expectation, because reason: String) -> ExpectationResult {
    ExpectationResult(expectation: expectation, title: title, failure: "\(subject): \(reason)")
  }

  func evaluate(
    _ expectation: Expectation, events: [(event: TimelineEvent, frame: Int)],
    time: (Double) -> String, frameTime: (Int) -> String
  ) -> ExpectationResult {
    func fail(_ message: String, frame: Int? = nil) -> ExpectationResult {
      var text = message
      if let frame {
        text += "; first wrong at frame \(frame) (\(frameTime(frame)))"
      }
      return ExpectationResult(
        expectation: expectation, title: title, failure: text, firstWrongFrame: frame)
    }
    var range = events.indices
    if let after {
      guard let reference = events.firstIndex(where: { after.matches($0.event) }) else {
        return fail("\(after.description) never happens, so nothing can come after it")
      }
      range = (reference + 1)..<range.upperBound
    }
    if let before {
      guard let reference = events.firstIndex(where: { before.matches($0.event) }) else {
        return fail("\(before.description) never happens, so nothing can come before it")
      }
      range = range.lowerBound..<max(range.lowerBound, min(reference, range.upperBound))
    }
    let matching = events[range].filter { entry in
      guard filter.matches(entry.event) else { return false }
      guard let during else { return true }
      return entry.event.time >= during.from - 1e-9 && entry.event.time <= during.to + 1e-9
    }
    let times =
      matching.prefix(5).map { time($0.event.time) }.joined(separator: ", ")
      + (matching.count > 5 ? ", …" : "")
    let happened =
      "\(subject) happens \(matching.count == 1 ? "once" : "\(matching.count) times") (at \(times))"
    switch count {
    case .atLeastOnce:
      if matching.isEmpty { return fail("\(subject) never happens, expected at least once") }
    case .never:
      if let first = matching.first {
        return fail("\(happened), expected never", frame: first.frame)
      }
    case .exactly(let n):
      if matching.isEmpty {
        return fail("\(subject) never happens, expected \(wanted)")
      }
      if matching.count != n {
        return fail(
          "\(happened), expected \(wanted)", frame: matching.count > n ? matching[n].frame : nil)
      }
    }
    return ExpectationResult(expectation: expectation, title: title, failure: nil)
  }
}
