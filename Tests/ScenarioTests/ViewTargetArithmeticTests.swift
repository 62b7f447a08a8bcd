import Foundation
import GestureCore
import Testing

@testable import Scenario

/// Script steps that put the finger on a view (`{"down": {"on": "card"}}`) move it exactly as
/// steps at the window point where the view is.
@Suite("Script steps on views give the touches of steps at the view's window point")
@MainActor
struct ViewTargetArithmeticTests {
  /// The finger's location in every frame of a scenario with one 100 × 100 pt view `card` at
  /// (70, 80) (its center (120, 130)) and the given script.
  private func touches(_ script: String, id: String = "card") throws -> [CGPoint?] {
    let json = """
      {"version": 1, "views": [{"id": "\(id)", "frame": [70, 80, 100, 100]}],
       "script": \(script)}
      """
    let simulation = try Scenario.decode(Data(json.utf8), file: "t.json").makeSimulation()
    var locations: [CGPoint?] = []
    while let frame = simulation.nextFrame() { locations.append(frame.touches.first?.location) }
    return locations
  }

  @Test("A move from a view to a window point gives the same locations, to the last bit")
  func moveFromAView() throws {
    let moves = """
      {"move": {"to": [370, 170], "duration": 0.8, "easing": "easeInOut"}},
      {"move": {"to": [200, 330], "duration": 0.5}}, {"up": {}}]
      """
    let onView = try touches("[{\"down\": {\"on\": \"card\", \"at\": [70, 70]}}, " + moves)
    let atPoint = try touches("[{\"down\": {\"point\": [140, 150]}}, " + moves)
    // 1.3 s at 60 fps: frames 0…78.
    #expect(onView.count == 79)
    #expect(onView == atPoint)
    #expect(onView[0] == CGPoint(x: 140, y: 150))
    #expect(onView[48] == CGPoint(x: 370, y: 170))
    // Halfway through the ease-in-out move (0.4 s, frame 24) the curve is at 0.5 exactly:
    // (140 + 370) / 2, (150 + 170) / 2.
    #expect(onView[24] == CGPoint(x: 255, y: 160))
  }

  @Test("A drag from a view to a window point lifts at that point")
  func dragFromAView() throws {
    let onView = try touches(
      "[{\"drag\": {\"from\": \"card\", \"to\": [300, 400], \"duration\": 0.5}}, {\"wait\": 0.1}]")
    let atPoint = try touches(
      "[{\"drag\": {\"from\": [120, 130], \"to\": [300, 400], \"duration\": 0.5}}, {\"wait\": 0.1}]"
    )
    #expect(onView == atPoint)
    #expect(onView[30] == CGPoint(x: 300, y: 400))
  }

  @Test("A view called 'window' is the scenario's view, not the UIWindow")
  func viewCalledWindow() throws {
    let onView = try touches(
      "[{\"tap\": {\"on\": \"window\"}}, {\"wait\": 0.1}]", id: "window")
    // The view's center, not the 375 × 667 screen's (187.5, 333.5).
    #expect(onView[0] == CGPoint(x: 120, y: 130))
  }
}
