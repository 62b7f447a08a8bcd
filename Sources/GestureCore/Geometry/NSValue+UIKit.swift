import Foundation

// UIKit's and Core Animation's `NSValue` boxes for geometry (NSValue+UIGeometryAdditions and
// NSValue+CATransform3D): boxing a point, size, rectangle or transform for a dictionary, a
// key-value change or an animation's `fromValue`/`toValue`, and reading it back. Foundation on
// Linux has `NSValue(point:)`, `(size:)` and `(rect:)` (the same `CGPoint`, `CGSize`, `CGRect`),
// and boxes a transform as an array of its doubles (`[16d]`, `[6d]`): it cannot box structs of
// other names.
extension NSValue {
  /// A value holding `point` (`init(cgPoint:)`).
  public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
  /// A value holding `size` (`init(cgSize:)`).
  public convenience init(cgSize size: CGSize) { self.init(size: size) }
  /// A value holding `rect` (`init(cgRect:)`).
  public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }

  /// A value holding `t`, its entries `m11` … `m44` row by row (`init(caTransform3D:)`).
  public convenience init(caTransform3D t: CATransform3D) {
    let entries = NSValue.entries(t)
    self.init(doubles: entries, type: "[16d]")
  }

  /// A value holding `transform`, (a, b, c, d, tx, ty) (`init(cgAffineTransform:)`).
  public convenience init(cgAffineTransform transform: CGAffineTransform) {
    let t = transform
    self.init(doubles: [t.a, t.b, t.c, t.d, t.tx, t.ty].map(Double.init), type: "[6d]")
  }

  private convenience init(doubles: [Double], type: String) {
    self.init(
      bytes: doubles.withUnsafeBytes { UnsafeRawPointer($0.baseAddress!) }, objCType: type)
  }

  /// The point held (`cgPointValue`), `.zero` when the value holds no point.
  public var cgPointValue: CGPoint { objCTypeName == "{CGPoint=dd}" ? pointValue : .zero }
  /// The size held (`cgSizeValue`), `.zero` when the value holds no size.
  public var cgSizeValue: CGSize { objCTypeName == "{CGSize=dd}" ? sizeValue : .zero }
  /// The rectangle held (`cgRectValue`), `.zero` when the value holds no rectangle.
  public var cgRectValue: CGRect { objCTypeName.hasPrefix("{CGRect=") ? rectValue : .zero }

  /// The transform held (`caTransform3DValue`), the identity when the value holds none.
  public var caTransform3DValue: CATransform3D {
    guard let m = doubles(16) else { return CATransform3DIdentity }
    return CATransform3D(
      m11: m[0], m12: m[1], m13: m[2], m14: m[3], m21: m[4], m22: m[5], m23: m[6], m24: m[7],
      m31: m[8], m32: m[9], m33: m[10], m34: m[11], m41: m[12], m42: m[13], m43: m[14],
      m44: m[15])
  }

  /// The affine transform held (`cgAffineTransformValue`), the identity when it holds none.
  public var cgAffineTransformValue: CGAffineTransform {
    guard let m = doubles(6) else { return .identity }
    return CGAffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5])
  }

  /// The Objective-C type encoding of the value.
  var objCTypeName: String { String(cString: objCType) }

  /// The `count` doubles of a `[<count>d]` value, or `nil`.
  private func doubles(_ count: Int) -> [Double]? {
    guard objCTypeName == "[\(count)d]" else { return nil }
    var values = [Double](repeating: 0, count: count)
    values.withUnsafeMutableBytes { getValue($0.baseAddress!) }
    return values
  }

  /// `t`'s entries row by row.
  static func entries(_ t: CATransform3D) -> [Double] {
    [
      t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
      t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
    ].map(Double.init)
  }
}
