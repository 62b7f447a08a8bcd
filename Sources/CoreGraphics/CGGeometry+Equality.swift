import Foundation

// Core Graphics' equality functions as its Swift overlay spells them (`CGPointEqualToPoint`,
// `CGSizeEqualToSize`, `CGRectEqualToRect` are `equalTo(_:)`), which Foundation on Linux lacks.

extension CGPoint {
  /// Whether the two points have equal coordinates (`equalTo(_:)`, `CGPointEqualToPoint`).
  public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
  /// Whether the two sizes have equal widths and heights (`equalTo(_:)`, `CGSizeEqualToSize`).
  public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGRect {
  /// Whether the two rectangles are equal once standardized (`equalTo(_:)`,
  /// `CGRectEqualToRect`): a rectangle with a negative width equals the one it spans, as
  /// Core Graphics compares them.
  public func equalTo(_ rect2: CGRect) -> Bool { standardized == rect2.standardized }
}
