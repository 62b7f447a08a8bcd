import Foundation
import Testing

@testable import GestureCore

/// Counts calls of a target–action pair.
@MainActor
private final class TapCounter {
  var count = 0
  func handle(_ sender: UIGestureRecognizer) { count += 1 }
}

/// A delegate that refuses to begin, or to receive touches.
@MainActor
private final class RefusingDelegate: UIGestureRecognizerDelegate {
  var begins = true
  var receives = true
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { begins }
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
    -> Bool
  { receives }
}

/// A delegate that makes its recognizer wait for `other` to fail, or `other` wait for it.
@MainActor
private final class FailureRequirementDelegate: UIGestureRecognizerDelegate {
  weak var waitsFor: UIGestureRecognizer?
  weak var makesWait: UIGestureRecognizer?
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { otherGestureRecognizer === waitsFor }
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { otherGestureRecognizer === makesWait }
}

/// A double tap that every single tap on the same touches must wait for, as a subclass says.
@MainActor
private final class DominantDoubleTap: UITapGestureRecognizer {
  override func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
    (otherGestureRecognizer as? UITapGestureRecognizer)?.numberOfTapsRequired == 1
  }
}

@Suite("Tap: recognized at the lift, 0.35 s between taps, require(toFail:) (reference §4.5–4.6)")
@MainActor
struct TapGestureTests {
  private func setUp(taps: Int = 1) -> (
    GestureHarness, TouchLogView, UITapGestureRecognizer, ActionLog
  ) {
    let harness = GestureHarness()
    let view = TouchLogView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
    harness.root.addSubview(view)
    let tap = UITapGestureRecognizer()
    tap.numberOfTapsRequired = taps
    let log = ActionLog()
    log.attach(to: tap)
    view.addGestureRecognizer(tap)
    return (harness, view, tap, log)
  }

  @Test("A single tap is recognized at the lift; the view's touch is cancelled, not ended")
  func singleTap() {
    let (harness, view, _, log) = setUp()
    harness.down(100, 100, at: 0.1)
    harness.up(100, 100, at: 0.2)
    harness.run(for: 0.3)
    #expect(log.states == [.recognized])
    #expect(log.times == [0.2])
    #expect(view.calls == ["began", "cancelled"])
  }

  @Test("A tap that lands on a UIImageView with interaction disabled does nothing")
  func disabledImageView() {
    let harness = GestureHarness()
    let image = UIImageView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    harness.root.addSubview(image)
    let tap = UITapGestureRecognizer()
    let log = ActionLog()
    log.attach(to: tap)
    image.addGestureRecognizer(tap)
    harness.down(100, 100, at: 0)
    harness.up(100, 100, at: 0.1)
    let frames = harness.run(for: 0.2)
    #expect(log.states.isEmpty)
    #expect(frames.flatMap(\.events).allSatisfy { !$0.kind.hasPrefix("gesture") })
    // Turning interaction on (UIKit's usual fix) makes the same tap work.
    let harness2 = GestureHarness()
    let image2 = UIImageView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    image2.isUserInteractionEnabled = true
    harness2.root.addSubview(image2)
    let tap2 = UITapGestureRecognizer()
    let log2 = ActionLog()
    log2.attach(to: tap2)
    image2.addGestureRecognizer(tap2)
    harness2.down(100, 100, at: 0)
    harness2.up(100, 100, at: 0.1)
    harness2.run(for: 0.2)
    #expect(log2.states == [.recognized])
  }

  @Test("A tap recognizer whose target nobody owns does nothing; an owned target is called")
  func unownedTarget() {
    let (harness, _, tap, _) = setUp()
    let owned = TapCounter()
    tap.addTarget(owned, action: TapCounter.handle)
    weak var weakTemporary: TapCounter?
    do {
      let temporary = TapCounter()
      weakTemporary = temporary
      tap.addTarget(temporary, action: TapCounter.handle)
    }
    #expect(weakTemporary == nil)  // the recognizer did not keep it alive
    harness.down(100, 100, at: 0)
    harness.up(100, 100, at: 0.1)
    let frames = harness.run(for: 0.2)
    #expect(owned.count == 1)
    let actions = frames.flatMap { $0.events("gesture.action") }.map(\.detail)
    #expect(actions.contains("tap (recognized) → skipped: target TapCounter deallocated"))
    #expect(actions.contains("tap (recognized) → target TapCounter"))
  }

  @Test("Double tap: recognized at the second lift when the second tap comes within 0.35 s")
  func doubleTap() {
    let (harness, view, _, log) = setUp(taps: 2)
    harness.down(100, 100, at: 0)
    harness.up(100, 100, at: 0.1)
    harness.down(102, 101, at: 0.44)  // 0.34 s after the lift
    harness.up(102, 101, at: 0.5)
    harness.run(for: 0.6)
    #expect(log.states == [.recognized])
    #expect(log.times == [0.5])
    // delaysTouchesEnded: the first touchesEnded was withheld, then both touches cancelled.
    #expect(view.calls == ["began", "began", "cancelled"])
  }

  @Test("Double tap fails when the second tap comes later than 0.35 s; withheld ends arrive then")
  func doubleTapTooSlow() {
    let (harness, view, _, log) = setUp(taps: 2)
    harness.down(100, 100, at: 0)
    harness.up(100, 100, at: 0.1)
    harness.down(100, 100, at: 0.5)
    harness.up(100, 100, at: 0.6)
    let frames = harness.run(for: 1.2)
    #expect(log.states.isEmpty)
    let failures = frames.flatMap { $0.events("gesture.failed") }.map(\.time)
    #expect(failures.count == 2)
    #expect(abs(failures[0] - 0.45) < 1e-9)
    // The first touchesEnded waited for the failure at 0.45 s.
    #expect(view.calls.prefix(2) == ["began", "ended"])
    #expect(abs(view.times[1] - 0.45) < 1e-9)
  }

  @Test("Single tap requiring a double tap to fail fires 0.35 s after the lift")
  func requireToFail() {
    let (harness, _, single, singleLog) = setUp()
    let double = UITapGestureRecognizer()
    double.numberOfTapsRequired = 2
    let doubleLog = ActionLog()
    doubleLog.attach(to: double)
    single.view?.addGestureRecognizer(double)
    single.require(toFail: double)
    harness.down(100, 100, at: 0)
    harness.up(100, 100, at: 0.1)
    harness.run(for: 0.6)
    #expect(singleLog.states == [.recognized])
    #expect(abs(singleLog.times[0] - 0.45) < 1e-9)
    #expect(doubleLog.states.isEmpty)
  }

  @Test(
    "Failure requirements from the delegate or a subclass wait as require(toFail:) does",
    arguments: ["shouldRequireFailureOf", "shouldBeRequiredToFailBy", "subclass"])
  func dynamicFailureRequirements(source: String) {
    let (harness, _, single, singleLog) = setUp()
    let double = source == "subclass" ? DominantDoubleTap() : UITapGestureRecognizer()
    double.numberOfTapsRequired = 2
    single.view?.addGestureRecognizer(double)
    let delegate = FailureRequirementDelegate()
    switch source {
    case "shouldRequireFailureOf":
      delegate.waitsFor = double
      single.delegate = delegate
    case "shouldBeRequiredToFailBy":
      delegate.makesWait = single
      double.delegate = delegate
    default: break
    }
    harness.down(100, 100, at: 0)
    harness.up(100, 100, at: 0.1)
    harness.run(for: 0.6)
    // The double tap fails 0.35 s after the lift; only then is the single tap recognized.
    #expect(singleLog.states == [.recognized])
    #expect(abs(singleLog.times[0] - 0.45) < 1e-9)
  }

  @Test("…and a real double tap fires only the double-tap recognizer")
  func requireToFailDoubleWins() {
    let (harness, _, single, singleLog) = setUp()
    let double = UITapGestureRecognizer()
    double.numberOfTapsRequired = 2
    let doubleLog = ActionLog()
    doubleLog.attach(to: double)
    single.view?.addGestureRecognizer(double)
    single.require(toFail: double)
    harness.down(100, 100, at: 0)
    harness.up(100, 100, at: 0.1)
    harness.down(100, 100, at: 0.2)
    harness.up(100, 100, at: 0.3)
    harness.run(for: 0.8)
    #expect(doubleLog.states == [.recognized])
    #expect(singleLog.states.isEmpty)
  }

  @Test("Movement over 45 pt or a press longer than 0.75 s fails the tap (working assumption)")
  func limits() {
    let (harness, _, _, log) = setUp()
    harness.down(60, 60, at: 0)
    harness.move(106, 60, at: 0.05)  // 46 pt
    harness.up(106, 60, at: 0.1)
    harness.down(100, 100, at: 0.5)
    harness.up(100, 100, at: 1.3)  // 0.8 s
    harness.down(100, 100, at: 1.5)
    harness.move(144, 100, at: 1.55)  // 44 pt: still a tap
    harness.up(144, 100, at: 1.6)
    harness.run(for: 1.7)
    #expect(log.states == [.recognized])
    #expect(log.times == [1.6])
  }

  @Test("A button's own tap wins over a tap recognizer on its superview")
  func controlWins() {
    let harness = GestureHarness()
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    harness.root.addSubview(parent)
    let button = UIButton(frame: CGRect(x: 50, y: 50, width: 90, height: 90))
    parent.addSubview(button)
    let tap = UITapGestureRecognizer()
    let log = ActionLog()
    log.attach(to: tap)
    parent.addGestureRecognizer(tap)
    var pressed = 0
    button.addAction(for: .touchUpInside) { _ in pressed += 1 }
    harness.down(95, 95, at: 0)
    harness.up(95, 95, at: 0.1)
    // The same tap beside the button goes to the recognizer.
    harness.down(200, 200, at: 0.5)
    harness.up(200, 200, at: 0.6)
    harness.run(for: 0.7)
    #expect(pressed == 1)
    #expect(log.states == [.recognized])
    #expect(log.times == [0.6])
  }

  @Test("The delegate can refuse to begin or to receive; a disabled recognizer sees nothing")
  func delegateAndEnabled() {
    let (harness, view, tap, log) = setUp()
    let delegate = RefusingDelegate()
    tap.delegate = delegate
    delegate.begins = false
    harness.down(100, 100, at: 0)
    harness.up(100, 100, at: 0.1)
    harness.run(for: 0.2)
    #expect(log.states.isEmpty)
    #expect(view.calls == ["began", "ended"])

    let (harness2, view2, tap2, log2) = setUp()
    let delegate2 = RefusingDelegate()
    delegate2.receives = false
    tap2.delegate = delegate2
    harness2.down(100, 100, at: 0)
    harness2.up(100, 100, at: 0.1)
    harness2.run(for: 0.2)
    #expect(log2.states.isEmpty)
    #expect(view2.calls == ["began", "ended"])

    let (harness3, _, tap3, log3) = setUp()
    tap3.isEnabled = false
    harness3.down(100, 100, at: 0)
    harness3.up(100, 100, at: 0.1)
    harness3.run(for: 0.2)
    #expect(log3.states.isEmpty)
  }

  @Test("Recognizers on the hit view and its ancestors see the touch, nearest first")
  func ancestorsReceive() {
    let harness = GestureHarness()
    let outer = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let inner = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    harness.root.addSubview(outer)
    outer.addSubview(inner)
    let outerTap = UITapGestureRecognizer()
    let innerPress = UILongPressGestureRecognizer()
    let outerLog = ActionLog()
    let innerLog = ActionLog()
    outerLog.attach(to: outerTap)
    innerLog.attach(to: innerPress)
    outer.addGestureRecognizer(outerTap)
    inner.addGestureRecognizer(innerPress)
    // A quick tap: the long press fails at the lift, the outer tap recognizes.
    harness.down(100, 100, at: 0)
    harness.up(100, 100, at: 0.1)
    // A long press: the inner long press begins at 0.5 s after the touch and prevents the tap.
    harness.down(100, 100, at: 0.5)
    harness.up(100, 100, at: 1.2)
    harness.run(for: 1.3)
    #expect(outerLog.states == [.recognized])
    #expect(innerLog.states == [.began, .ended])
    #expect(innerLog.times == [1.0, 1.2])
  }
}
