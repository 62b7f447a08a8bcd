import Testing
import UIKit

/// Snippets that move views from their own `touchesBegan`/`touchesMoved` overrides, the seed
/// articles' drags, and views moved between superviews during a pan.
@Suite("Corpus: views dragged by their touch methods")
@MainActor
struct TouchDragSnippetTests {
  @Test("FloatingPlayerView: the origin moves by each touch delta, the grip stays under the finger")
  func originPlusDelta() {
    let harness = SnippetHarness()
    let player = FloatingPlayerView(frame: CGRect(x: 40, y: 80, width: 160, height: 90))
    player.accessibilityIdentifier = "player"
    harness.launch(view: player)
    // 30 moves of (3, 2): the origin goes from (40, 80) to (130, 140).
    harness.drag(from: CGPoint(x: 120, y: 125), by: CGPoint(x: 90, y: 60), at: 0.1, duration: 0.5)
    harness.run(until: 0.35)
    // Halfway (15 moves): (40 + 45, 80 + 30).
    #expect(player.frame.origin == CGPoint(x: 85, y: 110))
    harness.run(until: 1)
    #expect(player.frame == CGRect(x: 130, y: 140, width: 160, height: 90))
    // The finger ends at (210, 185), still (80, 45) into the player, where it grabbed it.
    #expect(harness.onScreen("player")?.center == CGPoint(x: 210, y: 185))
  }

  @Test("DraggableAvatarView: the center follows the finger and stops at x = 325 on its own")
  func clampedPerAxis() {
    let harness = SnippetHarness()
    let avatar = DraggableAvatarView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    avatar.accessibilityIdentifier = "avatar"
    harness.launch(view: avatar)
    // 30 moves of (10, 2) from the center (150, 150).
    harness.drag(from: CGPoint(x: 150, y: 150), by: CGPoint(x: 300, y: 60), at: 0.1, duration: 0.5)
    harness.run(until: 0.1 + 10.0 / 60)
    #expect(avatar.center == CGPoint(x: 250, y: 170))
    harness.run(until: 0.1 + 20.0 / 60)
    // The finger is at x = 350; the center stops at 375 − 100/2 = 325 while y follows.
    #expect(avatar.center == CGPoint(x: 325, y: 190))
    harness.run(until: 1)
    #expect(avatar.center == CGPoint(x: 325, y: 210))
    #expect(avatar.layer.cornerRadius == 50)
  }

  @Test("DraggableAvatarView: pushed into the corner it stops at (325, 617) on both axes")
  func clampedInCorner() {
    let harness = SnippetHarness()
    let avatar = DraggableAvatarView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    harness.launch(view: avatar)
    harness.drag(
      from: CGPoint(x: 150, y: 150), by: CGPoint(x: 300, y: 600), at: 0.1, duration: 0.5)
    harness.run(until: 1)
    // 667 − 100/2 = 617.
    #expect(avatar.center == CGPoint(x: 325, y: 617))
  }

  @Test("PressableCardView: dips to 0.96 along ease-in while pressed, back along ease-in-out")
  func pressFeedback() throws {
    let harness = SnippetHarness()
    let card = PressableCardView(frame: CGRect(x: 40, y: 200, width: 295, height: 180))
    card.accessibilityIdentifier = "card"
    harness.launch(view: card)
    harness.down(CGPoint(x: 187, y: 290), at: 0.5)
    harness.up(CGPoint(x: 187, y: 290), at: 1)
    // Halfway through the 0.1 s ease-in press animation.
    harness.run(until: 0.55)
    let pressed = ReferenceFormulas.progress(ReferenceFormulas.easeIn, at: 0.5)
    let dipping = try #require(harness.onScreen("card"))
    #expect(abs(Double(dipping.transform.a) - (1 - 0.04 * pressed)) < 1e-9)
    #expect(abs(dipping.alpha - (1 - 0.1 * pressed)) < 1e-9)
    // The model has the pressed values at once.
    #expect(card.transform == CGAffineTransform(scaleX: 0.96, y: 0.96))
    // Halfway through the 0.3 s release, ease-in-out is at exactly 0.5.
    harness.run(until: 1.15)
    let releasing = try #require(harness.onScreen("card"))
    #expect(abs(releasing.transform.a - 0.98) < 1e-9)
    #expect(abs(releasing.alpha - 0.95) < 1e-9)
    harness.run(until: 1.4)
    #expect(harness.onScreen("card")?.transform == .identity)
    #expect(card.presses == 1)
  }

  @Test(
    "TrayToCanvasViewController: the shape leaves the tray keeping its place, drops on the canvas")
  func dropOnCanvas() {
    let harness = SnippetHarness()
    let controller = TrayToCanvasViewController()
    harness.launch(controller)
    // The shape's center on screen: the tray's origin (0, 517) plus its center (70, 75).
    harness.drag(
      from: CGPoint(x: 70, y: 592), by: CGPoint(x: 90, y: -300), at: 0.2, duration: 0.5)
    harness.run(until: 0.2 + 1.0 / 60)
    // The pan began on the first move (10 pt up): the shape moved to the root view, same place.
    #expect(controller.shape.superview === controller.view)
    #expect(controller.shape.center == CGPoint(x: 70, y: 592))
    harness.run(until: 1)
    // Began at (3, −10) of travel with (0, 0) reported; the rest, (87, −290), moved the shape.
    #expect(controller.shape.superview === controller.canvas)
    #expect(controller.shape.center == CGPoint(x: 157, y: 302))
  }

  @Test(
    "TrayToCanvasViewController: dropped outside the canvas, the shape flies back into the tray")
  func backToTray() {
    let harness = SnippetHarness()
    let controller = TrayToCanvasViewController()
    harness.launch(controller)
    harness.drag(
      from: CGPoint(x: 70, y: 592), by: CGPoint(x: 150, y: -30), at: 0.2, duration: 0.25)
    let released = 0.2 + 15.0 / 60
    harness.run(until: released)
    #expect(controller.shape.superview === controller.view)
    // Back at its screen place after the 0.25 s animation, then in the tray at (70, 75).
    harness.run(until: released + 0.3)
    #expect(controller.shape.superview === controller.tray)
    #expect(controller.shape.center == CGPoint(x: 70, y: 75))
  }
}
