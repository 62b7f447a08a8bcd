import Foundation
import Testing

@testable import GestureCore

/// A text view delegate that logs every call and blocks the strings in `blocked`.
@MainActor
final class LoggingTextViewDelegate: UITextViewDelegate {
  let log: TextInputLog
  var blocked: Set<String> = []
  init(log: TextInputLog) { self.log = log }
  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
    log.entries.append("shouldBegin")
    return true
  }
  func textViewDidBeginEditing(_ textView: UITextView) { log.entries.append("didBegin") }
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
    log.entries.append("shouldEnd")
    return true
  }
  func textViewDidEndEditing(_ textView: UITextView) { log.entries.append("didEnd") }
  func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool {
    log.entries.append("shouldChange \(range.location),\(range.length) '\(text)'")
    return !blocked.contains(text)
  }
  func textViewDidChange(_ textView: UITextView) {
    log.entries.append("didChange '\(textView.text ?? "")'")
  }
  func textViewDidChangeSelection(_ textView: UITextView) {
    log.entries.append("didChangeSelection \(textView.selectedRange.location)")
  }
}

@Suite("UITextView: editing through the keyboard, the delegate's order and ranges, defaults")
@MainActor
struct TextViewTests {
  private func editingTextView(log: TextInputLog) -> (UIWindow, UITextView, LoggingTextViewDelegate) {
    let (window, root) = makeTextInputWindow(log: log)
    let textView = UITextView(frame: CGRect(x: 20, y: 100, width: 300, height: 120))
    let delegate = LoggingTextViewDelegate(log: log)
    textView.delegate = delegate
    root.view.addSubview(textView)
    return (window, textView, delegate)
  }

  @Test("Defaults: insets 8/0/8/0, padding 5, editable, selectable, no font, empty text")
  func defaults() {
    let textView = UITextView(frame: .zero)
    #expect(textView.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
    #expect(textView.textContainer.lineFragmentPadding == 5)
    #expect(textView.textContainer.maximumNumberOfLines == 0)
    #expect(textView.textContainer.lineBreakMode == .byWordWrapping)
    #expect(textView.isEditable && textView.isSelectable && textView.isScrollEnabled)
    #expect(textView.font == nil)
    #expect(textView.text == "")
    #expect(textView.dataDetectorTypes == [])
    #expect(textView.selectedRange == NSRange(location: 0, length: 0))
    #expect((textView.typingAttributes[.font] as? UIFont)?.pointSize == 12)
  }

  @Test("Typing 'Hi', delete, return: shouldChange with each range, then selection, then change")
  func delegateOrderAndRanges() {
    let log = TextInputLog()
    let (window, textView, delegate) = editingTextView(log: log)
    defer { withExtendedLifetime(delegate) {} }
    #expect(textView.becomeFirstResponder())
    log.entries.removeAll { $0.hasPrefix("UIKeyboard") }
    for key in KeyboardKey.keys(of: "Hi") { window.keyboard.type(key) }
    window.keyboard.type(.delete)
    window.keyboard.type(.return)
    let expected = [
      "shouldBegin", "didBegin", "UITextViewTextDidBeginEditingNotification",
      "shouldChange 0,0 'H'", "didChangeSelection 1", "didChange 'H'",
      "UITextViewTextDidChangeNotification",
      "shouldChange 1,0 'i'", "didChangeSelection 2", "didChange 'Hi'",
      "UITextViewTextDidChangeNotification",
      "shouldChange 1,1 ''", "didChangeSelection 1", "didChange 'H'",
      "UITextViewTextDidChangeNotification",
      "shouldChange 1,0 '\n'", "didChangeSelection 2", "didChange 'H\n'",
      "UITextViewTextDidChangeNotification",
    ]
    #expect(log.entries.filter { !$0.hasPrefix("UIKeyboard") } == expected)
    // Return does not end editing in a text view.
    #expect(textView.isFirstResponder)
    #expect(textView.text == "H\n")
  }

  @Test("A blocked key leaves the text; typing replaces the selected range")
  func blockedAndSelection() {
    let log = TextInputLog()
    let (window, textView, delegate) = editingTextView(log: log)
    textView.text = "Hello"
    #expect(textView.selectedRange == NSRange(location: 5, length: 0))
    textView.becomeFirstResponder()
    delegate.blocked = ["!"]
    window.keyboard.type(.character("!"))
    #expect(textView.text == "Hello")
    textView.selectedRange = NSRange(location: 1, length: 4)
    log.entries.removeAll()
    window.keyboard.type(.character("i"))
    #expect(textView.text == "Hi")
    #expect(log.entries.first == "shouldChange 1,4 'i'")
    #expect(textView.selectedRange == NSRange(location: 2, length: 0))
  }

  @Test("Setting text in code sends nothing; resigning asks, then ends editing")
  func codeChangesAndResign() {
    let log = TextInputLog()
    let (window, textView, delegate) = editingTextView(log: log)
    defer { withExtendedLifetime((window, delegate)) {} }
    #expect(textView.becomeFirstResponder())
    log.entries.removeAll()
    textView.text = "Set by code"
    #expect(log.entries.isEmpty)
    #expect(textView.resignFirstResponder())
    #expect(
      log.entries.filter { !$0.hasPrefix("UIKeyboard") } == [
        "shouldEnd", "didEnd", "UITextViewTextDidEndEditingNotification",
      ])
    #expect(!textView.isEditing)
  }

  @Test("Not editable: no first responder; font and colour restyle the whole text and typing")
  func notEditableAndRestyle() {
    let log = TextInputLog()
    let (window, textView, _) = editingTextView(log: log)
    defer { withExtendedLifetime(window) {} }
    textView.isEditable = false
    #expect(!textView.becomeFirstResponder())
    textView.attributedText = NSAttributedString(
      string: "ab", attributes: [.font: UIFont.boldSystemFont(ofSize: 20)])
    textView.font = .systemFont(ofSize: 15)
    let font = textView.attributedText.attribute(.font, at: 1, effectiveRange: nil) as? UIFont
    #expect(font?.pointSize == 15)
    #expect((textView.typingAttributes[.font] as? UIFont)?.pointSize == 15)
  }
}

@Suite("UILabel.attributedText: how it couples with text, font, colour, alignment")
@MainActor
struct LabelAttributedTextTests {
  @Test("Setting attributedText sets text and the style properties from its first character")
  func attributedSetsPlainProperties() {
    let label = UILabel()
    let style = NSMutableParagraphStyle()
    style.alignment = .center
    let string = NSMutableAttributedString(
      string: "Ada ", attributes: [
        .font: UIFont.boldSystemFont(ofSize: 17), .foregroundColor: UIColor.red,
        .paragraphStyle: style,
      ])
    string.append(NSAttributedString(string: "2 May", attributes: [.foregroundColor: UIColor.gray]))
    label.attributedText = string
    #expect(label.text == "Ada 2 May")
    #expect(label.font == UIFont.boldSystemFont(ofSize: 17))
    #expect(label.textColor == .red)
    #expect(label.textAlignment == .center)
    // The paragraph style's line break mode (word wrapping) became the label's: no "…".
    #expect(label.lineBreakMode == .byWordWrapping)
  }

  @Test("text set after attributedText drops the attributes; the getter carries the label's style")
  func textDropsAttributes() {
    let label = UILabel()
    label.attributedText = NSAttributedString(
      string: "$40", attributes: [.strikethroughStyle: NSUnderlineStyle.single.rawValue])
    #expect(label.attributedText?.attribute(.strikethroughStyle, at: 0, effectiveRange: nil) != nil)
    label.text = "$30"
    let plain = label.attributedText
    #expect(plain?.string == "$30")
    #expect(plain?.attribute(.strikethroughStyle, at: 0, effectiveRange: nil) == nil)
    #expect(plain?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == label.font)
    #expect(plain?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .label)
    let style = plain?.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle
    #expect(style?.alignment == .natural)
    #expect(style?.lineBreakMode == .byTruncatingTail)
  }

  @Test("font, textColor and textAlignment set afterwards apply to the whole attributed string")
  func propertiesRestyleAll() {
    let label = UILabel()
    let string = NSMutableAttributedString(
      string: "Bold", attributes: [.font: UIFont.boldSystemFont(ofSize: 17)])
    string.append(
      NSAttributedString(
        string: " small", attributes: [.font: UIFont.systemFont(ofSize: 11),
          .underlineStyle: NSUnderlineStyle.single.rawValue]))
    label.attributedText = string
    label.font = .systemFont(ofSize: 20)
    label.textColor = .blue
    label.textAlignment = .right
    let result = try! #require(label.attributedText)
    for location in [0, 7] {
      #expect((result.attribute(.font, at: location, effectiveRange: nil) as? UIFont)?.pointSize == 20)
      #expect(result.attribute(.foregroundColor, at: location, effectiveRange: nil) as? UIColor == .blue)
      #expect(
        (result.attribute(.paragraphStyle, at: location, effectiveRange: nil) as? NSParagraphStyle)?
          .alignment == .right)
    }
    // Other attributes stay.
    #expect(result.attribute(.underlineStyle, at: 7, effectiveRange: nil) != nil)
  }
}
