import Foundation
import Testing

@testable import GestureCore

@Suite("NSMutableAttributedString edits: iOS's range check")
struct AttributedStringEditsTests {
  @Test("A range is inside a string when it starts and ends within it (an empty one at its end)")
  func contains() {
    #expect(_AttributedStringEdits.contains(NSRange(location: 0, length: 5), length: 5))
    #expect(_AttributedStringEdits.contains(NSRange(location: 5, length: 0), length: 5))
    #expect(!_AttributedStringEdits.contains(NSRange(location: 3, length: 4), length: 5))
    #expect(!_AttributedStringEdits.contains(NSRange(location: 6, length: 0), length: 5))
    #expect(!_AttributedStringEdits.contains(NSRange(location: -1, length: 1), length: 5))
    #expect(!_AttributedStringEdits.contains(NSRange(location: NSNotFound, length: 0), length: 5))
    // No overflow: location + length past Int.max is out of range.
    #expect(!_AttributedStringEdits.contains(NSRange(location: 2, length: Int.max), length: 5))
  }

  @Test("Edits in range are Foundation's")
  func inRange() {
    let text = NSMutableAttributedString(string: "Hello")
    _AttributedStringEdits.addAttribute(
      text, .kern, value: 2.0, range: NSRange(location: 1, length: 2))
    _AttributedStringEdits.replaceCharacters(text, in: NSRange(location: 0, length: 1), with: "J")
    _AttributedStringEdits.insert(text, NSAttributedString(string: "!"), at: 5)
    _AttributedStringEdits.deleteCharacters(text, in: NSRange(location: 4, length: 1))
    #expect(text.string == "Jell!")
    var range = NSRange(location: 0, length: 0)
    #expect(text.attribute(.kern, at: 1, effectiveRange: &range) as? Double == 2.0)
    #expect(range == NSRange(location: 1, length: 2))
  }

  @Test("The stop message: iOS's exception and reason, the call, the range and the length")
  func message() {
    #expect(
      _AttributedStringEdits.message(
        reason: "NSMutableRLEArray replaceObjectsInRange:withObject:length:: Out of bounds",
        call: "addAttribute(_:value:range:)", range: NSRange(location: 3, length: 4), length: 5)
        == "*** Terminating app due to uncaught exception 'NSRangeException', reason: "
        + "'NSMutableRLEArray replaceObjectsInRange:withObject:length:: Out of bounds' "
        + "(addAttribute(_:value:range:) with the range {3, 4} on a string of 5 UTF-16 units)")
  }
}
