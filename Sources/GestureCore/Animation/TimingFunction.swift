import Foundation

/// A timing curve mapping elapsed fraction to progress, Core Animation's
/// `CAMediaTimingFunction`: a cubic Bézier from (0, 0) to (1, 1) with two control points.
///
/// Evaluation solves `x(s) = t` for the curve parameter `s` (Newton's method, falling back to
/// bisection) and returns `y(s)`; the named curves use Apple's control points
/// (`CAMediaTimingFunctionName`), not polynomial approximations.
public struct TimingFunction: Sendable, Equatable {
  /// The first control point, x in 0…1.
  public var c1: CGPoint
  /// The second control point, x in 0…1.
  public var c2: CGPoint

  /// A curve with control points `c1` and `c2` (x coordinates clamped to 0…1).
  public init(c1: CGPoint, c2: CGPoint) {
    self.c1 = CGPoint(x: min(1, max(0, c1.x)), y: c1.y)
    self.c2 = CGPoint(x: min(1, max(0, c2.x)), y: c2.y)
  }

  /// Constant speed: (0, 0), (1, 1).
  public static let linear = TimingFunction(c1: CGPoint(x: 0, y: 0), c2: CGPoint(x: 1, y: 1))
  /// Slow start: (0.42, 0), (1, 1) (`kCAMediaTimingFunctionEaseIn`, `UIView.AnimationOptions.curveEaseIn`).
  public static let easeIn = TimingFunction(c1: CGPoint(x: 0.42, y: 0), c2: CGPoint(x: 1, y: 1))
  /// Slow end: (0, 0), (0.58, 1) (`kCAMediaTimingFunctionEaseOut`).
  public static let easeOut = TimingFunction(c1: CGPoint(x: 0, y: 0), c2: CGPoint(x: 0.58, y: 1))
  /// Slow start and end: (0.42, 0), (0.58, 1) (`kCAMediaTimingFunctionEaseInEaseOut`), UIView
  /// animations' default curve.
  public static let easeInOut = TimingFunction(
    c1: CGPoint(x: 0.42, y: 0), c2: CGPoint(x: 0.58, y: 1))
  /// Core Animation's default: (0.25, 0.1), (0.25, 1) (`kCAMediaTimingFunctionDefault`).
  public static let `default` = TimingFunction(
    c1: CGPoint(x: 0.25, y: 0.1), c2: CGPoint(x: 0.25, y: 1))

  /// Progress at elapsed fraction `t` (clamped to 0…1); 0 at 0 and 1 at 1.
  public func progress(at t: Double) -> Double {
    if t <= 0 { return 0 }
    if t >= 1 { return 1 }
    let x1 = Double(c1.x)
    let x2 = Double(c2.x)
    let s = solveParameter(forX: t, x1: x1, x2: x2)
    return Self.bezier(s, Double(c1.y), Double(c2.y))
  }

  /// B(s) for one coordinate with end points 0 and 1 and control values `p1`, `p2`.
  private static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - s
    return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
  }

  private static func derivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - s
    return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
  }

  private func solveParameter(forX x: Double, x1: Double, x2: Double) -> Double {
    var s = x
    for _ in 0..<8 {
      let error = Self.bezier(s, x1, x2) - x
      if abs(error) < 1e-12 { return s }
      let slope = Self.derivative(s, x1, x2)
      if abs(slope) < 1e-9 { break }
      s -= error / slope
    }
    // x(s) is monotonic for control x in 0…1, so bisection always converges.
    var low = 0.0
    var high = 1.0
    s = x
    for _ in 0..<100 {
      let value = Self.bezier(s, x1, x2)
      if abs(value - x) < 1e-12 { break }
      if value < x { low = s } else { high = s }
      s = (low + high) / 2
    }
    return s
  }
}
