import Foundation

/// A property an appearance proxy records, by its UIKit name (a per-state setter with its
/// state's raw value; a property of the code's own classes by its key).
enum AppearanceKey: Hashable, Sendable, CustomStringConvertible {
  /// A property of the core's classes, by its UIKit name (`tintColor`).
  case property(String)
  /// A per-state setter (`setTitleTextAttributes(_:for:)`) and the state's raw value.
  case perState(String, UInt)
  /// An `@objc dynamic` property of the code's classes, by its key (`cellHeight`).
  case code(String)

  var description: String {
    switch self {
    case .property(let name), .code(let name): return name
    case .perState(let name, let state): return "\(name)(state \(state))"
    }
  }

  /// `titleTextAttributes` of `state`.
  static func titleTextAttributes(_ state: UInt) -> AppearanceKey {
    .perState("setTitleTextAttributes(_:for:)", state)
  }
}
