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
}

extension UIViewControllerAnimatedTransitioning {
  /// Does nothing.
  public func animationEnded(_ transitionCompleted: Bool) {
    forwardToSubclass("animationEnded:", [transitionCompleted], default: ())
  }
}

/// An object that drives a transition with a gesture (`UIViewControllerInteractiveTransitioning`).
/// The core does not run interactive custom transitions: one returned by a transitioning
/// delegate is reported (`presentation.unsupported`) and the transition runs to its end.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: _ObjCProtocol {
  /// Starts the interactive transition (`startInteractiveTransition(_:)`).
  func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
}

/// What a custom animator is given (`UIViewControllerContextTransitioning`): the container, the
/// controllers and views taking part, their frames, and the call that ends the transition.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: _ObjCProtocol {
  /// The view the transition happens in (`containerView`).
  var containerView: UIView { get }
  /// Whether the transition is animated (`isAnimated`).
  var isAnimated: Bool { get }
  /// Whether a gesture drives it (`isInteractive`): false in the core.
  var isInteractive: Bool { get }
  /// Whether it was cancelled (`transitionWasCancelled`).
  var transitionWasCancelled: Bool { get }
  /// The presentation style (`presentationStyle`).
  var presentationStyle: UIModalPresentationStyle { get }
  /// The rotation applied (`targetTransform`): identity.
  var targetTransform: CGAffineTransform { get }
  /// Ends the transition (`completeTransition(_:)`): `true` when it finished, `false` when it
  /// was cancelled (the controllers stay as they were). Calls after the first are ignored.
  func completeTransition(_ didComplete: Bool)
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

/// The core's transition context for a custom animator.
@preconcurrency @MainActor
final class CustomTransitionContext: UIViewControllerContextTransitioning {
  let containerView: UIView
  let isAnimated = true
  let isInteractive = false
  private(set) var transitionWasCancelled = false
  let presentationStyle: UIModalPresentationStyle
  let targetTransform = CGAffineTransform.identity
  private weak var from: UIViewController?
  private weak var to: UIViewController?
  private let views: [UITransitionContextViewKey: UIView]
  private let frames: [ObjectIdentifier: (initial: CGRect, final: CGRect)]
  private var onComplete: ((Bool) -> Void)?

  init(
    container: UIView, style: UIModalPresentationStyle, from: UIViewController,
    to: UIViewController, views: [UITransitionContextViewKey: UIView],
    frames: [(UIViewController, CGRect, CGRect)], onComplete: @escaping (Bool) -> Void
  ) {
    containerView = container
    presentationStyle = style
    self.from = from
    self.to = to
    self.views = views
    var table: [ObjectIdentifier: (initial: CGRect, final: CGRect)] = [:]
    for (controller, initial, final) in frames {
      table[ObjectIdentifier(controller)] = (initial, final)
    }
    self.frames = table
    self.onComplete = onComplete
  }

  func completeTransition(_ didComplete: Bool) {
    guard let onComplete else { return }
    self.onComplete = nil
    transitionWasCancelled = !didComplete
    onComplete(didComplete)
  }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    key == .from ? from : key == .to ? to : nil
  }

  func view(forKey key: UITransitionContextViewKey) -> UIView? { views[key] }

  func initialFrame(for vc: UIViewController) -> CGRect {
    frames[ObjectIdentifier(vc)]?.initial ?? .zero
  }

  func finalFrame(for vc: UIViewController) -> CGRect {
    frames[ObjectIdentifier(vc)]?.final ?? .zero
  }
}
