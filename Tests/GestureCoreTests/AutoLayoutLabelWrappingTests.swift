import Foundation
import Testing

@testable import GestureCore

/// Multi-line labels whose `preferredMaxLayoutWidth` is automatic (0): the engine solves, the
/// label wraps at its solved width, the engine solves again (docs/auto-layout.md, "Text
/// measuring"). The test measurer advances 10 pt per character at 20 pt and makes 24 pt lines,
/// so the 40-character text is 400 pt on one line.
@Suite("Auto Layout: multi-line labels wrap at their laid-out width")
@MainActor
struct AutoLayoutLabelWrappingTests {
  static let text = String(repeating: "0123456789", count: 4)

  /// A label of ``text`` 40 pt from the top and 20 pt from the left; its trailing edge 20 pt
  /// from the right, exactly or at most.
  func label(_ harness: LayoutHarness, lines: Int = 0, trailingAtMost: Bool = false) -> UILabel {
    let label = harness.label("wrapped", text: AutoLayoutLabelWrappingTests.text)
    label.numberOfLines = lines
    let root = harness.root
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      trailingAtMost
        ? label.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -20)
        : label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
    ])
    return label
  }

  @Test("Pinned to 335 pt: 33 characters a line, two lines of 24 pt, 48 pt tall in one pass")
  func pinnedWidth() {
    let harness = LayoutHarness()
    let label = label(harness)
    #expect(harness.frame(of: label) == CGRect(x: 20, y: 40, width: 335, height: 48))
    #expect(label.automaticWrapWidth == 335)
    // The wrapped lines' widest is 33 × 10; the public property stays automatic.
    #expect(label.intrinsicContentSize == CGSize(width: 330, height: 48))
    #expect(label.preferredMaxLayoutWidth == 0)
  }

  @Test("Trailing at most 20 pt from the edge: the label hugs its widest wrapped line, 330 pt")
  func huggingWidth() {
    let harness = LayoutHarness()
    let label = label(harness, trailingAtMost: true)
    #expect(harness.frame(of: label) == CGRect(x: 20, y: 40, width: 330, height: 48))
  }

  @Test("A narrower layout later wraps again: 160 pt is 16 characters a line, three lines")
  func followsLaterWidth() {
    let harness = LayoutHarness()
    let label = label(harness)
    _ = harness.frame(of: label)
    let trailing = harness.root.constraints.first { $0.firstAttribute == .trailing }!
    trailing.constant = -195
    #expect(harness.frame(of: label) == CGRect(x: 20, y: 40, width: 160, height: 72))
  }

  @Test("New text wraps at the width already laid out: 25 characters on one line, 80 on three")
  func textChange() {
    let harness = LayoutHarness()
    let label = label(harness)
    label.text = String(repeating: "x", count: 25)
    #expect(harness.frame(of: label) == CGRect(x: 20, y: 40, width: 335, height: 24))
    label.text = String(repeating: "x", count: 80)
    // 33 + 33 + 14 characters.
    #expect(harness.frame(of: label) == CGRect(x: 20, y: 40, width: 335, height: 72))
  }

  @Test("A hugging label given longer text grows back to its widest line: 50 pt, then 330")
  func huggingTextChange() {
    let harness = LayoutHarness()
    let label = label(harness, trailingAtMost: true)
    label.text = "xxxxx"
    #expect(harness.frame(of: label) == CGRect(x: 20, y: 40, width: 50, height: 24))
    #expect(label.automaticWrapWidth == 50)
    // The 50 pt the short text was laid out at does not bound the new text (a reused chat
    // bubble would wrap a long message a word a line): it is measured unwrapped first.
    label.text = AutoLayoutLabelWrappingTests.text
    #expect(harness.frame(of: label) == CGRect(x: 20, y: 40, width: 330, height: 48))
  }

  @Test("One line does not wrap: 24 pt tall, cut at 335 pt")
  func singleLine() {
    let harness = LayoutHarness()
    let label = label(harness, lines: 1)
    #expect(harness.frame(of: label) == CGRect(x: 20, y: 40, width: 335, height: 24))
    #expect(label.automaticWrapWidth == nil)
  }

  @Test("A preferredMaxLayoutWidth set by hand wins: 100 pt is four lines of 10 characters")
  func explicitWidth() {
    let harness = LayoutHarness()
    let label = label(harness)
    label.preferredMaxLayoutWidth = 100
    #expect(harness.frame(of: label) == CGRect(x: 20, y: 40, width: 335, height: 96))
  }

  @Test("A label that translates its frame keeps breaking only at newlines")
  func framedLabel() {
    let harness = LayoutHarness()
    let label = UILabel(frame: CGRect(x: 20, y: 300, width: 200, height: 100))
    label.text = AutoLayoutLabelWrappingTests.text
    label.numberOfLines = 0
    harness.root.addSubview(label)
    label.font = .systemFont(ofSize: 20)
    harness.window.layoutIfNeeded()
    #expect(label.intrinsicContentSize == CGSize(width: 400, height: 24))
    #expect(label.frame == CGRect(x: 20, y: 300, width: 200, height: 100))
  }
}
