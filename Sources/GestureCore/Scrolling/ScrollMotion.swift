import Foundation

/// What a scroll view's content does on its own, per axis: decelerate, spring back to an edge
/// or page, run an animated offset change, or rest. Positions in points, times in seconds of
/// simulated time.
struct ScrollMotion {
  enum Axis {
    /// Not moving.
    case resting(Double)
    /// Decelerating from release at `start`, coming to rest at `rest` (the deceleration's
    /// destination, kept exactly: a target the delegate wrote is reached to the last bit).
    case decelerating(Deceleration, start: Double, rest: Double)
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
      case .decelerating(let motion, let start, let destination):
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

  /// Where the content would come to rest after the finger lifts with `velocity` (content
  /// velocity, points per second): the `targetContentOffset` UIKit proposes to
  /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`. Per axis that scrolls:
  /// with paging, the page ``pageTarget(_:velocity:page:range:)`` picks; past an edge, that
  /// edge; slower than ``minimumVelocity``, the offset itself; otherwise the deceleration's
  /// resting offset `x0 − v0/(1000·ln rate)` (`Deceleration.destination`), clamped to the offset
  /// range, since a fling into an edge bounces back to it. An axis that does not scroll keeps
  /// its offset.
  @preconcurrency @MainActor
  static func proposedTarget(of view: UIScrollView, velocity: CGPoint) -> CGPoint {
    let range = view.contentOffsetRange
    let offset = view.contentOffset
    func axis(
      _ position: CGFloat, _ v: CGFloat, _ r: ClosedRange<CGFloat>, _ page: CGFloat, scrolls: Bool
    ) -> CGFloat {
      guard scrolls else { return position }
      let p = Double(position)
      let lower = Double(r.lowerBound)
      let upper = Double(r.upperBound)
      if view.isPagingEnabled, page > 0 {
        return CGFloat(pageTarget(p, velocity: Double(v), page: Double(page), range: lower...upper))
      }
      if p < lower || p > upper || abs(Double(v)) < minimumVelocity {
        return CGFloat(min(max(p, lower), upper))
      }
      let destination = Deceleration(
        start: p, initialVelocity: Double(v), rate: Double(view.decelerationRate.rawValue)
      ).destination
      return CGFloat(min(max(destination, lower), upper))
    }
    return CGPoint(
      x: axis(offset.x, velocity.x, range.x, view.bounds.width, scrolls: view.scrollsHorizontally),
      y: axis(offset.y, velocity.y, range.y, view.bounds.height, scrolls: view.scrollsVertically))
  }

  /// The motion after the finger lifts with `velocity` (content velocity, points per second)
  /// towards `target`, or `nil` when the content stays where it is.
  ///
  /// An axis whose target is the one ``proposedTarget(of:velocity:)`` gives moves as UIKit's
  /// scroll view does on its own: a page snap or a bounce back on the bounce spring, or a
  /// deceleration at `decelerationRate` that, crossing an edge, bounces there. An axis whose
  /// target the delegate changed heads to it: on the spring with paging or from past an edge;
  /// otherwise by a deceleration at the same rate whose initial velocity is the one that rests
  /// there, `v0 = −1000·ln(rate)·(target − x0)` (the same curve shape, so the content coasts to
  /// the written offset; UIKit's own retargeting is not documented).
  @preconcurrency @MainActor
  static func afterRelease(
    of view: UIScrollView, velocity: CGPoint, target: CGPoint, at time: Double
  ) -> ScrollMotion? {
    let range = view.contentOffsetRange
    let offset = view.contentOffset
    let proposed = proposedTarget(of: view, velocity: velocity)
    let rate = Double(view.decelerationRate.rawValue)
    func axis(
      _ position: CGFloat, _ v: CGFloat, _ r: ClosedRange<CGFloat>, scrolls: Bool,
      target: CGFloat, proposed: CGFloat
    ) -> Axis {
      let p = Double(position)
      let speed = scrolls ? Double(v) : 0
      let goal = Double(target)
      let outside = p < Double(r.lowerBound) || p > Double(r.upperBound)
      if target != proposed {
        if abs(goal - p) < 1e-9 { return .resting(p) }
        if view.isPagingEnabled || outside {
          return .bouncing(BounceSpring(from: p, velocity: speed, rest: goal), start: time)
        }
        let retargeted = Deceleration(
          start: p, initialVelocity: -1000 * log(rate) * (goal - p), rate: rate)
        return .decelerating(retargeted, start: time, rest: goal)
      }
      guard scrolls else { return .resting(p) }
      if view.isPagingEnabled || outside {
        if abs(goal - p) < 1e-9 && abs(speed) < minimumVelocity { return .resting(p) }
        return .bouncing(BounceSpring(from: p, velocity: speed, rest: goal), start: time)
      }
      if abs(speed) < minimumVelocity { return .resting(p) }
      let natural = Deceleration(start: p, initialVelocity: speed, rate: rate)
      return .decelerating(natural, start: time, rest: natural.destination)
    }
    let motion = ScrollMotion(
      x: axis(
        offset.x, velocity.x, range.x, scrolls: view.scrollsHorizontally, target: target.x,
        proposed: proposed.x),
      y: axis(
        offset.y, velocity.y, range.y, scrolls: view.scrollsVertically, target: target.y,
        proposed: proposed.y))
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
