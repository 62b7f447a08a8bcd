import Foundation

/// One running animation of one property of one view: Core Animation's `CABasicAnimation` or
/// `CASpringAnimation` with `additive = true`, as UIKit adds them since iOS 8.
///
/// The animation stores `delta = from − to` in the property's component space. While it runs,
/// the screen shows `model + delta·remaining(t)`, where `remaining` falls from 1 to 0 along the
/// timing (``AnimationTiming/remaining(elapsed:duration:)``). Before `beginTime` (a delay) it
/// shows `from` (UIKit gives delayed animations a backwards fill).
@preconcurrency @MainActor
final class PropertyAnimation {
  /// The view animated (weak: the view hierarchy owns it).
  weak var view: UIView?
  /// The property.
  let property: AnimatableProperty
  /// `from − to`, components.
  let delta: [Double]
  /// When the animation starts, seconds of simulated time (creation time + delay).
  let beginTime: Double
  /// How long it runs, seconds.
  let duration: Double
  /// Curve or spring.
  let timing: AnimationTiming
  /// Whether the view keeps receiving new touches meanwhile (`.allowUserInteraction`).
  let allowsUserInteraction: Bool
  /// The block it came from, for the completion handler.
  let group: AnimationGroup
  /// The interactive transition's time it is measured on (``beginTime`` is then timeline
  /// time), or `nil` for the clock's.
  let timeline: TransitionTimeline?

  init(
    view: UIView, property: AnimatableProperty, delta: [Double], beginTime: Double,
    duration: Double, timing: AnimationTiming, allowsUserInteraction: Bool,
    group: AnimationGroup, timeline: TransitionTimeline? = nil
  ) {
    self.timeline = timeline
    self.view = view
    self.property = property
    self.delta = delta
    self.beginTime = beginTime
    self.duration = duration
    self.timing = timing
    self.allowsUserInteraction = allowsUserInteraction
    self.group = group
  }

  /// When it ends, seconds.
  var endTime: Double { beginTime + duration }

  /// The fraction of `delta` shown at clock time `time`.
  func remaining(at time: Double) -> Double {
    let local = timeline?.time(at: time) ?? time
    return timing.remaining(elapsed: local - beginTime, duration: duration)
  }
}

/// The animations of one animations block and its completion handler, which runs once, when
/// the last of them stops: `finished` is false when any was removed before its end (Apple,
/// `animate(withDuration:…)`: "a Boolean value that indicates whether or not the animations
/// actually finished before the completion handler was called"; flowkey
/// `UIViewAnimationGroup.animationDidStop`).
@preconcurrency @MainActor
final class AnimationGroup {
  /// The handler, called at most once.
  var completion: ((Bool) -> Void)?
  /// Animations added and not stopped yet.
  var running = 0
  /// How many animations the block created.
  var created = 0
  /// Whether any animation was removed before its end.
  var wasInterrupted = false
  /// Whether the completion handler has been dealt with.
  var isComplete = false
  /// Whether the end timer has been scheduled.
  var endScheduled = false
  /// The window of the first view the block touched: its clock runs the completion.
  weak var window: UIWindow?

  init(completion: ((Bool) -> Void)?) {
    self.completion = completion
  }
}
