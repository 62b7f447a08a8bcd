import Foundation
import GestureCore
import Scenario
import Testing

/// Makes the test's own root view controller, as the command line's loaded code does.
@MainActor
private struct FixtureClasses: UserClassProvider {
  func makeView(_ name: String, frame: CGRect) -> UIView? { nil }
  func makeViewController(_ name: String) -> UIViewController? {
    name == "StepTargetsViewController" ? StepTargetsViewController() : nil
  }
}

@Suite("A scenario file's setContentOffset finds a scroll view the code made when the step begins")
@MainActor
struct CodeScrollViewStepTests {
  /// Runs a scenario of `StepTargetsViewController` (its scroll view `feed`, its views `card`,
  /// `tile`, `buy`) at 10 fps with `step` after a 0.1 s wait, then 0.2 s more.
  private func run(_ step: String) throws -> (Scenario, Simulation, [Frame]) {
    let json = """
      {"version": 1, "name": "scroll", "fps": 10, "code": ["\(#filePath)"],
       "rootViewController": "StepTargetsViewController",
       "script": [{"wait": 0.1}, \(step), {"wait": 0.2}]}
      """
    let scenario = try Scenario.decode(Data(json.utf8), file: "s.json")
    let simulation = scenario.makeSimulation(classes: FixtureClasses())
    var frames: [Frame] = []
    while let frame = simulation.nextFrame() { frames.append(frame) }
    return (scenario, simulation, frames)
  }

  @Test("The code's scroll view scrolls at the step's time")
  func scrollsTheCodesScrollView() throws {
    let (_, simulation, frames) = try run(
      #"{"setContentOffset": {"view": "feed", "offset": [0, 120]}}"#)
    #expect(simulation.failure == nil)
    #expect(frames.count == 4)
    let offsets = frames.map { $0.views.first { $0.id == "feed" }?.bounds.origin.y }
    #expect(offsets == [0, 120, 120, 120])
    let event = try #require(frames[1].events.first { $0.kind == "script.setContentOffset" })
    #expect(event.view == "feed")
    #expect(event.detail == "(0, 120)")
    #expect(event.time == 0.1)
  }

  @Test("A view the code did not make, or one that is not a scroll view, stops the run there")
  func errors() throws {
    let cases: [(String, String)] = [
      (
        #"{"setContentOffset": {"view": "fed", "offset": [0, 120]}}"#,
        "s.json:3:58: error: script[1].setContentOffset.view: no view has id 'fed' at 0.1 s, "
          + "when the step begins; did you mean 'feed'?"
      ),
      (
        #"{"setContentOffset": {"view": "card", "offset": [0, 120]}}"#,
        "s.json:3:58: error: script[1].setContentOffset.view: view 'card' is a UIView at 0.1 s, "
          + "when the step begins; the step needs a UIScrollView"
      ),
    ]
    for (step, message) in cases {
      let (scenario, simulation, frames) = try run(step)
      let failure = try #require(simulation.failure)
      #expect(scenario.error(for: failure).description == message)
      // The frames before the step's, and the one it stops in.
      #expect(frames.count == 2)
    }
  }
}
