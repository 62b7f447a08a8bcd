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

/// A closed range of floating-point values, UIKit's `UIFloatRange` (iOS 9): the distances an
/// attachment may take (``UIAttachmentBehavior/attachmentRange``).
public struct UIFloatRange: Sendable, Equatable, Hashable {
  /// The smallest value.
  public var minimum: CGFloat
  /// The largest value.
  public var maximum: CGFloat

  /// The range `minimum`…`maximum` (`UIFloatRange(minimum:maximum:)`).
  public init(minimum: CGFloat, maximum: CGFloat) {
    self.minimum = minimum
    self.maximum = maximum
  }

  /// The empty range at 0 (`UIFloatRange()`).
  public init() { self.init(minimum: 0, maximum: 0) }

  /// 0…0 (`UIFloatRange.zero`).
  public static let zero = UIFloatRange()
  /// −∞…+∞ (`UIFloatRange.infinite`), the default of an attachment.
  public static let infinite = UIFloatRange(minimum: -.infinity, maximum: .infinity)
  /// Whether both ends are infinite (`isInfinite`).
  public var isInfinite: Bool { minimum.isInfinite && maximum.isInfinite }
}
