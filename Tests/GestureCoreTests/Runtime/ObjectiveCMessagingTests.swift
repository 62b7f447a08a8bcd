import Foundation
import Testing

@testable import GestureCore

/// Calls received, in order.
@MainActor
private final class CallLog {
  var calls: [String] = []
}

@MainActor
private class Receiver: UIView {
  let log: CallLog
  init(log: CallLog) {
    self.log = log
    super.init(frame: .zero)
  }
  required init?(coder: NSCoder) { fatalError() }
  func tap(_ sender: UIControl) { log.calls.append("tap \(type(of: sender))") }
  func ping() { log.calls.append("ping") }
}

@MainActor
private final class SubReceiver: Receiver {
  override func tap(_ sender: UIControl) { log.calls.append("sub tap") }
}

/// The tables the tool generates for `Receiver`, written by hand.
@MainActor
private func receiverRuntime() -> ObjectiveCRuntime {
  ObjectiveCRuntime([
    ObjCClassMethods(
      Receiver.self,
      [
        ObjCMethod("tap:", arity: 1) { object, arguments in
          (object as! Receiver).tap(arguments.at(0)) as Any
        },
        ObjCMethod("ping", arity: 0) { object, _ in (object as! Receiver).ping() as Any },
      ])
  ])
}

@Suite("Objective-C messaging: selectors find methods on the receiver's class")
@MainActor
struct ObjectiveCMessagingTests {
  @Test("responds(to:) walks up the superclasses; a subclass's override is the one called")
  func lookUp() {
    let log = CallLog()
    let sub = SubReceiver(log: log)
    ObjectiveCRuntime.$current.withValue(receiverRuntime()) {
      #expect(sub.responds(to: "tap:"))
      #expect(sub.responds(to: Selector("ping")))
      #expect(!sub.responds(to: "nothing"))
      #expect(!sub.responds(to: nil))
      sub.perform("tap:", with: UIButton())
      sub.perform("ping")
    }
    #expect(log.calls == ["sub tap", "ping"])
    // Without the code's runtime, no method of the code is known.
    #expect(!sub.responds(to: "tap:"))
  }

  @Test("addTarget(_:action:for:) with a selector: the method runs with the control; once")
  func controlTargets() {
    let log = CallLog()
    let receiver = Receiver(log: log)
    let button = UIButton()
    ObjectiveCRuntime.$current.withValue(receiverRuntime()) {
      button.addTarget(receiver, action: "tap:", for: .touchUpInside)
      button.addTarget(receiver, action: "tap:", for: .touchUpInside)  // a duplicate: ignored
      button.addTarget(receiver, action: "ping", for: [.touchUpInside, .valueChanged])
      #expect(
        button.actions(forTarget: receiver, forControlEvent: .touchUpInside) == ["tap:", "ping"])
      #expect(button.actions(forTarget: receiver, forControlEvent: .valueChanged) == ["ping"])
      button.sendActions(for: .touchUpInside)
      button.removeTarget(receiver, action: "tap:", for: .touchUpInside)
      button.sendActions(for: .touchUpInside)
      button.removeTarget(receiver, action: nil, for: .allEvents)
      button.sendActions(for: .touchUpInside)
    }
    #expect(log.calls == ["tap UIButton", "ping", "ping"])
    #expect(button.actions(forTarget: receiver, forControlEvent: .touchUpInside) == nil)
  }

  @Test("A nil target sends the action up the responder chain to the first that implements it")
  func responderChain() {
    let log = CallLog()
    let receiver = Receiver(log: log)
    let middle = UIView()
    let button = UIButton()
    receiver.addSubview(middle)
    middle.addSubview(button)
    ObjectiveCRuntime.$current.withValue(receiverRuntime()) {
      button.addTarget(nil, action: "tap:", for: .touchUpInside)
      button.sendActions(for: .touchUpInside)
    }
    #expect(log.calls == ["tap UIButton"])
  }

  @Test("A recognizer made with init(target:action:) sends its selector on each notifying change")
  func recognizerTargets() {
    let log = CallLog()
    let receiver = Receiver(log: log)
    let recognizer = UITapGestureRecognizer(target: receiver, action: Selector("ping"))
    recognizer.addTarget(receiver, action: "ping")  // a duplicate: ignored
    ObjectiveCRuntime.$current.withValue(receiverRuntime()) {
      recognizer.performActions(log: { _ in })
      recognizer.removeTarget(receiver, action: "ping")
      recognizer.performActions(log: { _ in })
    }
    #expect(log.calls == ["ping"])
    let empty = UIPanGestureRecognizer(target: nil, action: nil)
    #expect(empty.view == nil)
  }

  @Test("perform(_:with:afterDelay:) runs on the simulated clock; cancelling by target stops it")
  func delayedPerform() {
    let log = CallLog()
    let receiver = Receiver(log: log)
    let scheduler = Scheduler()
    ObjectiveCRuntime.$current.withValue(receiverRuntime()) {
      SimulationContext.$scheduler.withValue(scheduler) {
        receiver.perform("ping", with: nil, afterDelay: 0.5)
        scheduler.advance(to: 0.4)
        #expect(log.calls.isEmpty)
        scheduler.advance(to: 0.5)
        #expect(log.calls == ["ping"])
        receiver.perform("ping", with: nil, afterDelay: 0.25)
        Receiver.cancelPreviousPerformRequests(withTarget: receiver)
        scheduler.advance(to: 1)
      }
    }
    #expect(log.calls == ["ping"])
  }

  @Test("perform(_:with:afterDelay:inModes:) runs on time in any mode; no modes, no message")
  func delayedPerformInModes() {
    let log = CallLog()
    let receiver = Receiver(log: log)
    let scheduler = Scheduler()
    ObjectiveCRuntime.$current.withValue(receiverRuntime()) {
      SimulationContext.$scheduler.withValue(scheduler) {
        receiver.perform("ping", with: nil, afterDelay: 0.5, inModes: [])
        receiver.perform("tap:", with: UIButton(), afterDelay: 0.5, inModes: [.common])
        scheduler.advance(to: 0.49)
        #expect(log.calls.isEmpty)
        scheduler.advance(to: 0.5)
        #expect(log.calls == ["tap UIButton"])
        receiver.perform("ping", with: nil, afterDelay: 0.25, inModes: [.default])
        Receiver.cancelPreviousPerformRequests(withTarget: receiver, selector: "ping", object: nil)
        scheduler.advance(to: 2)
      }
    }
    #expect(log.calls == ["tap UIButton"])
  }

  @Test("performSelector(onMainThread:…) sends at once when waiting, else after the pass")
  func performOnMainThread() {
    let log = CallLog()
    let receiver = Receiver(log: log)
    let scheduler = Scheduler()
    ObjectiveCRuntime.$current.withValue(receiverRuntime()) {
      SimulationContext.$scheduler.withValue(scheduler) {
        receiver.performSelector(onMainThread: "ping", with: nil, waitUntilDone: true)
        #expect(log.calls == ["ping"])
        receiver.performSelector(onMainThread: "tap:", with: UIButton(), waitUntilDone: false)
        receiver.performSelector(
          onMainThread: "ping", with: nil, waitUntilDone: true, modes: [])
        #expect(log.calls == ["ping"])
        scheduler.drainMainQueue()
      }
    }
    #expect(log.calls == ["ping", "tap UIButton"])
  }
}
