import Foundation
import GestureCore
import Testing

@testable import Scenario

@Suite("Script steps on views: 'on', 'from', 'at', 'by', resolved when the step begins")
@MainActor
struct ScriptTargetTests {
  typealias Case = ScenarioErrorCase

  private static let views = """
    "views": [{"id": "card", "frame": [100, 100, 80, 60]},
              {"id": "buy", "type": "button", "frame": [40, 400, 120, 44], "title": "Buy"}],
    "behaviors": [{"type": "clamped-drag", "view": "card"}]
    """

  /// The touch locations delivered to views, in order, from the timeline's responder events.
  private func touches(_ script: String) throws -> [String] {
    let frames = try runScenario(#"{"version": 1, \#(Self.views), "script": \#(script)}"#)
    return frames.flatMap(\.events).filter { $0.kind.hasPrefix("touches") }
      .map { "\($0.kind) \($0.view ?? "-") \($0.detail)" }
  }

  @Test("A drag from a view starts at its center, or at 'at' in it, and moves 'by' points")
  func dragFromView() throws {
    // The card's center is (140, 130); 'at' (10, 20) in its bounds is (110, 120) on screen.
    #expect(
      try touches(#"[{"drag": {"from": "card", "by": [50, 0], "duration": 0}}]"#).first
        == "touchesBegan card at (140, 130)")
    let moved = try touches(
      #"[{"drag": {"from": "card", "at": [10, 20], "by": [50, 30], "duration": 0.1}}]"#)
    #expect(moved.first == "touchesBegan card at (110, 120)")
    #expect(
      moved.suffix(2) == ["touchesMoved card to (160, 150)", "touchesEnded card at (160, 150)"])
  }

  @Test("A later step finds the view where the earlier one left it")
  func resolvedAtStepTime() throws {
    let script = """
      [{"drag": {"from": "card", "by": [100, 50], "duration": 0.2}},
       {"drag": {"from": "card", "by": [0, 10], "duration": 0.1}}]
      """
    let begans = try touches(script).filter { $0.hasPrefix("touchesBegan") }
    // The clamped drag keeps the grip: the card's center moved by (100, 50) to (240, 180).
    #expect(begans == ["touchesBegan card at (140, 130)", "touchesBegan card at (240, 180)"])
  }

  @Test("A tap on a button lands on its center and sends touchUpInside")
  func tapOnButton() throws {
    let frames = try runScenario(
      #"{"version": 1, \#(Self.views), "script": [{"tap": {"on": "buy"}}]}"#)
    let events = frames.flatMap(\.events)
    #expect(events.first { $0.kind == "touchesBegan" }?.detail == "at (100, 422)")
    #expect(events.contains { $0.kind == "control.touchUpInside" && $0.view == "buy" })
  }

  @Test("A step may name a button by its title, as UI tests do, when no view has that id")
  func tapOnButtonTitle() throws {
    let frames = try runScenario(
      #"{"version": 1, \#(Self.views), "script": [{"tap": {"on": "Buy"}}]}"#)
    let events = frames.flatMap(\.events)
    #expect(events.first { $0.kind == "touchesBegan" }?.detail == "at (100, 422)")
    #expect(events.contains { $0.kind == "control.touchUpInside" && $0.view == "buy" })
  }

  @Test("Several views labelled as the step says: the run stops at the step, naming them")
  func ambiguousLabelMessage() throws {
    let json = #"{"version": 1, \#(Self.views), "script": [{"tap": {"on": "Buy"}}]}"#
    let scenario = try Scenario.decode(Data(json.utf8), file: "s.json")
    let failure = SimulationFailure.ambiguousLabel(
      label: "Buy", step: 0, time: 0.1, views: ["UIButton 'buy'", "UILabel 'root.2'"])
    #expect(
      scenario.error(for: failure).description
        == "s.json:3:84: error: script[0].tap.on: no view has id 'Buy', and 2 views on screen at "
        + "0.1 s are labelled 'Buy' (UIButton 'buy', UILabel 'root.2'); give the one to touch an "
        + "accessibilityIdentifier")
  }

  nonisolated static let cases: [Case] = [
    Case(
      name: "point and on",
      json: #"{"version": 1, "script": [{"tap": {"point": [1, 1], "on": "a"}}]}"#,
      expected:
        "s.json:1:59: error: script[0].tap.on: give 'point' (window points) or 'on' (a view id), not both"
    ),
    Case(
      name: "neither point nor on",
      json: #"{"version": 1, "script": [{"tap": {"duration": 0.1}}]}"#,
      expected:
        "s.json:1:35: error: script[0].tap: 'tap' needs 'point' (window points) or 'on' (a view's id)"
    ),
    Case(
      name: "at without on",
      json: #"{"version": 1, "script": [{"tap": {"point": [1, 1], "at": [0, 0]}}]}"#,
      expected:
        "s.json:1:59: error: script[0].tap.at: 'at' is a point in the view 'on' names; add 'on'"),
    Case(
      name: "to and by",
      json:
        #"{"version": 1, "script": [{"drag": {"from": [0, 0], "to": [1, 1], "by": [1, 1], "duration": 1}}]}"#,
      expected:
        "s.json:1:73: error: script[0].drag.by: give 'to' (a window point) or 'by' (an offset), not both"
    ),
    Case(
      name: "an unknown view without code",
      json:
        #"{"version": 1, "views": [{"id": "card", "frame": [0, 0, 10, 10]}], "script": [{"tap": {"on": "crad"}}]}"#,
      expected: "s.json:1:94: error: script[0].tap.on: no view has id 'crad'; did you mean 'card'?"),
  ]

  @Test("Each bad step gives its exact message", arguments: cases)
  func message(_ testCase: Case) {
    testCase.check()
  }
}
