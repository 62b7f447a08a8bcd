import Foundation
import Testing

@testable import GestureCore

@MainActor
private final class CallLog: CallRecording {
  var calls: [String] = []
}

private typealias Screen = AppearanceLoggingScreen

/// Slides the leaving view down by the container's height (a dismissal) or to the right by its
/// width (a pop) in 0.5 s along `options`' curve, as animators are commonly written.
@MainActor
private final class SlideAnimator: UIViewControllerAnimatedTransitioning {
  let log: CallLog
  var options: UIView.AnimationOptions = [.curveLinear]
  var sideways = false
  init(log: CallLog) { self.log = log }
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  { 0.5 }
  func animateTransition(using context: UIViewControllerContextTransitioning) {
    let container = context.containerView
    let from = context.view(forKey: .from)!
    if let to = context.view(forKey: .to) {
      container.insertSubview(to, belowSubview: from)
      to.frame = context.finalFrame(for: context.viewController(forKey: .to)!)
    }
    let sideways = self.sideways
    UIView.animate(
      withDuration: 0.5, delay: 0, options: options,
      animations: {
        if sideways {
          from.center.x += container.bounds.width
        } else {
          from.center.y += container.bounds.height
        }
      }
    ) { _ in context.completeTransition(!context.transitionWasCancelled) }
  }
  func animationEnded(_ transitionCompleted: Bool) {
    log.calls.append("animationEnded(\(transitionCompleted))")
  }
}

/// The same slide down run by a `UIViewPropertyAnimator` it hands out as its interruptible
/// animator.
@MainActor
private final class PropertySlideAnimator: UIViewControllerAnimatedTransitioning {
  var running: UIViewPropertyAnimator?
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  { 0.5 }
  func animateTransition(using context: UIViewControllerContextTransitioning) {
    interruptibleAnimator(using: context).startAnimation()
  }
  func interruptibleAnimator(using context: UIViewControllerContextTransitioning)
    -> UIViewImplicitlyAnimating
  {
    if let running { return running }
    let from = context.view(forKey: .from)!
    let height = context.containerView.bounds.height
    let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) {
      from.center.y += height
    }
    animator.addCompletion { position in context.completeTransition(position == .end) }
    running = animator
    return animator
  }
}

/// Fades the presented view in over 0.5 s, linearly.
@MainActor
private final class FadeInAnimator: UIViewControllerAnimatedTransitioning {
  let log: CallLog
  init(log: CallLog) { self.log = log }
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  { 0.5 }
  func animateTransition(using context: UIViewControllerContextTransitioning) {
    let view = context.view(forKey: .to)!
    context.containerView.addSubview(view)
    view.frame = context.finalFrame(for: context.viewController(forKey: .to)!)
    view.alpha = 0
    UIView.animate(
      withDuration: 0.5, delay: 0, options: [.curveLinear], animations: { view.alpha = 1 }
    ) { _ in context.completeTransition(!context.transitionWasCancelled) }
  }
  func animationEnded(_ transitionCompleted: Bool) {
    log.calls.append("animationEnded(\(transitionCompleted))")
  }
}

@MainActor
private final class Transitions: UIViewControllerTransitioningDelegate {
  var animator: UIViewControllerAnimatedTransitioning
  let interactor = UIPercentDrivenInteractiveTransition()
  var interactive = true
  var presenter: UIViewControllerAnimatedTransitioning?
  init(animator: UIViewControllerAnimatedTransitioning) { self.animator = animator }
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? { presenter }
  func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning?
  { interactive ? interactor : nil }
  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  { animator }
  func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning?
  { interactive ? interactor : nil }
}

/// A 375 × 667 window showing A, with B presented over it (without animation) by a
/// transitioning delegate whose dismissal a `UIPercentDrivenInteractiveTransition` drives.
@MainActor
private final class Stage {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
  let log = CallLog()
  let a: Screen
  let b: Screen
  let slide: SlideAnimator
  let transitions: Transitions

  init(style: UIModalPresentationStyle = .custom) {
    a = Screen("A", log: log)
    b = Screen("B", log: log)
    slide = SlideAnimator(log: log)
    transitions = Transitions(animator: slide)
    window.rootViewController = a
    window.makeKeyAndVisible()
    window.finishAppearanceTransitions()
    b.modalPresentationStyle = style
    b.transitioningDelegate = transitions
    run { a.present(b, animated: false) }
    window.finishAppearanceTransitions()
    log.calls = []
  }

  var interactor: UIPercentDrivenInteractiveTransition { transitions.interactor }

  func run(_ body: () -> Void) {
    SimulationContext.$scheduler.withValue(window.scheduler) {
      SimulationContext.$eventLog.withValue(window.eventLog) { body() }
    }
  }

  /// The centre of B's view as drawn now.
  var drawnCenter: CGPoint { window.animator.presentation(of: b.view).center }
}

/// A navigation delegate that pops with ``SlideAnimator`` (sideways), interactively when it
/// holds an interactor, and logs `willShow`/`didShow`.
@MainActor
private final class NavigationDelegate: UINavigationControllerDelegate {
  let log: CallLog
  let slide: SlideAnimator
  var interactor: UIPercentDrivenInteractiveTransition?
  init(log: CallLog) {
    self.log = log
    slide = SlideAnimator(log: log)
    slide.sideways = true
  }
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) { log.calls.append("willShow \(viewController.title ?? "")") }
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) { log.calls.append("didShow \(viewController.title ?? "")") }
  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? { operation == .pop ? slide : nil }
  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
  ) -> UIViewControllerInteractiveTransitioning? { interactor }
}

/// A 375 × 667 window whose navigation controller holds A and B, with ``NavigationDelegate``.
@MainActor
private final class NavigationStage {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
  let log = CallLog()
  let a: Screen
  let b: Screen
  let navigation: UINavigationController
  let delegate: NavigationDelegate

  init() {
    a = Screen("A", log: log)
    b = Screen("B", log: log)
    navigation = UINavigationController(rootViewController: a)
    delegate = NavigationDelegate(log: log)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    window.finishAppearanceTransitions()
    navigation.pushViewController(b, animated: false)
    window.finishAppearanceTransitions()
    navigation.delegate = delegate
    log.calls = []
  }

  func run(_ body: () -> Void) {
    SimulationContext.$scheduler.withValue(window.scheduler) {
      SimulationContext.$eventLog.withValue(window.eventLog) { body() }
    }
  }
}

private func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-6 }

@Suite("Interactive transitions: UIPercentDrivenInteractiveTransition, navigation animators")
@MainActor
struct InteractiveTransitionTests {
  @Test("update(0.4) holds a linear dismissal at 40 % of its path; finish() ends after 0.6·d")
  func scrubAndFinish() {
    let stage = Stage()
    stage.run { stage.b.dismiss(animated: true) }
    #expect(stage.log.calls == ["B.willDisappear"])
    let coordinator = stage.b.transitionCoordinator
    #expect(coordinator?.isInteractive == true)
    #expect(coordinator?.initiallyInteractive == true)
    // Held at its start until the finger moves.
    stage.window.scheduler.advance(to: 0.3)
    #expect(near(stage.drawnCenter.y, 333.5))
    stage.run { stage.interactor.update(0.4) }
    #expect(stage.interactor.percentComplete == 0.4)
    #expect(stage.interactor.duration == 0.5)
    #expect(near(coordinator?.percentComplete ?? 0, 0.4))
    // 333.5 + 0.4 × 667, however long the finger stays.
    stage.window.scheduler.advance(to: 1)
    #expect(near(stage.drawnCenter.y, 600.3))
    var changes: [Bool] = []
    coordinator?.notifyWhenInteractionChanges { changes.append($0.isCancelled) }
    stage.run { stage.interactor.finish() }
    #expect(changes == [false])
    #expect(coordinator?.isInteractive == false)
    // Half of the 0.3 s left: ease-in-out at 0.5 is 0.5, so layer time 0.2 + 0.15 = 0.35 s,
    // 70 % of the linear path.
    stage.window.scheduler.advance(to: 1.15)
    #expect(near(stage.drawnCenter.y, 333.5 + 0.7 * 667))
    stage.window.scheduler.advance(to: 1.299)
    #expect(stage.a.presentedViewController === stage.b)
    stage.window.scheduler.advance(to: 1.301)
    #expect(
      stage.log.calls == ["B.willDisappear", "B.didDisappear", "animationEnded(true)"])
    #expect(stage.a.presentedViewController == nil)
    #expect(stage.b.viewIfLoaded?.window == nil)
  }

  @Test("A scrub shows the animation's own curve: ease-in-out at 0.4 s of 0.5 s is 33.19 %")
  func scrubAlongCurve() {
    let stage = Stage()
    stage.slide.options = [.curveEaseInOut]
    stage.run { stage.b.dismiss(animated: true) }
    stage.run { stage.interactor.update(0.4) }
    // The cubic (0.42, 0, 0.58, 1) reaches x = 0.4 at y = 0.3318839 (solved by bisection).
    #expect(abs(stage.drawnCenter.y - (333.5 + 0.3318839 * 667)) < 1e-3)
  }

  @Test("cancel() runs back over p·d, restores B where it was, and B appears again")
  func scrubAndCancel() {
    let stage = Stage()
    stage.run { stage.b.dismiss(animated: true) }
    let coordinator = stage.b.transitionCoordinator
    stage.run { stage.interactor.update(0.4) }
    stage.window.scheduler.advance(to: 1)
    stage.run { stage.interactor.cancel() }
    #expect(coordinator?.isCancelled == true)
    // Half of the 0.2 s back: layer time 0.2 − 0.1 = 0.1 s, 20 % of the path.
    stage.window.scheduler.advance(to: 1.1)
    #expect(near(stage.drawnCenter.y, 333.5 + 0.2 * 667))
    stage.window.scheduler.advance(to: 1.201)
    #expect(
      stage.log.calls == [
        "B.willDisappear", "B.willAppear", "B.didAppear", "animationEnded(false)",
      ])
    #expect(stage.a.presentedViewController === stage.b)
    #expect(!stage.b.isBeingDismissed)
    #expect(stage.b.view.window === stage.window)
    #expect(stage.b.view.center.y == 333.5)
    #expect(near(stage.drawnCenter.y, 333.5))
    #expect(stage.b.transitionCoordinator == nil)
  }

  @Test("completionSpeed 2 finishes from 0.4 in 0.6 · 0.5 / 2 = 0.15 s")
  func completionSpeed() {
    let stage = Stage()
    stage.interactor.completionSpeed = 2
    stage.interactor.completionCurve = .linear
    stage.run { stage.b.dismiss(animated: true) }
    stage.run { stage.interactor.update(0.4) }
    stage.run { stage.interactor.finish() }
    // Linear completion: a third of the way through the 0.15 s, layer time 0.2 + 0.1.
    stage.window.scheduler.advance(to: 0.05)
    #expect(near(stage.drawnCenter.y, 333.5 + 0.6 * 667))
    stage.window.scheduler.advance(to: 0.149)
    #expect(stage.a.presentedViewController === stage.b)
    stage.window.scheduler.advance(to: 0.151)
    #expect(stage.a.presentedViewController == nil)
  }

  @Test("A cancelled full-screen dismissal: A disappears again, in a cancelled pop's order")
  func cancelledFullScreenOrder() {
    let stage = Stage(style: .fullScreen)
    #expect(stage.a.viewIfLoaded?.window == nil)
    stage.run { stage.b.dismiss(animated: true) }
    #expect(stage.log.calls == ["B.willDisappear", "A.willAppear"])
    #expect(stage.a.view.window === stage.window)
    stage.run { stage.interactor.update(0.3) }
    stage.run { stage.interactor.cancel() }
    stage.window.scheduler.advance(to: 0.151)
    #expect(
      stage.log.calls == [
        "B.willDisappear", "A.willAppear", "A.willDisappear", "B.willAppear", "A.didDisappear",
        "B.didAppear", "animationEnded(false)",
      ])
    #expect(stage.a.viewIfLoaded?.window == nil)
    #expect(stage.a.presentedViewController === stage.b)
  }

  @Test("An interruptible animator is scrubbed by its fractionComplete and continued")
  func interruptibleAnimator() {
    let stage = Stage()
    let animator = PropertySlideAnimator()
    stage.transitions.animator = animator
    stage.run { stage.b.dismiss(animated: true) }
    let running = animator.running!
    #expect(running.state == .active)
    #expect(!running.isRunning)
    stage.run { stage.interactor.update(0.4) }
    #expect(running.fractionComplete == 0.4)
    #expect(near(stage.drawnCenter.y, 600.3))
    stage.run { stage.interactor.finish() }
    stage.window.scheduler.advance(to: 0.299)
    #expect(stage.a.presentedViewController === stage.b)
    stage.window.scheduler.advance(to: 0.301)
    #expect(stage.a.presentedViewController == nil)
  }

  @Test("Without an interaction controller the animator runs on its own, not reported")
  func notInteractive() {
    let stage = Stage()
    stage.transitions.interactive = false
    stage.run { stage.b.dismiss(animated: true) }
    #expect(stage.b.transitionCoordinator?.isInteractive == false)
    stage.window.scheduler.advance(to: 0.25)
    #expect(near(stage.drawnCenter.y, 333.5 + 0.5 * 667))
    stage.window.scheduler.advance(to: 0.501)
    #expect(stage.a.presentedViewController == nil)
    #expect(
      !stage.window.eventLog.pending.contains { $0.kind == "presentation.unsupported" })
  }

  @Test("A delegate's pop animator replaces the parallax slide: B half-way right at 0.25 s")
  func customPop() {
    let stage = NavigationStage()
    stage.run { _ = stage.navigation.popViewController(animated: true) }
    #expect(stage.log.calls == ["willShow A", "B.willDisappear", "A.willAppear"])
    // A is the context's `.to` view, under B in the container, which sits under the bar.
    let container = stage.b.view.superview
    #expect(container?.superview === stage.navigation.view)
    #expect(stage.a.view.superview === container)
    #expect(stage.a.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(stage.navigation.transitionCoordinator?.transitionDuration == 0.5)
    stage.window.scheduler.advance(to: 0.25)
    // Linear: 187.5 + 0.5 × 375; A does not move (no parallax).
    #expect(near(stage.window.animator.presentation(of: stage.b.view).center.x, 375))
    #expect(near(stage.window.animator.presentation(of: stage.a.view).center.x, 187.5))
    stage.window.scheduler.advance(to: 0.501)
    #expect(
      stage.log.calls == [
        "willShow A", "B.willDisappear", "A.willAppear", "B.didDisappear", "A.didAppear",
        "didShow A", "animationEnded(true)",
      ])
    #expect(stage.navigation.viewControllers.count == 1)
    #expect(stage.a.view.superview === stage.navigation.view)
    #expect(stage.b.viewIfLoaded?.window == nil)
    #expect(container?.superview == nil)
  }

  @Test("An interactive custom pop scrubbed to 0.5 and cancelled: B stays, cancelled-pop calls")
  func interactivePopCancelled() {
    let stage = NavigationStage()
    let interactor = UIPercentDrivenInteractiveTransition()
    stage.delegate.interactor = interactor
    stage.run { _ = stage.navigation.popViewController(animated: true) }
    #expect(stage.navigation.transitionCoordinator?.isInteractive == true)
    stage.run { interactor.update(0.5) }
    #expect(near(stage.window.animator.presentation(of: stage.b.view).center.x, 375))
    stage.run { interactor.cancel() }
    stage.window.scheduler.advance(to: 0.251)
    #expect(
      stage.log.calls == [
        "willShow A", "B.willDisappear", "A.willAppear", "A.willDisappear", "B.willAppear",
        "A.didDisappear", "B.didAppear", "animationEnded(false)",
      ])
    #expect(stage.navigation.viewControllers.count == 2)
    #expect(stage.b.view.superview === stage.navigation.view)
    #expect(stage.b.view.center.x == 187.5)
    #expect(stage.a.viewIfLoaded?.window == nil)
  }

  @Test("An interactive custom pop finished from 0.5 completes after 0.25 s")
  func interactivePopFinished() {
    let stage = NavigationStage()
    let interactor = UIPercentDrivenInteractiveTransition()
    stage.delegate.interactor = interactor
    stage.run { _ = stage.navigation.popViewController(animated: true) }
    stage.run { interactor.update(0.5) }
    stage.run { interactor.finish() }
    stage.window.scheduler.advance(to: 0.249)
    #expect(stage.navigation.viewControllers.count == 2)
    stage.window.scheduler.advance(to: 0.251)
    #expect(stage.navigation.viewControllers.count == 1)
    #expect(stage.log.calls.suffix(3) == ["A.didAppear", "didShow A", "animationEnded(true)"])
  }

  @Test("An interactive presentation cancelled at 0.5: B's fade goes back and B disappears")
  func interactivePresentationCancelled() {
    let log = CallLog()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let a = Screen("A", log: log)
    let b = Screen("B", log: log)
    window.rootViewController = a
    window.makeKeyAndVisible()
    window.finishAppearanceTransitions()
    let transitions = Transitions(animator: SlideAnimator(log: log))
    transitions.presenter = FadeInAnimator(log: log)
    b.modalPresentationStyle = .custom
    b.transitioningDelegate = transitions
    log.calls = []
    SimulationContext.$scheduler.withValue(window.scheduler) {
      a.present(b, animated: true)
      transitions.interactor.update(0.5)
      #expect(near(window.animator.presentation(of: b.view).alpha, 0.5))
      transitions.interactor.cancel()
    }
    // Back over 0.5 × 0.5 s.
    window.scheduler.advance(to: 0.249)
    #expect(a.presentedViewController === b)
    window.scheduler.advance(to: 0.251)
    #expect(
      log.calls == ["B.willAppear", "B.willDisappear", "B.didDisappear", "animationEnded(false)"])
    #expect(a.presentedViewController == nil)
    #expect(b.viewIfLoaded?.window == nil)
  }

  @Test("wantsInteractiveStart false runs on its own until pause() hands it to the finger")
  func pauseRunningTransition() {
    let stage = Stage()
    stage.interactor.wantsInteractiveStart = false
    stage.run { stage.b.dismiss(animated: true) }
    let coordinator = stage.b.transitionCoordinator
    #expect(coordinator?.isInteractive == false)
    // Running at the normal speed: 0.25 s of 0.5 s.
    stage.window.scheduler.advance(to: 0.25)
    #expect(near(stage.drawnCenter.y, 333.5 + 0.5 * 667))
    stage.run { stage.interactor.pause() }
    #expect(near(stage.interactor.percentComplete, 0.5))
    #expect(coordinator?.isInteractive == true)
    stage.window.scheduler.advance(to: 1)
    #expect(near(stage.drawnCenter.y, 333.5 + 0.5 * 667))
    stage.run { stage.interactor.update(0.2) }
    #expect(near(stage.drawnCenter.y, 333.5 + 0.2 * 667))
    stage.run { stage.interactor.finish() }
    stage.window.scheduler.advance(to: 1.401)
    #expect(stage.a.presentedViewController == nil)
  }

  @Test("An alongside animation follows the scrub: A's fade-in at 0.5 (ease-in-out) is half")
  func alongsideFollowsScrub() {
    let stage = Stage()
    stage.a.view.alpha = 0
    stage.run {
      stage.b.dismiss(animated: true)
      stage.b.transitionCoordinator?.animate(alongsideTransition: { _ in
        stage.a.view.alpha = 1
      })
      stage.interactor.update(0.5)
    }
    #expect(near(stage.window.animator.presentation(of: stage.a.view).alpha, 0.5))
    stage.run { stage.interactor.cancel() }
    stage.window.scheduler.advance(to: 0.3)
    // A cancelled transition sets the alongside property back too.
    #expect(stage.a.view.alpha == 0)
  }
}
