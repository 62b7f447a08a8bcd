import Foundation
import Testing

@testable import GestureCore

@Suite("UITextField.attributedText")
@MainActor
struct TextFieldAttributedTextTests {
  @Test("Setting it sets the text, font and colour of its first run; read back in the field's")
  func attributedText() {
    let field = UITextField()
    let font = UIFont.systemFont(ofSize: 22)
    field.attributedText = NSAttributedString(
      string: "Hello", attributes: [.font: font, .foregroundColor: UIColor.red])
    #expect(field.text == "Hello")
    #expect(field.font == font)
    #expect(field.textColor == .red)
    let read = field.attributedText
    #expect(read?.string == "Hello")
    #expect(read?.attributes(at: 0, effectiveRange: nil)[.font] as? UIFont == font)
    field.attributedText = nil
    #expect(field.text == "")
    #expect(field.font == font)
  }
}
