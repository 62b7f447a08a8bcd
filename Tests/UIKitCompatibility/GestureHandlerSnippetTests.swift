import Foundation
import Testing
import UIKit

/// Snippets whose recognizer handlers read translation, velocity and location and switch on
/// the state: pans, long presses, taps waiting for a double tap, simultaneous recognition and
/// a custom recognizer subclass. Pans begin after 10 pt of travel on one axis with the
/// hysteresis removed from the reported translation; velocity is the last two samples blended
/// 0.2/0.8 (reference §4.3).
@Suite("Corpus: gesture recognizer handlers")
@MainActor
struct GestureHandlerSnippetTests {
  @Test("SwipeCardViewController: the card follows 10 pt late, tilts, and springs back")
  func swipeCardBack() throws {
    let harness = SnippetHarness()
    let controller = SwipeCardViewController()
    harness.launch(controller)
    // 30 moves of 2 pt right from the card's center (187.5, 320).
    harness.drag(
      from: CGPoint(x: 187.5, y: 320), by: CGPoint(x: 60, y: 0), at: 0.1, duration: 0.5)
    harness.run(until: 0.1 + 20.0 / 60)
    // 40 pt of travel, 30 reported.
    #expect(controller.card.center == CGPoint(x: 217.5, y: 320))
    let angle = 30.0 / 375 * 0.4
    let tilt = controller.card.transform
    #expect(abs(Double(tilt.b) - sin(angle)) < 1e-12)
    #expect(abs(Double(tilt.a) - cos(angle)) < 1e-12)
    // Released at 50 pt and 120 pt/s: neither far nor fast enough.
    harness.run(until: 0.6)
    #expect(controller.decisions == ["back"])
    #expect(controller.card.center == CGPoint(x: 187.5, y: 320))
    harness.run(until: 1.2)
    let settled = try #require(harness.onScreen("card"))
    #expect(settled.center == CGPoint(x: 187.5, y: 320))
    #expect(settled.transform == .identity)
  }

  @Test("SwipeCardViewController: a short flick at 900 pt/s is kept by its velocity")
  func swipeCardFlick() {
    let harness = SnippetHarness()
    let controller = SwipeCardViewController()
    harness.launch(controller)
    // 6 moves of 15 pt: began at the first (5 pt reported), 80 pt at the end, 900 pt/s.
    harness.drag(
      from: CGPoint(x: 187.5, y: 320), by: CGPoint(x: 90, y: 0), at: 0.1, duration: 0.1)
    harness.run(until: 0.2)
    #expect(controller.decisions == ["like"])
    #expect(controller.card.superview != nil)
    // The fly-off takes 0.3 s; its completion removes the card.
    harness.run(until: 0.55)
    #expect(controller.card.superview == nil)
  }

  @Test("BottomSheetViewController: the height follows the drag; a slow release snaps to nearest")
  func sheetNearest() {
    let harness = SnippetHarness()
    let controller = BottomSheetViewController()
    harness.launch(controller)
    // 30 moves of 8 pt up: 230 pt reported after the hysteresis, at 480 pt/s.
    let end = harness.drag(
      from: CGPoint(x: 187.5, y: 600), by: CGPoint(x: 0, y: -240), at: 0.1, duration: 0.5)
    harness.run(until: end - 1e-6)
    // After 29 moves: 232 pt of travel, 222 reported: 120 + 222.
    #expect(controller.sheet.frame == CGRect(x: 0, y: 325, width: 375, height: 342))
    harness.run(until: end)
    #expect(controller.detent == .expanded)
    #expect(abs(controller.releaseVelocity.y + 480) < 1e-6)
    harness.run(until: end + 0.25)
    #expect(controller.sheet.frame == CGRect(x: 0, y: 147, width: 375, height: 520))
  }

  @Test("BottomSheetViewController: a fast flick expands by velocity though it moved little")
  func sheetFlick() {
    let harness = SnippetHarness()
    let controller = BottomSheetViewController()
    harness.launch(controller)
    // 6 moves of 20 pt up: 110 pt reported (height 230, below the middle), at 1200 pt/s.
    let end = harness.drag(
      from: CGPoint(x: 187.5, y: 600), by: CGPoint(x: 0, y: -120), at: 0.1, duration: 0.1)
    harness.run(until: end + 0.3)
    #expect(abs(controller.releaseVelocity.y + 1200) < 1e-6)
    #expect(controller.detent == .expanded)
    #expect(controller.sheet.frame.height == 520)
  }

  @Test("LiftableTileViewController: began from the clock at 0.5 s, lifted, dragged, set down")
  func longPressLift() throws {
    let harness = SnippetHarness()
    let controller = LiftableTileViewController()
    harness.launch(controller)
    harness.down(CGPoint(x: 95, y: 109), at: 0.2)
    // From 1.0 s: 30 moves of (3, 7), then lift.
    for step in 1...30 {
      harness.move(
        CGPoint(x: 95 + 3 * CGFloat(step), y: 109 + 7 * CGFloat(step)),
        at: 1 + Double(step) / 60)
    }
    harness.up(CGPoint(x: 185, y: 319), at: 1.6)
    harness.run(until: 0.68)
    #expect(controller.stateLog.isEmpty)
    harness.run(until: 0.7)
    #expect(controller.stateLog == ["began"])
    #expect(controller.tile.transform == CGAffineTransform(scaleX: 1.1, y: 1.1))
    // Halfway through the 0.2 s lift: ease-in-out at 0.5.
    harness.run(until: 0.8)
    let lifting = try #require(harness.onScreen("tile"))
    #expect(abs(lifting.transform.a - 1.05) < 1e-9)
    #expect(abs(lifting.alpha - 0.85) < 1e-9)
    harness.run(until: 1.5)
    #expect(controller.tile.center == CGPoint(x: 185, y: 319))
    harness.run(until: 1.9)
    #expect(controller.stateLog == ["began"] + Array(repeating: "changed", count: 30) + ["ended"])
    let down = try #require(harness.onScreen("tile"))
    #expect(down.transform == .identity)
    #expect(down.alpha == 1)
  }

  @Test("PhotoViewerViewController: a single tap waits 0.35 s for the double tap to fail")
  func singleWaitsForDouble() {
    let harness = SnippetHarness()
    let controller = PhotoViewerViewController()
    harness.launch(controller)
    harness.tap(CGPoint(x: 187, y: 287), at: 0.2)
    harness.tap(CGPoint(x: 187, y: 287), at: 1)
    harness.tap(CGPoint(x: 190, y: 290), at: 1.2)
    // The first tap lifts at 0.25; the double tap fails at 0.25 + 0.35.
    harness.run(until: 0.59)
    #expect(controller.taps.isEmpty)
    harness.run(until: 0.6)
    #expect(controller.taps == ["single"])
    #expect(controller.toolbar.isHidden)
    // Two taps 0.2 s apart: only the double tap, at the second lift.
    harness.run(until: 1.25)
    #expect(controller.taps == ["single", "double"])
    #expect(controller.photo.transform == CGAffineTransform(scaleX: 2, y: 2))
    harness.run(until: 2)
    #expect(controller.taps == ["single", "double"])
    #expect(controller.toolbar.isHidden)
  }

  @Test(
    "MapCanvasViewController: the long press and the pan run together when the delegate says so")
  func simultaneous() {
    let harness = SnippetHarness()
    let controller = MapCanvasViewController()
    harness.launch(controller)
    pressThenPan(harness)
    harness.run(until: 1.5)
    #expect(
      controller.log == ["pin at 100,200", "pan began", "press ended", "pan ended"])
    // 60 pt down, 50 reported after the hysteresis.
    #expect(controller.canvas.center == CGPoint(x: 187.5, y: 383.5))
  }

  @Test("MapCanvasViewController: without the delegate the pan cannot begin beside the press")
  func exclusiveWithoutDelegate() {
    let harness = SnippetHarness()
    let controller = MapCanvasViewController()
    harness.launch(controller)
    pressThenPan(harness)
    harness.run(until: 0.05)
    for recognizer in controller.canvas.gestureRecognizers ?? [] {
      recognizer.delegate = nil
    }
    harness.run(until: 1.5)
    #expect(controller.log == ["pin at 100,200", "press ended"])
    #expect(controller.canvas.center == CGPoint(x: 187.5, y: 333.5))
  }

  /// A finger down at (100, 200) at 0.1 s, still until the press begins at 0.4 s, then 30
  /// moves of 2 pt down from 0.6 s and a lift at 1.1 s.
  private func pressThenPan(_ harness: SnippetHarness) {
    harness.down(CGPoint(x: 100, y: 200), at: 0.1)
    for step in 1...30 {
      harness.move(CGPoint(x: 100, y: 200 + 2 * CGFloat(step)), at: 0.6 + Double(step) / 60)
    }
    harness.up(CGPoint(x: 100, y: 260), at: 1.1)
  }

  @Test(
    "SwipeToDeleteCell: the row follows within [−80, 0] and stays open past half",
    arguments: [(travel: CGFloat(-30), open: false), (-60, true), (-200, true)])
  func swipeToDelete(travel: CGFloat, open: Bool) {
    let harness = SnippetHarness()
    let cell = SwipeToDeleteCell(frame: CGRect(x: 0, y: 200, width: 375, height: 60))
    harness.launch(view: cell)
    let end = harness.drag(
      from: CGPoint(x: 300, y: 230), by: CGPoint(x: travel, y: 0), at: 0.1, duration: 0.25)
    harness.run(until: end - 1e-6)
    // The last move is in; the travel less the 10 pt hysteresis, clamped.
    let lastMove = travel * 14 / 15 + 10
    #expect(abs(cell.contentView.frame.minX - max(-80, lastMove)) < 1e-9)
    harness.run(until: end)
    #expect(cell.isOpen == open)
    harness.run(until: end + 0.25)
    #expect(cell.contentView.frame.minX == (open ? -80 : 0))
  }

  @Test("SwipeRightGestureRecognizer: recognizes at 80 pt right; fails going back or drifting")
  func customRecognizer() {
    let harness = SnippetHarness()
    let strip = UIView(frame: CGRect(x: 0, y: 100, width: 375, height: 200))
    let recorder = SwipeRecorder { [unowned harness] in harness.frameTime }
    let swipe = SwipeRightGestureRecognizer(target: recorder, action: SwipeRecorder.swiped)
    strip.addGestureRecognizer(swipe)
    harness.launch(view: strip)
    // 18 moves of 5 pt right: 80 pt at the 16th move, 0.1 + 16/60 s.
    harness.drag(
      from: CGPoint(x: 50, y: 200), by: CGPoint(x: 90, y: 0), at: 0.1, duration: 0.3)
    // Right 40 pt, then back left: fails.
    harness.drag(
      from: CGPoint(x: 50, y: 200), by: CGPoint(x: 40, y: 0), at: 1, duration: 0.1, lift: false)
    harness.move(CGPoint(x: 80, y: 200), at: 1.2)
    harness.move(CGPoint(x: 200, y: 200), at: 1.3)
    harness.up(CGPoint(x: 200, y: 200), at: 1.4)
    // Right 100 pt while drifting 50 pt down: fails past 30 pt of drift.
    harness.drag(
      from: CGPoint(x: 50, y: 150), by: CGPoint(x: 100, y: 50), at: 2, duration: 0.2)
    harness.run(until: 3)
    #expect(recorder.calls.count == 1)
    #expect(recorder.calls.first?.state == .ended)
    #expect(abs((recorder.calls.first?.time ?? 0) - (0.1 + 16.0 / 60)) < 1e-9)
    // The timeline shows the two failures.
    #expect(harness.details("gesture.failed").count == 2)
  }
}

/// A target for the custom recognizer, logging each action with the state and the time
/// `clock` gives.
@MainActor
private final class SwipeRecorder {
  var calls: [(state: UIGestureRecognizer.State, time: Double)] = []
  private let clock: () -> Double

  init(clock: @escaping () -> Double) {
    self.clock = clock
  }

  func swiped(_ recognizer: SwipeRightGestureRecognizer) {
    calls.append((recognizer.state, clock()))
  }
}
