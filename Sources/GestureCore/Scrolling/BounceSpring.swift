import Foundation

/// The spring that brings an overscrolled scroll view back to its edge.
///
/// Apple does not document UIScrollView's bounce. This is the working model of ScrollMechanics'
/// `bounce(withVelocity:)`: a critically damped spring with mass 1 and stiffness 100
/// (damping ratio 1, β = 10/s), so it returns without overshoot:
/// `x(t) = e^(−βt)·(x0 + (v0 + β·x0)·t)`, where `x` is the displacement from the rest position
/// in points and `v0` the velocity at hand-off in points per second.
public struct BounceSpring: Sendable, Equatable {
  /// Stiffness over mass, 1/s²: ω0 = 10 rad/s.
  public static let stiffness = 100.0
  /// β = damping / (2·mass) for damping ratio 1, per second.
  public static let beta = 10.0

  /// Where the spring comes to rest, points.
  public var rest: Double
  /// The displacement from `rest` at the start, points.
  public var initialDisplacement: Double
  /// The velocity at the start, points per second.
  public var initialVelocity: Double

  /// A spring starting at `position` with `velocity`, settling at `rest`.
  public init(from position: Double, velocity: Double, rest: Double) {
    self.rest = rest
    self.initialDisplacement = position - rest
    self.initialVelocity = velocity
  }

  /// The position `t` seconds after the start.
  public func position(at t: Double) -> Double {
    let x0 = initialDisplacement
    let c2 = initialVelocity + BounceSpring.beta * x0
    return rest + exp(-BounceSpring.beta * t) * (x0 + c2 * t)
  }

  /// The velocity `t` seconds after the start.
  public func velocity(at t: Double) -> Double {
    let x0 = initialDisplacement
    let c2 = initialVelocity + BounceSpring.beta * x0
    return exp(-BounceSpring.beta * t) * (c2 - BounceSpring.beta * (x0 + c2 * t))
  }

  /// Whether, at `t`, the spring is within `threshold` points of rest and would move less than
  /// `threshold` in a 60 Hz frame: the moment the simulation snaps it to rest exactly (what is
  /// left is below a device pixel).
  public func isSettled(at t: Double, threshold: Double) -> Bool {
    abs(position(at: t) - rest) < threshold && abs(velocity(at: t)) / 60 < threshold
  }
}
