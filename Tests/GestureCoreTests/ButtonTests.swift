import Foundation
import Testing

@testable import GestureCore

@Suite("Button: closure actions, highlight while pressed, delaysTouchesBegan")
@MainActor
struct ButtonTests {
  @Test("A tap sends touchDown, then touchUpInside and the primary action the button owns")
  func tap() {
    let harness = GestureHarness()
    var events: [String] = []
    let button = UIButton(
      frame: CGRect(x: 50, y: 50, width: 90, height: 90),
      primaryAction: UIAction { _ in events.append("primary") })
    button.addAction(for: .touchDown) { _ in events.append("down") }
    harness.root.addSubview(button)
    harness.down(95, 95, at: 0)
    harness.up(95, 95, at: 0.1)
    let frames = harness.run(for: 0.2)
    #expect(events == ["down", "primary"])
    #expect(frames[3].events.isEmpty)
    #expect(frames[6].events("control.touchUpInside").count == 1)
  }

  @Test("Highlighted while the finger is down and within 70 pt; lifting far away is outside")
  func highlightAndOutside() {
    let harness = GestureHarness()
    let button = UIButton(frame: CGRect(x: 50, y: 50, width: 90, height: 90))
    button.setTitle("OK", for: .normal)
    harness.root.addSubview(button)
    var events: [String] = []
    button.addAction(for: [.touchUpInside, .touchUpOutside, .touchDragExit]) { sender in
      events.append(sender.isTouchInside ? "inside" : "outside")
    }
    var highlights: [Bool] = []
    harness.down(95, 95, at: 0)
    harness.move(200, 95, at: 0.05)  // 60 pt right of the edge: still inside
    harness.move(220, 95, at: 0.1)  // 80 pt: outside
    harness.up(220, 95, at: 0.15)
    let simulation = Simulation(
      window: harness.window, framesPerSecond: 20, duration: 0.2, input: harness.inputs)
    while simulation.nextFrame() != nil { highlights.append(button.isHighlighted) }
    #expect(highlights == [true, true, false, false, false])
    #expect(events == ["outside", "outside"])
    #expect(button.currentTitle == "OK")
    #expect(button.currentTitleColor == .white)
  }

  @Test("delaysTouchesBegan: the view sees the touch only once the recognizer has failed")
  func delaysTouchesBegan() {
    let harness = GestureHarness()
    let view = TouchLogView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    harness.root.addSubview(view)
    let press = UILongPressGestureRecognizer()
    press.delaysTouchesBegan = true
    view.addGestureRecognizer(press)
    harness.down(100, 100, at: 0)
    harness.up(100, 100, at: 0.2)  // too short: the press fails at the lift
    harness.down(100, 100, at: 1)  // held: the press begins, the view never sees it
    harness.up(100, 100, at: 1.7)
    harness.run(for: 1.8)
    #expect(view.calls == ["began", "ended"])
    #expect(view.times == [0.2, 0.2])
  }

  @Test("A recognizer that delayed touchesBegan and recognizes discards the touch, cancelling or not")
  func delayedTouchDiscarded() {
    let harness = GestureHarness()
    let view = TouchLogView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    harness.root.addSubview(view)
    let tap = UITapGestureRecognizer()
    tap.delaysTouchesBegan = true
    tap.cancelsTouchesInView = false
    view.addGestureRecognizer(tap)
    harness.down(100, 100, at: 0)
    harness.up(100, 100, at: 0.1)  // the tap recognizes at the lift
    harness.down(100, 100, at: 1)
    harness.move(160, 100, at: 1.1)  // 60 pt away: the tap fails, the view is told at once
    harness.up(160, 100, at: 1.2)
    harness.run(for: 1.3)
    // Apple, `delaysTouchesBegan`: "If the gesture recognizer subsequently recognizes its
    // gesture, these touch objects are discarded"; `cancelsTouchesInView` has nothing to cancel.
    #expect(view.calls == ["began", "moved", "ended"])
    #expect(view.times == [1.1, 1.1, 1.2])
  }
}
