import GestureCore

/// Escaping of text printed to a terminal: scenario strings, file names and messages that
/// quote them are anyone's to write, and a control character in them (an escape sequence, a
/// carriage return) would drive the terminal instead of showing up.
public enum TerminalText {
  /// `text` with every control character made visible as a Swift-style escape: C0 controls
  /// (U+0000–U+001F), DEL (U+007F), C1 controls (U+0080–U+009F), the line and paragraph
  /// separators, and the bidirectional embedding, override and isolate characters
  /// (U+202A–U+202E, U+2066–U+2069) become `\t`, `\r`, `\n` or `\u{1B}`. Line feeds are kept
  /// when `keepingLineFeeds` (text of several lines), else escaped too (a name on one line).
  /// The escaping every output shares (`VisibleText`).
  public static func escape(_ text: String, keepingLineFeeds: Bool = false) -> String {
    VisibleText.escape(text, keepingLineFeeds: keepingLineFeeds)
  }
}
