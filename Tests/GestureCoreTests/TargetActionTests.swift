import Foundation
import Testing

@testable import GestureCore

/// A target with an action method of every shape UIKit allows, recording each call and its
/// sender.
@MainActor
private final class Receiver {
  var calls: [String] = []
  var senders: [AnyObject] = []
  var events: [UIEvent?] = []

  func tap(_ sender: UITapGestureRecognizer) { note("tap", sender) }
  func recognizer(_ sender: UIGestureRecognizer) { note("recognizer", sender) }
  func any(_ sender: Any) { note("any", sender as AnyObject) }
  func none() { calls.append("none") }

  func button(_ sender: UIButton) { note("button", sender) }
  func control(_ sender: UIControl) { note("control", sender) }
  func buttonAndEvent(_ sender: UIButton, forEvent event: UIEvent) {
    note("buttonAndEvent", sender)
    events.append(event)
  }
  func buttonAndOptionalEvent(_ sender: UIButton, forEvent event: UIEvent?) {
    note("buttonAndOptionalEvent", sender)
    events.append(event)
  }

  private func note(_ call: String, _ sender: AnyObject) {
    calls.append(call)
    senders.append(sender)
  }
}

/// A subclass whose action is declared on its superclass.
@MainActor
private final class SubReceiver {
  var count = 0
  func handle() { count += 1 }
}

@Suite("Target–action with method references: shapes, senders, weak targets, removal")
@MainActor
struct TargetActionTests {
  /// A 200×200 view with a tap recognizer, tapped once at 0.1 s.
  private func tapOnce(_ configure: (UITapGestureRecognizer) -> Void) -> (
    UITapGestureRecognizer, [Frame]
  ) {
    let harness = GestureHarness()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    harness.root.addSubview(view)
    let tap = UITapGestureRecognizer()
    configure(tap)
    view.addGestureRecognizer(tap)
    harness.down(100, 100, at: 0)
    harness.up(100, 100, at: 0.1)
    return (tap, harness.run(for: 0.2))
  }

  @Test("Every recognizer action shape runs once, in the order added, with the recognizer")
  func recognizerShapes() {
    let receiver = Receiver()
    let (tap, _) = tapOnce { tap in
      tap.addTarget(receiver, action: Receiver.tap)
      tap.addTarget(receiver, action: Receiver.recognizer)
      tap.addTarget(receiver, action: Receiver.any)
      tap.addTarget(receiver, action: Receiver.none)
    }
    #expect(receiver.calls == ["tap", "recognizer", "any", "none"])
    #expect(receiver.senders.count == 3)
    #expect(receiver.senders.allSatisfy { $0 === tap })
  }

  @Test("init(target:action:) takes a method of the recognizer's own class or none")
  func initializerShapes() {
    let receiver = Receiver()
    let harness = GestureHarness()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    harness.root.addSubview(view)
    let typed = UITapGestureRecognizer(target: receiver, action: Receiver.tap)
    let untyped = UILongPressGestureRecognizer(target: receiver, action: Receiver.none)
    let base = UIPanGestureRecognizer(target: receiver, action: Receiver.recognizer)
    view.addGestureRecognizer(typed)
    view.addGestureRecognizer(untyped)
    view.addGestureRecognizer(base)
    harness.down(100, 100, at: 0)
    harness.up(100, 100, at: 0.1)
    harness.down(100, 100, at: 0.5)
    harness.up(100, 100, at: 1.2)  // held 0.7 s: the long press begins at 1.0 and ends here
    harness.run(for: 1.3)
    #expect(receiver.calls == ["tap", "none", "none"])
    #expect(receiver.senders.count == 1 && receiver.senders[0] === typed)
  }

  @Test("A target that is deallocated is skipped, and the timeline says so")
  func deallocatedTargetIsSkipped() {
    let kept = Receiver()
    weak var weakGone: Receiver?
    let (_, frames) = tapOnce { tap in
      let gone = Receiver()
      weakGone = gone
      tap.addTarget(gone, action: Receiver.none)
      tap.addTarget(kept, action: Receiver.none)
    }
    #expect(weakGone == nil)
    #expect(kept.calls == ["none"])
    let details = frames.flatMap { $0.events("gesture.action") }.map(\.detail)
    #expect(
      details == [
        "tap (recognized) → skipped: target Receiver deallocated",
        "tap (recognized) → target Receiver",
      ])
  }

  @Test("removeTarget(_:action:) removes by target and method shape; nil removes everything")
  func recognizerRemoval() {
    let first = Receiver()
    let second = Receiver()
    _ = tapOnce { tap in
      tap.addTarget(first, action: Receiver.tap)
      tap.addTarget(first, action: Receiver.none)
      tap.addTarget(second, action: Receiver.none)
      tap.removeTarget(first, action: Receiver.none)
    }
    #expect(first.calls == ["tap"])
    #expect(second.calls == ["none"])

    let third = Receiver()
    _ = tapOnce { tap in
      tap.addTarget(first, action: Receiver.none)
      tap.addTarget(third, action: Receiver.none)
      tap.addTarget(third, action: Receiver.tap)
      tap.removeTarget(nil, action: Receiver.none)  // that method of every target
    }
    #expect(third.calls == ["tap"])

    let fourth = Receiver()
    let fifth = Receiver()
    let (_, frames) = tapOnce { tap in
      tap.addTarget(fourth, action: Receiver.tap)
      tap.addTarget(fourth, action: Receiver.none)
      tap.addTarget(fifth, action: Receiver.none)
      tap.removeTarget(fourth, action: nil)  // every action of one target
      tap.addTarget(SubReceiver(), action: SubReceiver.handle)
      tap.removeTarget(nil, action: nil)  // everything
    }
    #expect(fourth.calls.isEmpty)
    #expect(fifth.calls.isEmpty)
    #expect(frames.flatMap { $0.events("gesture.action") }.isEmpty)
  }

  @Test("Control actions: each shape gets the button, and the touch event when it asks")
  func controlShapes() {
    let harness = GestureHarness()
    let button = UIButton(frame: CGRect(x: 50, y: 50, width: 90, height: 90))
    harness.root.addSubview(button)
    let receiver = Receiver()
    button.addTarget(receiver, action: Receiver.button, for: .touchUpInside)
    button.addTarget(receiver, action: Receiver.control, for: .touchUpInside)
    button.addTarget(receiver, action: Receiver.any, for: .touchUpInside)
    button.addTarget(receiver, action: Receiver.none, for: .touchUpInside)
    button.addTarget(receiver, action: Receiver.buttonAndEvent, for: .touchUpInside)
    button.addTarget(receiver, action: Receiver.buttonAndOptionalEvent, for: .touchDown)
    harness.down(95, 95, at: 0)
    harness.up(95, 95, at: 0.1)
    let frames = harness.run(for: 0.2)
    #expect(
      receiver.calls == [
        "buttonAndOptionalEvent", "button", "control", "any", "none", "buttonAndEvent",
      ])
    #expect(receiver.senders.count == 5)
    #expect(receiver.senders.allSatisfy { $0 === button })
    // The events of the touch-down (0 s) and of the lift (0.1 s).
    #expect(receiver.events.map { $0?.timestamp } == [0, 0.1])
    #expect(
      frames[6].events("control.action").map(\.detail) == [
        "touchUpInside → target Receiver", "touchUpInside → target Receiver",
        "touchUpInside → target Receiver", "touchUpInside → target Receiver",
        "touchUpInside → target Receiver",
      ])

    // Sent without a touch: the optional event is nil, the non-optional one has no touches.
    receiver.events.removeAll()
    button.addTarget(receiver, action: Receiver.buttonAndOptionalEvent, for: .valueChanged)
    button.addTarget(receiver, action: Receiver.buttonAndEvent, for: .valueChanged)
    button.sendActions(for: .valueChanged)
    #expect(receiver.events.count == 2)
    #expect(receiver.events[0] == nil)
    #expect(receiver.events[1]?.timestamp == 0.2)
  }

  @Test("Control removal narrows events; a pair with no events left is gone")
  func controlRemoval() {
    let button = UIButton(frame: CGRect(x: 0, y: 0, width: 90, height: 90))
    let receiver = Receiver()
    button.addTarget(receiver, action: Receiver.none, for: [.touchDown, .touchUpInside])
    button.addTarget(receiver, action: Receiver.button, for: .touchUpInside)
    #expect(button.allControlEvents == [.touchDown, .touchUpInside])

    button.removeTarget(receiver, action: Receiver.none, for: .touchDown)
    button.sendActions(for: .touchDown)
    #expect(receiver.calls.isEmpty)
    button.sendActions(for: .touchUpInside)
    #expect(receiver.calls == ["none", "button"])

    button.removeTarget(receiver, action: nil, for: .touchUpInside)
    #expect(button.allControlEvents == [])
    button.sendActions(for: .allEvents)
    #expect(receiver.calls == ["none", "button"])

    button.addTarget(receiver, action: Receiver.none, for: .touchUpInside)
    button.removeTarget(nil, action: nil, for: .allEvents)
    button.sendActions(for: .touchUpInside)
    #expect(receiver.calls == ["none", "button"])
  }

  @Test("A control does not keep its target alive; a gone target is skipped")
  func controlTargetIsWeak() {
    let harness = GestureHarness()
    let button = UIButton(frame: CGRect(x: 50, y: 50, width: 90, height: 90))
    harness.root.addSubview(button)
    weak var weakTarget: Receiver?
    do {
      let target = Receiver()
      weakTarget = target
      button.addTarget(target, action: Receiver.none, for: .touchUpInside)
    }
    #expect(weakTarget == nil)
    harness.down(95, 95, at: 0)
    harness.up(95, 95, at: 0.1)
    let frames = harness.run(for: 0.2)
    #expect(
      frames[6].events("control.action").map(\.detail) == [
        "touchUpInside → skipped: target Receiver deallocated"
      ])
  }
}
