import Foundation
import Testing

@testable import GestureCore

@Suite("UIView.autoresizingMask: springs and struts when the superview's bounds change size")
@MainActor
struct AutoresizingTests {
  /// A 300 × 200 superview with a subview at (20, 30, 100, 50) resizing by `mask`; the
  /// superview then becomes `size`. Returns the subview's frame.
  private func resized(
    _ mask: UIView.AutoresizingMask, to size: CGSize,
    configure: (UIView, UIView) -> Void = { _, _ in }
  ) -> CGRect {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let child = UIView(frame: CGRect(x: 20, y: 30, width: 100, height: 50))
    child.autoresizingMask = mask
    parent.addSubview(child)
    configure(parent, child)
    parent.frame.size = size
    return child.frame
  }

  private func close(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9
      && abs(a.height - b.height) < 1e-9
  }

  @Test("Flexible width alone takes the whole change: 300 → 400 makes the width 200")
  func flexibleWidth() {
    #expect(
      resized(.flexibleWidth, to: CGSize(width: 400, height: 200))
        == CGRect(x: 20, y: 30, width: 200, height: 50))
  }

  @Test("Left margin, width and right margin share 100 pt as 20 : 100 : 180")
  func proportional() {
    let frame = resized(
      [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin],
      to: CGSize(width: 400, height: 200))
    // 100 × 20/300 = 6.667 to the left margin, 100 × 100/300 = 33.333 to the width.
    #expect(close(frame, CGRect(x: 20 + 20.0 / 3, y: 30, width: 100 + 100.0 / 3, height: 50)))
  }

  @Test("Flexible top margin keeps the bottom margin: 200 → 300 moves y from 30 to 130")
  func flexibleTop() {
    #expect(
      resized(.flexibleTopMargin, to: CGSize(width: 300, height: 300))
        == CGRect(x: 20, y: 130, width: 100, height: 50))
  }

  @Test("Top margin and height share a shrink of 40 pt as 30 : 50")
  func shrink() {
    let frame = resized([.flexibleTopMargin, .flexibleHeight], to: CGSize(width: 300, height: 160))
    // −40 × 30/80 = −15 to the top margin, −40 × 50/80 = −25 to the height.
    #expect(close(frame, CGRect(x: 20, y: 15, width: 100, height: 25)))
  }

  @Test("Fixed margins only, no mask, autoresizesSubviews false, or constraints: the frame stays")
  func staysPut() {
    let grown = CGSize(width: 400, height: 300)
    let original = CGRect(x: 20, y: 30, width: 100, height: 50)
    #expect(resized(.flexibleRightMargin, to: grown) == original)
    #expect(resized([], to: grown) == original)
    #expect(
      resized(.flexibleWidth, to: grown) { parent, _ in parent.autoresizesSubviews = false }
        == original)
    #expect(
      resized(.flexibleWidth, to: grown) { _, child in
        child.translatesAutoresizingMaskIntoConstraints = false
      } == original)
  }

  @Test("Flexible portions that are all zero share the change equally")
  func zeroPortions() {
    let parent = UIView(frame: .zero)
    let child = UIView(frame: .zero)
    child.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth]
    parent.addSubview(child)
    parent.frame = CGRect(x: 0, y: 0, width: 300, height: 0)
    #expect(child.frame == CGRect(x: 150, y: 0, width: 150, height: 0))
  }

  @Test("The mask's raw values are the SDK's")
  func rawValues() {
    #expect(UIView.AutoresizingMask.flexibleLeftMargin.rawValue == 1)
    #expect(UIView.AutoresizingMask.flexibleBottomMargin.rawValue == 32)
    #expect(UIView().autoresizingMask == [])
    #expect(UIView().autoresizesSubviews)
  }
}
