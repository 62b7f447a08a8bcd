import Foundation

/// A push or pop run by the animator the navigation controller's delegate gives
/// (`navigationController(_:animationControllerFor:from:to:)`), interactive when the delegate
/// also gives an interaction controller (docs/navigation.md, "Custom transitions").
extension NavigationTransition {
  /// Hands the transition to `animator`: a container filling the navigation controller's view,
  /// under the bar, holds the leaving view; the arriving view is the context's `.to` view,
  /// which the animator adds (`finalFrame(for:)` the container's bounds). The bar cross-fades
  /// over the animator's duration, with the coordinator's alongside animations; on an
  /// interactive transition those follow the interaction's time.
  func beginCustom(_ animator: UIViewControllerAnimatedTransitioning, root: UIView) {
    // The built-in edge pan does not drive a custom animator.
    isInteractive = false
    coordinator.interactive = false
    coordinator.initiallyInteractive = false
    let container = UIView(frame: root.bounds)
    container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    customContainer = container
    root.insertSubview(container, belowSubview: controller.navigationBar)
    let leaving = from.view!
    let arriving = to.view!
    container.addSubview(leaving)
    leaving.frame = container.bounds
    // Out of the window until the animator adds it, without appearance calls: it got
    // `viewWillAppear` already.
    let state = to.appearanceState
    to.appearanceState = .disappeared
    arriving.removeFromSuperview()
    to.appearanceState = state
    let context = CustomTransitionContext(
      container: container, style: .none, from: from, to: to,
      views: [.from: leaving, .to: arriving],
      frames: [(from, container.bounds, .zero), (to, .zero, container.bounds)]
    ) { [weak self] completed in
      self?.finishCustom(completed: completed)
      animator.animationEnded(completed)
    }
    context.animator = animator
    context.coordinator = coordinator
    let duration = animator.transitionDuration(using: context)
    coordinator.transitionDuration = duration
    let interaction = controller.delegate?.navigationController(
      controller, interactionControllerFor: animator)
    if let interaction, let scheduler = root.window?.scheduler {
      context.prepareInteraction(interaction, scheduler: scheduler)
    }
    let old = oldBar
    let built = newBar
    let alongside = coordinator.takeAlongside()
    let coordinator = coordinator
    let titleMotion = built.map {
      Self.titleMotion(
        old: old, new: $0, isPush: isPush, width: root.bounds.width, sign: Self.slideSign(root))
    }
    if let built, let titleMotion {
      built.title.transform = CGAffineTransform(translationX: titleMotion.newStart, y: 0)
    }
    context.captureAnimations {
      UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut]) {
        old?.alpha = 0
        if let titleMotion {
          old?.title.transform = CGAffineTransform(translationX: titleMotion.oldEnd, y: 0)
        }
        built?.alpha = 1
        built?.title.transform = .identity
        for animation in alongside { animation(coordinator) }
      }
    }
    context.start(interaction)
  }

  /// The animator called `completeTransition(_:)`: the view that stays goes back under the
  /// bar, the container leaves, and the transition ends as the parallax slide's does
  /// (a cancelled pop with its appearance calls).
  func finishCustom(completed: Bool) {
    guard let container = customContainer else { return }
    customContainer = nil
    let root = controller.view!
    let staying = completed ? to : from
    if let view = staying.viewIfLoaded {
      root.insertSubview(view, belowSubview: controller.navigationBar)
    }
    complete(at: completed ? .end : .start)
    container.removeFromSuperview()
  }
}
