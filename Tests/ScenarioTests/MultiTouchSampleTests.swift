import Foundation
import GestureCore
import SampleCode
import Testing

/// Runs one of the multi-touch samples' view controllers in a 375 × 667 window fed `inputs`.
@MainActor
private func run(_ controller: UIViewController, _ inputs: [TouchInput], until end: Double)
  -> [Frame]
{
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
  window.rootViewController = controller
  window.makeKeyAndVisible()
  let simulation = Simulation(window: window, framesPerSecond: 60, duration: end, input: inputs)
  var frames: [Frame] = []
  while let frame = simulation.nextFrame() { frames.append(frame) }
  return frames
}

@Suite("The multi-touch samples' code does what Samples/README.md says")
@MainActor
struct MultiTouchSampleTests {
  @Test("Double tap sample: the single tap's handler runs 0.35 s after the lift")
  func singleWaitsForDouble() throws {
    let controller = DoubleTapViewController()
    let frames = run(
      controller,
      [
        TouchInput(time: 0.2, touch: 0, phase: .began, location: CGPoint(x: 187.5, y: 300)),
        TouchInput(time: 0.3, touch: 0, phase: .ended, location: CGPoint(x: 187.5, y: 300)),
      ], until: 1)
    let actions = frames.flatMap(\.events).filter { $0.kind == "gesture.action" }
    #expect(actions.count == 1)
    #expect(abs(try #require(actions.first).time - 0.65) < 1e-9)
    let card = try #require(controller.view.descendant(withIdentifier: "card"))
    #expect(card.backgroundColor == .systemBlue)
  }

  @Test("Photo sample: pinch 100 → 160 pt scales the photo by 160/108 about its center")
  func photoPinch() throws {
    let controller = PhotoTransformViewController()
    var inputs: [TouchInput] = [
      TouchInput(time: 0, touch: 0, phase: .began, location: CGPoint(x: 137.5, y: 300)),
      TouchInput(time: 0, touch: 1, phase: .began, location: CGPoint(x: 237.5, y: 300)),
    ]
    for k in 1...6 {
      let half = 50 + 5 * CGFloat(k)
      let t = Double(k) / 60
      inputs.append(
        TouchInput(time: t, touch: 0, phase: .moved, location: CGPoint(x: 187.5 - half, y: 300)))
      inputs.append(
        TouchInput(time: t, touch: 1, phase: .moved, location: CGPoint(x: 187.5 + half, y: 300)))
    }
    inputs.append(
      TouchInput(time: 0.2, touch: 0, phase: .ended, location: CGPoint(x: 107.5, y: 300)))
    inputs.append(
      TouchInput(time: 0.2, touch: 1, phase: .ended, location: CGPoint(x: 267.5, y: 300)))
    _ = run(controller, inputs, until: 0.3)
    let photo = try #require(controller.view.descendant(withIdentifier: "photo"))
    #expect(abs(photo.transform.a - 160.0 / 108) < 1e-12)
    #expect(photo.center == CGPoint(x: 187.5, y: 300))
    let readout = try #require(controller.view.descendant(withIdentifier: "readout") as? UILabel)
    #expect(readout.text == "scale 1.48 · 0°")
  }

  @Test("Swipe-to-delete sample: a left swipe removes the row; a right one does not")
  func swipeDeletes() throws {
    let controller = SwipeToDeleteViewController()
    func swipe(_ y: CGFloat, from x: CGFloat, by dx: CGFloat, at t: Double) -> [TouchInput] {
      [
        TouchInput(time: t, touch: 0, phase: .began, location: CGPoint(x: x, y: y)),
        TouchInput(time: t + 0.05, touch: 0, phase: .moved, location: CGPoint(x: x + dx / 2, y: y)),
        TouchInput(time: t + 0.1, touch: 0, phase: .moved, location: CGPoint(x: x + dx, y: y)),
        TouchInput(time: t + 0.1, touch: 0, phase: .ended, location: CGPoint(x: x + dx, y: y)),
      ]
    }
    // Row 2 spans y 154…218 and row 3 228…292; once row 2 is gone row 3 moves to 154 and row 4
    // to 228, under the second (rightward) swipe.
    let inputs = swipe(186, from: 300, by: -150, at: 0.1) + swipe(260, from: 100, by: 150, at: 1.2)
    _ = run(controller, inputs, until: 2)
    #expect(controller.view.descendant(withIdentifier: "row-2") == nil)
    let row3 = try #require(controller.view.descendant(withIdentifier: "row-3"))
    #expect(row3.frame.origin.y == 154)
    #expect(controller.view.descendant(withIdentifier: "row-4") != nil)
  }
}
