import Foundation
import Testing

@testable import GestureCore

/// The names of the events a control sends, in order.
@MainActor
private final class ControlEventLog {
  var names: [String] = []

  /// Logs every touch and value event of `control`.
  func attach(to control: UIControl) {
    let table: [(UIControl.Event, String)] = [
      (.touchDown, "down"), (.touchDownRepeat, "downRepeat"), (.touchDragInside, "dragInside"),
      (.touchDragOutside, "dragOutside"), (.touchDragEnter, "enter"), (.touchDragExit, "exit"),
      (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"), (.touchCancel, "cancel"),
      (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primary"),
    ]
    for (event, name) in table {
      control.addAction(for: event) { [weak self] _ in self?.names.append(name) }
    }
  }
}

/// A control that logs its tracking calls and can refuse to track.
@MainActor
private final class TrackingControl: UIControl {
  var calls: [String] = []
  var beginAnswer = true
  var continueAnswers: [Bool] = []

  override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    calls.append("begin")
    return beginAnswer
  }
  override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    calls.append("continue")
    return continueAnswers.isEmpty ? true : continueAnswers.removeFirst()
  }
  override func endTracking(_ touch: UITouch?, with event: UIEvent?) { calls.append("end") }
  override func cancelTracking(with event: UIEvent?) { calls.append("cancel") }
}

@Suite("UIControl tracking: UIKit's event order, the 70 pt slop, the tracking methods")
@MainActor
struct ControlTrackingTests {
  /// A 100 × 50 control at (100, 100); inside with the slop is x 30…270, y 30…220.
  private func scene() -> (GestureHarness, TrackingControl, ControlEventLog) {
    let harness = GestureHarness()
    let control = TrackingControl(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
    harness.root.addSubview(control)
    let log = ControlEventLog()
    log.attach(to: control)
    return (harness, control, log)
  }

  @Test("Down, inside, 80 pt out (exit first), back to 69 pt (enter first), lift 150 pt out")
  func eventOrder() {
    let (harness, control, log) = scene()
    harness.down(150, 125, at: 0)
    harness.move(150, 200, at: 0.05)  // 50 pt below the bottom edge: inside
    harness.move(150, 230, at: 0.1)  // 80 pt: outside
    harness.move(150, 219, at: 0.15)  // 69 pt: inside again
    harness.up(150, 300, at: 0.2)  // 150 pt: the lift is outside
    harness.run(for: 0.3)
    #expect(
      log.names == [
        "down", "dragInside", "exit", "dragOutside", "enter", "dragInside", "exit", "upOutside",
      ])
    #expect(
      control.calls == ["begin", "continue", "continue", "continue", "end"])
    #expect(!control.isTracking)
    #expect(!control.isHighlighted)
  }

  @Test("A plain control sends no primary action; a lift 70 pt out is outside (half-open)")
  func liftAtSlopEdge() {
    let (harness, _, log) = scene()
    harness.down(150, 125, at: 0)
    harness.up(150, 220, at: 0.1)
    harness.run(for: 0.2)
    #expect(log.names == ["down", "exit", "upOutside"])
  }

  @Test("A tap sends down then upInside; a button adds primaryActionTriggered")
  func tapInside() {
    let (harness, control, log) = scene()
    let button = UIButton(frame: CGRect(x: 100, y: 300, width: 100, height: 50))
    harness.root.addSubview(button)
    let buttonLog = ControlEventLog()
    buttonLog.attach(to: button)
    harness.down(150, 125, at: 0)
    harness.up(150, 125, at: 0.1)
    harness.down(150, 325, at: 0.5)
    harness.up(150, 325, at: 0.6)
    harness.run(for: 0.7)
    #expect(log.names == ["down", "upInside"])
    #expect(control.calls == ["begin", "end"])
    #expect(buttonLog.names == ["down", "upInside", "primary"])
  }

  @Test("beginTracking returning false: highlighted, but no events and no endTracking")
  func beginRefused() {
    let (harness, control, log) = scene()
    control.beginAnswer = false
    var highlighted: [Bool] = []
    harness.down(150, 125, at: 0)
    harness.move(150, 130, at: 0.05)
    harness.up(150, 130, at: 0.1)
    let simulation = Simulation(
      window: harness.window, framesPerSecond: 60, duration: 0.2, input: harness.inputs)
    while simulation.nextFrame() != nil { highlighted.append(control.isHighlighted) }
    #expect(log.names == [])
    #expect(control.calls == ["begin"])
    #expect(highlighted.contains(true))
    #expect(highlighted.last == false)
  }

  @Test("continueTracking returning false stops the events of that move and the rest")
  func continueRefused() {
    let (harness, control, log) = scene()
    control.continueAnswers = [true, false]
    harness.down(150, 125, at: 0)
    harness.move(150, 130, at: 0.05)
    harness.move(150, 135, at: 0.1)
    harness.move(150, 140, at: 0.15)
    harness.up(150, 140, at: 0.2)
    harness.run(for: 0.3)
    #expect(log.names == ["down", "dragInside"])
    #expect(control.calls == ["begin", "continue", "continue"])
  }

  @Test("A cancelled touch calls cancelTracking and sends touchCancel")
  func cancel() {
    let (harness, control, log) = scene()
    harness.down(150, 125, at: 0)
    harness.cancel(150, 125, at: 0.1)
    harness.run(for: 0.2)
    #expect(log.names == ["down", "cancel"])
    #expect(control.calls == ["begin", "cancel"])
  }
}
