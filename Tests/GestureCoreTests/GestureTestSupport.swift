import Foundation

@testable import GestureCore

/// A 375×667 window with a root view, fed scripted touches through a 60 fps simulation.
@MainActor
final class GestureHarness {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
  let root: UIView
  private(set) var inputs: [TouchInput] = []

  init() {
    root = UIView(frame: window.bounds)
    root.accessibilityIdentifier = "root"
    window.addSubview(root)
  }

  func down(_ x: CGFloat, _ y: CGFloat, at time: Double, finger: Int = 0) {
    inputs.append(
      TouchInput(time: time, touch: finger, phase: .began, location: CGPoint(x: x, y: y)))
  }

  func move(_ x: CGFloat, _ y: CGFloat, at time: Double, finger: Int = 0) {
    inputs.append(
      TouchInput(time: time, touch: finger, phase: .moved, location: CGPoint(x: x, y: y)))
  }

  func up(_ x: CGFloat, _ y: CGFloat, at time: Double, finger: Int = 0) {
    inputs.append(
      TouchInput(time: time, touch: finger, phase: .ended, location: CGPoint(x: x, y: y)))
  }

  func cancel(_ x: CGFloat, _ y: CGFloat, at time: Double, finger: Int = 0) {
    inputs.append(
      TouchInput(time: time, touch: finger, phase: .cancelled, location: CGPoint(x: x, y: y)))
  }

  /// Runs every frame up to `duration` seconds and returns them.
  @discardableResult
  func run(for duration: Double, fps: Double = 60) -> [Frame] {
    let simulation = Simulation(
      window: window, framesPerSecond: fps, duration: duration, input: inputs)
    var frames: [Frame] = []
    while let frame = simulation.nextFrame() { frames.append(frame) }
    return frames
  }
}

/// Records responder calls, with the time each arrived.
@MainActor
final class TouchLogView: UIView {
  var calls: [String] = []
  var times: [Double] = []

  private func note(_ call: String) {
    calls.append(call)
    times.append(window?.scheduler.now ?? -1)
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { note("began") }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { note("moved") }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { note("ended") }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { note("cancelled") }
}

/// Records every action call of a recognizer: its state, the time and the location in the
/// window.
@MainActor
final class ActionLog {
  var states: [UIGestureRecognizer.State] = []
  var times: [Double] = []
  var locations: [CGPoint] = []

  func attach(to recognizer: UIGestureRecognizer) {
    recognizer.addAction { [weak self] sender in
      guard let self else { return }
      self.states.append(sender.state)
      self.times.append(sender.view?.window?.scheduler.now ?? -1)
      self.locations.append(sender.location(in: nil))
    }
  }
}

extension Frame {
  /// The events of kind `kind`.
  func events(_ kind: String) -> [TimelineEvent] { events.filter { $0.kind == kind } }
}
