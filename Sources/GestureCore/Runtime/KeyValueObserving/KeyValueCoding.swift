/// Reading a property by its key, as key-value coding does for key-value observing: the core's
/// observable properties (``KeyValueObservingHost``) and the stored properties of the code's own
/// classes, found by name through reflection (`Mirror`), the way the Objective-C runtime finds
/// an `@objc` property's getter by its name.
@MainActor
enum KeyValueCoding {
  /// The value of `key` on `object`: the core's observable value, else the code's stored
  /// property of that name (an optional property's wrapped value, `nil` when it is `nil`, as
  /// key-value coding gives an object or none), else `nil`.
  static func value(of object: AnyObject, forKey key: String) -> Any? {
    if let host = object as? KeyValueObservingHost, host.observableKeys.contains(key) {
      return host.observableValue(forKey: key)
    }
    return storedProperty(named: key, of: object)
  }

  /// Whether changes of `key` on `object` reach observers: a key the core tells of, or a stored
  /// property of the code's classes (whose setter notifies when it is `@objc dynamic`).
  static func isObservable(_ object: AnyObject, _ key: String) -> Bool {
    if let host = object as? KeyValueObservingHost, host.observableKeys.contains(key) {
      return true
    }
    return storedProperty(named: key, of: object) != nil
  }

  /// The observers of `object`, or `nil` when none was ever added.
  static func existingObservers(of object: AnyObject) -> KeyValueObservers? {
    if let host = object as? KeyValueObservingHost { return host.keyValueObservers }
    return (object as? any _NSObjectStateHost)?._nsObjectState.keyValueObservers
  }

  /// The stored property `name` declared by one of the code's classes in `object`'s class chain
  /// (the core's own classes are not searched: their keys are ``KeyValueObservingHost``'s).
  private static func storedProperty(named name: String, of object: AnyObject) -> Any? {
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
      if let type = current.subjectType as? any AnyObject.Type,
        DeclaringModule.name(of: type) == "GestureCore"
      {
        return nil
      }
      if let child = current.children.first(where: { $0.label == name }) {
        return unwrapped(child.value)
      }
      mirror = current.superclassMirror
    }
    return nil
  }

  /// `value` without its `Optional` wrappers, or `nil` for an empty one.
  private static func unwrapped(_ value: Any) -> Any? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    guard let wrapped = mirror.children.first else { return nil }
    return unwrapped(wrapped.value)
  }
}
