import Foundation

/// What an object taking appearance values knows of them: whether it is a proxy (and of what),
/// the honoured properties the code set on it directly (which the proxies' values never
/// replace), and the table generation it last took values from.
struct AppearanceMarks {
  /// The proxy's class and containers, when the object is a proxy.
  var proxy: AppearanceProxyInfo?
  /// The honoured properties set directly, recorded once the run has a proxy value (a value
  /// set before any proxy value exists is not told apart: see docs/appearance.md).
  var explicit: Set<AppearanceKey> = []
  /// Whether the table's values are being set now (those sets are not the code's).
  var applying = false
  /// The table generation whose values the object took, or -1.
  var appliedGeneration = -1
  /// How deep the setters of the code's `@objc dynamic` properties are nested on a proxy (their
  /// bodies may change the proxy: not warned about).
  var codeSetterDepth = 0
}

/// The class and containers a proxy records for.
struct AppearanceProxyInfo {
  /// The class the proxy was asked of.
  let target: AnyClass
  /// The container classes, nearest first.
  let containers: [AnyClass]
}

/// An object that takes appearance values: views and bar items.
@MainActor
protocol AppearanceHost: AnyObject {
  var appearanceMarks: AppearanceMarks { get set }
}

extension AppearanceHost {
  /// Records `value` of `key` when the object is a proxy (and returns true: the setter stops),
  /// else notes that the code set `key` directly (unless the table is applying it) and returns
  /// false. `apply` sets the value on an instance of the class.
  @discardableResult
  func noteAppearance<Target: AnyObject, Value>(
    _ key: AppearanceKey, _ value: Value, _ apply: @escaping @MainActor (Target, Value) -> Void
  ) -> Bool {
    if appearanceMarks.applying { return false }
    if let proxy = appearanceMarks.proxy {
      // A setter of the code's own property runs its body on the proxy: what it sets is not
      // the code's appearance value (UIKit's proxy would not run the body at all).
      if appearanceMarks.codeSetterDepth > 0 { return true }
      AppearanceTable.forProxies.record(key, for: proxy) { object in
        if let target = object as? Target { apply(target, value) }
      }
      return true
    }
    if let table = AppearanceTable.current, table.hasValues {
      appearanceMarks.explicit.insert(key)
    }
    return false
  }
}

extension UIView: AppearanceHost {}
extension UIBarItem: AppearanceHost {}
