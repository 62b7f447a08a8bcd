import Foundation

/// How an animator's drawn progress follows its fraction complete `x` (0…1 of its timeline):
/// the progress `p` is 0 at the start values and 1 at the end values (a spring overshoots
/// past 1).
///
/// - ``curve``: `p = C(x)`, the timing curve over the whole duration (a spring evaluated at
///   `x · duration` seconds): how an animator runs from its start, and how it retraces its
///   curve when reversed from a point on it.
/// - ``linear``: `p = x`, while paused and scrubbed with `scrubsLinearly` (Apple: "the
///   animator uses a linear timing function during scrubbing").
/// - ``segment``: from `(x0, p0)` to `(x1, p1)` along a timing of `seconds`, `p = p0 + (p1 −
///   p0)·C((x − x0)/(x1 − x0))`: how the animator goes on from a point off its curve (after a
///   linear scrub, or with `continueAnimation(withTimingParameters:durationFactor:)`'s new
///   timing, which Apple says "is applied to the remaining animation").
enum PropertyAnimatorPacing {
  case curve(timings: [AnimationTiming], seconds: Double)
  case linear
  case segment(
    x0: Double, p0: [Double], x1: Double, p1: Double, timings: [AnimationTiming], seconds: Double)

  /// The progress at `x` for components of `axis` (0: x-like, 1: y-like, for a spring's
  /// velocity vector).
  func progress(at x: Double, axis: Int) -> Double {
    switch self {
    case .curve(let timings, let seconds):
      return Self.value(timings[axis], at: x, seconds: seconds)
    case .linear:
      return x
    case .segment(let x0, let p0, let x1, let p1, let timings, let seconds):
      let span = x1 - x0
      let u = span == 0 ? 1 : min(1, max(0, (x - x0) / span))
      return p0[axis] + (p1 - p0[axis]) * Self.value(timings[axis], at: u, seconds: seconds)
    }
  }

  /// The timing's progress `u` of the way through `seconds` (1 − remaining). An endless
  /// timing (`seconds` infinite: an animator of duration `.infinity`) is evaluated as the
  /// same timing over 1 s at `u` seconds — a curve's shape, which does not depend on the
  /// duration — so scrubbing it gives finite values; running, such an animator does not move.
  static func value(_ timing: AnimationTiming, at u: Double, seconds: Double) -> Double {
    guard seconds > 0 else { return u >= 1 ? 1 : 0 }
    if u >= 1 { return 1 }
    guard u > 0 else { return 0 }
    guard seconds.isFinite else { return 1 - timing.remaining(elapsed: u, duration: 1) }
    return 1 - timing.remaining(elapsed: u * seconds, duration: seconds)
  }
}

/// One property of one view an animator animates: the values before and after its block, and
/// where in the animator's progress it starts (a block added while running, or with a delay
/// factor, starts late and ends with the others).
@preconcurrency @MainActor
final class PropertyAnimatorTrack {
  weak var view: UIView?
  let property: AnimatableProperty
  /// The components before the block.
  let from: [Double]
  /// The components the block set.
  let to: [Double]
  /// The fraction complete at which it starts.
  let startFraction: Double

  init(
    view: UIView, property: AnimatableProperty, from: [Double], to: [Double],
    startFraction: Double
  ) {
    self.view = view
    self.property = property
    self.from = from
    self.to = to
    self.startFraction = startFraction
  }

  /// Which velocity component drives component `index`: a center's y takes `dy`, everything
  /// else `dx`.
  func axis(of index: Int) -> Int { property == .center && index == 1 ? 1 : 0 }
}
