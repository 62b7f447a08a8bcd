/// The one escaping of control characters for text that leaves the tool (the terminal,
/// review.md, the review pages, JUnit XML): view identifiers, recognizer names, printed text
/// and messages that quote them are anyone's to write, and a control character in them would
/// drive a terminal, break a Markdown table, reorder what a reader sees or make an XML file
/// unreadable.
package enum VisibleText {
  /// `text` with every control character made visible as a Swift-style escape: C0 controls
  /// (U+0000–U+001F), DEL (U+007F), C1 controls (U+0080–U+009F), the line and paragraph
  /// separators (U+2028, U+2029), the bidirectional embedding, override and isolate
  /// characters (U+202A–U+202E, U+2066–U+2069) and the noncharacters U+FFFE and U+FFFF
  /// become `\t`, `\r`, `\n` or `\u{1B}`. Line feeds are kept when `keepingLineFeeds` (text
  /// of several lines), else escaped too (a name on one line).
  package static func escape(_ text: String, keepingLineFeeds: Bool = false) -> String {
    guard text.unicodeScalars.contains(where: { needsEscape($0, keepingLineFeeds) }) else {
      return text
    }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      guard needsEscape(scalar, keepingLineFeeds) else {
        result.append(scalar)
        continue
      }
      let escaped: String
      switch scalar {
      case "\n": escaped = "\\n"
      case "\r": escaped = "\\r"
      case "\t": escaped = "\\t"
      default: escaped = "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      }
      result.append(contentsOf: escaped.unicodeScalars)
    }
    return String(result)
  }

  private static func needsEscape(_ scalar: Unicode.Scalar, _ keepingLineFeeds: Bool) -> Bool {
    switch scalar.value {
    case 0x0A: !keepingLineFeeds
    case 0x00...0x1F, 0x7F...0x9F, 0x2028...0x202E, 0x2066...0x2069, 0xFFFE, 0xFFFF: true
    default: false
    }
  }
}
