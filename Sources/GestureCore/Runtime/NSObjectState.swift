/// What every `NSObject` carries on iOS and Foundation's `NSObject` on Linux has no room for:
/// associated objects (``objc_setAssociatedObject(_:_:_:_:)``) and key-value observers.
///
/// The user's code names `NSObject` as a class the tool declares in the code's own module, a
/// subclass of Foundation's that owns one of these (``_NSObjectStateHost``), so an object of
/// the user's `NSObject` subclasses (a model with `@objc dynamic` properties, a delegate object)
/// can be observed and can hold associated objects as on iOS. The state lives exactly as long as
/// its object.
public final class _NSObjectState: @unchecked Sendable {
  /// The object's associated values.
  let associatedObjectStore = AssociatedObjectStore()
  /// The object's key-value observers, `nil` until one is added (used on the main actor only).
  nonisolated(unsafe) var keyValueObservers: KeyValueObservers?

  /// An empty state.
  public init() {}
}

/// An object that owns an ``_NSObjectState``: the `NSObject` of the user's code.
public protocol _NSObjectStateHost: _ObjCProtocol {
  /// The object's state (owned by the object).
  var _nsObjectState: _NSObjectState { get }
}

/// Where `object`'s associated values live: the core's UIKit objects and the user's `NSObject`
/// subclasses have a store, other objects none.
func associatedObjectStore(of object: Any) -> AssociatedObjectStore? {
  if let host = object as? any AssociatedObjectHost { return host.associatedObjectStore }
  return (object as? any _NSObjectStateHost)?._nsObjectState.associatedObjectStore
}
