import Foundation
import Testing

@testable import GestureCore

/// A class of the code with no Objective-C superclass, as iOS code may keep as a target.
@MainActor
private final class PlainTarget {
  var calls: [String] = []
  func fire(_ sender: Any?) { calls.append("fire \(sender.map { "\(type(of: $0))" } ?? "nil")") }
}

/// The table the tool generates for `PlainTarget`, written by hand.
@MainActor
private func plainRuntime() -> ObjectiveCRuntime {
  ObjectiveCRuntime([
    ObjCClassMethods(
      PlainTarget.self,
      [
        ObjCMethod("fire:", arity: 1) { object, arguments in
          (object as! PlainTarget).fire(arguments.at(0)) as Any
        }
      ])
  ])
}

@Suite("Messages sent to a value typed AnyObject reach the object's class")
@MainActor
struct AnyObjectMessagingTests {
  @Test("A core object is itself as an Objective-C object; a plain class is wrapped, not copied")
  func receivers() {
    let view = UIView()
    let itself = ObjectIdentifier(_objcMessaging(view as AnyObject))
    #expect(itself == ObjectIdentifier(view))
    let target = PlainTarget()
    let wrapped = _objcMessaging(target as AnyObject)
    #expect(wrapped is _ObjCObject)
    let receiver = ObjectIdentifier(wrapped.messageReceiver)
    #expect(receiver == ObjectIdentifier(target))
    let none: AnyObject? = nil
    #expect(_objcMessaging(none) == nil)
  }

  @Test("perform, performSelector(onMainThread:) and responds(to:) reach a plain class's method")
  func messages() {
    let target = PlainTarget()
    let weakTarget: AnyObject? = target
    ObjectiveCRuntime.$current.withValue(plainRuntime()) {
      #expect(_objcMessaging(weakTarget)?.responds(to: "fire:") == true)
      #expect(_objcMessaging(weakTarget)?.responds(to: "fire") == false)
      #expect(_objcMessaging(weakTarget)?.isKind(of: PlainTarget.self) == true)
      #expect(_objcMessaging(weakTarget)?.isMember(of: UIView.self) == false)
      _objcMessaging(weakTarget)?.performSelector(
        onMainThread: "fire:", with: UIButton(), waitUntilDone: true)
      _objcMessaging(weakTarget)?.perform("fire:", with: nil)
    }
    #expect(target.calls == ["fire UIButton", "fire nil"])
  }
}
