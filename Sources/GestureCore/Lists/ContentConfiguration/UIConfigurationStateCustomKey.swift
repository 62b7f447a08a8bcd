import Foundation

/// The name of a custom piece of configuration state, UIKit's `UIConfigurationStateCustomKey`
/// (iOS 14): an app declares one per state it adds, conventionally a reverse-DNS string, and
/// reads and writes the value with the state's subscript
/// (``UICellConfigurationState/subscript(_:)``).
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
  /// The key's string (`rawValue`).
  public let rawValue: String

  /// The key named `rawValue` (`init(rawValue:)`).
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The key named `rawValue` (`init(_:)`).
  public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// Custom state values: an app's own `Hashable` values kept with a configuration state. They
/// are compared and hashed with the state, as UIKit's are; `AnyHashable` is not `Sendable`, so
/// the storage vouches for it: states are made and read on the main actor.
struct CustomStateValues: Hashable, @unchecked Sendable {
  var values: [UIConfigurationStateCustomKey: AnyHashable] = [:]
}
