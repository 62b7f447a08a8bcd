import Foundation

/// The associated values of one object, keyed by the address the caller passes
/// (``objc_setAssociatedObject(_:_:_:_:)``), owned by that object.
///
/// Each ``AssociatedObjectHost`` owns one, so a retained value is released when its owner is
/// deallocated and nothing outlives it; there is no process-wide table. Access takes a lock, as
/// the Objective-C runtime's does, so the functions need no actor.
final class AssociatedObjectStore: @unchecked Sendable {
  /// One stored value.
  private enum Entry {
    /// Kept alive by the store.
    case strong(Any)
    /// An object held weakly (``objc_AssociationPolicy/OBJC_ASSOCIATION_ASSIGN``).
    case weak(WeakBox)
  }

  /// A weak reference to an object.
  private final class WeakBox {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
  }

  private let lock = NSLock()
  private var entries: [UnsafeRawPointer: Entry] = [:]

  /// An empty store.
  init() {}

  /// Stores `value` under `key` as `policy` says, replacing what was there; `nil` removes it.
  func set(_ value: Any?, for key: UnsafeRawPointer, policy: objc_AssociationPolicy) {
    let entry = value.map { Self.entry(for: $0, policy: policy) }
    // The replaced value is released after the lock is given back (its deinit may use the
    // store).
    let replaced = lock.withLock {
      if let entry { return entries.updateValue(entry, forKey: key) }
      return entries.removeValue(forKey: key)
    }
    withExtendedLifetime(replaced) {}
  }

  /// The value stored under `key`, or `nil` (also for a weakly held object that is gone).
  func value(for key: UnsafeRawPointer) -> Any? {
    let entry = lock.withLock { entries[key] }
    switch entry {
    case .strong(let value): return value
    case .weak(let box): return box.object
    case nil: return nil
    }
  }

  /// Removes every value.
  func removeAll() {
    let removed = lock.withLock {
      defer { entries.removeAll() }
      return entries
    }
    withExtendedLifetime(removed) {}
  }

  private static func entry(for value: Any, policy: objc_AssociationPolicy) -> Entry {
    let isObject = type(of: value) is AnyObject.Type
    switch policy {
    case .OBJC_ASSOCIATION_ASSIGN:
      return isObject ? .weak(WeakBox(value as AnyObject)) : .strong(value)
    case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
      return .strong(value)
    case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
      if let copyable = value as? NSCopying { return .strong(copyable.copy(with: nil)) }
      return .strong(value)
    }
  }
}
