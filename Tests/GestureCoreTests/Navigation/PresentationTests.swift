import Foundation
import Testing

@testable import GestureCore

private typealias Screen = AppearanceLoggingScreen

@MainActor
final class PresentationLog: CallRecording {
  var calls: [String] = []
}

/// A 375 × 667 window showing A, visible, with B and C ready to present.
@MainActor
private final class Stage {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
  let log = PresentationLog()
  let a: Screen
  let b: Screen
  let c: Screen

  init() {
    a = Screen("A", log: log)
    b = Screen("B", log: log)
    c = Screen("C", log: log)
    window.rootViewController = a
    window.makeKeyAndVisible()
    window.finishAppearanceTransitions()
    log.calls = []
  }

  /// Runs `body` with the window's clock as the animations' clock.
  func run(_ body: () -> Void) {
    SimulationContext.$scheduler.withValue(window.scheduler) {
      SimulationContext.$eventLog.withValue(window.eventLog) { body() }
    }
  }

  func events(_ kind: String) -> [String] {
    window.eventLog.pending.filter { $0.kind == kind }.map(\.detail)
  }
}

@Suite("Modal presentation: styles, cover-vertical slide, appearance calls, dismissal")
@MainActor
struct PresentationTests {
  @Test("An untitled navigation controller is named by its root in the timeline")
  func navigationControllerNamedByRoot() {
    let stage = Stage()
    let untitled = UIViewController()
    let navigation = UINavigationController(rootViewController: untitled)
    stage.run { stage.a.present(navigation, animated: false) }
    #expect(
      stage.events("presentation.present")
        == ["A → UIViewController in UINavigationController (pageSheet)"])
    stage.run { navigation.dismiss(animated: false) }
    #expect(
      stage.events("presentation.dismiss") == ["UIViewController in UINavigationController → A"])
  }

  @Test("Full screen: B slides up along ease-in-out over 0.5 s; A disappears and leaves")
  func fullScreenSlide() {
    let stage = Stage()
    stage.b.modalPresentationStyle = .fullScreen
    stage.run {
      stage.a.present(stage.b, animated: true) { stage.log.calls.append("completion") }
    }
    #expect(stage.log.calls == ["A.willDisappear", "B.willAppear"])
    #expect(stage.b.isBeingPresented)
    #expect(stage.a.presentedViewController === stage.b)
    #expect(stage.b.presentingViewController === stage.a)
    #expect(stage.events("presentation.present") == ["A → B (fullScreen)"])
    stage.window.scheduler.advance(to: 0.25)
    // Ease-in-out is 0.5 at half time: B's top is halfway up the 667 pt screen.
    let shown = stage.window.animator.presentation(of: stage.b.view)
    #expect(abs(shown.center.y - (333.5 + 333.5)) < 1e-6)
    #expect(stage.b.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(stage.a.view.window === stage.window)
    stage.window.scheduler.advance(to: 0.5)
    #expect(
      stage.log.calls == [
        "A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear", "completion",
      ])
    #expect(!stage.b.isBeingPresented)
    #expect(stage.a.viewIfLoaded?.window == nil)
    #expect(stage.b.view.window === stage.window)
  }

  @Test("A cover-vertical slide a quarter of the way in is where ease-in-out puts it")
  func quarterWay() {
    let stage = Stage()
    stage.b.modalPresentationStyle = .overFullScreen
    stage.run { stage.a.present(stage.b, animated: true) }
    stage.window.scheduler.advance(to: 0.125)
    let shown = stage.window.animator.presentation(of: stage.b.view)
    let expectedTop = 667 * (1 - easeInOutReference(0.25))
    #expect(abs((shown.center.y - 333.5) - expectedTop) < 1e-3)
    stage.window.scheduler.advance(to: 0.5)
    // Over full screen: A stays in the window and gets no disappear calls.
    #expect(stage.log.calls == ["B.willAppear", "B.didAppear"])
    #expect(stage.a.view.window === stage.window)
  }

  @Test("Automatic is a page sheet: a card 10 pt below the safe area, A shrunk, no A calls")
  func pageSheet() {
    let stage = Stage()
    stage.window.screenSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    stage.run { stage.a.present(stage.b, animated: true) }
    stage.window.scheduler.advance(to: 0.5)
    #expect(stage.log.calls == ["B.willAppear", "B.didAppear"])
    let card = stage.b.view.superview!
    #expect(card.frame == CGRect(x: 0, y: 30, width: 375, height: 637))
    #expect(card.layer.cornerRadius == 10)
    #expect(stage.b.view.frame == CGRect(x: 0, y: 0, width: 375, height: 637))
    #expect(stage.a.view.window === stage.window)
    // A shrunk to (375 − 32)/375, its top at the safe area's top (20 pt).
    let scale = 343.0 / 375.0
    let a = stage.a.view!
    #expect(abs(a.transform.a - scale) < 1e-9)
    #expect(abs(a.frame.minY - 20) < 1e-9)
    #expect(abs(a.frame.minX - 16) < 1e-9)
    // Dismissed from B itself: B's calls only, then the completion; A is restored.
    stage.run { stage.b.dismiss(animated: true) { stage.log.calls.append("completion") } }
    #expect(stage.b.isBeingDismissed)
    stage.window.scheduler.advance(to: 1.0)
    #expect(
      stage.log.calls == [
        "B.willAppear", "B.didAppear", "B.willDisappear", "B.didDisappear", "completion",
      ])
    #expect(stage.a.presentedViewController == nil)
    #expect(stage.b.presentingViewController == nil)
    #expect(stage.a.view.transform == .identity)
    #expect(stage.a.view.layer.cornerRadius == 0)
    #expect(stage.b.viewIfLoaded?.window == nil)
    #expect(stage.window.subviews.count == 1)
    #expect(stage.events("presentation.dismiss") == ["B → A"])
  }

  @Test("Dismissing a full-screen B brings A back: A.willAppear now, didAppear at the end")
  func fullScreenDismiss() {
    let stage = Stage()
    stage.b.modalPresentationStyle = .fullScreen
    stage.run { stage.a.present(stage.b, animated: false) }
    stage.log.calls = []
    stage.run { stage.a.dismiss(animated: true) }
    #expect(stage.log.calls == ["B.willDisappear", "A.willAppear"])
    #expect(stage.a.view.window === stage.window)
    stage.window.scheduler.advance(to: 0.5)
    #expect(
      stage.log.calls == ["B.willDisappear", "A.willAppear", "B.didDisappear", "A.didAppear"])
    #expect(stage.window.subviews.map { $0 === stage.a.view } == [true])
  }

  @Test("Dismissing from the bottom of a chain removes every presented controller")
  func chain() {
    let stage = Stage()
    stage.run {
      stage.a.present(stage.b, animated: false)
      stage.b.present(stage.c, animated: false)
    }
    #expect(stage.b.presentedViewController === stage.c)
    #expect(stage.c.presentingViewController === stage.b)
    stage.log.calls = []
    var done = 0
    stage.run { stage.a.dismiss(animated: true) { done += 1 } }
    #expect(stage.log.calls == ["B.willDisappear", "C.willDisappear"])
    // Only C is animated; B's view is gone at once.
    #expect(stage.b.viewIfLoaded?.window == nil)
    #expect(stage.c.view.window === stage.window)
    stage.window.scheduler.advance(to: 0.5)
    #expect(
      stage.log.calls == [
        "B.willDisappear", "C.willDisappear", "C.didDisappear", "B.didDisappear",
      ])
    #expect(done == 1)
    #expect(stage.a.presentedViewController == nil)
    #expect(stage.b.presentedViewController == nil)
    #expect(stage.window.subviews.count == 1)
  }

  @Test("Presenting during a presentation, or twice, is ignored with UIKit's warning")
  func refused() {
    let stage = Stage()
    var ran = false
    stage.run {
      stage.a.present(stage.b, animated: true)
      stage.a.present(stage.c, animated: true) { ran = true }
    }
    #expect(
      stage.events("presentation.ignored") == [
        "Attempt to present C on A while a presentation or dismiss is in progress (B); "
          + "nothing is presented"
      ])
    stage.window.scheduler.advance(to: 0.5)
    stage.run { stage.a.present(stage.c, animated: false) }
    #expect(
      stage.events("presentation.ignored").last
        == "Attempt to present C on A which is already presenting B; nothing is presented")
    #expect(!ran)
    #expect(stage.c.presentingViewController == nil)
    #expect(stage.a.presentedViewController === stage.b)
  }

  @Test("The transition coordinator reports the style and runs its completion at the end")
  func coordinator() {
    let stage = Stage()
    stage.b.modalPresentationStyle = .overFullScreen
    var order: [String] = []
    stage.run {
      stage.a.present(stage.b, animated: true) { order.append("completion") }
    }
    let coordinator = stage.b.transitionCoordinator
    #expect(coordinator?.presentationStyle == .overFullScreen)
    #expect(coordinator?.transitionDuration == 0.5)
    coordinator?.animate(alongsideTransition: nil) { _ in order.append("coordinator") }
    stage.window.scheduler.advance(to: 0.5)
    #expect(order == ["coordinator", "completion"])
    #expect(stage.b.transitionCoordinator == nil)
  }

  @Test("A presentation from a child is made by the outermost controller")
  func fromChild() {
    let stage = Stage()
    let child = UIViewController()
    stage.a.addChild(child)
    stage.a.view.addSubview(child.view)
    child.didMove(toParent: stage.a)
    stage.run { child.present(stage.b, animated: false) }
    #expect(stage.b.presentingViewController === stage.a)
    #expect(child.presentedViewController === stage.b)
  }

  @Test("Over the current context: the context controller presents, over its view only")
  func currentContext() {
    let stage = Stage()
    let context = UIViewController()
    context.definesPresentationContext = true
    stage.a.addChild(context)
    context.view.frame = CGRect(x: 0, y: 100, width: 375, height: 300)
    stage.a.view.addSubview(context.view)
    context.didMove(toParent: stage.a)
    stage.b.modalPresentationStyle = .currentContext
    stage.run { context.present(stage.b, animated: false) }
    #expect(stage.b.presentingViewController === context)
    #expect(stage.b.view.convert(stage.b.view.bounds, to: nil) == context.view.frame)
    // `.currentContext` takes the context's view off screen; A stays.
    #expect(context.view.superview == nil)
    #expect(stage.a.view.window === stage.window)
    stage.run { stage.b.dismiss(animated: false) }
    #expect(context.view.superview === stage.a.view)
    #expect(context.view.frame == CGRect(x: 0, y: 100, width: 375, height: 300))
  }

  @Test("A flip is drawn as a 0.4 s cross-dissolve, with a warning that says so")
  func flipWarning() {
    let stage = Stage()
    stage.b.modalPresentationStyle = .overFullScreen
    stage.b.modalTransitionStyle = .flipHorizontal
    stage.run { stage.a.present(stage.b, animated: true) }
    #expect(
      stage.events("presentation.unsupported") == [
        "modalTransitionStyle .flipHorizontal of B is drawn as a cross-dissolve"
      ])
    stage.window.scheduler.advance(to: 0.2)
    let shown = stage.window.animator.presentation(of: stage.b.view)
    #expect(abs(shown.alpha - 0.5) < 1e-6)
    #expect(shown.center.y == 333.5)
    stage.window.scheduler.advance(to: 0.4)
    #expect(!stage.b.isBeingPresented)
  }

  @Test("Presenting from a controller whose view is in no window is ignored with a warning")
  func notInWindow() {
    let stage = Stage()
    let offscreen = UIViewController()
    offscreen.loadViewIfNeeded()
    stage.run { offscreen.present(stage.b, animated: true) }
    #expect(
      stage.events("presentation.ignored") == [
        "Attempt to present B on UIViewController whose view is not in the window hierarchy; "
          + "nothing is presented"
      ])
    #expect(offscreen.presentedViewController == nil)
    #expect(stage.log.calls.isEmpty)
    // Placed on the view of the controller the call was made on (its path: no window).
    #expect(stage.window.eventLog.pending.last?.view == offscreen.view.identifier)
  }

  @Test("A tap on the dimmed strip above a sheet does not reach the screen below")
  func touchesBlocked() {
    let stage = Stage()
    let button = UIButton(type: .custom)
    button.frame = stage.a.view.bounds
    var taps = 0
    button.addAction(for: .touchUpInside) { _ in taps += 1 }
    stage.a.view.addSubview(button)
    stage.run { stage.a.present(stage.b, animated: false) }
    // The card starts 10 pt down (no safe area here): y 5 is on the dimming, over A.
    let point = CGPoint(x: 100, y: 5)
    #expect(stage.window.hitTest(point, with: nil)?.superview is PresentationContainerView)
    #expect(stage.window.hitTest(point, with: nil)?.isDescendant(of: button) == false)
    let inputs = [
      TouchInput(time: 0.1, touch: 0, phase: .began, location: point),
      TouchInput(time: 0.15, touch: 0, phase: .ended, location: point),
    ]
    let simulation = Simulation(
      window: stage.window, framesPerSecond: 60, duration: 1, input: inputs)
    while simulation.nextFrame() != nil {}
    // The tap dismissed the sheet instead (a tap on the dimming: SheetTests).
    #expect(taps == 0)
    #expect(stage.a.presentedViewController == nil)
  }
}
