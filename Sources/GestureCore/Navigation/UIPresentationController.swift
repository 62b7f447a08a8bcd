import Foundation

/// The object that manages a presented controller's place on screen (`UIPresentationController`):
/// the container view the presentation adds to the window, the frame of the presented view in
/// it, the views around it, and the calls at the start and end of the transitions in and out
/// (Apple, "UIPresentationController"). Every presentation has one: the core makes a
/// ``UISheetPresentationController`` for a page sheet (`.automatic`, `.pageSheet`,
/// `.formSheet`, `.popover` on the simulated iPhone) and this base class for the other styles;
/// a `.custom` presentation uses the one its transitioning delegate returns.
///
/// Order of the calls (docs/presentation.md): ``presentationTransitionWillBegin()`` once the
/// container is in the window and before the presented view moves;
/// ``presentationTransitionDidEnd(_:)`` with `true` when it rests;
/// ``dismissalTransitionWillBegin()`` when the dismissal starts (for a sheet dragged down: when
/// it goes below its smallest detent); ``dismissalTransitionDidEnd(_:)`` with `true` when the
/// dismissed view has left, `false` when an interactive dismissal was cancelled.
/// ``containerViewWillLayoutSubviews()`` and ``containerViewDidLayoutSubviews()`` bracket each
/// layout pass of the container.
@preconcurrency @MainActor
open class UIPresentationController: _ObjCProtocol {
  /// The controller being presented (`presentedViewController`).
  public unowned let presentedViewController: UIViewController
  private weak var presentingStorage: UIViewController?

  /// The presentation this controller runs, while the controller is presented.
  weak var presentation: ModalPresentation?

  /// The delegate asked about dismissal by a gesture and told of it (`delegate`).
  public weak var delegate: UIAdaptivePresentationControllerDelegate?

  /// A presentation controller for `presentedViewController` presented from
  /// `presentingViewController` (`init(presentedViewController:presenting:)`); the presenter
  /// is the one UIKit picks at `present` time when `nil` is given.
  public init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    self.presentedViewController = presentedViewController
    self.presentingStorage = presentingViewController
  }

  /// The controller presenting (`presentingViewController`): the one `present` was handled by
  /// (docs/presentation.md, "Who presents"). Before the presentation, the one given to the
  /// initializer, else (UIKit leaves it unset) the presented controller itself.
  open var presentingViewController: UIViewController {
    presentingStorage ?? presentedViewController
  }

  /// Sets the presenter when the presentation starts.
  func attach(presenting: UIViewController, presentation: ModalPresentation) {
    presentingStorage = presenting
    self.presentation = presentation
  }

  /// The style of the presentation (`presentationStyle`): the presented controller's
  /// `modalPresentationStyle` as the simulated iPhone resolves it.
  open var presentationStyle: UIModalPresentationStyle {
    presentedViewController.modalPresentationStyle == .custom
      ? .custom : presentedViewController.resolvedPresentationStyle
  }

  /// The view the presentation happens in (`containerView`): UIKit's transition view, over the
  /// window (or the presentation context); `nil` before the presentation starts and after the
  /// dismissal ends.
  open var containerView: UIView? { presentation?.container }

  /// The view that moves on and off screen (`presentedView`): the presented controller's view;
  /// for a sheet, its rounded card.
  open var presentedView: UIView? { presentedViewController.viewIfLoaded }

  /// Where the presented view rests in ``containerView``, points (`frameOfPresentedViewInContainerView`):
  /// the container's bounds (a sheet overrides it with its detent's frame; a custom subclass
  /// returns its own). `.zero` without a container.
  open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

  /// Whether the presentation covers the whole screen rather than the current context
  /// (`shouldPresentInFullscreen`, default true).
  open var shouldPresentInFullscreen: Bool { true }

  /// Whether the presenter's view leaves the window when the presentation ends
  /// (`shouldRemovePresentersView`): true for `.fullScreen` and `.currentContext`, as UIKit's
  /// presentation controllers of those styles answer (Apple: "UIKit normally removes the views
  /// of the underlying view controller after the transition animations finish"); false for
  /// the others and, unless overridden, for a custom presentation.
  open var shouldRemovePresentersView: Bool {
    let style = presentationStyle
    return style == .fullScreen || style == .currentContext
  }

  /// The presentation is about to move the presented view on screen
  /// (`presentationTransitionWillBegin()`); ``presentedViewController``'s
  /// `transitionCoordinator` is set, so views can animate along. Does nothing by default.
  open func presentationTransitionWillBegin() {}

  /// The presentation ended (`presentationTransitionDidEnd(_:)`), `completed` false when it
  /// was cancelled. Does nothing by default.
  open func presentationTransitionDidEnd(_ completed: Bool) {}

  /// The dismissal is about to begin (`dismissalTransitionWillBegin()`). Does nothing by
  /// default.
  open func dismissalTransitionWillBegin() {}

  /// The dismissal ended (`dismissalTransitionDidEnd(_:)`), `completed` false when an
  /// interactive dismissal was cancelled and the presented view stays. Does nothing by default.
  open func dismissalTransitionDidEnd(_ completed: Bool) {}

  /// The container view is about to lay out its subviews (`containerViewWillLayoutSubviews()`);
  /// a custom subclass sets its views' frames here. Does nothing by default.
  open func containerViewWillLayoutSubviews() {}

  /// The container view laid out its subviews (`containerViewDidLayoutSubviews()`). Does
  /// nothing by default.
  open func containerViewDidLayoutSubviews() {}
}

/// What a presentation controller tells about a dismissal by a gesture
/// (`UIAdaptivePresentationControllerDelegate`), in UIKit's order: asked
/// ``presentationControllerShouldDismiss(_:)``, then told
/// ``presentationControllerWillDismiss(_:)`` as the dismissal begins and
/// ``presentationControllerDidDismiss(_:)`` when it has ended; a dismissal refused
/// (`isModalInPresentation`, or `false` from `presentationControllerShouldDismiss`) calls
/// ``presentationControllerDidAttemptToDismiss(_:)``. None is called for
/// `dismiss(animated:completion:)` (Apple, `presentationControllerDidDismiss(_:)`: "not called
/// if the presentation is dismissed programmatically").
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: _ObjCProtocol {
  /// Whether a gesture may dismiss (`presentationControllerShouldDismiss(_:)`, default true).
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  /// A gesture's dismissal is beginning (`presentationControllerWillDismiss(_:)`).
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  /// A gesture's dismissal has ended (`presentationControllerDidDismiss(_:)`).
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
  /// A gesture tried to dismiss and was refused (`presentationControllerDidAttemptToDismiss(_:)`).
  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  /// True.
  public func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  ) -> Bool {
    forwardToSubclass(
      "presentationControllerShouldDismiss:", [presentationController], default: true)
  }
  /// Does nothing.
  public func presentationControllerWillDismiss(
    _ presentationController: UIPresentationController
  ) {
    forwardToSubclass("presentationControllerWillDismiss:", [presentationController], default: ())
  }
  /// Does nothing.
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
  {
    forwardToSubclass("presentationControllerDidDismiss:", [presentationController], default: ())
  }
  /// Does nothing.
  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {
    forwardToSubclass(
      "presentationControllerDidAttemptToDismiss:", [presentationController], default: ())
  }
}
