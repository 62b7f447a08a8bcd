/// Key-value observing of the core's observable properties (`NSKeyValueObserving`): what
/// UIKit documents as observable or apps commonly observe.
///
/// | object | keys |
/// |---|---|
/// | `UIView` (every view) | `center`, `frame` (when `frame` is set), `bounds`, `alpha`, `hidden` (`isHidden`) |
/// | `UIScrollView` | `contentOffset`, `contentSize`, `contentInset`, and the view's keys |
/// | `UILabel` | `text`, `font`, and the view's keys |
/// | `CALayer` | `bounds`, `position` (a view's layer too) |
/// | the code's classes (`NSObject` and view subclasses) | each `@objc dynamic` property |
///
/// A change is told after the property has its new value, in the order the observers were
/// added; for the core's properties only when the value really changed, for the code's
/// `@objc dynamic` properties on every set, as the Objective-C runtime's automatic notification
/// does (``willChangeValue(forKey:)``). An observer of any other key is kept but a
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
    let key = Self.normalized(keyPath)
    let observers = Self.observers(of: self, keyPath)
    let id = observers.add(
      keyPath: key, options: options, observer: observer, context: context, block: nil)
    // A key this model cannot read has no value to tell: rather than a made-up `nil`, its
    // observer hears nothing, not even the `.initial` notification (`kvo.unsupported` says so).
    // A block observer's `.initial` value is read through its key path, so it is told.
    if options.contains(.initial), KeyValueCoding.isObservable(self, key),
      let registration = observers.registrations.first(where: { $0.id == id })
    {
      KeyValueObservers.tell(
        registration, object: self, old: nil, new: KeyValueCoding.value(of: self, forKey: key),
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
    guard
      Self.observers(of: self, keyPath).remove(
        observer: observer, keyPath: Self.normalized(keyPath), context: .some(context))
    else {
      fatalError(Self.notRegistered(observer, keyPath, of: self))
    }
  }

  /// Removes `observer`'s last registration for `keyPath`, whatever its context
  /// (`removeObserver(_:forKeyPath:)`); removing one that was never added stops the run.
  @preconcurrency @MainActor
  public func removeObserver(_ observer: AnyObject, forKeyPath keyPath: String) {
    guard
      Self.observers(of: self, keyPath).remove(
        observer: observer, keyPath: Self.normalized(keyPath), context: nil)
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
    let observers = Self.observers(of: self, name)
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

  /// Keeps the value of `key` now as the old value that ``didChangeValue(forKey:)`` tells
  /// (`willChangeValue(forKey:)`). The tool's preparation of the code calls it from the setter
  /// of each `@objc dynamic` property of the code's classes, where the Objective-C runtime's
  /// automatic notification calls it on iOS; code that notifies by hand calls it too. Nothing
  /// happens while no one observes the object, so an unobserved object may be changed on any
  /// thread; an observed one only on the main thread, where its observers run.
  public nonisolated func willChangeValue(forKey key: String) {
    AppearanceTable.codeSetter(of: self, key: key, ended: false)
    Self.notify(self, key) { observers, object, key, value in
      observers.willChange(keyPath: key, old: value)
    }
  }

  /// Tells the observers of `key` that its value changed (`didChangeValue(forKey:)`), with the
  /// value kept by the matching ``willChangeValue(forKey:)`` as the old value and the value now
  /// as the new one. As on iOS, every call notifies, also when the value is the same.
  public nonisolated func didChangeValue(forKey key: String) {
    Self.notify(self, key) { observers, object, key, value in
      observers.didChangeValue(object, keyPath: key, new: value)
    }
    AppearanceTable.codeSetter(of: self, key: key, ended: true)
  }

  /// Runs `tell` on the main actor with the observers of `key` on `object`, the key as
  /// Foundation spells it and its value now; nothing while no one observes it.
  private nonisolated static func notify(
    _ object: Self, _ key: String,
    _ tell: @MainActor (KeyValueObservers, AnyObject, String, Any?) -> Void
  ) {
    guard mayBeObserved(object) else { return }
    requireMainThread(object, key)
    nonisolated(unsafe) let object = object
    let key = normalized(key)
    MainActor.assumeIsolated {
      guard let observers = KeyValueCoding.existingObservers(of: object), observers.observes(key)
      else { return }
      tell(observers, object, key, KeyValueCoding.value(of: object, forKey: key))
    }
  }

  /// Stops the run with a message that says why, when an observed object's property changes off
  /// the main actor (its observers run there, as the simulation does).
  private nonisolated static func requireMainThread(_ object: Self, _ key: String) {
    // `fatalError`, not `MainActor.preconditionIsolated`, whose message an optimised build
    // drops: the run must end saying why.
    guard !MainQueue.isCurrent else { return }
    fatalError(
      "\(type(of: object)).\(key) changed on a background thread while it is observed: "
        + "gesturerender runs key-value observers on the main thread; change it there "
        + "(DispatchQueue.main.async) (docs/uikit-code.md, \"Key-value observing\")")
  }

  /// Whether `object` may have observers: not an object of the code's `NSObject` subclasses
  /// that never had one (read without the main actor: the state is only set on it).
  private nonisolated static func mayBeObserved(_ object: Self) -> Bool {
    guard let host = object as? any _NSObjectStateHost else { return true }
    return host._nsObjectState.keyValueObservers != nil
  }

  /// The key Foundation uses for a Swift property name (`isHidden` is `hidden`).
  private nonisolated static func normalized(_ key: String) -> String {
    key == "isHidden" ? "hidden" : key
  }

  /// The observers of `object`, made on first use. An object that is neither one of the core's
  /// nor of the code's `NSObject` subclasses cannot be observed and stops the run saying so; a
  /// key whose changes no one tells of gets a timeline warning.
  @MainActor
  private static func observers(of object: Self, _ keyPath: String) -> KeyValueObservers {
    let observers: KeyValueObservers
    if let host = object as? KeyValueObservingHost {
      observers = host.makeKeyValueObservers()
    } else if let host = object as? any _NSObjectStateHost {
      let state = host._nsObjectState
      if let made = state.keyValueObservers {
        observers = made
      } else {
        observers = KeyValueObservers()
        state.keyValueObservers = observers
      }
    } else {
      fatalError(
        "key-value observing '\(keyPath)' of \(type(of: object)): gesturerender tells observers "
          + "of the properties of UIKit's views and layers and of the `@objc dynamic` "
          + "properties of NSObject subclasses only (docs/uikit-code.md, \"Key-value observing\")")
    }
    if !KeyValueCoding.isObservable(object, normalized(keyPath)) {
      SimulationContext.eventLog?.record(
        "kvo.unsupported", view: object as? UIView,
        detail: "\(type(of: object)).\(keyPath) is not observable here: its observers hear nothing")
    }
    return observers
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
