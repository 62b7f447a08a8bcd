import Foundation

/// An interaction controller that drives a custom animator's animations by a percentage
/// (`UIPercentDrivenInteractiveTransition`), as a pan's code calls ``update(_:)``,
/// ``finish()`` and ``cancel()`` (docs/presentation.md, "Interactive transitions").
///
/// ``startInteractiveTransition(_:)`` runs the animator's `animateTransition(using:)` with the
/// container's time held (UIKit sets the container layer's `speed` to 0): every
/// `UIView.animate` animation it makes stands at its start. ``update(_:)`` moves that time to
/// `percentComplete × duration` seconds (the layer's `timeOffset`), so each animation shows
/// its own curve at that time; the scrub itself is linear in the percent (Apple,
/// `completionCurve`: "During the interactive portion … the animation curve is linear").
///
/// ``finish()`` runs the time on to the end over `(1 − p)·duration / completionSpeed`
/// seconds, ``cancel()`` back to 0 over `p·duration / completionSpeed` seconds, along
/// ``timingCurve``'s cubic when one is set, else along ``completionCurve`` (a working model:
/// Apple documents the curve and the speed, not how UIKit combines them with the layer's
/// time). At the end the animations' blocks complete, so the animator's completion calls
/// `completeTransition(!transitionContext.transitionWasCancelled)`; a cancelled run first sets
/// the animated properties back to the values they started from.
///
/// When the animator implements `interruptibleAnimator(using:)`, that animator is driven
/// instead: paused, its `fractionComplete` set by ``update(_:)``; ``finish()`` continues it
/// forward and ``cancel()`` reversed, over the same remaining times.
///
/// With ``wantsInteractiveStart`` false the transition starts running on its own;
/// ``pause()`` then holds it where it is and hands it to the gesture.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning
{
  /// How fast the part after the gesture runs, a factor of the transition's normal speed
  /// (`completionSpeed`, default 1: the rest takes `(1 − p)·duration` seconds to finish and
  /// `p·duration` to cancel). Must be greater than 0.
  open var completionSpeed: CGFloat = 1
  /// The curve of the part after the gesture (`completionCurve`, default `.easeInOut`).
  open var completionCurve: UIView.AnimationCurve = .easeInOut
  /// The timing of the part after the gesture (`timingCurve`, default `nil`: the
  /// ``completionCurve``); its cubic is used (a spring's settles as ease-out here).
  open var timingCurve: UITimingCurveProvider?
  /// Whether the transition starts driven by the gesture (`wantsInteractiveStart`, default
  /// true).
  open var wantsInteractiveStart = true
  /// The animator's duration at the start, seconds (`duration`); 0 before it starts.
  open private(set) var duration: CGFloat = 0
  /// The last value given to ``update(_:)``, 0…1 (`percentComplete`).
  open private(set) var percentComplete: CGFloat = 0

  private var context: UIViewControllerContextTransitioning?
  private weak var timeline: TransitionTimeline?
  private var driven: UIViewImplicitlyAnimating?

  /// An interaction controller (`init()`).
  public override init() {
    super.init()
  }

  /// Starts the transition (`startInteractiveTransition(_:)`): the animator's
  /// `animateTransition(using:)` runs with its animations held at their start (or running
  /// already when ``wantsInteractiveStart`` is false).
  open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
  {
    context = transitionContext
    percentComplete = 0
    guard let custom = transitionContext as? CustomTransitionContext,
      let animator = custom.animator
    else { return }
    duration = CGFloat(animator.transitionDuration(using: transitionContext))
    timeline = custom.timeline
    custom.captureAnimations { animator.animateTransition(using: transitionContext) }
    if let interruptible = animator.implementedInterruptibleAnimator(using: transitionContext) {
      driven = interruptible
      if let property = interruptible as? UIViewPropertyAnimator {
        custom.coordinator?.animator = property
        custom.coordinator?.timeline = nil
      }
      if wantsInteractiveStart {
        interruptible.pauseAnimation()
        interruptible.fractionComplete = 0
      } else if interruptible.state != .active || !interruptible.isRunning {
        interruptible.startAnimation()
      }
      return
    }
    if !wantsInteractiveStart {
      timeline?.run(to: Double(duration), seconds: Double(duration), curve: .linear)
    }
  }

  /// Moves the transition to `percentComplete`, 0…1 (`update(_:)`), and tells the context
  /// (`updateInteractiveTransition(_:)`).
  open func update(_ percentComplete: CGFloat) {
    let p = min(1, max(0, percentComplete))
    self.percentComplete = p
    if let driven {
      if driven.isRunning { driven.pauseAnimation() }
      driven.fractionComplete = p
    } else {
      timeline?.scrub(to: Double(p * duration))
    }
    context?.updateInteractiveTransition(p)
  }

  /// Holds a running transition where it is and hands it to the gesture (`pause()`); the
  /// context hears `pauseInteractiveTransition()`.
  open func pause() {
    if let driven {
      driven.pauseAnimation()
      percentComplete = driven.fractionComplete
    } else if let timeline {
      timeline.pause()
      percentComplete = duration > 0 ? CGFloat(timeline.now) / duration : 0
    }
    context?.pauseInteractiveTransition()
  }

  /// Runs the transition to its end from where it is (`finish()`), over
  /// `(1 − percentComplete)·duration / completionSpeed` seconds; the context hears
  /// `finishInteractiveTransition()`.
  open func finish() {
    context?.finishInteractiveTransition()
    complete(reversed: false)
  }

  /// Runs the transition back to its start (`cancel()`), over
  /// `percentComplete·duration / completionSpeed` seconds; the context hears
  /// `cancelInteractiveTransition()`, and then `transitionWasCancelled` is true.
  open func cancel() {
    context?.cancelInteractiveTransition()
    complete(reversed: true)
  }

  private func complete(reversed: Bool) {
    let speed = Double(completionSpeed > 0 ? completionSpeed : 1)
    let curve = timingCurve?.cubicTimingParameters.map {
      TimingFunction(c1: $0.controlPoint1, c2: $0.controlPoint2)
    }
    if let driven {
      let p = Double(driven.fractionComplete)
      let left = reversed ? p : 1 - p
      let parameters =
        timingCurve ?? UICubicTimingParameters(animationCurve: completionCurve)
      driven.isReversed = reversed
      driven.continueAnimation(
        withTimingParameters: parameters, durationFactor: CGFloat(max(left / speed, 1e-9)))
      end()
      return
    }
    guard let timeline else { return }
    let d = Double(duration)
    let t = timeline.now
    let left = reversed ? t : d - t
    timeline.run(
      to: reversed ? 0 : d, seconds: left / speed,
      curve: curve ?? completionCurve.timingFunction)
    end()
  }

  /// The rest runs on its own: later updates change nothing.
  private func end() {
    context = nil
    timeline = nil
    driven = nil
  }
}
