import Foundation
import Testing

@testable import GestureCore
@testable import Renderer

@Suite("Swipe action images drawn in white on the action's colour, read back from PNGs")
@MainActor
struct SwipeActionRenderingTests {
  /// The first frame (scale 1, white window 100 × 100) of a trailing `heart.fill` action titled
  /// "Like" on systemBlue, revealed at rest (74 pt wide, x 13…87) under a row `height` tall at
  /// the window's origin; and the action's button, laid out (its frames plus x 13 are window
  /// points).
  private func render(rowHeight height: CGFloat) throws -> (RenderedImage, SwipeActionButton) {
    let action = UIContextualAction(style: .normal, title: "Like") { _, _, done in done(true) }
    action.backgroundColor = .systemBlue
    action.image = UIImage(systemName: "heart.fill")
    let row = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: height))
    let actions = SwipeActionsView(actions: [action], trailing: true) { _, _ in }
    actions.frame = CGRect(x: 13, y: 0, width: 74, height: height)
    row.addSubview(actions)
    let image = try firstFrameImage(of: [row], background: .white)
    return (image, actions.buttons[0])
  }

  /// How many pixels of `rect` (window points at scale 1) are white ink: red at least 128,
  /// which systemBlue (0, 122, 255) never is, so anti-aliased edges of white text count too.
  private func whitePixels(_ image: RenderedImage, in rect: CGRect) -> Int {
    var count = 0
    for y in Int(rect.minY)..<Int(rect.maxY) {
      for x in Int(rect.minX)..<Int(rect.maxX) where image.rgba(x, y).r >= 128 {
        count += 1
      }
    }
    return count
  }

  @Test("A 44 pt row: the white heart in the middle of the blue button, nothing else white")
  func imageOnly() throws {
    let (image, button) = try render(rowHeight: 44)
    let glyph = button.imageView.frame.offsetBy(dx: 13, dy: 0)
    // The 17 pt symbol centred in the 74 × 44 button at x 13: (13 + 28.5, 13.5).
    #expect(glyph == CGRect(x: 41.5, y: 13.5, width: 17, height: 17))
    // Its middle is inked white; the heart fills well over a third of its box.
    #expect(image.rgba(50, 22) == RGBA(255, 255, 255), "\(image.rgba(50, 22))")
    #expect(whitePixels(image, in: glyph.insetBy(dx: -1, dy: -1)) > 17 * 17 / 3)
    // The button's corners are systemBlue, and no white outside the glyph: no title.
    #expect(image.rgba(14, 1) == RGBA(0, 122, 255))
    #expect(image.rgba(86, 42) == RGBA(0, 122, 255))
    let button74 = CGRect(x: 13, y: 0, width: 74, height: 44)
    #expect(
      whitePixels(image, in: button74) == whitePixels(image, in: glyph.insetBy(dx: -1, dy: -1)))
  }

  @Test("A 100 pt row: the heart above, the title 4 pt under it, both white")
  func imageAndTitle() throws {
    let (image, button) = try render(rowHeight: 100)
    let glyph = button.imageView.frame.offsetBy(dx: 13, dy: 0)
    let title = button.title.frame.offsetBy(dx: 13, dy: 0)
    let line = UIFont.systemFont(ofSize: 15, weight: .medium).lineHeight
    // The pair, 17 + 4 + L tall, centred in 100 pt.
    let top = (100 - 17 - 4 - line) / 2
    #expect(abs(glyph.minY - top) < 1e-9)
    #expect(abs(title.minY - (top + 21)) < 1e-9)
    #expect(!button.title.isHidden)
    #expect(whitePixels(image, in: glyph.insetBy(dx: -1, dy: -1)) > 17 * 17 / 3)
    // The title's glyphs are white too, inside its line.
    #expect(whitePixels(image, in: title) > 20)
    // Above the heart and below the title, only blue.
    #expect(whitePixels(image, in: CGRect(x: 13, y: 0, width: 74, height: glyph.minY - 1)) == 0)
    #expect(
      whitePixels(
        image, in: CGRect(x: 13, y: title.maxY + 1, width: 74, height: 100 - title.maxY - 1))
        == 0)
  }
}
