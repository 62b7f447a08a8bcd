import Foundation

/// What a running animations block applies to the properties its code sets: the timing, the
/// options and the group whose completion handler runs when they finish.
///
/// ## Why a task-local
/// UIKit knows that `view.center = p` runs inside `UIView.animate(…) { … }` through global
/// state (a stack of animation contexts). Swift 6 forbids global mutable state, so the current
/// transaction is a `@TaskLocal` value bound by ``UIView/animate(withDuration:delay:options:animations:completion:)``
/// for the synchronous duration of the block (`$current.withValue(…) { animations() }`, which
/// works in synchronous code too): nested blocks see their own transaction and the outer one
/// is restored afterwards, and nothing outlives the call.
///
/// Task-local values must be `Sendable`; the transaction carries the group the setters add to,
/// a reference, so it is declared `@unchecked Sendable`. That is sound here: only the animatable
/// property setters of `UIView` touch it, and `UIView` is not `Sendable`, so those setters always
/// run in the isolation domain that created the views and called `animate` — a child task
/// spawned inside the block cannot reach a view without a compiler error.
public final class AnimationTransaction: @unchecked Sendable {
  /// The transaction of the animations block running now, or `nil` outside any block (and
  /// inside ``UIView/performWithoutAnimation(_:)``).
  @TaskLocal public static var current: AnimationTransaction?

  /// When the animations start after the block, seconds (`delay`).
  public let delay: Double
  /// How long they last, seconds; for explicit springs, the settling duration.
  public let duration: Double
  /// The options (curve, user interaction, begin from current state).
  public let options: UIView.AnimationOptions
  /// The timing: a Bézier curve or a spring.
  public let timing: AnimationTiming
  /// The group the block's animations belong to.
  let group: AnimationGroup
  /// Inside a keyframe animation (``UIView/animateKeyframes(withDuration:delay:options:animations:completion:)``):
  /// where the changes are noted, with the span of the keyframe being added; `nil` otherwise.
  let keyframes: KeyframeSpan?
  /// Inside a `UIViewPropertyAnimator`'s animation block: where the changes are noted;
  /// `nil` otherwise.
  let collector: PropertyAnimatorCollector?

  init(
    delay: Double, duration: Double, options: UIView.AnimationOptions, timing: AnimationTiming,
    group: AnimationGroup, keyframes: KeyframeSpan? = nil,
    collector: PropertyAnimatorCollector? = nil
  ) {
    self.delay = delay
    self.duration = duration
    self.options = options
    self.timing = timing
    self.group = group
    self.keyframes = keyframes
    self.collector = collector
  }
}

/// How an animation's progress runs over time.
public enum AnimationTiming: Sendable, Equatable {
  /// A cubic Bézier curve over the duration (`CAMediaTimingFunction`).
  case curve(TimingFunction)
  /// A spring, run for the duration (`CASpringAnimation`).
  case spring(SpringTiming)

  /// The fraction of the distance still to go `elapsed` seconds into an animation of
  /// `duration` seconds: 1 before the start, 0 at the end (negative while a spring overshoots).
  public func remaining(elapsed: Double, duration: Double) -> Double {
    if elapsed <= 0 { return 1 }
    if elapsed >= duration { return 0 }
    switch self {
    case .curve(let curve): return 1 - curve.progress(at: elapsed / duration)
    case .spring(let spring): return spring.remaining(at: elapsed)
    }
  }

  /// `easeInOut`, `spring ζ=0.5` … for timelines.
  var name: String {
    switch self {
    case .curve(let curve):
      let names: [(TimingFunction, String)] = [
        (.easeInOut, "easeInOut"), (.easeIn, "easeIn"), (.easeOut, "easeOut"),
        (.linear, "linear"), (.default, "default"),
      ]
      return names.first { $0.0 == curve }?.1 ?? "bezier"
    case .spring(let spring):
      return "spring ζ=\(format(spring.dampingRatio))"
    }
  }
}
