import Foundation
import Testing

@testable import GestureCore

private typealias SheetScreen = AppearanceLoggingScreen

@MainActor
private final class SheetLog: UISheetPresentationControllerDelegate, CallRecording {
  var calls: [String] = []
  var allowsDismissal = true
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  {
    calls.append("shouldDismiss")
    return allowsDismissal
  }
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
    calls.append("willDismiss")
  }
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    calls.append("didDismiss")
  }
  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {
    calls.append("didAttemptToDismiss")
  }
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {
    let id = sheetPresentationController.selectedDetentIdentifier
    calls.append(
      "didChangeDetent(\(id.map { UISheetPresentationController.name(of: $0) } ?? "nil"))")
  }
}

/// A window showing A, presenting B as a sheet without animation; touches scripted as a
/// scenario's, played by the frames of a simulation.
@MainActor
private final class SheetStage {
  let window: UIWindow
  let log = SheetLog()
  let a: SheetScreen
  let b: SheetScreen
  private var inputs: [TouchInput] = []
  private var recorded: [TimelineEvent] = []

  init(
    size: CGSize = CGSize(width: 375, height: 667),
    insets: UIEdgeInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
    configure: (SheetScreen) -> Void = { _ in }
  ) {
    window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.screenSafeAreaInsets = insets
    a = SheetScreen("A", log: log)
    b = SheetScreen("B", log: log)
    window.rootViewController = a
    window.makeKeyAndVisible()
    window.finishAppearanceTransitions()
    b.sheetPresentationController?.delegate = log
    configure(b)
    SimulationContext.$scheduler.withValue(window.scheduler) {
      SimulationContext.$eventLog.withValue(window.eventLog) {
        a.present(b, animated: false)
      }
    }
    log.calls = []
  }

  var sheet: UISheetPresentationController { b.sheetPresentationController! }
  var card: UIView { b.view.superview! }

  /// A finger at (187.5, `y`) at `time`.
  func touch(_ phase: UITouch.Phase, _ y: CGFloat, at time: Double) {
    inputs.append(
      TouchInput(time: time, touch: 0, phase: phase, location: CGPoint(x: 187.5, y: y)))
  }

  /// A drag from `from` to `to` at `speed` pt/s in 60 Hz steps, starting at `start`; held
  /// still `hold` seconds (0.2: the pan's velocity is then 0) before lifting. Returns the
  /// time of the lift.
  @discardableResult
  func drag(from: CGFloat, to: CGFloat, speed: CGFloat, start: Double = 0, hold: Double = 0.2)
    -> Double
  {
    touch(.began, from, at: start)
    var t = start
    var y = from
    let step = speed / 60 * (to > from ? 1 : -1)
    while y != to {
      t += 1.0 / 60
      y = to > from ? min(to, y + step) : max(to, y + step)
      touch(.moved, y, at: t)
    }
    if hold > 0 {
      for i in 1...4 { touch(.moved, to, at: t + hold * Double(i) / 4) }
      t += hold
    }
    touch(.ended, to, at: t)
    return t
  }

  /// Plays the inputs over `duration` seconds of frames.
  func run(for duration: Double) {
    let simulation = Simulation(
      window: window, framesPerSecond: 60, duration: duration, input: inputs)
    while let frame = simulation.nextFrame() { recorded += frame.events }
  }

  func events(_ kind: String) -> [String] {
    (recorded + window.eventLog.pending).filter { $0.kind == kind }.map(\.detail)
  }
}

@Suite("UISheetPresentationController: detents, dimming, the drag, dismissal by a gesture")
@MainActor
struct SheetTests {
  @Test("A page sheet is run by a UISheetPresentationController; a full-screen one is not")
  func presentationControllers() {
    let stage = SheetStage()
    let sheet = stage.sheet
    #expect(sheet === stage.b.presentationController)
    #expect(sheet.presentingViewController === stage.a)
    #expect(sheet.presentedViewController === stage.b)
    #expect(sheet.presentedView === stage.card)
    #expect(sheet.containerView === stage.card.superview)
    #expect(sheet.frameOfPresentedViewInContainerView == stage.card.frame)
    #expect(sheet.presentationStyle == .pageSheet)
    #expect(!sheet.shouldRemovePresentersView)
    let c = UIViewController()
    c.modalPresentationStyle = .fullScreen
    let plain = c.presentationController
    #expect(plain != nil && !(plain is UISheetPresentationController))
    #expect(plain?.shouldRemovePresentersView == true)
    #expect(plain?.containerView == nil)
    #expect(c.sheetPresentationController == nil)
  }

  @Test("Medium on the iPhone SE: 637/2 = 318.5 pt, the card's top at 667 − 318.5 = 348.5")
  func mediumOnSE() {
    let stage = SheetStage { $0.sheetPresentationController?.detents = [.medium(), .large()] }
    #expect(stage.card.frame == CGRect(x: 0, y: 348.5, width: 375, height: 318.5))
    #expect(stage.b.view.frame == CGRect(x: 0, y: 0, width: 375, height: 318.5))
    #expect(stage.sheet.selectedDetentIdentifier == nil)
    // Dimmed (no undimmed detent), the presenter not shrunk below the large detent.
    let dimming = stage.card.superview!.subviews[0]
    #expect(abs(dimming.alpha - 0.2) < 1e-9)
    #expect(stage.a.view.transform == .identity)
  }

  @Test("A home-indicator phone (390 × 844, insets 47/34): medium 376.5 pt, large 753 pt")
  func mediumOnHomeIndicatorPhone() {
    let stage = SheetStage(
      size: CGSize(width: 390, height: 844),
      insets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    ) { $0.sheetPresentationController?.detents = [.large(), .medium()] }
    // Maximum 844 − 47 − 10 − 34 = 753; medium 376.5; top 844 − 34 − 376.5 = 433.5.
    #expect(stage.card.frame == CGRect(x: 0, y: 433.5, width: 390, height: 410.5))
    stage.sheet.selectedDetentIdentifier = .large
    #expect(stage.card.frame == CGRect(x: 0, y: 57, width: 390, height: 787))
    // A custom detent reads the same maximum.
    var seen: CGFloat = 0
    stage.sheet.detents = [
      .custom(identifier: .init("third")) { context in
        seen = context.maximumDetentValue
        return context.maximumDetentValue / 3
      }
    ]
    #expect(seen == 753)
    #expect(stage.card.frame == CGRect(x: 0, y: 844 - 34 - 251, width: 390, height: 285))
  }

  @Test("A drag up 200 pt released still settles on large (nearer), 90 pt on medium")
  func releaseAtRest() {
    // From medium (318.5): 200 pt less the 10 pt hysteresis = 190 → 508.5, nearer 637 than
    // 318.5 (midpoint 477.75).
    let up = SheetStage { $0.sheetPresentationController?.detents = [.medium(), .large()] }
    let lift = up.drag(from: 500, to: 300, speed: 600)
    up.run(for: lift + 0.6)
    #expect(up.sheet.selectedDetentIdentifier == .large)
    #expect(up.card.frame == CGRect(x: 0, y: 30, width: 375, height: 637))
    #expect(up.events("sheet.detent") == ["medium → large"])
    #expect(up.log.calls == ["didChangeDetent(large)"])
    // Large dims and shrinks A fully: (375 − 32)/375.
    #expect(abs(up.a.view.transform.a - 343.0 / 375.0) < 1e-9)
    // 90 pt (80 after the hysteresis): 398.5, nearer 318.5.
    let short = SheetStage { $0.sheetPresentationController?.detents = [.medium(), .large()] }
    let end = short.drag(from: 500, to: 410, speed: 600)
    short.run(for: end + 0.6)
    #expect(short.sheet.selectedDetentIdentifier == nil)
    #expect(short.card.frame.minY == 348.5)
    #expect(short.events("sheet.detent").isEmpty)
    #expect(short.log.calls.isEmpty)
  }

  @Test("A flick: 60 pt up at 1200 pt/s projects 0.499 × 1200 ≈ 599 pt further: large")
  func flickUp() {
    let stage = SheetStage { $0.sheetPresentationController?.detents = [.medium(), .large()] }
    let lift = stage.drag(from: 500, to: 440, speed: 1200, hold: 0)
    stage.run(for: lift + 0.6)
    #expect(stage.sheet.selectedDetentIdentifier == .large)
    #expect(stage.card.frame.minY == 30)
    #expect(abs(UISheetPresentationController.projection(ofVelocity: 1000) - 499) < 1e-9)
  }

  @Test("A flick down from medium dismisses: shouldDismiss, willDismiss, the calls, didDismiss")
  func flickDownDismisses() {
    let stage = SheetStage { $0.sheetPresentationController?.detents = [.medium(), .large()] }
    // 60 pt down at 1500 pt/s: 268.5 − 0.499 × 1500 < 0, nearer the bottom.
    let lift = stage.drag(from: 400, to: 460, speed: 1500, hold: 0)
    stage.run(for: lift + 0.6)
    #expect(
      stage.log.calls == [
        "shouldDismiss", "willDismiss", "B.willDisappear", "B.didDisappear", "didDismiss",
      ])
    #expect(stage.a.presentedViewController == nil)
    #expect(stage.b.viewIfLoaded?.window == nil)
    #expect(stage.events("sheet.dismissed") == ["dismissed"])
    #expect(stage.events("presentation.dismiss") == ["B → A"])
  }

  @Test("isModalInPresentation: the drag is refused once, the sheet returns, B stays")
  func modalRefuses() {
    let stage = SheetStage { $0.isModalInPresentation = true }
    // A large-only sheet (637): 410 pt down (400 after the hysteresis) held still: 237 pt,
    // nearer the bottom than 637, so an attempt; the card is rubber-banded, not following.
    let lift = stage.drag(from: 100, to: 510, speed: 800)
    stage.run(for: lift + 0.6)
    #expect(stage.log.calls == ["didAttemptToDismiss"])
    #expect(stage.card.frame == CGRect(x: 0, y: 30, width: 375, height: 637))
    #expect(stage.a.presentedViewController === stage.b)
    #expect(stage.events("sheet.refused") == ["dismissal refused: returns to large"])
  }

  @Test("The delegate refusing: asked once, then told of the attempt; no appearance calls")
  func delegateRefuses() {
    let stage = SheetStage()
    stage.log.allowsDismissal = false
    let lift = stage.drag(from: 100, to: 510, speed: 800)
    stage.run(for: lift + 0.6)
    #expect(stage.log.calls == ["shouldDismiss", "didAttemptToDismiss"])
    #expect(stage.card.frame.minY == 30)
  }

  @Test("A cancelled drag-to-dismiss: B disappears and appears again, as UIKit calls it")
  func cancelledDismissal() {
    let stage = SheetStage()
    // 160 pt down (150 after the hysteresis): 487 pt, nearer 637: back to large.
    let lift = stage.drag(from: 100, to: 260, speed: 800)
    stage.run(for: lift + 0.6)
    #expect(
      stage.log.calls == [
        "shouldDismiss", "willDismiss", "B.willDisappear", "B.willAppear", "B.didAppear",
      ])
    #expect(stage.card.frame.minY == 30)
    #expect(!stage.b.isBeingDismissed)
    #expect(stage.a.presentedViewController === stage.b)
  }

  @Test("dismiss(animated:) calls no delegate method")
  func programmaticDismissal() {
    let stage = SheetStage()
    stage.b.dismiss(animated: false)
    #expect(stage.log.calls == ["B.willDisappear", "B.didDisappear"])
  }

  @Test("A tap on the dimming above a medium sheet dismisses it as the user's dismissal")
  func tapOutsideDismisses() {
    let stage = SheetStage { $0.sheetPresentationController?.detents = [.medium(), .large()] }
    stage.touch(.began, 100, at: 0.1)
    stage.touch(.ended, 100, at: 0.2)
    stage.run(for: 1)
    #expect(
      stage.log.calls == [
        "shouldDismiss", "willDismiss", "B.willDisappear", "B.didDisappear", "didDismiss",
      ])
    #expect(stage.a.presentedViewController == nil)
    #expect(stage.events("sheet.dismissed") == ["dismissed by a tap outside the sheet"])
    #expect(stage.events("presentation.dismiss") == ["B → A"])
  }

  @Test("isModalInPresentation: a tap outside is an attempt; an undimmed sheet lets it through")
  func tapOutsideRefusedOrPassedThrough() {
    let modal = SheetStage {
      $0.isModalInPresentation = true
      $0.sheetPresentationController?.detents = [.medium()]
    }
    modal.touch(.began, 100, at: 0.1)
    modal.touch(.ended, 100, at: 0.2)
    modal.run(for: 1)
    #expect(modal.log.calls == ["didAttemptToDismiss"])
    #expect(modal.a.presentedViewController === modal.b)
    #expect(modal.events("sheet.refused") == ["dismissal by a tap outside the sheet refused"])
    let undimmed = SheetStage {
      $0.sheetPresentationController?.detents = [.medium(), .large()]
      $0.sheetPresentationController?.largestUndimmedDetentIdentifier = .medium
    }
    undimmed.touch(.began, 100, at: 0.1)
    undimmed.touch(.ended, 100, at: 0.2)
    undimmed.run(for: 1)
    #expect(undimmed.log.calls.isEmpty)
    #expect(undimmed.a.presentedViewController === undimmed.b)
  }

  @Test("Undimmed at medium: no dimming, A not shrunk, and a tap above the card reaches A")
  func undimmedMedium() {
    let stage = SheetStage {
      $0.sheetPresentationController?.detents = [.medium(), .large()]
      $0.sheetPresentationController?.largestUndimmedDetentIdentifier = .medium
    }
    let dimming = stage.card.superview!.subviews[0]
    #expect(dimming.alpha == 0)
    #expect(stage.a.view.transform == .identity)
    #expect(stage.window.hitTest(CGPoint(x: 100, y: 200), with: nil) === stage.a.view)
    stage.sheet.animateChanges { stage.sheet.selectedDetentIdentifier = .large }
    stage.window.scheduler.advance(to: 1)
    #expect(abs(dimming.alpha - 0.2) < 1e-9)
    #expect(stage.window.hitTest(CGPoint(x: 100, y: 20), with: nil) !== stage.a.view)
  }

  @Test("The grabber: 36 × 5 pt, centred, 5 pt below the card's top, above the content")
  func grabber() {
    let stage = SheetStage { $0.sheetPresentationController?.prefersGrabberVisible = true }
    let grabber = stage.card.subviews.last!
    #expect(grabber !== stage.b.view)
    #expect(grabber.frame == CGRect(x: 169.5, y: 5, width: 36, height: 5))
    #expect(grabber.layer.cornerRadius == 2.5)
    stage.sheet.prefersGrabberVisible = false
    #expect(stage.card.subviews.count == 1)
  }
}
