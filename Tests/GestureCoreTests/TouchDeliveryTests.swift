import Foundation
import Testing

@testable import GestureCore

/// Records the responder calls it receives.
@MainActor
private final class RecordingView: UIView {
  var calls: [String] = []
  var locations: [CGPoint] = []
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    calls.append("began")
    locations.append(touches.first!.location(in: self))
  }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    calls.append("moved")
    locations.append(touches.first!.location(in: self))
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("ended") }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    calls.append("cancelled")
  }
}

@MainActor
private final class RecordingController: UIViewController {
  var calls: [String] = []
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("began") }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("moved") }
}

@Suite("Touch delivery: the hit view keeps the touch; unhandled touches climb the chain")
@MainActor
struct TouchDeliveryTests {
  private func run(_ window: UIWindow, _ inputs: [TouchInput], duration: Double) {
    let simulation = Simulation(
      window: window, framesPerSecond: 60, duration: duration, input: inputs)
    while simulation.nextFrame() != nil {}
  }

  @Test("The view hit at touch-down gets every phase, even after the finger leaves it")
  func fixedView() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(view)
    run(
      window,
      [
        TouchInput(time: 0, touch: 0, phase: .began, location: CGPoint(x: 10, y: 10)),
        TouchInput(time: 0.1, touch: 0, phase: .moved, location: CGPoint(x: 300, y: 300)),
        TouchInput(time: 0.2, touch: 0, phase: .ended, location: CGPoint(x: 300, y: 300)),
      ], duration: 0.2)
    #expect(view.calls == ["began", "moved", "ended"])
    #expect(view.locations == [CGPoint(x: 10, y: 10), CGPoint(x: 300, y: 300)])
  }

  @Test("location(in:) reads through a scale transform")
  func scaledLocation() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let view = RecordingView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    window.addSubview(view)
    // Scaled 2× about its center (150, 150), the view covers 50…250 on screen; window point
    // (200, 150) is 50 pt right of the center, 25 pt in the view: local (75, 50).
    run(
      window, [TouchInput(time: 0, touch: 0, phase: .began, location: CGPoint(x: 200, y: 150))],
      duration: 0)
    #expect(view.locations == [CGPoint(x: 75, y: 50)])
  }

  @Test("A system interruption delivers touchesCancelled")
  func interruption() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(view)
    run(
      window,
      [
        TouchInput(time: 0, touch: 0, phase: .began, location: CGPoint(x: 10, y: 10)),
        TouchInput(time: 0.05, touch: 0, phase: .cancelled, location: CGPoint(x: 10, y: 10)),
      ], duration: 0.1)
    #expect(view.calls == ["began", "cancelled"])
  }

  @Test("A plain view passes touches up to its superview and the controller")
  func responderChain() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let controller = RecordingController()
    window.rootViewController = controller
    let plain = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
    controller.view.addSubview(plain)
    run(
      window,
      [
        TouchInput(time: 0, touch: 0, phase: .began, location: CGPoint(x: 10, y: 10)),
        TouchInput(time: 0.1, touch: 0, phase: .moved, location: CGPoint(x: 20, y: 10)),
      ], duration: 0.1)
    #expect(controller.calls == ["began", "moved"])
  }

  @Test("Inputs are delivered at their own time, frames sampled at index / fps")
  func frameTiming() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let simulation = Simulation(
      window: window, framesPerSecond: 60, duration: 0.5,
      input: [TouchInput(time: 0.105, touch: 0, phase: .began, location: .zero)])
    var frames: [Frame] = []
    while let frame = simulation.nextFrame() { frames.append(frame) }
    #expect(frames.count == 31)
    #expect(frames[6].time == 0.1)
    // 0.105 s falls after frame 6 (0.1 s) and before frame 7 (0.1167 s).
    #expect(frames[6].events.isEmpty)
    #expect(frames[7].events.map(\.kind) == ["touchesBegan"])
    #expect(frames[7].events.first?.time == 0.105)
  }
}
