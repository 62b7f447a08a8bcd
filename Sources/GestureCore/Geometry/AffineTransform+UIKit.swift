import Foundation

/// UIKit's `CGAffineTransform` vocabulary on Foundation's `AffineTransform`.
///
/// Foundation names the matrix `[m11 m12 0; m21 m22 0; tX tY 1]`, which is Core Graphics'
/// `[a b 0; c d 0; tx ty 1]`: a point maps as `x' = m11·x + m21·y + tX`,
/// `y' = m12·x + m22·y + tY` (row vector times matrix, as in `CGPointApplyAffineTransform`).
extension AffineTransform {
  /// A scale by `sx` and `sy` (unitless factors), as `CGAffineTransform(scaleX:y:)`.
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(m11: sx, m12: 0, m21: 0, m22: sy, tX: 0, tY: 0)
  }

  /// A translation by `tx` and `ty` points, as `CGAffineTransform(translationX:y:)`.
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(m11: 1, m12: 0, m21: 0, m22: 1, tX: tx, tY: ty)
  }

  /// A rotation by `angle` radians (positive is clockwise on screen, y pointing down),
  /// as `CGAffineTransform(rotationAngle:)`.
  public init(rotationAngle angle: CGFloat) {
    let c = CGFloat(Foundation.cos(Double(angle)))
    let s = CGFloat(Foundation.sin(Double(angle)))
    self.init(m11: c, m12: s, m21: -s, m22: c, tX: 0, tY: 0)
  }

  /// Whether this is the identity transform (`CGAffineTransformIsIdentity`).
  public var isIdentity: Bool { self == AffineTransform.identity }

  /// `self` followed by `other`: a point maps through `self` first, then `other`, as
  /// `CGAffineTransformConcat(self, other)`.
  public func concatenating(_ other: AffineTransform) -> AffineTransform {
    AffineTransform(
      m11: m11 * other.m11 + m12 * other.m21,
      m12: m11 * other.m12 + m12 * other.m22,
      m21: m21 * other.m11 + m22 * other.m21,
      m22: m21 * other.m12 + m22 * other.m22,
      tX: tX * other.m11 + tY * other.m21 + other.tX,
      tY: tX * other.m12 + tY * other.m22 + other.tY)
  }

  /// The inverse transform, or `nil` when the determinant is zero (a scale of 0 collapses the
  /// plane and cannot be undone), as `CGAffineTransformInvert` without its silent fallback.
  public func invertedOrNil() -> AffineTransform? {
    let det = m11 * m22 - m12 * m21
    guard det != 0, det.isFinite else { return nil }
    return AffineTransform(
      m11: m22 / det, m12: -m12 / det, m21: -m21 / det, m22: m11 / det,
      tX: (m21 * tY - m22 * tX) / det,
      tY: (m12 * tX - m11 * tY) / det)
  }

  /// Maps `point` through the transform (`CGPointApplyAffineTransform`).
  public func apply(to point: CGPoint) -> CGPoint {
    CGPoint(x: m11 * point.x + m21 * point.y + tX, y: m12 * point.x + m22 * point.y + tY)
  }

  /// The axis-aligned bounding box of `rect` mapped through the transform
  /// (`CGRectApplyAffineTransform`).
  public func boundingBox(of rect: CGRect) -> CGRect {
    let corners = [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
    ].map(apply(to:))
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let minX = xs.min()!
    let minY = ys.min()!
    return CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
  }
}
