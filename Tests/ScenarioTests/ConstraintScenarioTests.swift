import Foundation
import GestureCore
import Renderer
import Testing

@testable import Scenario

@Suite("Scenario constraints: parsing, errors with positions, switching behaviours")
@MainActor
struct ConstraintScenarioTests {
  typealias Case = ScenarioErrorCase

  nonisolated static let errors: [Case] = [
    Case(
      name: "unknown attribute",
      json:
        #"{"version": 1, "views": [{"id": "bar", "constraints": ["bar.botom == root.bottom"]}]}"#,
      expected: "s.json:1:61: error: views[0].constraints[0]: unknown attribute 'botom'; "
        + "did you mean 'bottom'?"),
    Case(
      name: "unknown view id",
      json: #"{"version": 1, "views": [{"id": "header", "frame": [0, 0, 10, 10]},"#
        + "\n"
        + #" {"id": "bar", "constraints": ["bar.top == headr.bottom + 8"]}]}"#,
      expected: "s.json:2:44: error: views[1].constraints[0]: no view has id 'headr'; "
        + "did you mean 'header'?"),
    Case(
      name: "single equals sign",
      json: #"{"version": 1, "views": [{"id": "bar", "constraints": ["bar.height = 50"]}]}"#,
      expected: "s.json:1:68: error: views[0].constraints[0]: use '==' for equality (found '=')"),
    Case(
      name: "a position equal to a number",
      json: #"{"version": 1, "views": [{"id": "bar", "constraints": ["bar.top == 20"]}]}"#,
      expected: "s.json:1:61: error: views[0].constraints[0]: 'top' is a position: compare it "
        + "with another item's attribute, such as 'root.top' (only width and height can equal "
        + "a number)"),
    Case(
      name: "axes that do not match",
      json:
        #"{"version": 1, "views": [{"id": "bar", "constraints": ["bar.top == root.leading"]}]}"#,
      expected: "s.json:1:73: error: views[0].constraints[0]: cannot relate 'top' (vertical) to "
        + "'leading' (horizontal)"),
    Case(
      name: "leading with left",
      json:
        #"{"version": 1, "views": [{"id": "bar", "constraints": ["bar.leading == root.left"]}]}"#,
      expected: "s.json:1:77: error: views[0].constraints[0]: cannot relate 'leading' to 'left': "
        + "use leading/trailing for both or left/right for both (UIKit refuses the mix)"),
    Case(
      name: "priority out of range",
      json: #"{"version": 1, "views": [{"id": "bar", "constraints": ["bar.height == 50 @0"]}]}"#,
      expected: "s.json:1:75: error: views[0].constraints[0]: priority must be between 1 and "
        + "1000 (got 0)"),
    Case(
      name: "unknown priority name",
      json: #"{"version": 1, "views": [{"id": "bar", "constraints": ["bar.height == 50 @hihg"]}]}"#,
      expected: "s.json:1:75: error: views[0].constraints[0]: unknown priority 'hihg'; did you "
        + "mean 'high'?"),
    Case(
      name: "a stray token",
      json:
        #"{"version": 1, "views": [{"id": "bar", "constraints": [{"id": "h", "constraint": "bar.height == 5O"}]}]}"#,
      expected: "s.json:1:98: error: views[0].constraints[0].constraint: unexpected 'O'"),
    Case(
      name: "unknown key in the object form",
      json:
        #"{"version": 1, "views": [{"id": "bar", "constraints": [{"id": "h", "constraint": "bar.height == 50", "activ": false}]}]}"#,
      expected: "s.json:1:102: error: views[0].constraints[0].activ: unknown key 'activ' in a "
        + "constraint; did you mean 'active'?"),
    Case(
      name: "a constraint under a view it does not name",
      json:
        #"{"version": 1, "views": [{"id": "a", "frame": [0, 0, 1, 1]}, {"id": "bar", "constraints": ["a.height == 50"]}]}"#,
      expected: "s.json:1:93: error: views[1].constraints[0]: a constraint listed under 'bar' "
        + "must name 'bar' (it names 'a'); list it under the view it places"),
    Case(
      name: "duplicate constraint id",
      json:
        #"{"version": 1, "views": [{"id": "bar", "constraints": ["barTop: bar.top == root.top", "barTop: bar.left == root.left"]}]}"#,
      expected: "s.json:1:87: error: views[0].constraints[1]: duplicate constraint id 'barTop' "
        + "(also views[0].constraints[0])"),
    Case(
      name: "a view named root",
      json:
        #"{"version": 1, "views": [{"id": "root", "frame": [0, 0, 1, 1]}, {"id": "bar", "constraints": ["bar.height == 50"]}]}"#,
      expected: "s.json:1:33: error: views[0].id: 'root' names the root view in constraints; "
        + "give this view another id"),
    Case(
      name: "unknown constraint id in a behavior",
      json:
        #"{"version": 1, "views": [{"id": "bar", "constraints": ["barTop: bar.top == root.top"]}],"#
        + "\n"
        + #" "behaviors": [{"type": "switch-constraints", "times": [1], "activate": ["barTpo"]}]}"#,
      expected: "s.json:2:74: error: behaviors[0].activate[0]: no constraint has id 'barTpo'; "
        + "did you mean 'barTop'?"),
    Case(
      name: "a switch without a trigger",
      json: #"{"version": 1, "behaviors": [{"type": "switch-constraints", "activate": ["x"]}]}"#,
      expected: "s.json:1:30: error: behaviors[0]: a 'switch-constraints' behavior needs a "
        + "trigger: 'view' (a tap on it) or 'times'"),
  ]

  @Test("Each bad constraint gives its exact message and position", arguments: errors)
  func badConstraint(_ example: Case) {
    example.check()
  }

  @Test("The constraint syntax: multipliers, divisions, signs, names, priorities")
  func parsing() throws {
    let half = try ConstraintExpression.parse("bar.width == root.width * 0.5")
    #expect(half.second?.item == "root" && half.multiplier == 0.5 && half.constant == 0)
    let mixed = try ConstraintExpression.parse("bar.width <= 2 * root.height / 4 - 10 @defaultHigh")
    #expect(mixed.relation == .lessThanOrEqual)
    #expect(mixed.multiplier == 0.5 && mixed.constant == -10 && mixed.priority == 750)
    let dashed = try ConstraintExpression.parse("bar.top>=top-image.bottom-8 @ 250")
    #expect(dashed.second?.item == "top-image" && dashed.second?.attribute == .bottom)
    #expect(dashed.constant == -8 && dashed.priority == 250)
    let size = try ConstraintExpression.parse("bar.height == 50")
    #expect(size.second == nil && size.constant == 50 && size.priority == 1000)
    let negative = try ConstraintExpression.parse("a.centerX == -1 * b.centerX + 3")
    #expect(negative.multiplier == -1 && negative.constant == 3)
    #expect(ConstraintSpec.splitName("barTop: bar.top == x.bottom").0 == "barTop")
    #expect(ConstraintSpec.splitName("barTop: bar.top == x.bottom").2 == 7)
    #expect(throws: ConstraintExpression.Failure.self) {
      try ConstraintExpression.parse("a.width == b.width + c.width")
    }
  }

  /// A box at the top whose `low` constraint moves it down when switched.
  private static let switching = #"""
    {
      "version": 1, "fps": 10, "duration": 1.5,
      "views": [
        { "id": "box", "backgroundColor": "#FF0000",
          "constraints": [
            "box.leading == root.leading + 20", "box.width == 100", "box.height == 50",
            "high: box.top == safeArea.top + 80",
            { "id": "low", "constraint": "box.top == safeArea.top + 280", "active": false }
          ] }
      ],
      "behaviors": [
        { "type": "switch-constraints", "times": [0.2], "activate": ["low"],
          "deactivate": ["high"], "animationDuration": 1 }
      ]
    }
    """#

  @Test("A timed switch animates the box along the ease-in-out curve")
  func timedSwitch() throws {
    let scenario = try Scenario.decode(Data(ConstraintScenarioTests.switching.utf8), file: "s.json")
    let simulation = scenario.makeSimulation()
    var frames: [Frame] = []
    while let frame = simulation.nextFrame() { frames.append(frame) }
    func centerY(_ index: Int) -> Double {
      Double(frames[index].views.first { $0.id == "box" }!.center.y)
    }
    // iPhone SE: safe area top 20; high: y 100, center 125; low: y 300, center 325.
    #expect(centerY(0) == 125)
    #expect(centerY(2) == 125 + 200 * TimingFunction.easeInOut.progress(at: 0))
    for index in 3...12 {
      let t = Double(index) / 10 - 0.2
      let expected = 325 - 200 * (1 - TimingFunction.easeInOut.progress(at: t))
      #expect(abs(centerY(index) - expected) < 1e-9, "frame \(index)")
    }
    #expect(centerY(15) == 325)
    let switches = frames.flatMap(\.events).filter { $0.kind == "constraints.switch" }
    #expect(
      switches.map(\.detail) == ["on: activated low; deactivated high (animated over 1 s)"])
    #expect(frames.flatMap(\.events).allSatisfy { !$0.kind.hasPrefix("layout.") })
  }

  @Test("Without animation the switch shows in the frame drawn at its time")
  func unanimatedSwitch() throws {
    let json = ConstraintScenarioTests.switching.replacingOccurrences(
      of: "\"animationDuration\": 1", with: "\"animationDuration\": 0")
    let simulation = try Scenario.decode(Data(json.utf8), file: "s.json").makeSimulation()
    var centers: [Double] = []
    while let frame = simulation.nextFrame() {
      centers.append(Double(frame.views.first { $0.id == "box" }!.center.y))
    }
    #expect(centers[0...1] == [125, 125])
    #expect(centers[2...].allSatisfy { $0 == 325 })
  }

  @Test("Conflicting required constraints in a file: UIKit's report in the first frame")
  func unsatisfiableInTimeline() throws {
    let json = #"""
      {"version": 1, "duration": 0, "views": [{"id": "bar", "constraints": [
        "bar.top == root.top", "bar.leading == root.leading", "bar.width == 100",
        "h50: bar.height == 50", "h80: bar.height == 80"]}]}
      """#
    let frame = try Scenario.decode(Data(json.utf8), file: "s.json").makeSimulation().nextFrame()
    let report = frame?.events.first { $0.kind == "layout.unsatisfiable" }
    #expect(report?.view == "bar")
    #expect(
      report?.detail.contains(
        "(\n    \"<NSLayoutConstraint 'h50' UIView:bar.height == 50   (active)>\",\n"
          + "    \"<NSLayoutConstraint 'h80' UIView:bar.height == 80   (active)>\"\n)") == true)
    #expect(
      report?.detail.contains(
        "Will attempt to recover by breaking constraint\n"
          + "<NSLayoutConstraint 'h80' UIView:bar.height == 80   (active)>") == true)
    let bar = frame?.views.first { $0.id == "bar" }
    #expect(bar?.bounds.size == CGSize(width: 100, height: 50))
  }

  @Test("Samples/auto-layout.json: the card collapsed, expanded by the tap, edge to edge")
  func sampleCard() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Samples/auto-layout.json").standardized
    let scenario = try Scenario.load(contentsOf: url)
    let simulation = scenario.makeSimulation(textMeasurer: try PangoTextMeasurer())
    var frames: [Frame] = []
    while let frame = simulation.nextFrame() { frames.append(frame) }
    func card(_ index: Int) -> (CGPoint, CGSize) {
      let view = frames[index].views.first { $0.id == "card" }!
      return (view.center, view.bounds.size)
    }
    // Bottom at 667 − 16 = 651, height 132 (priority 750), 16 pt from each side.
    #expect(card(0) == (CGPoint(x: 187.5, y: 585), CGSize(width: 343, height: 132)))
    // Tapped at 0.6 s, 0.5 s animation: top at 20 + 96 = 116, height 651 − 116 = 535.
    #expect(card(40) == (CGPoint(x: 187.5, y: 383.5), CGSize(width: 343, height: 535)))
    // Collapsed again, then the constants 0 at 3.4 s (0.4 s): 667 − 66 = 601, full width.
    #expect(card(125) == (CGPoint(x: 187.5, y: 601), CGSize(width: 375, height: 132)))
    #expect(card(frames.count - 1) == card(0))
    // Chips: (343 − 2·16 − 2·8) / 3 = 98.33, edges rounded to half points.
    let widths = ["flights", "hotel", "food"].map { id in
      frames[0].views.first { $0.id == id }!.bounds.width
    }
    #expect(widths == [98.5, 98, 98.5])
    #expect(frames.flatMap(\.events).allSatisfy { !$0.kind.hasPrefix("layout.") })
  }

  @Test("A view placed by constraints without a position is reported ambiguous")
  func ambiguousInTimeline() throws {
    let json = #"""
      {"version": 1, "duration": 0, "views": [{"id": "bar", "constraints": ["bar.width == 100",
        "bar.height == 50"]}]}
      """#
    let frame = try Scenario.decode(Data(json.utf8), file: "s.json").makeSimulation().nextFrame()
    let warning = frame?.events.first { $0.kind == "layout.ambiguous" }
    #expect(warning?.detail.hasPrefix("UIView:bar has an ambiguous layout: its minX, minY") == true)
  }
}
