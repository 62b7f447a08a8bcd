import Foundation

/// Presentations and dismissals animated by a transitioning delegate's animator
/// (docs/presentation.md, "Custom transitions").
extension ModalPresentation {
  /// Hands the way in to `animator`: it gets a context whose `.to` view is the presented view
  /// (not yet in the container: the animator adds it) with `finalFrame(for:)` the presentation
  /// controller's frame, and ends it with `completeTransition(_:)`. `true` finishes as the
  /// system's animation does; `false` takes the presentation back. With an interaction
  /// controller from `interactionControllerForPresentation(using:)` the transition is
  /// interactive: the controller's `startInteractiveTransition(_:)` runs instead of
  /// `animateTransition(using:)`.
  func runCustomPresentation(
    _ animator: UIViewControllerAnimatedTransitioning,
    coordinator: NavigationTransitionCoordinator, leaving: [UIViewController],
    arriving: [UIViewController], finish: @escaping @MainActor () -> Void
  ) {
    guard let presenting else { return }
    let interaction = presented.transitioningDelegate?.interactionControllerForPresentation(
      using: animator)
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
    begin(context, animator: animator, interaction: interaction, coordinator: coordinator)
  }

  /// Hands the way out to the animator the presented controller's transitioning delegate
  /// gives, if any: its context's `.from` view is the presented view, `.to` the presenter's
  /// view only when it returns. With an interaction controller from
  /// `interactionControllerForDismissal(using:)` the dismissal is interactive. Returns whether
  /// an animator took it. `uncovered` is the presenter's view the dismissal put back, taken
  /// off again when it is cancelled.
  func runCustomDismissal(
    coordinator: NavigationTransitionCoordinator, leaving: [UIViewController],
    returning: [UIViewController],
    uncovered: (view: UIView, superview: UIView, index: Int, controllers: [UIViewController])?,
    finish: @escaping @MainActor () -> Void
  ) -> Bool {
    guard card == nil, alertStyle == nil,
      let animator = presented.transitioningDelegate?.animationController(forDismissed: presented)
    else { return false }
    let interaction = presented.transitioningDelegate?.interactionControllerForDismissal(
      using: animator)
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
        abandonDismissing(leaving: leaving, returning: returning, uncovered: uncovered)
      }
      animator.animationEnded(completed)
    }
    begin(context, animator: animator, interaction: interaction, coordinator: coordinator)
    return true
  }

  /// Starts a custom transition: readies the interaction, if any, runs the alongside
  /// animations, then the interaction controller or the animator.
  private func begin(
    _ context: CustomTransitionContext, animator: UIViewControllerAnimatedTransitioning,
    interaction: UIViewControllerInteractiveTransitioning?,
    coordinator: NavigationTransitionCoordinator
  ) {
    context.animator = animator
    context.coordinator = coordinator
    if let interaction, let scheduler = window?.scheduler {
      context.prepareInteraction(interaction, scheduler: scheduler)
    }
    runAlongside(coordinator, context: context)
    context.start(interaction)
  }

  /// Runs the coordinator's alongside animations over the custom animator's duration
  /// (ease-in-out), on the interactive transition's time when it is interactive.
  private func runAlongside(
    _ coordinator: NavigationTransitionCoordinator, context: CustomTransitionContext
  ) {
    let alongside = coordinator.takeAlongside()
    guard !alongside.isEmpty, let animator = context.animator else { return }
    let duration = animator.transitionDuration(using: context)
    if context.timeline != nil {
      context.captureAnimations {
        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut]) {
          for animation in alongside { animation(coordinator) }
        }
      }
      return
    }
    let runner = UIViewPropertyAnimator(duration: duration, curve: .easeInOut)
    for animation in alongside { runner.addAnimations { animation(coordinator) } }
    coordinator.animator = runner
    runner.startAnimation()
  }

  /// `completeTransition(false)` on the way in: the presented view leaves, the presented
  /// controllers disappear again and a covered presenter appears again; the links are cleared.
  private func abandonPresenting(leaving: [UIViewController], arriving: [UIViewController]) {
    for controller in arriving.reversed() {
      controller.appearanceState = .disappeared
      controller.viewWillDisappear(true)
    }
    for controller in leaving.reversed() {
      controller.appearanceState = .appearing
      controller.viewWillAppear(true)
    }
    // After the will-calls: the window makes none of its own for views marked as leaving.
    container.removeFromSuperview()
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

  /// `completeTransition(false)` on the way out: the presentation stays. In the order of a
  /// cancelled interactive pop (Stack Overflow 18927878, "View controller lifecycle when
  /// swiping-to-pop", the order ``NavigationTransition`` uses): a presenter that had begun to
  /// return gets `viewWillDisappear`, the presented controllers, which got
  /// `viewWillDisappear`, get `viewWillAppear`; then the presenter `viewDidDisappear` (its
  /// view taken off again) and the presented controllers `viewDidAppear`.
  func abandonDismissing(
    leaving: [UIViewController], returning: [UIViewController] = [],
    uncovered: (view: UIView, superview: UIView, index: Int, controllers: [UIViewController])? =
      nil
  ) {
    for controller in returning.reversed() {
      controller.appearanceState = .disappeared
      controller.viewWillDisappear(true)
    }
    for controller in leaving.reversed() {
      controller.appearanceState = .appearing
      controller.viewWillAppear(true)
    }
    if let uncovered {
      uncovered.view.removeFromSuperview()
      covered = uncovered
    }
    for controller in returning { controller.viewDidDisappear(true) }
    for controller in leaving {
      controller.appearanceState = .appeared
      controller.viewDidAppear(true)
    }
    presented.recordPresentation(
      "presentation.dismissCancelled", "\(presented.describedForPresentation) stays",
      window: window)
    endDismissing()
    controller.dismissalTransitionDidEnd(false)
    coordinator?.cancelled = true
    endCoordination()
  }
}
