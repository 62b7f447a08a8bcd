/// Key-value observing of the core's observable properties (`NSKeyValueObserving`): what
/// UIKit documents as observable or apps commonly observe.
///
/// | object | keys |
/// |---|---|
/// | `UIView` (every view) | `center`, `frame` (when `frame` is set), `bounds`, `alpha`, `hidden` (`isHidden`) |
/// | `UIScrollView` | `contentOffset`, `contentSize`, `contentInset`, and the view's keys |
/// | `UILabel` | `text`, `font`, and the view's keys |
/// | `CALayer` | `bounds`, `position` (a view's layer too) |
///
/// A change is told after the property has its new value, in the order the observers were
/// added, and only when the value really changed. An observer of any other key is kept but a
/// timeline warning (`kvo.unsupported`) says it will hear nothing.
extension _ObjCProtocol {
  /// Adds `observer` for `keyPath`: its `observeValue(forKeyPath:of:change:context:)` hears
  /// each change with the change dictionary `options` asks for and `context`
  /// (`addObserver(_:forKeyPath:options:context:)`). `observer` is not retained.
  @preconcurrency @MainActor
  public func addObserver(
    _ observer: AnyObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
    context: UnsafeMutableRawPointer?
  ) {
    let host = Self.keyValueHost(self, keyPath)
    let key = Self.normalized(keyPath)
    let observers = host.makeKeyValueObservers()
    let id = observers.add(
      keyPath: key, options: options, observer: observer, context: context, block: nil)
    if options.contains(.initial),
      let registration = observers.registrations.first(where: { $0.id == id })
    {
      KeyValueObservers.tell(
        registration, object: self, old: nil, new: host.observableValue(forKey: key),
        isPrior: false)
    }
  }

  /// Removes `observer`'s registration for `keyPath` with `context`
  /// (`removeObserver(_:forKeyPath:context:)`); removing one that was never added stops the run,
  /// as Foundation raises an exception.
  @preconcurrency @MainActor
  public func removeObserver(
    _ observer: AnyObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?
  ) {
    let host = Self.keyValueHost(self, keyPath)
    guard
      host.keyValueObservers?.remove(
        observer: observer, keyPath: Self.normalized(keyPath), context: .some(context)) == true
    else {
      fatalError(Self.notRegistered(observer, keyPath, of: self))
    }
  }

  /// Removes `observer`'s last registration for `keyPath`, whatever its context
  /// (`removeObserver(_:forKeyPath:)`); removing one that was never added stops the run.
  @preconcurrency @MainActor
  public func removeObserver(_ observer: AnyObject, forKeyPath keyPath: String) {
    let host = Self.keyValueHost(self, keyPath)
    guard
      host.keyValueObservers?.remove(
        observer: observer, keyPath: Self.normalized(keyPath), context: nil) == true
    else {
      fatalError(Self.notRegistered(observer, keyPath, of: self))
    }
  }

  /// Observes `keyPath` with a block until the returned observation is invalidated or
  /// released (`observe(_:options:changeHandler:)`). The tool's preparation of the code adds
  /// `_kvcKeyPath`, the key path's name (`\.contentOffset` → `"contentOffset"`), as the
  /// Objective-C runtime knows it on iOS.
  @preconcurrency @MainActor
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, _kvcKeyPath name: String,
    options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation {
    let host = Self.keyValueHost(self, name)
    let observers = host.makeKeyValueObservers()
    let key = Self.normalized(name)
    let id = observers.add(
      keyPath: key, options: options, observer: nil, context: nil
    ) { [weak self] old, new, isPrior in
      guard let self else { return }
      changeHandler(
        self,
        NSKeyValueObservedChange(
          kind: .setting, newValue: options.contains(.new) ? new as? Value : nil,
          oldValue: options.contains(.old) ? old as? Value : nil, indexes: nil,
          isPrior: isPrior))
    }
    if options.contains(.initial) {
      changeHandler(
        self,
        NSKeyValueObservedChange(
          kind: .setting, newValue: options.contains(.new) ? self[keyPath: keyPath] : nil,
          oldValue: nil, indexes: nil, isPrior: false))
    }
    return NSKeyValueObservation { [weak observers] in
      MainActor.assumeIsolated { observers?.remove(id: id) }
    }
  }

  /// The key Foundation uses for a Swift property name (`isHidden` is `hidden`).
  private static func normalized(_ key: String) -> String {
    key == "isHidden" ? "hidden" : key
  }

  /// The object as a host of observers; an object of the user's own classes cannot be observed
  /// (its properties do not tell of changes) and stops the run saying so.
  @MainActor
  private static func keyValueHost(_ object: Self, _ keyPath: String) -> KeyValueObservingHost {
    guard let host = object as? KeyValueObservingHost else {
      fatalError(
        "key-value observing '\(keyPath)' of \(type(of: object)): gesturerender tells observers "
          + "of the properties of UIKit's views and layers only (docs/uikit-code.md, "
          + "\"Key-value observing\")")
    }
    if !host.observableKeys.contains(normalized(keyPath)) {
      SimulationContext.eventLog?.record(
        "kvo.unsupported", view: object as? UIView,
        detail: "\(type(of: object)).\(keyPath) is not observable here: its observers hear nothing")
    }
    return host
  }

  private static func notRegistered(_ observer: AnyObject, _ keyPath: String, of object: Self)
    -> String
  {
    "Cannot remove an observer \(type(of: observer)) for the key path \"\(keyPath)\" from "
      + "\(type(of: object)) because it is not registered as an observer."
  }
}

extension KeyValueObservingHost {
  /// The observers, made on first use.
  func makeKeyValueObservers() -> KeyValueObservers {
    if let observers = keyValueObservers { return observers }
    let observers = KeyValueObservers()
    keyValueObservers = observers
    return observers
  }
}
