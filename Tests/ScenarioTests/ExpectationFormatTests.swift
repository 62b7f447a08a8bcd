import Foundation
import Testing

@testable import Scenario

@Suite("Bad expectations give one located error: file:line:column, JSON path, message")
struct ExpectationFormatTests {
  typealias Case = ScenarioErrorCase

  /// A scenario of 1 s at 10 fps whose `expect` list is `entries`, one per line from line 2.
  private static func json(_ entries: String...) -> String {
    "{\"version\": 1, \"fps\": 10, \"duration\": 1, \"expect\": [\n"
      + entries.joined(separator: ",\n") + "\n]}"
  }

  nonisolated static let cases: [Case] = [
    Case(
      name: "nothing to check", json: json(#"{"view": "card", "at": 1}"#),
      expected:
        "s.json:2:1: error: expect[0]: an expectation names what it checks: a view and its "
        + "properties ('view' with 'center', 'frame', 'bounds', 'transform', 'alpha', 'isHidden', "
        + "'superview', 'contentOffset', 'zoomScale', 'accessibilityLabel', "
        + "'accessibilityValue', 'accessibilityTraits', 'text', 'backgroundColor', 'textColor'), "
        + "a 'gesture', an 'event', a 'dealloc' or 'accessibilityElements'"),
    Case(
      name: "misspelled property", json: json(#"{"view": "card", "centre": [1, 2], "at": 1}"#),
      expected:
        "s.json:2:18: error: expect[0].centre: unknown key 'centre' in an expectation; did you "
        + "mean 'center'?"),
    Case(
      name: "no moment", json: json(#"{"view": "card", "alpha": 1}"#),
      expected:
        "s.json:2:1: error: expect[0]: say when to check: 'at' (seconds, or \"rest\" for the end), "
        + "'atFrame' (a frame number) or 'during' ([from, to] seconds)"),
    Case(
      name: "two moments", json: json(#"{"view": "card", "alpha": 1, "at": 1, "atFrame": 2}"#),
      expected:
        "s.json:2:50: error: expect[0].atFrame: give one of 'at', 'atFrame' and 'during', not both"),
    Case(
      name: "at after the end", json: json(#"{"view": "card", "alpha": 1, "at": 2.5}"#),
      expected: "s.json:2:36: error: expect[0].at: at 2.5 s is after the end; the run ends at 1 s"),
    Case(
      name: "a frame after the last", json: json(#"{"view": "card", "alpha": 1, "atFrame": 11}"#),
      expected:
        "s.json:2:41: error: expect[0].atFrame: atFrame 11 is after the last frame, 10 (the run "
        + "ends at 1 s, 10 fps)"),
    Case(
      name: "at neither a time nor rest", json: json(#"{"view": "card", "alpha": 1, "at": "end"}"#),
      expected: "s.json:2:36: error: expect[0].at: at is a time in seconds or \"rest\" (got 'end')"),
    Case(
      name: "a point with three numbers",
      json: json(#"{"view": "card", "center": [1, 2, 3], "at": 0}"#),
      expected:
        "s.json:2:28: error: expect[0].center: expected center [x, y]: 2 numbers (null for one not "
        + "to check), got 3"),
    Case(
      name: "only nulls", json: json(#"{"view": "card", "center": [null, null], "at": 0}"#),
      expected:
        "s.json:2:28: error: expect[0].center: expected center [x, y]: at least one number, not "
        + "only null"),
    Case(
      name: "a key of another kind",
      json: json(#"{"view": "card", "alpha": 1, "at": 0, "never": true}"#),
      expected:
        "s.json:2:39: error: expect[0].never: 'never' is not part of a view expectation; it takes "
        + "'view', 'at', 'atFrame', 'during', 'tolerance', 'center', 'frame', 'bounds', "
        + "'transform', 'alpha', 'isHidden', 'superview', 'contentOffset', 'zoomScale', "
        + "'accessibilityLabel', 'accessibilityValue', 'accessibilityTraits', 'text', "
        + "'backgroundColor', 'textColor'"),
    Case(
      name: "unknown gesture state",
      json: json(#"{"gesture": "pan", "state": "begun", "at": 0}"#),
      expected:
        "s.json:2:29: error: expect[0].state: unknown state 'begun'; did you mean 'began'?"),
    Case(
      name: "count and never", json: json(#"{"event": "touchesEnded", "count": 1, "never": true}"#),
      expected:
        "s.json:2:48: error: expect[0].never: give 'count' or 'never', not both ('never': true "
        + "is 'count': 0)"),
    Case(
      name: "never false", json: json(#"{"event": "touchesEnded", "never": false}"#),
      expected:
        "s.json:2:36: error: expect[0].never: never is true (the event must not happen); leave it "
        + "out to say it happens"),
    Case(
      name: "an event reference without an event",
      json: json(#"{"event": "touchesEnded", "after": {"view": "b1"}}"#),
      expected:
        "s.json:2:36: error: expect[0].after: an event reference names an 'event' (with 'view', "
        + "'detail') or a 'dealloc'"),
    Case(
      name: "a misspelt event kind",
      json: json(#"{"event": "control.touchUpInsde", "view": "buy", "never": true}"#),
      expected:
        "s.json:2:11: error: expect[0].event: unknown event 'control.touchUpInsde'; did you mean "
        + "'control.touchUpInside'?"),
    Case(
      name: "a misspelt event kind in a reference",
      json: json(#"{"event": "touchesEnded", "after": {"event": "touchesCanceled"}}"#),
      expected:
        "s.json:2:46: error: expect[0].after.event: unknown event 'touchesCanceled'; did you "
        + "mean 'touchesCancelled'?"),
    Case(
      name: "an unknown kind of a known family",
      json: json(#"{"event": "layout.conflict", "never": true}"#),
      expected:
        "s.json:2:11: error: expect[0].event: unknown event 'layout.conflict'; the layout events "
        + "are layout.unsatisfiable, layout.ambiguous, layout.exception, layout.error"),
    Case(
      name: "an unknown kind far from every kind",
      json: json(#"{"event": "swipe"}"#),
      expected:
        "s.json:2:11: error: expect[0].event: unknown event 'swipe'; the kinds a run records are "
        + "listed in docs/scenario.md (Event kinds)"),
    Case(
      name: "a backwards span", json: json(#"{"event": "touchesEnded", "during": [0.5, 0.2]}"#),
      expected:
        "s.json:2:37: error: expect[0].during: during is [from, to] seconds with 0 ≤ from ≤ to "
        + "(got [0.5, 0.2])"),
    Case(
      name: "a span after the end", json: json(#"{"event": "touchesEnded", "during": [2, 3]}"#),
      expected:
        "s.json:2:37: error: expect[0].during: during starts at 2 s, after the end; the run ends "
        + "at 1 s"),
    Case(
      name: "dealloc of a non-identifier", json: json(#"{"dealloc": "Card View"}"#),
      expected:
        "s.json:2:13: error: expect[0].dealloc: dealloc names a class of the code, a Swift "
        + "identifier (got 'Card View')"),
    Case(
      name: "a second entry is located on its own line",
      json: json(#"{"event": "touchesEnded"}"#, #"{"view": "card", "alpha": 2, "at": 0}"#),
      expected: "s.json:3:27: error: expect[1].alpha: alpha must be between 0 and 1 (got 2)"),
    Case(
      name: "zoom scale of 0", json: json(#"{"view": "scroll", "zoomScale": 0, "at": 0}"#),
      expected: "s.json:2:33: error: expect[0].zoomScale: zoomScale must be above 0 (got 0)"),
    Case(
      name: "negative zoom scale", json: json(#"{"view": "scroll", "zoomScale": -2, "at": 0}"#),
      expected: "s.json:2:33: error: expect[0].zoomScale: zoomScale must be above 0 (got -2)"),
    Case(
      name: "zoom scale not a number",
      json: json(#"{"view": "scroll", "zoomScale": [2], "at": 0}"#),
      expected: "s.json:2:33: error: expect[0].zoomScale: expected a number, found an array"),
  ]

  @Test("Each bad expectation gives its exact message", arguments: cases)
  func badExpectation(_ testCase: Case) {
    testCase.check()
  }

  @Test("Entries keep their place in the file for failure messages")
  func places() throws {
    let scenario = try Scenario.decode(
      Data(Self.json(#"{"event": "print"}"#, #"  {"dealloc": "B"}"#).utf8), file: "s.json")
    #expect(
      scenario.expectations.map(\.place) == ["s.json:2:1: expect[0]", "s.json:3:3: expect[1]"])
    #expect(
      scenario.expectations[1].kind
        == .events(
          .init(kind: "dealloc", deallocatedClass: "B"), count: .atLeastOnce, after: nil,
          before: nil, during: nil))
  }
}
