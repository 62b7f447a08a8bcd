import Foundation
import Testing

@testable import GestureCore

/// A button that lays its title out in the right half of the content rectangle and its content
/// 5 pt in from each edge, as button subclasses override UIKit's layout methods.
@MainActor
private final class RightHalfTitleButton: UIButton {
  override func contentRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 5, dy: 5) }
  override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
    CGRect(
      x: contentRect.midX, y: contentRect.minY, width: contentRect.width / 2,
      height: contentRect.height)
  }
}

@Suite("UIButton content geometry: edge insets and the overridable rectangles")
@MainActor
struct ButtonContentGeometryTests {
  /// A 200 × 44 button titled "Buy" (15 pt: 22.5 × 18 with the fixed-advance measurer) in a
  /// laid-out window.
  private func button(_ make: () -> UIButton = { UIButton() }) -> (LayoutHarness, UIButton) {
    let harness = LayoutHarness()
    let button = make()
    button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
    button.setTitle("Buy", for: .normal)
    harness.root.addSubview(button)
    harness.window.layoutIfNeeded()
    return (harness, button)
  }

  /// A 20 × 20 pt image (scale 1).
  private func image() throws -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let drawn = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format)
      .image { _ in }
    return UIImage(cgImage: try #require(drawn.cgImage))
  }

  @Test("contentEdgeInsets shrink the content rectangle the centred title fills")
  func contentInsets() {
    let (harness, button) = button()
    defer { withExtendedLifetime(harness) {} }
    button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 20, bottom: 6, right: 20)
    #expect(
      button.contentRect(forBounds: button.bounds) == CGRect(x: 20, y: 4, width: 160, height: 34))
    #expect(button.titleLabel?.frame == CGRect(x: 20, y: 4, width: 160, height: 34))
  }

  @Test("The fitting size adds contentEdgeInsets, which replace the 6 pt title padding")
  func fittingSize() {
    let (harness, button) = button()
    defer { withExtendedLifetime(harness) {} }
    #expect(button.sizeThatFits(.zero) == CGSize(width: 22.5, height: 30))
    button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 20, bottom: 6, right: 20)
    #expect(button.sizeThatFits(.zero) == CGSize(width: 62.5, height: 28))
    #expect(button.intrinsicContentSize == CGSize(width: 62.5, height: 28))
    button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 0)
    #expect(button.sizeThatFits(.zero) == CGSize(width: 62.5, height: 28))
  }

  @Test("titleEdgeInsets of +10 left and −10 right move a left-aligned title 10 pt right")
  func titleInsets() {
    let (harness, button) = button()
    defer { withExtendedLifetime(harness) {} }
    button.contentHorizontalAlignment = .left
    button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: -10)
    #expect(button.titleLabel?.frame == CGRect(x: 10, y: 0, width: 22.5, height: 44))
  }

  @Test("imageEdgeInsets place the image in its own inset rectangle; the title stays put")
  func imageInsets() throws {
    let (harness, button) = button()
    defer { withExtendedLifetime(harness) {} }
    button.setImage(try image(), for: .normal)
    // Image and title side by side: 20 + 22.5 = 42.5 pt, centred in 200: from 78.75.
    #expect(button.imageView?.frame == CGRect(x: 78.75, y: 12, width: 20, height: 20))
    #expect(button.titleLabel?.frame == CGRect(x: 98.75, y: 0, width: 22.5, height: 44))
    button.imageEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 10)
    // The group centred in 190 pt: from (190 − 42.5) / 2 = 73.75.
    #expect(button.imageView?.frame == CGRect(x: 73.75, y: 12, width: 20, height: 20))
    #expect(button.titleLabel?.frame == CGRect(x: 98.75, y: 0, width: 22.5, height: 44))
  }

  @Test("A subclass's contentRect(forBounds:) and titleRect(forContentRect:) place the title")
  func overrides() {
    let (harness, button) = button { RightHalfTitleButton() }
    defer { withExtendedLifetime(harness) {} }
    #expect(button.titleLabel?.frame == CGRect(x: 100, y: 5, width: 95, height: 34))
  }
}
