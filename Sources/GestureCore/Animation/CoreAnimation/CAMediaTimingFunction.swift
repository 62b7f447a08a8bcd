import Foundation

/// The name of one of Core Animation's predefined timing curves (`CAMediaTimingFunctionName`).
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
  /// The name, as Core Animation spells it (`kCAMediaTimingFunctionLinear` is `"linear"`).
  public let rawValue: String
  /// A name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Constant speed: (0, 0), (1, 1).
  public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
  /// Slow start: (0.42, 0), (1, 1).
  public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
  /// Slow end: (0, 0), (0.58, 1).
  public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
  /// Slow start and end: (0.42, 0), (0.58, 1).
  public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
  /// The curve of implicit animations: (0.25, 0.1), (0.25, 1).
  public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A timing curve, Core Animation's `CAMediaTimingFunction`: a cubic Bézier from (0, 0) to
/// (1, 1) whose two inner control points shape how an animation's progress follows its time.
/// Evaluated by ``TimingFunction`` (the curve UIView animations use), with Apple's control
/// points for the named curves (CAMediaTimingFunction.h).
open class CAMediaTimingFunction: _ObjCProtocol {
  /// The curve.
  let curve: TimingFunction

  /// One of the predefined curves (`init(name:)`); an unknown name gives the linear curve.
  public init(name: CAMediaTimingFunctionName) {
    switch name {
    case .easeIn: curve = .easeIn
    case .easeOut: curve = .easeOut
    case .easeInEaseOut: curve = .easeInOut
    case .default: curve = .default
    default: curve = .linear
    }
  }

  /// A curve with control points (`c1x`, `c1y`) and (`c2x`, `c2y`)
  /// (`init(controlPoints:_:_:_:)`); x coordinates are clamped to 0…1, as Core Animation
  /// requires them there.
  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
    curve = TimingFunction(
      c1: CGPoint(x: Double(c1x), y: Double(c1y)), c2: CGPoint(x: Double(c2x), y: Double(c2y)))
  }

  init(curve: TimingFunction) { self.curve = curve }

  /// Writes control point `idx` (0…3: the end points (0, 0) and (1, 1) are 0 and 3) into
  /// `ptr` as two floats, x then y (`getControlPoint(at:values:)`); other indices write
  /// nothing.
  open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
    let point: CGPoint
    switch idx {
    case 0: point = .zero
    case 1: point = curve.c1
    case 2: point = curve.c2
    case 3: point = CGPoint(x: 1, y: 1)
    default: return
    }
    ptr[0] = Float(point.x)
    ptr[1] = Float(point.y)
  }
}
