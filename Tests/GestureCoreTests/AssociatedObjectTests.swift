import Foundation
import Testing

@testable import GestureCore

/// A value to attach.
private final class Payload {
  let name: String
  init(_ name: String) { self.name = name }
}

/// An object that is not one of the core's.
private final class Plain {}

/// Distinct keys: the addresses of objects the test keeps alive.
@MainActor
private final class Keys {
  private let first = Payload("first key")
  private let second = Payload("second key")
  var a: UnsafeRawPointer { UnsafeRawPointer(Unmanaged.passUnretained(first).toOpaque()) }
  var b: UnsafeRawPointer { UnsafeRawPointer(Unmanaged.passUnretained(second).toOpaque()) }
}

@Suite("Associated objects live on the core's objects, as long as their owner")
@MainActor
struct AssociatedObjectTests {
  private let keys = Keys()

  @Test("A retained value lives exactly as long as its owner")
  func retainedFreedWithOwner() {
    weak var weakValue: Payload?
    weak var weakOwner: UIView?
    do {
      let owner = UIView()
      weakOwner = owner
      do {
        let value = Payload("kept")
        objc_setAssociatedObject(owner, keys.a, value, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        weakValue = value
      }
      #expect(weakValue != nil)
      #expect((objc_getAssociatedObject(owner, keys.a) as? Payload)?.name == "kept")
      #expect(objc_getAssociatedObject(owner, keys.b) == nil)
    }
    #expect(weakOwner == nil)
    #expect(weakValue == nil)
  }

  @Test("ASSIGN does not keep the value alive: it reads nil once the value is gone")
  func assignIsNotRetained() {
    let owner = UITapGestureRecognizer()
    let kept = Payload("kept")
    objc_setAssociatedObject(owner, keys.a, kept, .OBJC_ASSOCIATION_ASSIGN)
    #expect(objc_getAssociatedObject(owner, keys.a) as? Payload === kept)
    weak var weakValue: Payload?
    do {
      let value = Payload("temporary")
      objc_setAssociatedObject(owner, keys.b, value, .OBJC_ASSOCIATION_ASSIGN)
      weakValue = value
    }
    #expect(weakValue == nil)
    #expect(objc_getAssociatedObject(owner, keys.b) == nil)
  }

  @Test("Setting replaces and releases, nil removes, removeAssociatedObjects clears all")
  func replaceAndRemove() {
    let owner = CALayer()
    weak var weakOld: Payload?
    do {
      let old = Payload("old")
      weakOld = old
      objc_setAssociatedObject(owner, keys.a, old, .OBJC_ASSOCIATION_RETAIN)
    }
    objc_setAssociatedObject(owner, keys.a, Payload("new"), .OBJC_ASSOCIATION_RETAIN)
    #expect(weakOld == nil)
    #expect((objc_getAssociatedObject(owner, keys.a) as? Payload)?.name == "new")
    objc_setAssociatedObject(owner, keys.a, nil, .OBJC_ASSOCIATION_RETAIN)
    #expect(objc_getAssociatedObject(owner, keys.a) == nil)

    objc_setAssociatedObject(owner, keys.a, 42, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    objc_setAssociatedObject(owner, keys.b, "text", .OBJC_ASSOCIATION_COPY_NONATOMIC)
    #expect(objc_getAssociatedObject(owner, keys.a) as? Int == 42)
    #expect(objc_getAssociatedObject(owner, keys.b) as? String == "text")
    objc_removeAssociatedObjects(owner)
    #expect(objc_getAssociatedObject(owner, keys.a) == nil)
    #expect(objc_getAssociatedObject(owner, keys.b) == nil)
  }

  @Test("A closure stored on a recognizer is called back, and freed with it")
  func closureOnRecognizer() {
    typealias Block = (Int) -> Int
    weak var weakCaptured: Payload?
    weak var weakRecognizer: UIGestureRecognizer?
    do {
      let recognizer = UIPanGestureRecognizer()
      weakRecognizer = recognizer
      let captured = Payload("captured")
      weakCaptured = captured
      let block: Block = { value in withExtendedLifetime(captured) { value * 2 } }
      objc_setAssociatedObject(recognizer, keys.a, block, .OBJC_ASSOCIATION_COPY_NONATOMIC)
      #expect((objc_getAssociatedObject(recognizer, keys.a) as? Block)?(21) == 42)
    }
    #expect(weakRecognizer == nil)
    #expect(weakCaptured == nil)
  }

  @Test("COPY copies an NSCopying object: changing the original leaves the stored copy")
  func copyPolicy() {
    let owner = UIAction { _ in }
    let text = NSMutableString(string: "draft")
    objc_setAssociatedObject(owner, keys.a, text, .OBJC_ASSOCIATION_COPY)
    text.append(" 2")
    #expect((objc_getAssociatedObject(owner, keys.a) as? NSString) == "draft")
  }

  @Test("Every kind of core object holds values; other objects hold none")
  func hosts() {
    let view = UIView()
    let owners: [Any] = [
      view, UIWindow(), UIButton(), UIViewController(), UITapGestureRecognizer(),
      UILayoutGuide(), view.layer, UIAction { _ in },
      view.widthAnchor.constraint(equalToConstant: 10),
    ]
    for (index, owner) in owners.enumerated() {
      objc_setAssociatedObject(owner, keys.a, index, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
    #expect(owners.map { objc_getAssociatedObject($0, keys.a) as? Int } == Array(0..<9))
    // Nothing can be stored on another object: reading gives nil, removing does nothing.
    let plain = Plain()
    #expect(objc_getAssociatedObject(plain, keys.a) == nil)
    objc_removeAssociatedObjects(plain)
  }

  @Test("Setting a value on an object that cannot hold one stops the program")
  func setOnOtherObjectTraps() async {
    await #expect(processExitsWith: .failure) {
      objc_setAssociatedObject(
        Plain(), UnsafeRawPointer(bitPattern: 1)!, 1, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
  }
}
