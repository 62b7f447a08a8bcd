import Foundation

/// A distance from a point, in points, UIKit's `UIOffset`: where a dynamics behaviour attaches
/// to or pushes an item, measured from the item's centre in the item's own (unrotated)
/// coordinates.
public struct UIOffset: Sendable, Equatable, Hashable, CustomStringConvertible {
  /// Along x, points (positive to the right).
  public var horizontal: CGFloat
  /// Along y, points (positive downward).
  public var vertical: CGFloat

  /// The offset (`horizontal`, `vertical`), points (`UIOffset(horizontal:vertical:)`).
  public init(horizontal: CGFloat, vertical: CGFloat) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// No offset (`UIOffset()`).
  public init() { self.init(horizontal: 0, vertical: 0) }

  /// No offset (`UIOffset.zero`).
  public static let zero = UIOffset()

  /// `{horizontal, vertical}`, as `NSStringFromUIOffset` writes it.
  public var description: String { "{\(horizontal), \(vertical)}" }
}
