import Foundation

/// What a key-value observer is told (`NSKeyValueObservingOptions`, Foundation's values).
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The change carries the new value.
  public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
  /// The change carries the old value.
  public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
  /// The observer is told once at once, when it is added, with the current value as new.
  public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
  // `.prior` (a notification before each change) is not offered: the core's setters tell
  // observers after the change only, so code that asks for it does not compile rather than
  // silently never hearing the prior notification.
}

/// A key of a change dictionary (`NSKeyValueChangeKey`), with Foundation's raw values.
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The kind of change, an `NSKeyValueChange` raw value (`UInt`).
  public static let kindKey = NSKeyValueChangeKey(rawValue: "kind")
  /// The new value (with `.new`).
  public static let newKey = NSKeyValueChangeKey(rawValue: "new")
  /// The old value (with `.old`).
  public static let oldKey = NSKeyValueChangeKey(rawValue: "old")
  /// The indexes of a to-many change (never, for the properties the core notifies).
  public static let indexesKey = NSKeyValueChangeKey(rawValue: "indexes")
  /// `true` in the notification sent before a change (with `.prior`).
  public static let notificationIsPriorKey = NSKeyValueChangeKey(rawValue: "notificationIsPrior")
}

/// The kind of a change (`NSKeyValueChange`): the core's observable properties are set.
public enum NSKeyValueChange: UInt, Sendable {
  case setting = 1
  case insertion = 2
  case removal = 3
  case replacement = 4
}

/// A change as a block observer sees it (`NSKeyValueObservedChange`).
public struct NSKeyValueObservedChange<Value> {
  /// Always ``NSKeyValueChange/setting`` here.
  public let kind: NSKeyValueChange
  /// The new value, with `.new`.
  public let newValue: Value?
  /// The old value, with `.old` (and not for the `.initial` notification).
  public let oldValue: Value?
  /// Never set: the core's observable properties are not collections.
  public let indexes: IndexSet?
  /// Whether this is a notification before the change: always `false` (`.prior` is not
  /// offered).
  public let isPrior: Bool
}
