import Foundation
import GestureCore
import Testing

@testable import Scenario

/// Decodes a scenario from `json` and runs it to the end, returning every frame.
@MainActor
func runScenario(_ json: String, file: String = "test.json") throws -> [Frame] {
  let scenario = try Scenario.decode(Data(json.utf8), file: file)
  let simulation = scenario.makeSimulation()
  var frames: [Frame] = []
  while let frame = simulation.nextFrame() { frames.append(frame) }
  return frames
}

@MainActor
func center(of id: String, in frame: Frame) -> CGPoint? {
  frame.views.first { $0.id == id }?.center
}

@Suite("Frame-origin drag and controller drag (the draggable window example)")
@MainActor
struct OtherDragBehaviorTests {
  @Test("origin-drag follows the finger off screen, unclamped")
  func originDragUnclamped() throws {
    let frames = try runScenario(
      """
      {"version": 1, "fps": 10,
       "views": [{"id": "window", "frame": [20, 100, 120, 120], "backgroundColor": "#FF0000"}],
       "behaviors": [{"type": "origin-drag", "view": "window"}],
       "script": [{"drag": {"from": [80, 160], "to": [480, 160], "duration": 1}}]}
      """)
    // Grip (60, 60) in the view; the finger ends 400 pt right: origin.x = 420, center.x = 480.
    #expect(center(of: "window", in: frames.last!) == CGPoint(x: 480, y: 160))
    #expect(frames.count == 11)
  }

  @Test("controller-drag applies the vertical offset twice when x is clamped, as modelled")
  func controllerDoubledOffset() throws {
    let json = { (corrected: Bool) in
      """
      {"version": 1, "fps": 10,
       "views": [{"id": "window", "frame": [0, 200, 120, 120], "backgroundColor": "#FF0000"}],
       "behaviors": [{"type": "controller-drag", "view": "window",
                      "correctsDoubledVerticalOffset": \(corrected)}],
       "script": [{"down": {"point": [60, 260]}},
                  {"move": {"to": [50, 265], "duration": 0.1}}, {"up": {}}]}
      """
    }
    let faithful = try runScenario(json(false))
    #expect(center(of: "window", in: faithful.last!) == CGPoint(x: 60, y: 270))
    let corrected = try runScenario(json(true))
    #expect(center(of: "window", in: corrected.last!) == CGPoint(x: 60, y: 265))
  }

  @Test("Along a clamped edge the controller-drag view stutters: ahead of the finger, then level")
  func controllerStutter() throws {
    let frames = try runScenario(
      """
      {"version": 1, "fps": 10,
       "views": [{"id": "window", "frame": [0, 200, 120, 120]}],
       "behaviors": [{"type": "controller-drag", "view": "window"}],
       "script": [{"down": {"point": [60, 260]}},
                  {"move": {"to": [20, 300], "duration": 0.4}}, {"up": {}}]}
      """)
    // The finger moves 10 pt left and 10 pt down a frame, so x is clamped on every move. The
    // view leads the finger by 10 pt after odd moves and is level with it after even ones.
    let ys = frames[1...4].map { center(of: "window", in: $0)!.y }
    #expect(ys == [280, 280, 300, 300])
  }

  @Test("controller-drag ignores a touch on a view whose width is not the window width")
  func controllerWidthCheck() throws {
    let frames = try runScenario(
      """
      {"version": 1, "fps": 10,
       "views": [{"id": "panel", "frame": [0, 200, 100, 100], "backgroundColor": "#FF0000"}],
       "behaviors": [{"type": "controller-drag", "view": "panel"}],
       "script": [{"drag": {"from": [50, 250], "to": [150, 250], "duration": 0.5}}]}
      """)
    #expect(center(of: "panel", in: frames.last!) == CGPoint(x: 50, y: 250))
    let note = frames.flatMap(\.events).first { $0.kind == "controller.touchesBegan" }
    #expect(note?.detail == "not the window (width 100)")
  }

  @Test("An image view without user interaction is not dragged by the controller")
  func imageViewNeedsInteraction() throws {
    let json = { (enabled: Bool) in
      """
      {"version": 1, "fps": 10,
       "views": [{"id": "window", "type": "imageView", "frame": [0, 200, 120, 120],
                  "userInteractionEnabled": \(enabled)}],
       "behaviors": [{"type": "controller-drag", "view": "window"}],
       "script": [{"drag": {"from": [60, 260], "to": [160, 260], "duration": 0.5}}]}
      """
    }
    #expect(center(of: "window", in: try runScenario(json(false)).last!) == CGPoint(x: 60, y: 260))
    #expect(center(of: "window", in: try runScenario(json(true)).last!) == CGPoint(x: 160, y: 260))
  }
}
