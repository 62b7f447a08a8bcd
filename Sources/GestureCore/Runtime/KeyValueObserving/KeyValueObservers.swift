/// The key-value observers of one object, and how a change reaches them.
///
/// Observers are told in the order they were added, after the property has its new value and
/// after the object's own reaction to it (a scroll view's delegate hears `scrollViewDidScroll`
/// first, as a setter's automatic notification on iOS follows the setter's body). An object
/// observer is held weakly (Foundation holds it unretained); one released without being removed
/// is skipped.
@preconcurrency @MainActor
final class KeyValueObservers {
  /// One registration.
  struct Registration {
    let id: Int
    let keyPath: String
    let options: NSKeyValueObservingOptions
    /// An object observer (``observeValue``) and its context, or `nil` for a block.
    weak var observer: AnyObject?
    let isObjectObserver: Bool
    let context: UnsafeMutableRawPointer?
    /// A block observer: called with the old value, the new value and whether it is the
    /// prior notification.
    let block: ((Any?, Any?, Bool) -> Void)?
  }

  private(set) var registrations: [Registration] = []
  private var nextID = 0
  /// The values kept by `willChangeValue(forKey:)` for the matching `didChangeValue(forKey:)`,
  /// per key, innermost last (the calls nest, as Foundation's do).
  private var pendingOldValues: [String: [Any?]] = [:]

  /// Adds a registration and returns its id.
  func add(
    keyPath: String, options: NSKeyValueObservingOptions, observer: AnyObject?,
    context: UnsafeMutableRawPointer?, block: ((Any?, Any?, Bool) -> Void)?
  ) -> Int {
    nextID += 1
    registrations.append(
      Registration(
        id: nextID, keyPath: keyPath, options: options, observer: observer,
        isObjectObserver: observer != nil, context: context, block: block))
    return nextID
  }

  /// Removes registration `id`.
  func remove(id: Int) { registrations.removeAll { $0.id == id } }

  /// Removes `observer`'s last registration for `keyPath` (with `context` when given);
  /// returns whether there was one.
  func remove(observer: AnyObject, keyPath: String, context: UnsafeMutableRawPointer??) -> Bool {
    guard
      let index = registrations.lastIndex(where: {
        $0.isObjectObserver && $0.observer === observer && $0.keyPath == keyPath
          && (context == nil || $0.context == context!)
      })
    else { return false }
    registrations.remove(at: index)
    return true
  }

  /// Whether anything observes `keyPath`.
  func observes(_ keyPath: String) -> Bool { registrations.contains { $0.keyPath == keyPath } }

  /// Keeps `old` for the matching ``didChangeValue(_:keyPath:new:)``
  /// (`willChangeValue(forKey:)`).
  func willChange(keyPath: String, old: Any?) {
    pendingOldValues[keyPath, default: []].append(old)
  }

  /// Tells the observers of `keyPath` that it changed to `new`, from the value the matching
  /// ``willChange(_:keyPath:old:)`` kept (`didChangeValue(forKey:)`).
  func didChangeValue(_ object: AnyObject, keyPath: String, new: Any?) {
    let old = pendingOldValues[keyPath]?.popLast() ?? nil
    if pendingOldValues[keyPath]?.isEmpty == true { pendingOldValues[keyPath] = nil }
    didChange(object, keyPath: keyPath, old: old, new: new)
  }

  /// Tells the observers of `keyPath` on `object` that it changed from `old` to `new`.
  func didChange(_ object: AnyObject, keyPath: String, old: Any?, new: Any?) {
    for registration in registrations where registration.keyPath == keyPath {
      Self.tell(registration, object: object, old: old, new: new, isPrior: false)
    }
  }

  /// Tells `registration` about a change (`old` is `nil` for the `.initial` notification).
  static func tell(
    _ registration: Registration, object: AnyObject, old: Any?, new: Any?, isPrior: Bool
  ) {
    if let block = registration.block {
      block(old, new, isPrior)
      return
    }
    guard let observer = registration.observer else { return }
    var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
    if registration.options.contains(.new), !isPrior, let new { change[.newKey] = new }
    if registration.options.contains(.old), let old { change[.oldKey] = old }
    if isPrior { change[.notificationIsPriorKey] = true }
    _ = ObjectiveCRuntime.send(
      observer, KeyValueObservers.observeValueSelector,
      [registration.keyPath, object, change, registration.context])
  }

  /// Stops the run as NSObject's `observeValue(forKeyPath:of:change:context:)` raises when an
  /// observer does not override it.
  static func unhandledChange(of keyPath: String?, by observer: AnyObject) -> Never {
    fatalError(
      "\(type(of: observer)): An -observeValueForKeyPath:ofObject:change:context: message was "
        + "received but not handled. Key path: \(keyPath ?? "nil")")
  }

  /// `observeValue(forKeyPath:of:change:context:)`.
  static let observeValueSelector = Selector("observeValueWithForKeyPath:of:change:context:")
}

/// An object of the core whose properties tell key-value observers of their changes: views
/// (and every responder), layers.
@preconcurrency @MainActor
protocol KeyValueObservingHost: AnyObject {
  /// The object's observers, `nil` until one is added.
  var keyValueObservers: KeyValueObservers? { get set }
  /// The keys whose changes the object tells observers of.
  var observableKeys: Set<String> { get }
  /// The current value of observable `key`, for an `.initial` notification.
  func observableValue(forKey key: String) -> Any?
}

extension KeyValueObservingHost {
  /// Tells the observers of `key` that it changed from `old` to `new` (Foundation's automatic
  /// `didChangeValue(forKey:)` after a setter); nothing when the value did not change or no one
  /// observes.
  func didChangeValue<Value: Equatable>(forKey key: String, from old: Value, to new: Value) {
    guard let observers = keyValueObservers, old != new else { return }
    observers.didChange(self, keyPath: key, old: old, new: new)
  }
}
