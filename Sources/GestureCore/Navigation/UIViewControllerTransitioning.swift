import Foundation

/// What supplies a presentation's custom objects (`UIViewControllerTransitioningDelegate`):
/// the animators of the way in and out and, for `.custom`, the presentation controller
/// (docs/presentation.md, "Custom transitions"). Each method's default returns `nil`: the
/// system's object is used.
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: _ObjCProtocol {
  /// The animator of the presentation (`animationController(forPresented:presenting:source:)`).
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning?
  /// The animator of the dismissal (`animationController(forDismissed:)`).
  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  /// The interaction controller of the presentation
  /// (`interactionControllerForPresentation(using:)`).
  func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning?
  /// The interaction controller of the dismissal (`interactionControllerForDismissal(using:)`).
  func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning?
  /// The presentation controller of a `.custom` presentation
  /// (`presentationController(forPresented:presenting:source:)`).
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
  /// `nil`: the system's animation.
  public func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    forwardToSubclass(
      "animationControllerForPresentedController:presentingController:sourceController:",
      [presented, presenting, source], default: nil)
  }
  /// `nil`: the system's animation.
  public func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  {
    forwardToSubclass("animationControllerForDismissedController:", [dismissed], default: nil)
  }
  /// `nil`: not interactive.
  public func interactionControllerForPresentation(
    using animator: UIViewControllerAnimatedTransitioning
  ) -> UIViewControllerInteractiveTransitioning? {
    forwardToSubclass("interactionControllerForPresentation:", [animator], default: nil)
  }
  /// `nil`: not interactive.
  public func interactionControllerForDismissal(
    using animator: UIViewControllerAnimatedTransitioning
  ) -> UIViewControllerInteractiveTransitioning? {
    forwardToSubclass("interactionControllerForDismissal:", [animator], default: nil)
  }
  /// `nil`: the system's presentation controller.
  public func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    forwardToSubclass(
      "presentationControllerForPresentedViewController:presentingViewController:sourceViewController:",
      [presented, presenting, source], default: nil)
  }
}

/// An object that animates a transition (`UIViewControllerAnimatedTransitioning`): the core
/// calls ``animateTransition(using:)`` once the container is ready, and the animator calls the
/// context's `completeTransition(_:)` when its animations end.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: _ObjCProtocol {
  /// The transition's duration, seconds (`transitionDuration(using:)`).
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  /// Runs the transition's animations (`animateTransition(using:)`): it adds the arriving view
  /// to the container (at the context's `finalFrame(for:)`) and animates it.
  func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
  /// Called after the transition ended (`animationEnded(_:)`), `transitionCompleted` false when
  /// it was cancelled. Does nothing by default.
  func animationEnded(_ transitionCompleted: Bool)
  /// The interruptible animator that runs the transition (`interruptibleAnimator(using:)`,
  /// optional in UIKit): when the animator implements it, a
  /// ``UIPercentDrivenInteractiveTransition`` scrubs that animator's `fractionComplete` instead
  /// of the container's time. It must return the same animator for the whole transition.
  func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
    -> UIViewImplicitlyAnimating
}

extension UIViewControllerAnimatedTransitioning {
  /// Does nothing.
  public func animationEnded(_ transitionCompleted: Bool) {
    forwardToSubclass("animationEnded:", [transitionCompleted], default: ())
  }

  /// Not implemented: the core reads the answer as "no interruptible animator" (UIKit does not
  /// call the optional method then).
  public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
    -> UIViewImplicitlyAnimating
  {
    forwardToSubclass(
      "interruptibleAnimatorForTransition:", [transitionContext],
      default: NoInterruptibleAnimator(duration: 0, curve: .linear) as UIViewImplicitlyAnimating)
  }

  /// The animator's interruptible animator, or `nil` when it implements none.
  func implementedInterruptibleAnimator(using context: UIViewControllerContextTransitioning)
    -> UIViewImplicitlyAnimating?
  {
    let animator = interruptibleAnimator(using: context)
    return animator is NoInterruptibleAnimator ? nil : animator
  }
}

/// What the default ``UIViewControllerAnimatedTransitioning/interruptibleAnimator(using:)``
/// answers: the animator implements none.
final class NoInterruptibleAnimator: UIViewPropertyAnimator {}

/// An object that drives a transition with a gesture (`UIViewControllerInteractiveTransitioning`),
/// as a transitioning delegate's `interactionControllerForPresentation(using:)` /
/// `interactionControllerForDismissal(using:)` or a navigation delegate's
/// `navigationController(_:interactionControllerFor:)` gives it. The core calls
/// ``startInteractiveTransition(_:)`` instead of the animator's `animateTransition(using:)`;
/// the object then reports progress to the context (`updateInteractiveTransition(_:)`) and
/// ends with `finishInteractiveTransition()` or `cancelInteractiveTransition()`, and the
/// animations with `completeTransition(_:)` (docs/presentation.md, "Interactive transitions").
/// ``UIPercentDrivenInteractiveTransition`` does all that for an animator's animations.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: _ObjCProtocol {
  /// Starts the interactive transition (`startInteractiveTransition(_:)`).
  func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
  /// How fast the transition runs to its end after the gesture, as a factor of its normal
  /// speed (`completionSpeed`, default 1).
  var completionSpeed: CGFloat { get }
  /// The curve of the part after the gesture (`completionCurve`, default `.easeInOut`).
  var completionCurve: UIView.AnimationCurve { get }
  /// Whether the transition starts driven by the gesture (`wantsInteractiveStart`, default
  /// true); false starts it running, and `pause()` hands it to the gesture later.
  var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
  /// 1.
  public var completionSpeed: CGFloat {
    forwardToSubclass("completionSpeed", [], default: CGFloat(1))
  }
  /// `.easeInOut`.
  public var completionCurve: UIView.AnimationCurve {
    forwardToSubclass("completionCurve", [], default: UIView.AnimationCurve.easeInOut)
  }
  /// true.
  public var wantsInteractiveStart: Bool {
    forwardToSubclass("wantsInteractiveStart", [], default: true)
  }
}

/// What a custom animator is given (`UIViewControllerContextTransitioning`): the container, the
/// controllers and views taking part, their frames, and the call that ends the transition.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: _ObjCProtocol {
  /// The view the transition happens in (`containerView`).
  var containerView: UIView { get }
  /// Whether the transition is animated (`isAnimated`).
  var isAnimated: Bool { get }
  /// Whether a gesture drives it now (`isInteractive`): true from the start of an interactive
  /// transition (unless its interaction controller's `wantsInteractiveStart` is false) until
  /// `finishInteractiveTransition()` or `cancelInteractiveTransition()`.
  var isInteractive: Bool { get }
  /// Whether it was cancelled (`transitionWasCancelled`): true from
  /// `cancelInteractiveTransition()` or `completeTransition(false)` on.
  var transitionWasCancelled: Bool { get }
  /// The presentation style (`presentationStyle`).
  var presentationStyle: UIModalPresentationStyle { get }
  /// The rotation applied (`targetTransform`): identity.
  var targetTransform: CGAffineTransform { get }
  /// Ends the transition (`completeTransition(_:)`): `true` when it finished, `false` when it
  /// was cancelled (the controllers stay as they were). Calls after the first are ignored.
  func completeTransition(_ didComplete: Bool)
  /// The gesture moved the transition to `percentComplete`, 0…1
  /// (`updateInteractiveTransition(_:)`): the transition coordinator reports it.
  func updateInteractiveTransition(_ percentComplete: CGFloat)
  /// The gesture ended and the transition runs to its end (`finishInteractiveTransition()`):
  /// it is no longer interactive; the coordinator's interaction handlers run.
  func finishInteractiveTransition()
  /// The gesture ended and the transition runs back (`cancelInteractiveTransition()`):
  /// ``transitionWasCancelled`` turns true; the coordinator's interaction handlers run.
  func cancelInteractiveTransition()
  /// A running transition is handed to a gesture (`pauseInteractiveTransition()`): it is
  /// interactive again; the coordinator's interaction handlers run.
  func pauseInteractiveTransition()
  /// A controller of the transition (`viewController(forKey:)`).
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  /// A view of the transition (`view(forKey:)`): the presented view for the presentation's
  /// `.to` and the dismissal's `.from`; the presenter's view only when it leaves or returns
  /// (`shouldRemovePresentersView`), else `nil`, as in UIKit.
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  /// Where `vc`'s view starts, in the container (`initialFrame(for:)`); `.zero` when unknown
  /// (the arriving controller).
  func initialFrame(for vc: UIViewController) -> CGRect
  /// Where `vc`'s view ends (`finalFrame(for:)`); `.zero` for the leaving controller.
  func finalFrame(for vc: UIViewController) -> CGRect
}

extension UIViewController {
  /// The object that supplies the custom animators and presentation controller of this
  /// controller's presentation (`transitioningDelegate`, weak).
  public var transitioningDelegate: UIViewControllerTransitioningDelegate? {
    get { screenState.transitioningDelegate }
    set { screenState.transitioningDelegate = newValue }
  }
}
