import Foundation
import GestureCore
import Testing

@testable import Scenario

/// A scripted tap on a view wholly off screen: iOS delivers a touch where the finger is, and
/// off the screen nothing is there.
@Suite("A tap on a view off screen is a located warning")
@MainActor
struct OffScreenTapTests {
  @Test("The step's place, the view and the point are named; the timeline records it")
  func offScreenTap() throws {
    let json = """
      {"version": 1, "views": [
        {"id": "low", "type": "button", "frame": [50, 900, 100, 40], "title": "Low"}],
       "script": [{"wait": 0.1},
                  {"tap": {"on": "low"}}]}
      """
    let scenario = try Scenario.decode(Data(json.utf8), file: "t.json")
    let simulation = scenario.makeSimulation()
    var frames: [Frame] = []
    while let frame = simulation.nextFrame() { frames.append(frame) }
    #expect(simulation.failure == nil)
    let width = simulation.window.bounds.width
    let height = simulation.window.bounds.height
    let message =
      "view 'low' is off screen at 0.1 s, when the step begins: the touch at (100, 920) is "
      + "outside the \(Int(width)) × \(Int(height)) screen and touches nothing"
    #expect(simulation.warnings == [SimulationWarning(step: 1, time: 0.1, message: message)])
    #expect(
      scenario.warning(for: simulation.warnings[0])
        == "t.json:4:28: warning: script[1].tap.on: " + message)
    let events = frames.flatMap { $0.events("script.offScreen") }
    #expect(events.map(\.detail) == ["script[1]: " + message])
    #expect(events.map(\.view) == ["low"])
  }
}
