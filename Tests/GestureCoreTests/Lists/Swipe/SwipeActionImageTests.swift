import Foundation
import Testing

@testable import GestureCore

@Suite("Swipe actions: the image, and the title under it on rows at least 91 pt tall")
@MainActor
struct SwipeActionImageTests {
  /// A 20 × 20 pt opaque black square at scale 1, of the automatic rendering mode.
  private func square() -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image {
      $0.cgContext.setFillColor(UIColor.black.cgColor)
      $0.cgContext.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
    }
  }

  /// The button of `action` revealed at rest (74 pt wide) under a row `height` tall.
  private func button(_ action: UIContextualAction, rowHeight height: CGFloat)
    -> SwipeActionButton
  {
    let row = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: height))
    let actions = SwipeActionsView(actions: [action], trailing: true) { _, _ in }
    actions.frame = CGRect(x: 301, y: 0, width: 74, height: height)
    row.addSubview(actions)
    row.layoutIfNeeded()
    actions.buttons[0].layoutIfNeeded()
    return actions.buttons[0]
  }

  private func archive() -> UIContextualAction {
    let action = UIContextualAction(style: .normal, title: "Archive") { _, _, done in done(true) }
    action.image = square()
    return action
  }

  @Test("A 44 pt row shows the image alone, centred: (27, 12, 20, 20); the title is hidden")
  func imageAloneOnShortRow() {
    let button = button(archive(), rowHeight: 44)
    #expect(button.imageView.frame == CGRect(x: 27, y: 12, width: 20, height: 20))
    #expect(button.title.isHidden)
    // Drawn in white: the image becomes a template, tinted white.
    #expect(button.imageView.image?.renderingMode == .alwaysTemplate)
    #expect(button.imageView.tintColor == .white)
  }

  @Test("At 90 pt still the image alone; at 91 pt the title 4 pt under it, the pair centred")
  func titleUnderImageFromRowHeight91() {
    let short = button(archive(), rowHeight: 90)
    #expect(short.title.isHidden)
    #expect(short.imageView.frame == CGRect(x: 27, y: 35, width: 20, height: 20))
    let tall = button(archive(), rowHeight: 91)
    #expect(!tall.title.isHidden)
    #expect(tall.title.text == "Archive")
    // 15 pt medium: its line height L; the pair is 20 + 4 + L tall, centred in 91 pt.
    let line = UIFont.systemFont(ofSize: 15, weight: .medium).lineHeight
    let top = (91 - 20 - 4 - line) / 2
    #expect(abs(tall.imageView.frame.minY - top) < 1e-9)
    #expect(abs(tall.imageView.frame.minX - 27) < 1e-9)
    #expect(abs(tall.title.frame.minY - (top + 24)) < 1e-9)
    #expect(abs(tall.title.frame.height - line) < 1e-9)
    #expect(tall.title.frame.minX == 0 && tall.title.frame.width == 74)
  }

  @Test("Without an image the title fills the button; an original image keeps its colours")
  func titleAloneAndOriginalImage() {
    let plain = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
      done(true)
    }
    let titled = button(plain, rowHeight: 100)
    #expect(titled.title.frame == CGRect(x: 0, y: 0, width: 74, height: 100))
    #expect(titled.imageView.superview == nil)
    let coloured = archive()
    coloured.image = square().withRenderingMode(.alwaysOriginal)
    #expect(button(coloured, rowHeight: 44).imageView.image?.renderingMode == .alwaysOriginal)
  }
}
