import Foundation
import Testing

@testable import GestureCore

/// Attributed text whose numbers are not finite (a `kern` of `.nan`, a `baselineOffset` of
/// `.infinity`, a font of size `.nan`): set as Core Text sets it, without them, so no NaN
/// reaches the display list, and the debug check of kept captures is not misled by one.
@Suite("Non-finite text attributes")
@MainActor
struct NonFiniteTextAttributeTests {
  /// "Kerned text" in 20 pt: kern NaN everywhere, infinite kern on 2..<5, NaN baseline offset
  /// on 5..<7, a NaN-sized font on 8..<11.
  private func hostileText() -> NSMutableAttributedString {
    let text = NSMutableAttributedString(
      string: "Kerned text",
      attributes: [.kern: CGFloat.nan, .font: UIFont.systemFont(ofSize: 20)])
    text.addAttribute(.kern, value: CGFloat.infinity, range: NSRange(location: 2, length: 3))
    text.addAttribute(.baselineOffset, value: CGFloat.nan, range: NSRange(location: 5, length: 2))
    text.addAttribute(
      .font, value: UIFont.systemFont(ofSize: .nan), range: NSRange(location: 8, length: 3))
    return text
  }

  @Test("NaN and infinite kern and baseline offsets are set as 0; a NaN font size as the view's")
  func runsAreFinite() {
    let defaults = TextDefaults(
      font: .systemFont(ofSize: 17), color: .label, paragraphStyle: nil)
    let rich = DisplayRichText(
      hostileText(), defaults: defaults, traits: UITraitCollection.current)
    // Runs: 0..<2, 2..<5, 5..<7, 7..<8, 8..<11 (all ASCII: bytes are characters).
    #expect(rich.runs.map(\.range) == [0..<2, 2..<5, 5..<7, 7..<8, 8..<11])
    #expect(rich.runs.map(\.kern) == [0, 0, 0, 0, 0])
    #expect(rich.runs.map(\.baselineOffset) == [0, 0, 0, 0, 0])
    #expect(rich.runs.map(\.font.size) == [20, 20, 20, 20, 17])
  }

  @Test("A label and a text view showing such text keep their captures current")
  func capturesStayCurrent() {
    let harness = GestureHarness()
    let label = UILabel(frame: CGRect(x: 10, y: 40, width: 355, height: 200))
    label.numberOfLines = 0
    label.attributedText = hostileText()
    let textView = UITextView(frame: CGRect(x: 10, y: 260, width: 355, height: 300))
    textView.attributedText = hostileText()
    harness.root.addSubview(label)
    harness.root.addSubview(textView)
    harness.window.layoutIfNeeded()
    #expect(DisplayListBuilder.captureChecked(harness.window).stale == nil)
    #expect(DisplayListBuilder.captureChecked(harness.window).stale == nil)
  }

  @Test("Kept captures are compared bitwise: NaN equals NaN, other differences still count")
  func sameContent() {
    #expect(DisplayListBuilder.sameContent(Double.nan, Double.nan))
    let nan = CGFloat.nan
    #expect(DisplayListBuilder.sameContent(CGPoint(x: nan, y: 1), CGPoint(x: nan, y: 1)))
    #expect(!DisplayListBuilder.sameContent(CGPoint(x: nan, y: 1), CGPoint(x: nan, y: 2)))
    #expect(!DisplayListBuilder.sameContent(1.0, 2.0))
  }
}
