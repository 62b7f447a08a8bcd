import Foundation

/// The documented formulas the corpus tests compute their expected values from, written out
/// here from their sources rather than taken from the core, so a test fails when the core
/// drifts from them (/work/shared/reference/uikit-behaviour.md, sections 5 and 6).
enum ReferenceFormulas {
  /// Core Animation's named timing curves: cubic Béziers from (0, 0) to (1, 1) with these
  /// control points (Apple, `CAMediaTimingFunctionName`).
  static let easeIn = (c1: (0.42, 0.0), c2: (1.0, 1.0))
  static let easeOut = (c1: (0.0, 0.0), c2: (0.58, 1.0))
  static let easeInOut = (c1: (0.42, 0.0), c2: (0.58, 1.0))

  /// The progress (0…1) of a Bézier timing curve at time fraction `t`: solves `x(s) = t` for
  /// the curve parameter by bisection, then evaluates `y(s)`.
  static func progress(
    _ curve: (c1: (Double, Double), c2: (Double, Double)), at t: Double
  ) -> Double {
    func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
      3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<80 {
      let mid = (low + high) / 2
      if bezier(mid, curve.c1.0, curve.c2.0) < t { low = mid } else { high = mid }
    }
    return bezier((low + high) / 2, curve.c1.1, curve.c2.1)
  }

  /// The remaining fraction of a critically damped spring animation (damping ratio 1, no
  /// initial velocity) `t` seconds into an animation of `duration` seconds, as UIKit's
  /// `usingSpringWithDamping: 1` builds it: `x(t) = e^(−ω0·t)·(1 + ω0·t)`, with the natural
  /// frequency ω0 for which the envelope falls to 0.001 exactly at `duration` (the
  /// Framer-derived reconstruction, reference §6.3), found here by bisection on
  /// `e^(−u)·(1 + u) = 0.001`, `u = ω0·duration`.
  static func criticallyDampedRemaining(at t: Double, duration: Double) -> Double {
    var low = 1.0
    var high = 50.0
    for _ in 0..<100 {
      let u = (low + high) / 2
      if exp(-u) * (1 + u) > 0.001 { low = u } else { high = u }
    }
    let omega = (low + high) / 2 / duration
    return exp(-omega * t) * (1 + omega * t)
  }

  /// UIScrollView's rubber band: how far the content shows past its edge when the finger has
  /// pulled `pull` points beyond it, in a scroll view `dimension` points long,
  /// `(1 − 1/(x·0.55/d + 1))·d` (reference §5.2).
  static func rubberBand(pull: Double, dimension: Double) -> Double {
    (1 - 1 / (pull * 0.55 / dimension + 1)) * dimension
  }
}
