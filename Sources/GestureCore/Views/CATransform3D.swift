import Foundation

/// A 4 × 4 homogeneous transform, Core Animation's `CATransform3D` (a layer's `transform`).
///
/// The layout is Core Animation's: a point is a row vector multiplied on the left, so
/// `m41`, `m42`, `m43` are the translation and the upper-left 2 × 2 block is the affine part
/// (`m11 m12; m21 m22` = `a b; c d` of `CGAffineTransform`). Lengths (`m41`…`m43`) are points.
///
/// Only the affine part is drawn: the display list is two-dimensional, so depth (`m13`, `m23`,
/// `m3x`, `m43`) and perspective (`m14`, `m24`, `m34`) are kept and read back but not shown
/// (``CATransform3DGetAffineTransform(_:)`` is what a frame uses).
public struct CATransform3D: Sendable, Equatable, Hashable {
  /// Row 1, column 1: x scale (and rotation).
  public var m11: CGFloat
  /// Row 1, column 2.
  public var m12: CGFloat
  /// Row 1, column 3.
  public var m13: CGFloat
  /// Row 1, column 4 (perspective).
  public var m14: CGFloat
  /// Row 2, column 1.
  public var m21: CGFloat
  /// Row 2, column 2: y scale (and rotation).
  public var m22: CGFloat
  /// Row 2, column 3.
  public var m23: CGFloat
  /// Row 2, column 4 (perspective).
  public var m24: CGFloat
  /// Row 3, column 1.
  public var m31: CGFloat
  /// Row 3, column 2.
  public var m32: CGFloat
  /// Row 3, column 3: z scale.
  public var m33: CGFloat
  /// Row 3, column 4 (perspective, the `-1/d` of a perspective projection).
  public var m34: CGFloat
  /// Row 4, column 1: x translation, points.
  public var m41: CGFloat
  /// Row 4, column 2: y translation, points.
  public var m42: CGFloat
  /// Row 4, column 3: z translation, points.
  public var m43: CGFloat
  /// Row 4, column 4.
  public var m44: CGFloat

  /// A transform with every entry given (`init(m11:m12:…:m44:)`).
  public init(
    m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
    m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
    m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
    m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
  ) {
    (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
    (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
    (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
    (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
  }

  /// The zero matrix, as the imported C struct's `init()` gives (not the identity: use
  /// ``CATransform3DIdentity``).
  public init() {
    self.init(
      m11: 0, m12: 0, m13: 0, m14: 0, m21: 0, m22: 0, m23: 0, m24: 0,
      m31: 0, m32: 0, m33: 0, m34: 0, m41: 0, m42: 0, m43: 0, m44: 0)
  }
}

/// The identity transform (`CATransform3DIdentity`), a layer's default `transform`.
public let CATransform3DIdentity = CATransform3D(
  m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
  m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

/// Whether `t` is the identity (`CATransform3DIsIdentity`).
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
  t == CATransform3DIdentity
}

/// A translation by `tx`, `ty`, `tz` points (`CATransform3DMakeTranslation`).
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat)
  -> CATransform3D
{
  var t = CATransform3DIdentity
  (t.m41, t.m42, t.m43) = (tx, ty, tz)
  return t
}

/// A scale by the unitless factors `sx`, `sy`, `sz` (`CATransform3DMakeScale`).
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat)
  -> CATransform3D
{
  var t = CATransform3DIdentity
  (t.m11, t.m22, t.m33) = (sx, sy, sz)
  return t
}

/// A rotation by `angle` radians about the axis `(x, y, z)` (`CATransform3DMakeRotation`),
/// the axis normalised first. About (0, 0, 1) it is `CGAffineTransform(rotationAngle:)`:
/// clockwise on screen, y pointing down. A zero-length axis (undefined in Apple's
/// documentation) gives the identity.
///
/// The matrix is the rotation of Rodrigues' formula in Core Animation's row-vector layout:
/// `m11 = x²(1−c)+c`, `m12 = xy(1−c)+zs`, `m13 = xz(1−c)−ys`, `m21 = xy(1−c)−zs`,
/// `m22 = y²(1−c)+c`, `m23 = yz(1−c)+xs`, `m31 = xz(1−c)+ys`, `m32 = yz(1−c)−xs`,
/// `m33 = z²(1−c)+c`, with `c = cos angle`, `s = sin angle`.
public func CATransform3DMakeRotation(
  _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  let length = (Double(x) * Double(x) + Double(y) * Double(y) + Double(z) * Double(z))
    .squareRoot()
  guard length > 0, length.isFinite else { return CATransform3DIdentity }
  let (ux, uy, uz) = (Double(x) / length, Double(y) / length, Double(z) / length)
  let c = cos(Double(angle))
  let s = sin(Double(angle))
  let k = 1 - c
  var t = CATransform3DIdentity
  t.m11 = CGFloat(ux * ux * k + c)
  t.m12 = CGFloat(ux * uy * k + uz * s)
  t.m13 = CGFloat(ux * uz * k - uy * s)
  t.m21 = CGFloat(ux * uy * k - uz * s)
  t.m22 = CGFloat(uy * uy * k + c)
  t.m23 = CGFloat(uy * uz * k + ux * s)
  t.m31 = CGFloat(ux * uz * k + uy * s)
  t.m32 = CGFloat(uy * uz * k - ux * s)
  t.m33 = CGFloat(uz * uz * k + c)
  return t
}

/// `a` followed by `b` (`CATransform3DConcat(a, b)`: the matrix product `a × b`, so a point
/// maps through `a` first).
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
  let ra = rows(a)
  let rb = rows(b)
  var product = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
  for i in 0..<4 {
    for j in 0..<4 {
      product[i][j] = (0..<4).reduce(0) { $0 + ra[i][$1] * rb[$1][j] }
    }
  }
  let p = product
  return CATransform3D(
    m11: p[0][0], m12: p[0][1], m13: p[0][2], m14: p[0][3],
    m21: p[1][0], m22: p[1][1], m23: p[1][2], m24: p[1][3],
    m31: p[2][0], m32: p[2][1], m33: p[2][2], m34: p[2][3],
    m41: p[3][0], m42: p[3][1], m43: p[3][2], m44: p[3][3])
}

/// The rows of `t`, for the matrix product.
private func rows(_ t: CATransform3D) -> [[CGFloat]] {
  [
    [t.m11, t.m12, t.m13, t.m14], [t.m21, t.m22, t.m23, t.m24],
    [t.m31, t.m32, t.m33, t.m34], [t.m41, t.m42, t.m43, t.m44],
  ]
}

/// The 3D transform of the affine transform `m` (`CATransform3DMakeAffineTransform`):
/// `m11 = a`, `m12 = b`, `m21 = c`, `m22 = d`, `m41 = tx`, `m42 = ty`, the rest the identity's.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
  var t = CATransform3DIdentity
  (t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
  return t
}

/// The affine part of `t` (`CATransform3DGetAffineTransform`): `a = m11`, `b = m12`,
/// `c = m21`, `d = m22`, `tx = m41`, `ty = m42`. Apple returns it for any transform; it is
/// exact only when ``CATransform3DIsAffine(_:)`` holds. It is what a frame draws.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
  CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

/// Whether `t` is exactly an affine transform (`CATransform3DIsAffine`): no depth terms
/// (`m13 = m23 = m31 = m32 = m43 = 0`, `m33 = 1`) and no perspective (`m14 = m24 = m34 = 0`,
/// `m44 = 1`).
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
  t.m13 == 0 && t.m23 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m43 == 0
    && t.m14 == 0 && t.m24 == 0 && t.m34 == 0 && t.m44 == 1
}
