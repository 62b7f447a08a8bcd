import Foundation

/// A projective map of the plane (a homography), in Core Animation's row-vector layout: a
/// point `(x, y)` maps to `(X / W, Y / W)` with `(X, Y, W) = (x, y, 1) × H`. It is what a
/// ``CATransform3D`` does to the points of a layer's plane (`z = 0`) once depth is dropped:
/// rows `[m11 m12 m14]`, `[m21 m22 m24]`, `[m41 m42 m44]` (``init(flattening:)``).
///
/// Points with `W ≤ 0` are behind the eye (Core Animation clips them): ``apply(_:)`` gives
/// `nil` for them.
public struct ProjectiveTransform: Sendable, Equatable, Hashable {
  /// Row 1: the image of the x axis direction.
  public var h11: Double, h12: Double, h13: Double
  /// Row 2: the image of the y axis direction.
  public var h21: Double, h22: Double, h23: Double
  /// Row 3: the image of the origin.
  public var h31: Double, h32: Double, h33: Double

  /// A homography with every entry given, rows first.
  public init(
    _ h11: Double, _ h12: Double, _ h13: Double,
    _ h21: Double, _ h22: Double, _ h23: Double,
    _ h31: Double, _ h32: Double, _ h33: Double
  ) {
    (self.h11, self.h12, self.h13) = (h11, h12, h13)
    (self.h21, self.h22, self.h23) = (h21, h22, h23)
    (self.h31, self.h32, self.h33) = (h31, h32, h33)
  }

  /// The homography of an affine transform (third column `0, 0, 1`).
  public init(_ t: CGAffineTransform) {
    self.init(
      Double(t.a), Double(t.b), 0, Double(t.c), Double(t.d), 0, Double(t.tx), Double(t.ty), 1)
  }

  /// What `t` does to the plane `z = 0`, z dropped after the product: rows `[m11 m12 m14]`,
  /// `[m21 m22 m24]`, `[m41 m42 m44]`.
  public init(flattening t: CATransform3D) {
    self.init(
      Double(t.m11), Double(t.m12), Double(t.m14), Double(t.m21), Double(t.m22), Double(t.m24),
      Double(t.m41), Double(t.m42), Double(t.m44))
  }

  /// The identity.
  public static let identity = ProjectiveTransform(1, 0, 0, 0, 1, 0, 0, 0, 1)

  /// `self` followed by `other` (the matrix product `self × other`).
  public func concatenating(_ o: ProjectiveTransform) -> ProjectiveTransform {
    ProjectiveTransform(
      h11 * o.h11 + h12 * o.h21 + h13 * o.h31, h11 * o.h12 + h12 * o.h22 + h13 * o.h32,
      h11 * o.h13 + h12 * o.h23 + h13 * o.h33,
      h21 * o.h11 + h22 * o.h21 + h23 * o.h31, h21 * o.h12 + h22 * o.h22 + h23 * o.h32,
      h21 * o.h13 + h22 * o.h23 + h23 * o.h33,
      h31 * o.h11 + h32 * o.h21 + h33 * o.h31, h31 * o.h12 + h32 * o.h22 + h33 * o.h32,
      h31 * o.h13 + h32 * o.h23 + h33 * o.h33)
  }

  /// The homogeneous weight `W` of `(x, y)`: positive in front of the eye.
  public func weight(_ x: Double, _ y: Double) -> Double { x * h13 + y * h23 + h33 }

  /// Where `p` maps, or `nil` when it is behind the eye (`W ≤ 0`) or the result is not finite.
  public func apply(_ p: CGPoint) -> CGPoint? {
    let (x, y) = (Double(p.x), Double(p.y))
    let w = weight(x, y)
    guard w > 0 else { return nil }
    let X = (x * h11 + y * h21 + h31) / w
    let Y = (x * h12 + y * h22 + h32) / w
    guard X.isFinite, Y.isFinite else { return nil }
    return CGPoint(x: X, y: Y)
  }

  /// The determinant: its sign is the orientation of the image (negative: mirrored, the back
  /// of a layer facing the viewer, wherever `W > 0`).
  public var determinant: Double {
    h11 * (h22 * h33 - h23 * h32) - h12 * (h21 * h33 - h23 * h31)
      + h13 * (h21 * h32 - h22 * h31)
  }

  /// The inverse (the adjugate over the determinant), or `nil` when it is singular.
  public func inverted() -> ProjectiveTransform? {
    let d = determinant
    guard d != 0, d.isFinite else { return nil }
    let inverse = ProjectiveTransform(
      (h22 * h33 - h23 * h32) / d, (h13 * h32 - h12 * h33) / d, (h12 * h23 - h13 * h22) / d,
      (h23 * h31 - h21 * h33) / d, (h11 * h33 - h13 * h31) / d, (h13 * h21 - h11 * h23) / d,
      (h21 * h32 - h22 * h31) / d, (h12 * h31 - h11 * h32) / d, (h11 * h22 - h12 * h21) / d)
    return inverse
  }

  /// The point that maps to `p`, or `nil` when there is none in front of the eye (the map is
  /// singular, or the point found has `W ≤ 0`).
  public func unproject(_ p: CGPoint) -> CGPoint? {
    guard let inverse = inverted() else { return nil }
    let (x, y) = (Double(p.x), Double(p.y))
    let w = inverse.weight(x, y)
    guard w != 0 else { return nil }
    let qx = (x * inverse.h11 + y * inverse.h21 + inverse.h31) / w
    let qy = (x * inverse.h12 + y * inverse.h22 + inverse.h32) / w
    guard qx.isFinite, qy.isFinite, weight(qx, qy) > 0 else { return nil }
    return CGPoint(x: qx, y: qy)
  }

  /// The affine transform this is, when it is one (third column `0, 0, c` with `c > 0`,
  /// divided by `c`), else `nil`.
  public var affine: CGAffineTransform? {
    guard h13 == 0, h23 == 0, h33 > 0, h33.isFinite else { return nil }
    return CGAffineTransform(
      a: h11 / h33, b: h12 / h33, c: h21 / h33, d: h22 / h33, tx: h31 / h33, ty: h32 / h33)
  }
}
