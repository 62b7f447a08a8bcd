extension UIAction {
  /// The name that makes an action unique on a control, UIKit's `UIAction.Identifier`: adding
  /// an action with the identifier of one already added replaces it
  /// (``UIControl/addAction(_:for:)``).
  public struct Identifier: Hashable, RawRepresentable, Sendable {
    /// The identifier's text.
    public let rawValue: String

    /// An identifier with the text `rawValue` (`init(rawValue:)`).
    public init(rawValue: String) { self.rawValue = rawValue }

    /// An identifier with the text `rawValue` (`init(_:)`).
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }
}
