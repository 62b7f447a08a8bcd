import Foundation

/// A view property that block animations interpolate: the ones Core Animation animates for a
/// `UIView` (`center` as `position`, `bounds`, `transform`, `alpha` as `opacity`).
///
/// Each value is a vector of numbers (``components(of:)``) so animations can be blended
/// additively. A transform is decomposed into translation, scale, rotation and shear, the
/// space Core Animation interpolates transforms in, so a scale animation moves the scale
/// linearly and a rotation turns rather than shrinking through the midpoint.
public enum AnimatableProperty: String, Sendable, Hashable, CaseIterable {
  /// `center`, points: (x, y).
  case center
  /// `bounds`, points: (x, y, width, height).
  case bounds
  /// `transform`: (tx, ty, scale x, scale y, rotation in radians, shear).
  case transform
  /// `alpha`, 0…1.
  case alpha
  /// `transform3D` (`layer.transform`) when it, or the value it animates from, is not affine:
  /// the 16 numbers of its 3D decomposition (``Transform3DComponents``: translation, scale,
  /// skew, perspective, rotation vector), as Core Animation interpolates a `CATransform3D`.
  case transform3D

  /// The property's current model value as components.
  @preconcurrency @MainActor
  func components(of view: UIView) -> [Double] {
    switch self {
    case .center: return AnimatableProperty.components(view.center)
    case .bounds: return AnimatableProperty.components(view.bounds)
    case .transform: return AnimatableProperty.components(view.transform)
    case .alpha: return [Double(view.alpha)]
    case .transform3D: return Transform3DComponents.components(of: view.transform3D)
    }
  }

  /// `(x, y)`.
  static func components(_ point: CGPoint) -> [Double] { [Double(point.x), Double(point.y)] }

  /// `(x, y, width, height)`.
  static func components(_ rect: CGRect) -> [Double] {
    [Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height)]
  }

  /// The decomposition `(tx, ty, sx, sy, θ, k)` of a transform whose linear part, as a
  /// column-vector matrix `[[a, c], [b, d]]`, is `R(θ)·[[sx, k], [0, sy]]` (`sx ≥ 0`).
  static func components(_ t: CGAffineTransform) -> [Double] {
    let a = Double(t.a)
    let b = Double(t.b)
    let c = Double(t.c)
    let d = Double(t.d)
    let sx = (a * a + b * b).squareRoot()
    let angle = sx > 0 ? atan2(b, a) : 0
    let cosA = cos(angle)
    let sinA = sin(angle)
    let shear = c * cosA + d * sinA
    let sy = -c * sinA + d * cosA
    return [Double(t.tx), Double(t.ty), sx, sy, angle, shear]
  }

  /// A point from `(x, y)`.
  static func point(_ c: [Double]) -> CGPoint { CGPoint(x: c[0], y: c[1]) }

  /// A rectangle from `(x, y, width, height)`.
  static func rect(_ c: [Double]) -> CGRect { CGRect(x: c[0], y: c[1], width: c[2], height: c[3]) }

  /// A transform from `(tx, ty, sx, sy, θ, k)`, the inverse of ``components(_:)-(CGAffineTransform)``.
  static func transform(_ c: [Double]) -> CGAffineTransform {
    let (sx, sy, angle, shear) = (c[2], c[3], c[4], c[5])
    let cosA = cos(angle)
    let sinA = sin(angle)
    return CGAffineTransform(
      a: CGFloat(sx * cosA), b: CGFloat(sx * sinA),
      c: CGFloat(shear * cosA - sy * sinA), d: CGFloat(shear * sinA + sy * cosA),
      tx: CGFloat(c[0]), ty: CGFloat(c[1]))
  }
}
