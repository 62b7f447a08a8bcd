import Foundation
import GestureCore

/// Escaping of scenario text (names, descriptions, event details, which anyone can write) for
/// the review page and the Markdown snippet.
public enum TextEscaping {
  /// `text` safe in HTML text and in double- or single-quoted attribute values: `&`, `<`, `>`,
  /// `"` and `'` become character references, and control characters but line feeds visible
  /// escapes (`\u{1B}`, `VisibleText`).
  public static func html(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.count)
    for character in VisibleText.escape(text, keepingLineFeeds: true) {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.append(character)
      }
    }
    return result
  }

  /// JSON text safe inside an HTML `<script>` element: `<`, `>`, `&` and the line separators
  /// U+2028/U+2029 become `\u` escapes, so no `</script>` or `<!--` can appear.
  public static func scriptJSON(_ json: String) -> String {
    var result = ""
    result.reserveCapacity(json.count)
    for scalar in json.unicodeScalars {
      switch scalar {
      case "<": result += "\\u003c"
      case ">": result += "\\u003e"
      case "&": result += "\\u0026"
      case "\u{2028}": result += "\\u2028"
      case "\u{2029}": result += "\\u2029"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// `text` as literal Markdown inline text (CommonMark): line breaks become spaces (a table
  /// cell stays one line), other control characters visible escapes (`\u{1B}`,
  /// `VisibleText`), ASCII punctuation that could start markup is backslash-escaped, and `<`,
  /// `>` and `&` become character references (no raw HTML).
  public static func markdown(_ text: String) -> String {
    var result = ""
    let lines = text.unicodeScalars.map { $0 == "\n" || $0 == "\r" ? " " : Character($0) }
    for character in VisibleText.escape(String(lines)) {
      switch character {
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "&": result += "&amp;"
      case "\\", "`", "*", "_", "{", "}", "[", "]", "(", ")", "#", "+", "-", "!", "|", "~":
        result += "\\" + String(character)
      default: result.append(character)
      }
    }
    return result
  }

  /// `text` as the inside of a Markdown code span on one line (a command line): backticks
  /// become `'` (no span can end early), and control characters become visible escapes
  /// (`\n`, `\u{1B}`, as the terminal shows them; `VisibleText`), so no line break can end the
  /// paragraph and start raw HTML after it.
  public static func markdownCode(_ text: String) -> String {
    VisibleText.escape(text).replacingOccurrences(of: "`", with: "'")
  }

  /// A relative path with each component percent-encoded for a URL (`my scenario/index.html` →
  /// `my%20scenario/index.html`).
  public static func urlPath(_ path: String) -> String {
    var allowed = CharacterSet.alphanumerics
    allowed.insert(charactersIn: "-._~")
    return path.split(separator: "/", omittingEmptySubsequences: false).map {
      String($0).addingPercentEncoding(withAllowedCharacters: allowed) ?? String($0)
    }.joined(separator: "/")
  }
}
