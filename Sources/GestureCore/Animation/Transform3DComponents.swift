import Foundation

/// A ``CATransform3D`` as the numbers Core Animation interpolates it in: the decomposition of
/// CSS Transforms Level 2 ("Decomposing a 3D matrix", after Graphics Gems II's `unmatrix`),
/// which WebKit shares with Core Animation's matrix interpolation: translation, scale, skew,
/// perspective and rotation, with `M = scale × skew × rotation × translation × perspective`
/// in Core Animation's row-vector layout.
///
/// The rotation is kept as a rotation vector (the unit axis times the angle, radians), so that
/// UIKit's additive block animations (model value plus a fading difference) can add it: between
/// two rotations about one axis (a card flip) moving it linearly is exactly the quaternion
/// slerp of the CSS algorithm; about different axes it differs from slerp by the path, not the
/// ends. The 16 numbers: `tx ty tz`, `sx sy sz`, skew `xy xz yz`, perspective `p1 p2 p3 p4`,
/// rotation vector `rx ry rz`.
enum Transform3DComponents {
  /// The decomposition of `t`, or `nil` when it has none (`m44 = 0`, or a singular 3 × 3 part).
  static func components(_ t: CATransform3D) -> [Double]? {
    var m = t.matrixRows.map { $0.map(Double.init) }
    let w = m[3][3]
    guard w != 0, w.isFinite else { return nil }
    for i in 0..<4 { for j in 0..<4 { m[i][j] /= w } }
    var perspectiveMatrix = m
    for i in 0..<3 { perspectiveMatrix[i][3] = 0 }
    perspectiveMatrix[3][3] = 1
    let pm = CATransform3D(rows: perspectiveMatrix.map { $0.map { CGFloat($0) } })
    let inverse = CATransform3DInvert(pm)
    guard inverse != pm || CATransform3DIsIdentity(pm) else { return nil }
    var perspective = [0.0, 0, 0, 1]
    if m[0][3] != 0 || m[1][3] != 0 || m[2][3] != 0 {
      // Column 4 of M is the perspective-free part times the perspective column.
      let rhs = [m[0][3], m[1][3], m[2][3], m[3][3]]
      let inv = inverse.matrixRows.map { $0.map(Double.init) }
      perspective = (0..<4).map { i in (0..<4).reduce(0) { $0 + inv[i][$1] * rhs[$1] } }
    }
    let translation = [m[3][0], m[3][1], m[3][2]]
    var row = (0..<3).map { i in [m[i][0], m[i][1], m[i][2]] }
    var scale = [0.0, 0, 0]
    var skew = [0.0, 0, 0]
    scale[0] = length(row[0])
    guard scale[0] != 0 else { return nil }
    row[0] = row[0].map { $0 / scale[0] }
    skew[0] = dot(row[0], row[1])
    row[1] = combine(row[1], row[0], -skew[0])
    scale[1] = length(row[1])
    guard scale[1] != 0 else { return nil }
    row[1] = row[1].map { $0 / scale[1] }
    skew[0] /= scale[1]
    skew[1] = dot(row[0], row[2])
    row[2] = combine(row[2], row[0], -skew[1])
    skew[2] = dot(row[1], row[2])
    row[2] = combine(row[2], row[1], -skew[2])
    scale[2] = length(row[2])
    guard scale[2] != 0 else { return nil }
    row[2] = row[2].map { $0 / scale[2] }
    skew[1] /= scale[2]
    skew[2] /= scale[2]
    if dot(row[0], cross(row[1], row[2])) < 0 {
      for i in 0..<3 {
        scale[i] = -scale[i]
        row[i] = row[i].map { -$0 }
      }
    }
    var q = [
      0.5 * max(1 + row[0][0] - row[1][1] - row[2][2], 0).squareRoot(),
      0.5 * max(1 - row[0][0] + row[1][1] - row[2][2], 0).squareRoot(),
      0.5 * max(1 - row[0][0] - row[1][1] + row[2][2], 0).squareRoot(),
      0.5 * max(1 + row[0][0] + row[1][1] + row[2][2], 0).squareRoot(),
    ]
    if row[2][1] > row[1][2] { q[0] = -q[0] }
    if row[0][2] > row[2][0] { q[1] = -q[1] }
    if row[1][0] > row[0][1] { q[2] = -q[2] }
    let numbers = translation + scale + skew + perspective + rotationVector(q)
    return numbers.allSatisfy(\.isFinite) ? numbers : nil
  }

  /// ``components(_:)``, or the identity's when `t` has no decomposition.
  static func components(of t: CATransform3D) -> [Double] {
    components(t) ?? components(CATransform3DIdentity)!
  }

  /// The transform of ``components(_:)``: `scale × skew × rotation × translation ×
  /// perspective`.
  static func transform(_ c: [Double]) -> CATransform3D {
    let s = CATransform3DMakeScale(c[3], c[4], c[5])
    var k = CATransform3DIdentity
    (k.m21, k.m31, k.m32) = (c[6], c[7], c[8])
    let q = quaternion(Array(c[13..<16]))
    let (x, y, z, w) = (q[0], q[1], q[2], q[3])
    var r = CATransform3DIdentity
    r.m11 = 1 - 2 * (y * y + z * z)
    r.m12 = 2 * (x * y + z * w)
    r.m13 = 2 * (x * z - y * w)
    r.m21 = 2 * (x * y - z * w)
    r.m22 = 1 - 2 * (x * x + z * z)
    r.m23 = 2 * (y * z + x * w)
    r.m31 = 2 * (x * z + y * w)
    r.m32 = 2 * (y * z - x * w)
    r.m33 = 1 - 2 * (x * x + y * y)
    let t = CATransform3DMakeTranslation(c[0], c[1], c[2])
    var p = CATransform3DIdentity
    (p.m14, p.m24, p.m34, p.m44) = (c[9], c[10], c[11], c[12])
    return [k, r, t, p].reduce(s) { CATransform3DConcat($0, $1) }
  }

  /// `old` with its rotation turned to the equivalent rotation vector nearer `new`'s (the
  /// same rotation the other way round the axis), so that the animation takes the shorter way,
  /// as slerp does between quaternions of positive dot product.
  static func nearest(_ old: [Double], to new: [Double]) -> [Double] {
    let r = Array(old[13..<16])
    let angle = length(r)
    guard angle > 0 else { return old }
    let other = r.map { $0 * (1 - 2 * Double.pi / angle) }
    let target = Array(new[13..<16])
    func distance(_ a: [Double]) -> Double { length(zip(a, target).map { $0 - $1 }) }
    guard distance(other) < distance(r) else { return old }
    return Array(old[0..<13]) + other
  }

  /// The rotation vector of the unit quaternion `q` (x, y, z, w), angle 0…π.
  private static func rotationVector(_ q: [Double]) -> [Double] {
    var q = q
    if q[3] < 0 { q = q.map { -$0 } }
    let v = Array(q[0..<3])
    let sine = length(v)
    guard sine > 0 else { return [0, 0, 0] }
    let angle = 2 * atan2(sine, q[3])
    return v.map { $0 / sine * angle }
  }

  /// The unit quaternion (x, y, z, w) of a rotation vector. An angle over a full turn is
  /// first reduced modulo 2π (the same rotation), its axis found from the vector scaled by its
  /// largest component, so that a huge angle (an animation's `toValue` of 1e300 radians) whose
  /// squared length overflows still gives a rotation; a vector that is not finite gives none.
  static func quaternion(_ r: [Double]) -> [Double] {
    let angle = length(r)
    if angle > 0, angle <= 2 * .pi {
      let s = sin(angle / 2) / angle
      return [r[0] * s, r[1] * s, r[2] * s, cos(angle / 2)]
    }
    let largest = r.map(abs).max() ?? 0
    guard largest > 0, largest.isFinite else { return [0, 0, 0, 1] }
    let scaled = r.map { $0 / largest }
    let scaledLength = length(scaled)
    let axis = scaled.map { $0 / scaledLength }
    let full = largest * scaledLength
    guard full.isFinite else { return [0, 0, 0, 1] }
    let reduced = full.truncatingRemainder(dividingBy: 2 * .pi)
    let s = sin(reduced / 2)
    return [axis[0] * s, axis[1] * s, axis[2] * s, cos(reduced / 2)]
  }

  private static func length(_ v: [Double]) -> Double { dot(v, v).squareRoot() }

  private static func dot(_ a: [Double], _ b: [Double]) -> Double {
    zip(a, b).reduce(0) { $0 + $1.0 * $1.1 }
  }

  private static func cross(_ a: [Double], _ b: [Double]) -> [Double] {
    [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
  }

  /// `a + factor · b`.
  private static func combine(_ a: [Double], _ b: [Double], _ factor: Double) -> [Double] {
    zip(a, b).map { $0 + factor * $1 }
  }
}
