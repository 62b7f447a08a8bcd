import Foundation

/// The motion of a scroll view after the finger lifts with some velocity: the velocity decays
/// by `decelerationRate` every millisecond.
///
/// With `k = 1000·ln(rate)`: `v(t) = v0·rate^(1000t)`, `x(t) = x0 + v0·(rate^(1000t) − 1) / k`,
/// resting at `x0 − v0 / k`. The rate is UIScrollView's `decelerationRate` (normal 0.998, fast
/// 0.99, Apple's constants); the per-millisecond model and formulas are Ilya Lobanov's
/// ("Scrolling mechanics of UIScrollView", implemented in ScrollMechanics'
/// `DecelerationTimingParameters`). With v0 = 1000 pt/s it travels 499.5 pt at normal, 99.5 pt
/// at fast. Positions in points, velocities in points per second, times in seconds.
public struct Deceleration: Sendable, Equatable {
  /// UIScrollView's `DecelerationRate.normal`, as a `Double`.
  public static let normalRate = Double(UIScrollView.DecelerationRate.normal.rawValue)
  /// UIScrollView's `DecelerationRate.fast`, as a `Double`.
  public static let fastRate = Double(UIScrollView.DecelerationRate.fast.rawValue)
  /// Below this speed, in points per second, the motion counts as stopped (half a point of
  /// remaining travel at normal rate ≈ 1 pt/s).
  public static let stopVelocity = 1.0

  /// Where the motion starts, points.
  public var start: Double
  /// The velocity at release, points per second.
  public var initialVelocity: Double
  /// The fraction of velocity kept per millisecond, 0 < rate < 1.
  public var rate: Double

  /// A deceleration from `start` at `initialVelocity` with `rate`.
  public init(start: Double, initialVelocity: Double, rate: Double = Deceleration.normalRate) {
    self.start = start
    self.initialVelocity = initialVelocity
    self.rate = rate
  }

  private var k: Double { 1000 * log(rate) }

  /// The position `t` seconds after release.
  public func position(at t: Double) -> Double {
    start + initialVelocity * (pow(rate, 1000 * t) - 1) / k
  }

  /// The velocity `t` seconds after release.
  public func velocity(at t: Double) -> Double {
    initialVelocity * pow(rate, 1000 * t)
  }

  /// Where the motion comes to rest.
  public var destination: Double { start - initialVelocity / k }

  /// How long until the speed falls below `stopVelocity`, seconds (0 when it starts below).
  public var duration: Double {
    let speed = abs(initialVelocity)
    guard speed > Deceleration.stopVelocity else { return 0 }
    return log(Deceleration.stopVelocity / speed) / k
  }

  /// When the motion reaches `position`, seconds, or `nil` if it never does.
  public func time(toReach position: Double) -> Double? {
    let fraction = 1 + (position - start) * k / initialVelocity
    guard fraction > 0, fraction <= 1, initialVelocity != 0 else { return nil }
    return log(fraction) / k
  }
}
