import Foundation

/// A damped harmonic oscillator driving an animation, Core Animation's `CASpringAnimation`.
///
/// The animated value's *remaining fraction* `x(t)` (1 at the start, 0 at the target) obeys
/// `m·x'' + c·x' + k·x = 0` with `x(0) = 1` and `x'(0) = −initialVelocity`: a positive initial
/// velocity points toward the target, as in Core Animation. With `β = c / 2m`, `ω0 = √(k/m)`,
/// `ζ = c / (2√(mk))` (ScrollMechanics `SpringTimingParameters`):
/// - ζ < 1: `x(t) = e^(−βt)·(cos ωd·t + ((v0 + β)/ωd)·sin ωd·t)`, `ωd = ω0·√(1 − ζ²)`
/// - ζ = 1: `x(t) = e^(−βt)·(1 + (v0 + β)·t)`
/// - ζ > 1: the sum of two decaying exponentials with rates `β ∓ ω0·√(ζ² − 1)`
/// where `v0 = x'(0)`.
public struct SpringTiming: Sendable, Equatable {
  /// The mass, m (Core Animation's default 1).
  public var mass: Double
  /// The spring constant, k, in N/m with unit mass (Core Animation's default 100).
  public var stiffness: Double
  /// The damping coefficient, c (Core Animation's default 10).
  public var damping: Double
  /// The initial velocity in fractions of the distance per second, positive toward the target
  /// (`initialSpringVelocity`: 1 covers the whole distance in one second).
  public var initialVelocity: Double

  /// A spring with explicit physical parameters (`CASpringAnimation`'s `mass`, `stiffness`,
  /// `damping`, `initialVelocity`); the defaults are Core Animation's.
  public init(
    mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0
  ) {
    self.mass = mass > 0 ? mass : 1
    self.stiffness = stiffness > 0 ? stiffness : 100
    self.damping = max(0, damping)
    self.initialVelocity = initialVelocity
  }

  /// The spring UIKit builds for `animate(withDuration:delay:usingSpringWithDamping:
  /// initialSpringVelocity:…)`: mass 1 and the stiffness for which the oscillation's envelope
  /// falls to ``settlingThreshold`` exactly at `duration`, the initial velocity counted; damping
  /// from the ratio. So the spring settles by the duration (``settlingDuration`` is the
  /// duration), and an animation that ends there ends within 0.001 of the distance from the
  /// target: no visible jump, whatever the velocity.
  ///
  /// The condition is the reconstruction published by guillianbalisi/ios-spring-animations
  /// (Framer-derived) and used by material-motion to read the `CASpringAnimation` UIKit creates
  /// (reference §6.3), with the envelope of the oscillator itself (ScrollMechanics
  /// `SpringTimingParameters`): `√(1 + ((β − v)/ωd)²)·e^(−β·t)` below critical damping,
  /// `(1 + |ω0 − v|·t)·e^(−ω0·t)` at it. The reconstruction keeps only the sine term,
  /// `((β − v)/ωd)·e^(−β·t)`, which is negative once the velocity exceeds β: Newton's method then
  /// finds springs that settle long after the duration (velocity 6) or within a few frames
  /// (velocity 20). The natural frequency is the smallest at which the envelope has fallen to
  /// the threshold at the duration, found by a geometric scan from `0.1 / duration` and
  /// bisection.
  ///
  /// The ratio is clamped to (0, 1] and the duration to 0.01…10 s.
  public init(dampingRatio: Double, duration: Double, initialVelocity: Double) {
    let ratio = min(1, max(1e-6, dampingRatio))
    let d = min(10, max(0.01, duration))
    let v = initialVelocity.isFinite ? initialVelocity : 0
    let target = log(SpringTiming.settlingThreshold)
    // The logarithm of the envelope at t = d, as a function of ω0.
    func logEnvelope(_ omega: Double) -> Double {
      if ratio < 1 {
        let decay = omega * ratio
        let damped = omega * (1 - ratio * ratio).squareRoot()
        let b = (decay - v) / damped
        return 0.5 * log1p(b * b) - decay * d
      }
      return log1p(abs(omega - v) * d) - omega * d
    }
    var low = 0.1 / d
    var high = low
    while logEnvelope(high) > target, high < 1e9 / d {
      low = high
      high *= 1.05
    }
    for _ in 0..<80 {
      let middle = (low + high) / 2
      if logEnvelope(middle) > target { low = middle } else { high = middle }
    }
    let stiffness = high * high
    self.init(
      mass: 1, stiffness: stiffness, damping: 2 * ratio * stiffness.squareRoot(),
      initialVelocity: v)
  }

  /// The remaining fraction below which the spring counts as settled: 0.001 of the distance
  /// (the ε of the duration reconstruction above).
  public static let settlingThreshold = 0.001

  /// The damping ratio ζ = c / (2√(mk)); 1 is critically damped (no overshoot).
  public var dampingRatio: Double { damping / (2 * (mass * stiffness).squareRoot()) }

  /// The undamped angular frequency ω0 = √(k/m), radians per second.
  public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

  /// The remaining fraction of the distance at `t` seconds after the start (1 at 0, → 0; below
  /// 0 when the spring overshoots the target).
  public func remaining(at t: Double) -> Double {
    if t <= 0 { return 1 }
    let beta = damping / (2 * mass)
    let omega0 = naturalFrequency
    let v0 = -initialVelocity
    let zeta = dampingRatio
    if abs(zeta - 1) < 1e-9 {
      return exp(-beta * t) * (1 + (v0 + beta) * t)
    }
    if zeta < 1 {
      let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
      return exp(-beta * t) * (cos(omegaD * t) + (v0 + beta) / omegaD * sin(omegaD * t))
    }
    let gamma = omega0 * (zeta * zeta - 1).squareRoot()
    let c1 = (v0 + (beta + gamma)) / (2 * gamma)
    let c2 = 1 - c1
    return c1 * exp((-beta + gamma) * t) + c2 * exp((-beta - gamma) * t)
  }

  /// How long the spring takes to settle, seconds: the time after which `|remaining|` stays
  /// below ``settlingThreshold`` (`CASpringAnimation.settlingDuration` with this threshold).
  /// Underdamped springs use the envelope `A·e^(−βt)`; others are sampled every millisecond,
  /// up to 60 s.
  public var settlingDuration: Double {
    let beta = damping / (2 * mass)
    let zeta = dampingRatio
    if zeta < 1 - 1e-9, beta > 0 {
      let omegaD = naturalFrequency * (1 - zeta * zeta).squareRoot()
      let b = (-initialVelocity + beta) / omegaD
      let amplitude = (1 + b * b).squareRoot()
      return max(0, log(amplitude / SpringTiming.settlingThreshold) / beta)
    }
    var lastAbove = 0.0
    var t = 0.0
    while t <= 60 {
      if abs(remaining(at: t)) >= SpringTiming.settlingThreshold { lastAbove = t }
      t += 0.001
    }
    return lastAbove + 0.001
  }
}
