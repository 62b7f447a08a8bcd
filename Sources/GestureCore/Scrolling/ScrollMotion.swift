import Foundation

/// What a scroll view's content does on its own, per axis: decelerate, spring back to an edge
/// or page, run an animated offset change, or rest. Positions in points, times in seconds of
/// simulated time.
struct ScrollMotion {
  enum Axis {
    /// Not moving.
    case resting(Double)
    /// Decelerating from release at `start`.
    case decelerating(Deceleration, start: Double)
    /// Springing back to `spring.rest` since `start`.
    case bouncing(BounceSpring, start: Double)
    /// An animated `setContentOffset`: ease-in-out over `ScrollMotion.animationDuration`.
    case animated(from: Double, to: Double, start: Double)

    var isFinished: Bool {
      if case .resting = self { return true }
      return false
    }

    /// The position at `time`, switching phases as the motion requires: a deceleration that
    /// crosses an edge hands its velocity to a bounce spring at the crossing instant (or stops
    /// there without `bounces`); a motion within `threshold` of its end snaps to it.
    mutating func advance(
      to time: Double, range: ClosedRange<Double>, bounces: Bool, threshold: Double
    ) -> Double {
      switch self {
      case .resting(let position):
        return position
      case .decelerating(let motion, let start):
        let destination = motion.destination
        let edge =
          destination < range.lowerBound
          ? range.lowerBound
          : destination > range.upperBound ? range.upperBound : nil
        if let edge, let crossing = motion.time(toReach: edge), time - start >= crossing {
          guard bounces else {
            self = .resting(edge)
            return edge
          }
          let spring = BounceSpring(
            from: edge, velocity: motion.velocity(at: crossing), rest: edge)
          self = .bouncing(spring, start: start + crossing)
          return advance(to: time, range: range, bounces: bounces, threshold: threshold)
        }
        let position = motion.position(at: time - start)
        if abs(destination - position) < threshold {
          self = .resting(destination)
          return destination
        }
        return position
      case .bouncing(let spring, let start):
        if spring.isSettled(at: time - start, threshold: threshold) {
          self = .resting(spring.rest)
          return spring.rest
        }
        return spring.position(at: time - start)
      case .animated(let from, let to, let start):
        let fraction = (time - start) / ScrollMotion.animationDuration
        if fraction >= 1 {
          self = .resting(to)
          return to
        }
        return from + (to - from) * TimingFunction.easeInOut.progress(at: fraction)
      }
    }
  }

  /// The duration of an animated `setContentOffset`, seconds.
  static let animationDuration = 0.3
  /// Below this release speed, points per second, the content does not decelerate (flowkey's
  /// 10 pt/s; a finger that stops before lifting).
  static let minimumVelocity = 10.0

  var x: Axis
  var y: Axis
  var endsWithScrollingAnimation = false

  /// The motion after the finger lifts with `velocity` (content velocity, points per second),
  /// or `nil` when the content stays where it is.
  @MainActor
  static func afterRelease(of view: UIScrollView, velocity: CGPoint, at time: Double)
    -> ScrollMotion?
  {
    let range = view.contentOffsetRange
    let offset = view.contentOffset
    func axis(
      _ position: CGFloat, _ v: CGFloat, _ r: ClosedRange<CGFloat>, _ page: CGFloat, scrolls: Bool
    ) -> Axis {
      let p = Double(position)
      let speed = scrolls ? Double(v) : 0
      let lower = Double(r.lowerBound)
      let upper = Double(r.upperBound)
      if view.isPagingEnabled, scrolls, page > 0 {
        let target = pageTarget(p, velocity: speed, page: Double(page), range: lower...upper)
        if abs(target - p) < 1e-9 && abs(speed) < minimumVelocity { return .resting(p) }
        return .bouncing(BounceSpring(from: p, velocity: speed, rest: target), start: time)
      }
      if p < lower || p > upper {
        let rest = min(max(p, lower), upper)
        return .bouncing(BounceSpring(from: p, velocity: speed, rest: rest), start: time)
      }
      if abs(speed) < minimumVelocity { return .resting(p) }
      return .decelerating(
        Deceleration(
          start: p, initialVelocity: speed, rate: Double(view.decelerationRate.rawValue)),
        start: time)
    }
    let motion = ScrollMotion(
      x: axis(
        offset.x, velocity.x, range.x, view.bounds.width, scrolls: view.scrollsHorizontally),
      y: axis(
        offset.y, velocity.y, range.y, view.bounds.height, scrolls: view.scrollsVertically))
    return motion.x.isFinished && motion.y.isFinished ? nil : motion
  }

  /// The page a paging scroll view settles on: the next page in the direction of a release
  /// faster than the minimum velocity, else the nearest page (Chameleon's half-page rule),
  /// within the offset range.
  static func pageTarget(
    _ position: Double, velocity: Double, page: Double, range: ClosedRange<Double>
  ) -> Double {
    let base = range.lowerBound
    let index = (position - base) / page
    let target: Double
    if velocity > minimumVelocity {
      target = index.rounded(.down) + 1
    } else if velocity < -minimumVelocity {
      target = index.rounded(.up) - 1
    } else {
      target = index.rounded()
    }
    return min(max(base + target * page, range.lowerBound), range.upperBound)
  }
}
