import Foundation

/// The corners of a rectangle, UIKit's `UIRectCorner` option set, for
/// `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`. Raw values as in UIKit.
public struct UIRectCorner: OptionSet, Sendable, Hashable {
  /// The bits of the set corners.
  public let rawValue: UInt
  /// A set with the given bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The top-left corner (min x, min y), 1 << 0.
  public static let topLeft = UIRectCorner(rawValue: 1 << 0)
  /// The top-right corner, 1 << 1.
  public static let topRight = UIRectCorner(rawValue: 1 << 1)
  /// The bottom-left corner, 1 << 2.
  public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
  /// The bottom-right corner, 1 << 3.
  public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
  /// All four corners (`~0` in UIKit).
  public static let allCorners = UIRectCorner(rawValue: ~0)
}
