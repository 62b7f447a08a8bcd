extension UIMenuElement {
  /// How a menu element looks and behaves in a menu, UIKit's `UIMenuElement.Attributes`, with
  /// UIKit's raw values. The simulation keeps them for the app to read; nothing draws a menu.
  public struct Attributes: OptionSet, Sendable, Hashable {
    /// The raw bits, as in UIKit.
    public let rawValue: UInt

    /// Attributes from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The element cannot be chosen (`disabled`, 1 << 0).
    public static let disabled = Attributes(rawValue: 1 << 0)
    /// The element destroys something and is drawn in red (`destructive`, 1 << 1).
    public static let destructive = Attributes(rawValue: 1 << 1)
    /// The element is not shown (`hidden`, 1 << 2).
    public static let hidden = Attributes(rawValue: 1 << 2)
    /// Choosing the element leaves the menu open (`keepsMenuPresented`, 1 << 3, iOS 16).
    public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
  }
}
