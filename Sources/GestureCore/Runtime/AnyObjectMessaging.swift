/// Messages sent to a value typed `AnyObject`.
///
/// On iOS any object typed `AnyObject` answers every Objective-C method by dynamic lookup, so
/// code keeps a target as `weak var target: AnyObject?` and later writes
/// `target?.performSelector(onMainThread: action, with: self, waitUntilDone: true)` or
/// `(delegate as AnyObject).responds(to: selector)`. Swift on Linux has no dynamic lookup on
/// `AnyObject`, so the tool prepares such a call of a messaging method (`perform`,
/// `performSelector`, `responds(to:)`, `isKind(of:)`, `isMember(of:)`) on a name the code
/// declares as `AnyObject` (or on `x as AnyObject`) as a call on `_objcMessaging(x)`, which is
/// the same object as an Objective-C object: messages reach its class's methods as they do
/// on iOS, and a selector it lacks stops the run with "unrecognized selector".
///
/// Other methods called through `AnyObject` on iOS (the code's own `@objc` methods by name)
/// still do not compile; the compiler names the line.
public final class _ObjCObject: _ObjCProtocol {
  /// The object messages are sent to.
  public let object: AnyObject

  init(_ object: AnyObject) { self.object = object }
}

/// `object` as an Objective-C object: itself when its class is one (NSObject, the core's
/// classes and the code's classes derived from them), else a ``_ObjCObject`` sending to it.
public func _objcMessaging(_ object: AnyObject) -> any _ObjCProtocol {
  object as? any _ObjCProtocol ?? _ObjCObject(object)
}

/// `object` as an Objective-C object, or `nil` (`target?.perform(…)` on an optional).
public func _objcMessaging(_ object: AnyObject?) -> (any _ObjCProtocol)? {
  object.map { _objcMessaging($0) }
}

extension _ObjCProtocol {
  /// The object a message sent to this one reaches: the wrapped object of a ``_ObjCObject``,
  /// else this object.
  var messageReceiver: AnyObject { (self as? _ObjCObject)?.object ?? self }
}
