import Foundation
import Testing

@testable import GestureCore

private typealias Screen = AppearanceLoggingScreen

@MainActor
private final class CallLog: CallRecording {
  var calls: [String] = []
}

/// A 375 × 667 window whose root is a navigation controller holding A, with B pushed without
/// animation, touches scripted as a scenario's.
@MainActor
private final class Stack {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
  let log = CallLog()
  let a: Screen
  let b: Screen
  let navigation: UINavigationController
  private var inputs: [TouchInput] = []

  init(pushB: Bool = true) {
    a = Screen("A", log: log)
    b = Screen("B", log: log)
    navigation = UINavigationController(rootViewController: a)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    window.finishAppearanceTransitions()
    if pushB {
      navigation.pushViewController(b, animated: false)
      window.finishAppearanceTransitions()
    }
    log.calls = []
  }

  func touch(_ phase: UITouch.Phase, _ x: CGFloat, at time: Double) {
    inputs.append(TouchInput(time: time, touch: 0, phase: phase, location: CGPoint(x: x, y: 300)))
  }

  /// The events the frames of ``run(for:)`` took from the log.
  private var recorded: [TimelineEvent] = []

  /// Runs the frames up to `duration` seconds.
  func run(for duration: Double) {
    let simulation = Simulation(
      window: window, framesPerSecond: 60, duration: duration, input: inputs)
    while let frame = simulation.nextFrame() { recorded += frame.events }
  }

  func events(_ kind: String) -> [String] {
    (recorded + window.eventLog.pending).filter { $0.kind == kind }.map(\.detail)
  }
}

@Suite("UINavigationController: stack, parallax push and pop, interactive pop")
@MainActor
struct NavigationControllerTests {
  @Test("The bar is under the 20 pt status bar full screen, at the top of a sheet's card")
  func barInSheet() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.screenSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    let root = UINavigationController(rootViewController: UIViewController())
    window.rootViewController = root
    window.makeKeyAndVisible()
    root.view.layoutIfNeeded()
    #expect(root.navigationBar.frame == CGRect(x: 0, y: 20, width: 375, height: 44))
    let sheet = UINavigationController(rootViewController: UIViewController())
    SimulationContext.$scheduler.withValue(window.scheduler) {
      root.present(sheet, animated: false)
    }
    sheet.view.layoutIfNeeded()
    // The card is 30 pt down (the status bar and 10 pt): the status bar does not reach it.
    #expect(sheet.view.convert(CGPoint.zero, to: nil).y == 30)
    #expect(sheet.navigationBar.frame == CGRect(x: 0, y: 0, width: 375, height: 44))
  }

  @Test("An animated push: UIKit's call order, the parallax halfway, B on top at the end")
  func animatedPush() {
    let stack = Stack(pushB: false)
    let root = stack.navigation.view!
    SimulationContext.$scheduler.withValue(stack.window.scheduler) {
      stack.navigation.pushViewController(stack.b, animated: true)
    }
    #expect(stack.log.calls == ["A.willDisappear", "B.willAppear"])
    #expect(stack.navigation.topViewController === stack.b)
    stack.window.scheduler.advance(to: UINavigationController.transitionDuration / 2)
    // Ease-in-out is 0.5 at half time: B halfway in from the right edge, A 15 % to the left.
    let bShown = stack.window.animator.presentation(of: stack.b.view).center.x
    let aShown = stack.window.animator.presentation(of: stack.a.view).center.x
    #expect(abs(bShown - (187.5 + 187.5)) < 1e-6)
    #expect(abs(aShown - (187.5 - 0.3 * 375 * 0.5)) < 1e-6)
    stack.window.scheduler.advance(to: UINavigationController.transitionDuration)
    #expect(
      stack.log.calls == ["A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear"])
    #expect(stack.b.view.superview === root)
    #expect(stack.a.viewIfLoaded?.superview == nil)
    #expect(stack.b.view.frame == root.bounds)
    #expect(stack.events("navigation.push") == ["A → B"])
  }

  @Test("The back button shows the previous title and pops")
  func backButton() {
    let stack = Stack()
    let bar = stack.navigation.navigationBar
    #expect(bar.topItem === stack.b.navigationItem)
    #expect(bar.backItem === stack.a.navigationItem)
    #expect(bar.content?.backButton?.label.text == "A")
    #expect(bar.content?.titleLabel.text == "B")
    SimulationContext.$scheduler.withValue(stack.window.scheduler) {
      bar.content?.backButton?.sendActions(for: .touchUpInside)
    }
    stack.window.scheduler.advance(to: 1)
    #expect(stack.navigation.viewControllers == [stack.a])
    #expect(
      stack.log.calls == ["B.willDisappear", "A.willAppear", "B.didDisappear", "A.didAppear"])
    #expect(stack.events("navigation.pop") == ["B → A"])
  }

  @Test("An edge pan released at 40 % of the width at 800 pt/s completes the pop")
  func interactivePopCompletes() {
    let stack = Stack()
    // Down 5 pt from the left edge; the pan begins after 15 pt; then 150 pt more (40 % of 375)
    // at 800 pt/s, and the finger lifts moving.
    stack.touch(.began, 5, at: 0)
    stack.touch(.moved, 20, at: 0.02)
    var t = 0.02
    var x: CGFloat = 20
    while x < 170 {
      t += 1.0 / 60
      x = min(170, x + 800.0 / 60)
      stack.touch(.moved, x, at: t)
    }
    stack.touch(.ended, x, at: t)
    stack.run(for: t + 0.6)
    #expect(stack.navigation.viewControllers == [stack.a])
    #expect(
      stack.log.calls == ["B.willDisappear", "A.willAppear", "B.didDisappear", "A.didAppear"])
    #expect(stack.events("navigation.pop") == ["B → A"])
    #expect(stack.events("navigation.popCancelled").isEmpty)
  }

  @Test(
    "An edge pan slowed to a stop at 30 % and released cancels: UIKit's calls for a cancelled pop")
  func interactivePopCancels() {
    let stack = Stack()
    // Slowing to a stop at 132.5 (112.5 pt past the 15 pt hysteresis: 30 %): the last moving
    // sample is 3.3 pt/s and the lift 50 ms later, still, is a sample of 0: blended 2.7 pt/s,
    // which projects 1.3 pt further.
    stack.touch(.began, 5, at: 0)
    stack.touch(.moved, 20, at: 0.05)
    stack.touch(.moved, 120, at: 0.3)
    stack.touch(.moved, 130, at: 0.45)
    stack.touch(.moved, 132, at: 0.6)
    stack.touch(.moved, 132.5, at: 0.75)
    stack.touch(.ended, 132.5, at: 0.8)
    stack.run(for: 1.5)
    #expect(stack.navigation.viewControllers == [stack.a, stack.b])
    #expect(
      stack.log.calls == [
        "B.willDisappear", "A.willAppear", "A.willDisappear", "B.willAppear", "A.didDisappear",
        "B.didAppear",
      ])
    #expect(stack.events("navigation.popCancelled") == ["B stays, released at 30 %"])
    #expect(stack.b.view.frame == stack.navigation.view.bounds)
    #expect(stack.a.viewIfLoaded?.superview == nil)
  }

  @Test("A view under the bar has its safe area start at the bar's bottom")
  func safeAreaUnderBar() {
    let stack = Stack(pushB: false)
    stack.window.screenSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    stack.navigation.view.setNeedsLayout()
    stack.navigation.view.layoutIfNeeded()
    #expect(stack.navigation.navigationBar.frame == CGRect(x: 0, y: 20, width: 375, height: 44))
    #expect(stack.a.view.safeAreaInsets.top == 64)
    stack.navigation.setNavigationBarHidden(true, animated: false)
    #expect(stack.a.view.safeAreaInsets.top == 20)
  }

  @Test(
    "The push's coordinator runs alongside animations with the slide, its completion at the end")
  func coordinator() {
    let stack = Stack(pushB: false)
    var completed: [Bool] = []
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    stack.a.view.addSubview(badge)
    SimulationContext.$scheduler.withValue(stack.window.scheduler) {
      stack.navigation.pushViewController(stack.b, animated: true)
      let coordinator = stack.b.transitionCoordinator
      #expect(coordinator?.transitionDuration == 0.35)
      #expect(coordinator?.viewController(forKey: .to) === stack.b)
      coordinator?.animate(
        alongsideTransition: { _ in badge.alpha = 0 },
        completion: { completed.append($0.isCancelled) })
    }
    stack.window.scheduler.advance(to: 0.175)
    #expect(abs(stack.window.animator.presentation(of: badge).alpha - 0.5) < 1e-6)
    #expect(completed.isEmpty)
    stack.window.scheduler.advance(to: 0.35)
    #expect(completed == [false])
    #expect(stack.b.transitionCoordinator == nil)
  }
}
