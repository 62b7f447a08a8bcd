import Foundation
import Testing

@testable import GestureCore

@Suite("Long press: 0.5 s from the clock, 10 pt before began only (reference §4.4)")
@MainActor
struct LongPressGestureTests {
  private func setUp() -> (GestureHarness, TouchLogView, UILongPressGestureRecognizer, ActionLog) {
    let harness = GestureHarness()
    let view = TouchLogView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
    view.accessibilityIdentifier = "target"
    harness.root.addSubview(view)
    let press = UILongPressGestureRecognizer()
    let log = ActionLog()
    log.attach(to: press)
    view.addGestureRecognizer(press)
    return (harness, view, press, log)
  }

  @Test("Began fires at exactly touch-down + 0.5 s, in the frame containing that instant")
  func beginsOnTime() {
    let (harness, _, press, log) = setUp()
    // UITouch down between frames (0.105 s); no touch event follows until the lift.
    harness.down(100, 100, at: 0.105)
    harness.up(100, 100, at: 1.0)
    let frames = harness.run(for: 1.2)
    #expect(log.states == [.began, .ended])
    #expect(abs(log.times[0] - 0.605) < 1e-9)
    // 0.605 s lies in (36/60, 37/60]: frame 37 reports it, frame 36 does not.
    let began = frames.filter { !$0.events("gesture.began").isEmpty }.map(\.index)
    #expect(began == [37])
    #expect(abs(frames[37].events("gesture.began")[0].time - 0.605) < 1e-9)
    #expect(press.state == .possible)  // reset after ended
  }

  @Test("11 pt of movement before 0.5 s fails it; no action is sent")
  func elevenPointsFail() {
    let (harness, _, _, log) = setUp()
    harness.down(100, 100, at: 0)
    harness.move(111, 100, at: 0.3)
    harness.up(111, 100, at: 1.0)
    let frames = harness.run(for: 1.2)
    #expect(log.states.isEmpty)
    let failed = frames.flatMap { $0.events("gesture.failed") }
    #expect(failed.count == 1)
    #expect(abs((failed.first?.time ?? 0) - 0.3) < 1e-9)
  }

  @Test("Exactly 10 pt (and 8 pt diagonally, 6-8-10) before 0.5 s is allowed")
  func tenPointsAllowed() {
    let (harness, _, _, log) = setUp()
    harness.down(100, 100, at: 0)
    harness.move(106, 108, at: 0.2)  // distance 10
    harness.up(106, 108, at: 0.8)
    harness.run(for: 1)
    #expect(log.states == [.began, .ended])
    #expect(log.times[0] == 0.5)
  }

  @Test("After began, 300 pt of movement keeps it going: changed on every move, ended on lift")
  func largeMovementAfterBegan() {
    let (harness, view, press, log) = setUp()
    harness.down(100, 100, at: 0)
    // Ten moves of 30 pt each, one per frame from 0.6 s: 300 pt in all.
    for step in 1...10 {
      harness.move(100 + CGFloat(step) * 30, 100, at: 0.6 + Double(step) / 60)
    }
    harness.up(400, 100, at: 1.0)
    harness.run(for: 1.2)
    #expect(log.states == [.began] + Array(repeating: .changed, count: 10) + [.ended])
    #expect(log.locations.last == CGPoint(x: 400, y: 100))
    #expect(log.locations[5] == CGPoint(x: 250, y: 100))
    // The view had its touch cancelled at began and saw no moves.
    #expect(view.calls == ["began", "cancelled"])
    #expect(view.times[1] == 0.5)
    #expect(press.state == .possible)
  }

  @Test("location(in:) converts to the view: a press at window (100, 100) is (50, 50) in it")
  func locationInView() {
    let (harness, view, press, _) = setUp()
    var local: CGPoint?
    press.addAction { sender in
      if sender.state == .began { local = sender.location(in: view) }
    }
    harness.down(100, 100, at: 0)
    harness.up(100, 100, at: 0.7)
    harness.run(for: 0.8)
    #expect(local == CGPoint(x: 50, y: 50))
  }

  @Test("Lifting before 0.5 s fails it and the view gets touchesEnded when it fails")
  func earlyLift() {
    let (harness, view, _, log) = setUp()
    harness.down(100, 100, at: 0)
    harness.up(100, 100, at: 0.2)
    harness.run(for: 0.8)
    #expect(log.states.isEmpty)
    #expect(view.calls == ["began", "ended"])
    #expect(view.times == [0, 0.2])
  }

  @Test("A system interruption after began cancels the gesture")
  func interruption() {
    let (harness, _, _, log) = setUp()
    harness.down(100, 100, at: 0)
    harness.cancel(100, 100, at: 0.7)
    harness.run(for: 0.8)
    #expect(log.states == [.began, .cancelled])
  }

  @Test("On a button: highlighted until 0.5 s, then touchCancel, and no touchUpInside at lift")
  func onAButton() {
    let harness = GestureHarness()
    let button = UIButton(frame: CGRect(x: 50, y: 50, width: 90, height: 90))
    button.setTitle("1", for: .normal)
    harness.root.addSubview(button)
    let press = UILongPressGestureRecognizer()
    button.addGestureRecognizer(press)
    var events: [String] = []
    button.addAction(for: .touchDown) { _ in events.append("down") }
    button.addAction(for: .touchCancel) { _ in events.append("cancel") }
    button.addAction(for: .touchUpInside) { _ in events.append("up") }
    harness.down(95, 95, at: 0)
    harness.up(95, 95, at: 0.8)
    let frames = harness.run(for: 0.9)
    #expect(events == ["down", "cancel"])
    // Highlighted (title at half opacity) at 0.25 s, not any more at 0.6 s.
    func titleAlpha(_ frame: Frame) -> Double? {
      for item in frame.items {
        if case .text(let text) = item, text.string == "1" { return text.color.alpha }
      }
      return nil
    }
    #expect(titleAlpha(frames[15]) == 0.5)
    #expect(titleAlpha(frames[36]) == 1)
  }
}
