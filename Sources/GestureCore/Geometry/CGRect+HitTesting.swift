import Foundation

extension CGRect {
  /// Half-open containment, `minX ≤ x < maxX` and `minY ≤ y < maxY`, the rule
  /// `CGRectContainsPoint` and so `UIView.point(inside:with:)` use: a 100×100 view at the origin
  /// contains (99.9, 99.9) but not (100, 100).
  public func containsHalfOpen(_ point: CGPoint) -> Bool {
    let r = standardized
    return point.x >= r.minX && point.x < r.maxX && point.y >= r.minY && point.y < r.maxY
  }
}
