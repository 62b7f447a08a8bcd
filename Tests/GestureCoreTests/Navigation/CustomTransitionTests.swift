import Foundation
import Testing

@testable import GestureCore

@MainActor
private final class TransitionLog: CallRecording {
  var calls: [String] = []
}

private typealias LoggedScreen = AppearanceLoggingScreen

/// A presentation controller that puts the presented view in the bottom half.
@MainActor
private final class HalfController: UIPresentationController {
  let log: TransitionLog
  init(presented: UIViewController, presenting: UIViewController?, log: TransitionLog) {
    self.log = log
    super.init(presentedViewController: presented, presenting: presenting)
  }
  override var frameOfPresentedViewInContainerView: CGRect {
    guard let bounds = containerView?.bounds else { return .zero }
    return CGRect(x: 0, y: bounds.midY, width: bounds.width, height: bounds.height / 2)
  }
  override func presentationTransitionWillBegin() { log.calls.append("pc.willBegin") }
  override func presentationTransitionDidEnd(_ completed: Bool) {
    log.calls.append("pc.didEnd(\(completed))")
  }
  override func dismissalTransitionWillBegin() { log.calls.append("pc.dismissalWillBegin") }
  override func dismissalTransitionDidEnd(_ completed: Bool) {
    log.calls.append("pc.dismissalDidEnd(\(completed))")
  }
  /// The container's layout passes, as the hooks saw them.
  var layoutCalls: [String] = []
  override func containerViewWillLayoutSubviews() {
    layoutCalls.append("will")
    presentedView?.frame = frameOfPresentedViewInContainerView
  }
  override func containerViewDidLayoutSubviews() { layoutCalls.append("did") }
}

/// Fades the presented view in (or out) linearly over 0.4 s; `completes` is what it passes
/// to `completeTransition(_:)`.
@MainActor
private final class FadeAnimator: UIViewControllerAnimatedTransitioning {
  let presenting: Bool
  let log: TransitionLog
  var completes = true
  var fromView: UIView?
  init(presenting: Bool, log: TransitionLog) {
    self.presenting = presenting
    self.log = log
  }
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  { 0.4 }
  func animateTransition(using context: UIViewControllerContextTransitioning) {
    fromView = context.view(forKey: .from)
    if presenting {
      let to = context.viewController(forKey: .to)!
      let view = context.view(forKey: .to)!
      context.containerView.addSubview(view)
      view.frame = context.finalFrame(for: to)
      view.alpha = 0
      UIView.animate(
        withDuration: 0.4, delay: 0, options: [.curveLinear], animations: { view.alpha = 1 }
      ) { _ in context.completeTransition(self.completes) }
    } else {
      let view = context.view(forKey: .from)!
      UIView.animate(
        withDuration: 0.4, delay: 0, options: [.curveLinear], animations: { view.alpha = 0 }
      ) { _ in context.completeTransition(self.completes) }
    }
  }
  func animationEnded(_ transitionCompleted: Bool) {
    log.calls.append("animationEnded(\(transitionCompleted))")
  }
}

@MainActor
private final class Transitions: UIViewControllerTransitioningDelegate {
  let log: TransitionLog
  let presentAnimator: FadeAnimator
  let dismissAnimator: FadeAnimator
  init(log: TransitionLog) {
    self.log = log
    presentAnimator = FadeAnimator(presenting: true, log: log)
    dismissAnimator = FadeAnimator(presenting: false, log: log)
  }
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? { presentAnimator }
  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  { dismissAnimator }
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    HalfController(presented: presented, presenting: presenting, log: log)
  }
}

@MainActor
private final class CustomStage {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
  let log = TransitionLog()
  let a: LoggedScreen
  let b: LoggedScreen
  let transitions: Transitions

  init() {
    a = LoggedScreen("A", log: log)
    b = LoggedScreen("B", log: log)
    transitions = Transitions(log: log)
    window.rootViewController = a
    window.makeKeyAndVisible()
    window.finishAppearanceTransitions()
    b.modalPresentationStyle = .custom
    b.transitioningDelegate = transitions
    log.calls = []
  }

  func run(_ body: () -> Void) {
    SimulationContext.$scheduler.withValue(window.scheduler) {
      SimulationContext.$eventLog.withValue(window.eventLog) { body() }
    }
  }
}

@Suite("Custom transitions: transitioning delegate, presentation controller, animator")
@MainActor
struct CustomTransitionTests {
  @Test("A custom presentation: the delegate's controller places B, the animator fades it in")
  func customPresentation() {
    let stage = CustomStage()
    stage.run { stage.a.present(stage.b, animated: true) }
    let controller = stage.b.presentationController
    #expect(controller is HalfController)
    #expect(stage.log.calls == ["B.willAppear", "pc.willBegin"])
    // Named by the style the code asked for, though laid out over the full screen.
    #expect(
      stage.window.eventLog.pending.filter { $0.kind == "presentation.present" }.map(\.detail)
        == ["A → B (custom)"])
    // The presenter stays (`.custom`): no `.from` view.
    #expect(stage.transitions.presentAnimator.fromView == nil)
    #expect(stage.b.view.frame == CGRect(x: 0, y: 333.5, width: 375, height: 333.5))
    #expect(stage.b.view.superview === controller?.containerView)
    stage.window.scheduler.advance(to: 0.2)
    // Linear: half-way at half time.
    #expect(abs(stage.window.animator.presentation(of: stage.b.view).alpha - 0.5) < 1e-9)
    #expect(stage.b.isBeingPresented)
    stage.window.scheduler.advance(to: 0.5)
    #expect(
      stage.log.calls == [
        "B.willAppear", "pc.willBegin", "B.didAppear", "pc.didEnd(true)", "animationEnded(true)",
      ])
    #expect(!stage.b.isBeingPresented)
    #expect(stage.a.view.window === stage.window)
    // A layout pass of the container is bracketed by the controller's hooks, which place B.
    let half = controller as! HalfController
    half.layoutCalls = []
    stage.b.view.frame = .zero
    controller!.containerView!.setNeedsLayout()
    controller!.containerView!.layoutIfNeeded()
    #expect(half.layoutCalls == ["will", "did"])
    #expect(stage.b.view.frame == CGRect(x: 0, y: 333.5, width: 375, height: 333.5))
  }

  @Test("A custom dismissal fades B out and unlinks it; the delegate's animator is used")
  func customDismissal() {
    let stage = CustomStage()
    stage.run { stage.a.present(stage.b, animated: false) }
    stage.log.calls = []
    stage.run { stage.b.dismiss(animated: true) }
    #expect(stage.log.calls == ["pc.dismissalWillBegin", "B.willDisappear"])
    stage.window.scheduler.advance(to: 0.2)
    #expect(abs(stage.window.animator.presentation(of: stage.b.view).alpha - 0.5) < 1e-9)
    stage.window.scheduler.advance(to: 0.5)
    #expect(
      stage.log.calls == [
        "pc.dismissalWillBegin", "B.willDisappear", "B.didDisappear", "pc.dismissalDidEnd(true)",
        "animationEnded(true)",
      ])
    #expect(stage.a.presentedViewController == nil)
    #expect(stage.b.viewIfLoaded?.window == nil)
  }

  @Test("completeTransition(false) on the way out keeps B, which appears again")
  func cancelledDismissal() {
    let stage = CustomStage()
    stage.run { stage.a.present(stage.b, animated: false) }
    stage.log.calls = []
    stage.transitions.dismissAnimator.completes = false
    stage.run { stage.b.dismiss(animated: true) }
    stage.window.scheduler.advance(to: 0.5)
    #expect(
      stage.log.calls == [
        "pc.dismissalWillBegin", "B.willDisappear", "B.willAppear", "B.didAppear",
        "pc.dismissalDidEnd(false)", "animationEnded(false)",
      ])
    #expect(stage.a.presentedViewController === stage.b)
    #expect(!stage.b.isBeingDismissed)
    #expect(stage.b.view.window === stage.window)
  }
}
