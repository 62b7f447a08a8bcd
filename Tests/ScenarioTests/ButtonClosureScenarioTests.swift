import Foundation
import GestureCore
import Testing

import SampleCode
@testable import Scenario

/// `tap-closure` with `"closureOwner": "button"`: the article's `UIButton` extension keeps the
/// closure on the button, its own `.touchUpInside` target.
@Suite("tap-closure on a button: the button owns its closure")
@MainActor
struct ButtonClosureScenarioTests {
  /// A 200 × 60 pt button at (50, 100) whose closure turns it red, then green, and counts on a
  /// label; `script` is the script's JSON.
  private func run(script: String) throws -> [Frame] {
    let json = """
      {"version": 1, "views": [
        {"id": "buy", "type": "button", "frame": [50, 100, 200, 60], "title": "Buy",
         "backgroundColor": "#0000FF"},
        {"id": "count", "type": "label", "frame": [50, 200, 200, 30], "text": "none"}],
       "behaviors": [{"type": "tap-closure", "view": "buy", "closureOwner": "button",
                      "colors": ["#FF0000", "#00FF00"], "label": "count", "text": "{count} taps"}],
       "script": \(script)}
      """
    let simulation = try Scenario.decode(Data(json.utf8), file: "t.json").makeSimulation()
    var frames: [Frame] = []
    while let frame = simulation.nextFrame() { frames.append(frame) }
    return frames
  }

  private func fill(of id: String, in frame: Frame) -> CGColor? {
    for item in frame.items {
      if case .fill(let shape, let color) = item, shape.id == id { return color }
    }
    return nil
  }

  private func text(of id: String, in frame: Frame) -> String? {
    for item in frame.items {
      if case .text(let text) = item, text.id == id { return text.string }
    }
    return nil
  }

  @Test("Each tap that ends inside runs the closure once, through the button as its target")
  func tapsRunTheClosure() throws {
    // Taps lift at 0.1 s and 0.4 s: frames 6 and 24 at 60 fps.
    let frames = try run(
      script: """
        [{"tap": {"point": [150, 130]}}, {"wait": 0.2}, {"tap": {"point": [60, 110]}},
         {"wait": 0.2}]
        """)
    #expect(fill(of: "buy", in: frames[5]) == CGColor(red: 0, green: 0, blue: 1))
    #expect(fill(of: "buy", in: frames[6]) == CGColor(red: 1, green: 0, blue: 0))
    #expect(text(of: "count", in: frames[6]) == "1 taps")
    #expect(fill(of: "buy", in: frames[24]) == CGColor(red: 0, green: 1, blue: 0))
    #expect(text(of: "count", in: frames[24]) == "2 taps")
    let actions = frames.flatMap { $0.events("control.action") }.map(\.detail)
    #expect(actions == ["touchUpInside → target UIButton", "touchUpInside → target UIButton"])
    #expect(frames.flatMap(\.events).allSatisfy { !$0.kind.hasPrefix("gesture") })
  }

  @Test("A touch that leaves the button by more than 70 pt and lifts there does not run it")
  func touchUpOutsideDoesNothing() throws {
    // The button's bottom is at y = 160; lifting at y = 300 is 140 pt below it.
    let frames = try run(
      script: """
        [{"drag": {"from": [150, 130], "to": [150, 300], "duration": 0.3}}, {"wait": 0.2}]
        """)
    let last = try #require(frames.last)
    #expect(fill(of: "buy", in: last) == CGColor(red: 0, green: 0, blue: 1))
    #expect(text(of: "count", in: last) == "none")
    #expect(frames.flatMap { $0.events("control.touchUpOutside") }.count == 1)
    #expect(frames.flatMap { $0.events("tap-closure") }.isEmpty)
  }

  @Test("The button owns the closure: it lives as long as the button")
  func buttonOwnsTheClosure() {
    final class Token {}
    weak var weakToken: Token?
    var calls = 0
    var button: UIButton? = {
      let token = Token()
      weakToken = token
      return UIButton(actionBlock: { _ in withExtendedLifetime(token) { calls += 1 } })
    }()
    #expect(weakToken != nil)
    // The extension's button is its own target through `#selector(invoke(_:))`: the package's
    // samples' method tables are bound, as every run binds them.
    ObjectiveCRuntime.$current.withValue(sampleCodeObjectiveCRuntime()) {
      button?.sendActions(for: .touchUpInside)
    }
    #expect(calls == 1)
    button = nil
    #expect(weakToken == nil)
  }

  @Test("closureOwner 'button' on a view that is not a button is an error")
  func notAButton() {
    ScenarioErrorCase(
      name: "button owner on a view",
      json: """
        {"version": 1, "views": [{"id": "card", "frame": [0, 0, 10, 10]}],
         "behaviors": [{"type": "tap-closure", "view": "card", "closureOwner": "button",
                        "colors": ["#FF0000"]}]}
        """,
      expected:
        "s.json:2:48: error: behaviors[0].view: closureOwner 'button' makes the closure a "
        + "button's action; 'card' is a view"
    ).check()
  }

  @Test("closureOwner 'button' with numberOfTaps 2 is an error")
  func doubleTapOnAButton() {
    ScenarioErrorCase(
      name: "button owner with two taps",
      json: """
        {"version": 1, "views": [{"id": "buy", "type": "button", "frame": [0, 0, 10, 10]}],
         "behaviors": [{"type": "tap-closure", "view": "buy", "closureOwner": "button",
                        "numberOfTaps": 2, "colors": ["#FF0000"]}]}
        """,
      expected:
        "s.json:3:33: error: behaviors[0].numberOfTaps: a button's closure runs on every tap "
        + "that ends inside it: 'numberOfTaps' must be 1 with closureOwner 'button' (got 2)"
    ).check()
  }
}
