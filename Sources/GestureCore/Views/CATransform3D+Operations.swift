import Foundation

// Core Animation's functions that build on a transform: translate, scale and rotate an
// existing transform, invert it, compare two (QuartzCore, `CATransform3D.h`). Each of the three
// that take a transform first applies the new step and then `t` (Apple: "t' = translate(tx, ty,
// tz) * t", "t' = scale(sx, sy, sz) * t", "t' = rotation(angle, x, y, z) * t"), the row-vector
// product of ``CATransform3DConcat(_:_:)``.

/// `t` preceded by a translation of `tx`, `ty`, `tz` points (`CATransform3DTranslate`): the
/// product `translate(tx, ty, tz) × t`, so a point moves by the translation first, then `t`.
public func CATransform3DTranslate(
  _ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat
) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// `t` preceded by a scale of the unitless factors `sx`, `sy`, `sz` (`CATransform3DScale`):
/// the product `scale(sx, sy, sz) × t`.
public func CATransform3DScale(
  _ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat
) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// `t` preceded by a rotation of `angle` radians about the axis `(x, y, z)`
/// (`CATransform3DRotate`): the product `rotation(angle, x, y, z) × t`
/// (``CATransform3DMakeRotation(_:_:_:_:)``). So `CATransform3DRotate(perspective, a, 0, 1, 0)`,
/// with `perspective.m34 = -1/d`, turns the layer first and projects it afterwards: the card
/// flip's idiom. A zero-length axis leaves `t` unchanged.
public func CATransform3DRotate(
  _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// Whether `a` and `b` are the same matrix, entry by entry (`CATransform3DEqualToTransform`).
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
  a == b
}

/// The inverse of `t` (`CATransform3DInvert`), or `t` itself when it has none (Apple: "If 't'
/// has no inverse, returns the original matrix"): a determinant of 0 or not finite. Computed
/// by Gauss–Jordan elimination with partial pivoting in `Double`.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
  var m = t.matrixRows.map { $0.map(Double.init) }
  var inverse: [[Double]] = (0..<4).map { i in (0..<4).map { $0 == i ? 1 : 0 } }
  for column in 0..<4 {
    let pivot = (column..<4).max { abs(m[$0][column]) < abs(m[$1][column]) } ?? column
    let value = m[pivot][column]
    guard value != 0, value.isFinite else { return t }
    m.swapAt(column, pivot)
    inverse.swapAt(column, pivot)
    for j in 0..<4 {
      m[column][j] /= value
      inverse[column][j] /= value
    }
    for row in 0..<4 where row != column {
      let factor = m[row][column]
      guard factor != 0 else { continue }
      for j in 0..<4 {
        m[row][j] -= factor * m[column][j]
        inverse[row][j] -= factor * inverse[column][j]
      }
    }
  }
  guard inverse.allSatisfy({ $0.allSatisfy(\.isFinite) }) else { return t }
  return CATransform3D(rows: inverse.map { $0.map { CGFloat($0) } })
}

extension CATransform3D {
  /// The four rows `[m11 m12 m13 m14]` … `[m41 m42 m43 m44]`.
  package var matrixRows: [[CGFloat]] {
    [
      [m11, m12, m13, m14], [m21, m22, m23, m24],
      [m31, m32, m33, m34], [m41, m42, m43, m44],
    ]
  }

  /// A transform from four rows of four entries (``matrixRows``).
  package init(rows r: [[CGFloat]]) {
    self.init(
      m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3],
      m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
      m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3],
      m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
  }
}
