@_exported import Foundation

/// An affine transformation matrix, Core Graphics' `CGAffineTransform`, which Foundation on
/// Linux lacks.
///
/// The matrix is `[a b 0; c d 0; tx ty 1]` and a point maps as a row vector times the matrix:
/// `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty` (Apple, `CGAffineTransform`). `a`…`d` are
/// unitless, `tx` and `ty` are points. With y pointing down on screen, a positive rotation
/// angle turns clockwise.
public struct CGAffineTransform: Sendable, Equatable, Hashable, Codable {
  /// Row 1, column 1: x scale (and rotation).
  public var a: CGFloat
  /// Row 1, column 2: y shear (and rotation).
  public var b: CGFloat
  /// Row 2, column 1: x shear (and rotation).
  public var c: CGFloat
  /// Row 2, column 2: y scale (and rotation).
  public var d: CGFloat
  /// Translation in x, points.
  public var tx: CGFloat
  /// Translation in y, points.
  public var ty: CGFloat

  /// A transform with the given matrix entries (`init(a:b:c:d:tx:ty:)`).
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The identity transform, the default (`init()`).
  public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

  /// The identity transform (`CGAffineTransform.identity`, `CGAffineTransformIdentity`).
  public static let identity = CGAffineTransform()

  /// A scale by `sx` and `sy` (unitless factors), `CGAffineTransformMakeScale`.
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// A translation by `tx` and `ty` points, `CGAffineTransformMakeTranslation`.
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  /// A rotation by `angle` radians (clockwise on screen, y pointing down),
  /// `CGAffineTransformMakeRotation`.
  public init(rotationAngle angle: CGFloat) {
    let cosine = CGFloat(Foundation.cos(Double(angle)))
    let sine = CGFloat(Foundation.sin(Double(angle)))
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// Whether this is the identity transform (`isIdentity`, `CGAffineTransformIsIdentity`).
  public var isIdentity: Bool { self == .identity }

  /// `self` followed by `t2`: a point maps through `self` first, then `t2`
  /// (`concatenating(_:)`, `CGAffineTransformConcat(self, t2)`, the matrix product `self × t2`).
  public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * t2.a + b * t2.c,
      b: a * t2.b + b * t2.d,
      c: c * t2.a + d * t2.c,
      d: c * t2.b + d * t2.d,
      tx: tx * t2.a + ty * t2.c + t2.tx,
      ty: tx * t2.b + ty * t2.d + t2.ty)
  }

  /// A scale by `sx`, `sy` applied before `self` (`scaledBy(x:y:)`, `CGAffineTransformScale`:
  /// the product `scale × self`).
  public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
  }

  /// A rotation by `angle` radians applied before `self` (`rotated(by:)`,
  /// `CGAffineTransformRotate`: the product `rotation × self`).
  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }

  /// A translation by `tx`, `ty` points applied before `self` (`translatedBy(x:y:)`,
  /// `CGAffineTransformTranslate`: the product `translation × self`).
  public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: tx, y: ty).concatenating(self)
  }

  /// The inverse transform; a transform that cannot be inverted (determinant 0, such as a
  /// scale of 0) is returned unchanged, as `CGAffineTransformInvert` documents.
  public func inverted() -> CGAffineTransform { invertedOrNil() ?? self }

  /// The inverse transform, or `nil` when the determinant is zero or not finite: the check
  /// `inverted()` hides, for callers that must tell (hit-testing a view scaled to 0).
  public func invertedOrNil() -> CGAffineTransform? {
    let det = a * d - b * c
    guard det != 0, det.isFinite else { return nil }
    return CGAffineTransform(
      a: d / det, b: -b / det, c: -c / det, d: a / det,
      tx: (c * ty - d * tx) / det,
      ty: (b * tx - a * ty) / det)
  }
}

extension CGPoint {
  /// The point mapped through `t` (`applying(_:)`, `CGPointApplyAffineTransform`).
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

extension CGSize {
  /// The size mapped through `t`'s linear part, translation ignored (`applying(_:)`,
  /// `CGSizeApplyAffineTransform`); components may come out negative.
  public func applying(_ t: CGAffineTransform) -> CGSize {
    CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}

extension CGRect {
  /// The smallest axis-aligned rectangle containing the four corners of `self` mapped through
  /// `t` (`applying(_:)`, `CGRectApplyAffineTransform`).
  public func applying(_ t: CGAffineTransform) -> CGRect {
    let corners = [
      CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
      CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
    ].map { $0.applying(t) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let minX = xs.min()!
    let minY = ys.min()!
    return CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
  }
}
