import Foundation

/// The core's transition context for a custom animator, of a presentation, a dismissal, a push
/// or a pop. For an interactive transition it also holds the ``TransitionTimeline`` that a
/// ``UIPercentDrivenInteractiveTransition`` scrubs, and passes the interaction's progress to
/// the transition coordinator.
@preconcurrency @MainActor
final class CustomTransitionContext: UIViewControllerContextTransitioning {
  let containerView: UIView
  let isAnimated = true
  private(set) var isInteractive = false
  private(set) var transitionWasCancelled = false
  let presentationStyle: UIModalPresentationStyle
  let targetTransform = CGAffineTransform.identity
  private weak var from: UIViewController?
  private weak var to: UIViewController?
  private let views: [UITransitionContextViewKey: UIView]
  private let frames: [ObjectIdentifier: (initial: CGRect, final: CGRect)]
  private var onComplete: ((Bool) -> Void)?
  /// The animator of the transition.
  var animator: UIViewControllerAnimatedTransitioning?
  /// The coordinator the controllers see.
  weak var coordinator: NavigationTransitionCoordinator?
  /// The time of the animator's block animations, for an interactive transition.
  private(set) var timeline: TransitionTimeline?

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
    isInteractive = false
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

  // MARK: Interaction

  /// Readies the transition for `interaction`: a timeline of the animator's duration is made
  /// and the coordinator turns interactive (unless `wantsInteractiveStart` is false). The
  /// caller then runs `startInteractiveTransition(_:)` in place of `animateTransition(using:)`.
  func prepareInteraction(
    _ interaction: UIViewControllerInteractiveTransitioning, scheduler: Scheduler
  ) {
    guard let animator else { return }
    let timeline = TransitionTimeline(
      duration: animator.transitionDuration(using: self), scheduler: scheduler)
    self.timeline = timeline
    isInteractive = interaction.wantsInteractiveStart
    coordinator?.interactive = isInteractive
    coordinator?.initiallyInteractive = isInteractive
    coordinator?.timeline = timeline
    coordinator?.completionSpeed = interaction.completionSpeed
    coordinator?.curve = interaction.completionCurve
  }

  /// Runs the transition: `interaction`'s `startInteractiveTransition(_:)` when there is one,
  /// else the animator's `animateTransition(using:)`.
  func start(_ interaction: UIViewControllerInteractiveTransitioning?) {
    if let interaction {
      interaction.startInteractiveTransition(self)
    } else {
      animator?.animateTransition(using: self)
    }
  }

  /// Runs `body` with the block animations it makes on the interactive timeline, if any.
  func captureAnimations(_ body: () -> Void) {
    guard let timeline, let window = containerView.window else {
      body()
      return
    }
    window.animator.capture(timeline, body)
  }

  func updateInteractiveTransition(_ percentComplete: CGFloat) {
    coordinator?.percent = min(1, max(0, percentComplete))
  }

  func finishInteractiveTransition() {
    endInteraction(cancelled: false)
  }

  func cancelInteractiveTransition() {
    transitionWasCancelled = true
    endInteraction(cancelled: true)
  }

  func pauseInteractiveTransition() {
    isInteractive = true
    guard let coordinator else { return }
    coordinator.interactive = true
    coordinator.interactionChanged()
  }

  private func endInteraction(cancelled: Bool) {
    isInteractive = false
    guard let coordinator else { return }
    coordinator.interactive = false
    if cancelled { coordinator.cancelled = true }
    coordinator.interactionChanged()
  }
}
