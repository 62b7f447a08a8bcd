/// Associated objects, the Objective-C runtime's way of attaching a value to an object from
/// outside its class (`objc_setAssociatedObject`, `objc_getAssociatedObject`,
/// `objc_removeAssociatedObjects`, `<objc/runtime.h>`), spelled as the `ObjectiveC` module
/// spells them for Swift.
///
/// The values are stored on the object itself (``AssociatedObjectHost``), so their lifetime is
/// exact: a retained value is released when its owner is deallocated, a weakly held one is not
/// kept alive. The core's UIKit objects can hold them: views, windows, controls, view
/// controllers and other responders, gesture recognizers, constraints, layout guides, layers,
/// touches, events and `UIAction`s, and so can objects of the code's `NSObject` subclasses
/// (``_NSObjectState``). Other objects have nowhere to keep them (there is no
/// process-wide table): setting a value on one stops the program with a message that says so,
/// reading gives `nil` and removing does nothing.

/// Attaches `value` to `object` under `key` with `policy`, replacing any value under that key;
/// a `nil` value removes it (`objc_setAssociatedObject(_:_:_:_:)`).
///
/// `key` is compared by address: use the address of something that lives as long as the
/// program, such as a `static let` object's identity.
///
/// - Precondition: `object` is one of the core's UIKit objects (see above).
public func objc_setAssociatedObject(
  _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
  guard let store = associatedObjectStore(of: object) else {
    preconditionFailure(
      "objc_setAssociatedObject: a \(type(of: object)) cannot hold associated objects here; "
        + "without the Objective-C runtime only the core's UIKit objects (responders, gesture "
        + "recognizers, constraints, layout guides, layers, touches, events, UIAction) and "
        + "objects of the code's NSObject subclasses can")
  }
  store.set(value, for: key, policy: policy)
}

/// The value attached to `object` under `key`, or `nil` (`objc_getAssociatedObject(_:_:)`);
/// always `nil` for objects that cannot hold associated objects.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
  associatedObjectStore(of: object)?.value(for: key)
}

/// Removes every value attached to `object` (`objc_removeAssociatedObjects(_:)`); does nothing
/// for objects that cannot hold associated objects.
public func objc_removeAssociatedObjects(_ object: Any) {
  associatedObjectStore(of: object)?.removeAll()
}
