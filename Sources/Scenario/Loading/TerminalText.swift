/// Escaping of text printed to a terminal: scenario strings, file names and messages that
/// quote them are anyone's to write, and a control character in them (an escape sequence, a
/// carriage return) would drive the terminal instead of showing up.
public enum TerminalText {
  /// `text` with every control character made visible as a Swift-style escape: C0 controls
  /// (U+0000–U+001F), DEL (U+007F), C1 controls (U+0080–U+009F) and the bidirectional
  /// embedding, override and isolate characters (U+202A–U+202E, U+2066–U+2069) become `\t`,
  /// `\r`, `\n` or `\u{1B}`. Line feeds are kept when `keepingLineFeeds` (text of several
  /// lines), else escaped too (a name on one line).
  public static func escape(_ text: String, keepingLineFeeds: Bool = false) -> String {
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
    case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }
}
