import Foundation

/// Presentations and dismissals animated by a transitioning delegate's animator
/// (docs/presentation.md, "Custom transitions").
extension ModalPresentation {
  /// Hands the way in to `animator`: it gets a context whose `.to` view is the presented view
  /// (not yet in the container: the animator adds it) with `finalFrame(for:)` the presentation
  /// controller's frame, and ends it with `completeTransition(_:)`. `true` finishes as the
  /// system's animation does; `false` takes the presentation back.
  func runCustomPresentation(
    _ animator: UIViewControllerAnimatedTransitioning,
    coordinator: NavigationTransitionCoordinator, leaving: [UIViewController],
    arriving: [UIViewController], finish: @escaping @MainActor () -> Void
  ) {
    guard let presenting else { return }
    reportInteraction(
      presented.transitioningDelegate?.interactionControllerForPresentation(using: animator))
    var views: [UITransitionContextViewKey: UIView] = [.to: presented.view]
    if removesPresenter, let view = presenting.viewIfLoaded { views[.from] = view }
    let presenterFrame = presenting.viewIfLoaded?.frame ?? .zero
    let context = CustomTransitionContext(
      container: container, style: style, from: presenting, to: presented, views: views,
      frames: [
        (presented, .zero, restingFrame),
        (presenting, presenterFrame, removesPresenter ? .zero : presenterFrame),
      ]
    ) { [self] completed in
      if completed {
        finish()
      } else {
        abandonPresenting(leaving: leaving, arriving: arriving)
      }
      animator.animationEnded(completed)
    }
    runAlongside(coordinator, duration: animator.transitionDuration(using: context))
    animator.animateTransition(using: context)
  }

  /// Hands the way out to the animator the presented controller's transitioning delegate
  /// gives, if any: its context's `.from` view is the presented view, `.to` the presenter's
  /// view only when it returns. Returns whether an animator took it.
  func runCustomDismissal(
    coordinator: NavigationTransitionCoordinator, leaving: [UIViewController],
    returning: [UIViewController], finish: @escaping @MainActor () -> Void
  ) -> Bool {
    guard card == nil, alertStyle == nil,
      let animator = presented.transitioningDelegate?.animationController(forDismissed: presented)
    else { return false }
    reportInteraction(
      presented.transitioningDelegate?.interactionControllerForDismissal(using: animator))
    let presentedView = presented.view!
    var views: [UITransitionContextViewKey: UIView] = [.from: presentedView]
    if !returning.isEmpty, let view = presenting?.viewIfLoaded { views[.to] = view }
    var frames = [(presented, presentedView.frame, CGRect.zero)]
    if let presenting, let view = presenting.viewIfLoaded {
      frames.append((presenting, view.frame, view.frame))
    }
    let context = CustomTransitionContext(
      container: container, style: style, from: presented, to: presenting ?? presented,
      views: views, frames: frames
    ) { [self] completed in
      if completed {
        finish()
      } else {
        abandonDismissing(leaving: leaving)
      }
      animator.animationEnded(completed)
    }
    runAlongside(coordinator, duration: animator.transitionDuration(using: context))
    animator.animateTransition(using: context)
    return true
  }

  /// Runs the coordinator's alongside animations over the custom animator's duration.
  private func runAlongside(_ coordinator: NavigationTransitionCoordinator, duration: TimeInterval)
  {
    let alongside = coordinator.takeAlongside()
    guard !alongside.isEmpty else { return }
    let runner = UIViewPropertyAnimator(duration: duration, curve: .easeInOut)
    for animation in alongside { runner.addAnimations { animation(coordinator) } }
    coordinator.animator = runner
    runner.startAnimation()
  }

  /// An interaction controller is not run: reported, and the transition runs to its end.
  private func reportInteraction(_ interaction: UIViewControllerInteractiveTransitioning?) {
    guard interaction != nil else { return }
    presented.recordPresentation(
      "presentation.unsupported",
      "the interaction controller of \(presented.describedForPresentation)'s transition is not "
        + "run: the animator runs to its end", window: window)
  }

  /// `completeTransition(false)` on the way in: the presented view leaves, the presented
  /// controllers disappear again and a covered presenter appears again; the links are cleared.
  private func abandonPresenting(leaving: [UIViewController], arriving: [UIViewController]) {
    container.removeFromSuperview()
    for controller in arriving.reversed() {
      controller.appearanceState = .disappeared
      controller.viewWillDisappear(true)
    }
    for controller in leaving.reversed() {
      controller.appearanceState = .appearing
      controller.viewWillAppear(true)
    }
    for controller in arriving { controller.viewDidDisappear(true) }
    for controller in leaving {
      controller.appearanceState = .appeared
      controller.viewDidAppear(true)
    }
    controller.presentationTransitionDidEnd(false)
    endCoordination()
    presenting?.screenState.presented = nil
    presented.screenState.presenting = nil
    presented.screenState.presentation = nil
  }

  /// `completeTransition(false)` on the way out: the presented controllers, which got
  /// `viewWillDisappear`, appear again (`viewWillAppear`, `viewDidAppear`); the presentation
  /// stays.
  func abandonDismissing(leaving: [UIViewController]) {
    for controller in leaving.reversed() {
      controller.appearanceState = .appearing
      controller.viewWillAppear(true)
    }
    for controller in leaving {
      controller.appearanceState = .appeared
      controller.viewDidAppear(true)
    }
    endDismissing()
    controller.dismissalTransitionDidEnd(false)
    coordinator?.cancelled = true
    endCoordination()
  }
}
