import Foundation

/// The time of the block animations an interactive view controller transition drives: what
/// UIKit does with the transition container's layer timing (`layer.speed = 0` and
/// `layer.timeOffset = percentComplete × duration` while the finger drives it, the speed set
/// back to run the rest) (docs/presentation.md, "Interactive transitions").
///
/// Every `UIView.animate` animation made while the timeline captures (``Animator/capture(_:_:)``)
/// is measured on the timeline's time instead of the clock's: it begins at the timeline time
/// of its creation plus its delay and shows its own curve at that time. The timeline is
///
/// - paused at a time (``pause(at:)``), which ``scrub(to:)`` moves: the animations stand still
///   there, linearly in the percent (Apple, `completionCurve`: "During the interactive portion
///   of a view controller transition, the animation curve is linear");
/// - or running from where it is to a target time over a number of clock seconds along a
///   curve (``run(to:seconds:curve:)``): `t(s) = t₀ + (t₁ − t₀)·C(s/T)`.
///
/// When a run reaches the end (``duration``) or the start (0) the timeline ends: every
/// animation it holds is removed and their blocks complete (with `finished == true`) in the
/// order they were made; at the start the animated properties are first set back to the values
/// they animated from, as UIKit's cancelled interactive transitions show the views where they
/// began.
@preconcurrency @MainActor
final class TransitionTimeline {
  /// The transition's duration, seconds of timeline time.
  let duration: Double
  /// The clock.
  let scheduler: Scheduler
  /// Called once, in the order added, when a run reaches the start (`true`) or the end
  /// (`false`).
  var endHandlers: [(_ atStart: Bool) -> Void] = []
  private enum Motion {
    case paused(Double)
    case running(from: Double, to: Double, start: Double, seconds: Double, curve: TimingFunction)
  }
  private var motion = Motion.paused(0)
  private var endTimer: Int?
  /// Whether the timeline has ended.
  private(set) var ended = false

  init(duration: Double, scheduler: Scheduler) {
    self.duration = max(0, duration)
    self.scheduler = scheduler
  }

  /// The timeline's time at clock time `now`, seconds.
  func time(at now: Double) -> Double {
    switch motion {
    case .paused(let t): return t
    case .running(let from, let to, let start, let seconds, let curve):
      guard seconds > 0 else { return to }
      let s = min(1, max(0, (now - start) / seconds))
      return from + (to - from) * curve.progress(at: s)
    }
  }

  /// The time now.
  var now: Double { time(at: scheduler.now) }

  /// Whether it is paused.
  var isPaused: Bool {
    if case .paused = motion { return true }
    return false
  }

  /// Stops where it is, or at `t` when given.
  func pause(at t: Double? = nil) {
    guard !ended else { return }
    let here = t ?? now
    cancelEnd()
    motion = .paused(min(duration, max(0, here)))
  }

  /// Moves a paused timeline to `t`, seconds (clamped to 0…duration).
  func scrub(to t: Double) {
    pause(at: t)
  }

  /// Runs from where it is to `target` (0 or ``duration``) over `seconds` clock seconds along
  /// `curve`; it ends there.
  func run(to target: Double, seconds: Double, curve: TimingFunction) {
    guard !ended else { return }
    let from = now
    cancelEnd()
    motion = .running(
      from: from, to: target, start: scheduler.now, seconds: max(0, seconds), curve: curve)
    endTimer = scheduler.schedule(after: max(0, seconds)) { [weak self] in
      guard let self else { return }
      self.endTimer = nil
      self.end(atStart: target <= 0)
    }
  }

  private func cancelEnd() {
    if let endTimer { scheduler.cancel(endTimer) }
    endTimer = nil
  }

  private func end(atStart: Bool) {
    guard !ended else { return }
    motion = .paused(atStart ? 0 : duration)
    ended = true
    let handlers = endHandlers
    endHandlers = []
    for handler in handlers { handler(atStart) }
  }
}
