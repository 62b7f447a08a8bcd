import Foundation

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
