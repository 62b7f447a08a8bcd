import Foundation

/// The JSON bytes of `timeline.json`, written straight into a byte buffer: the spelling of
/// Foundation's `JSONEncoder` with `.sortedKeys` and `.withoutEscapingSlashes`, byte for byte,
/// so a timeline reads the same as when each frame went through the encoder, at a fraction of
/// the cost (no boxing of values, no key sorting, no intermediate strings but the numbers').
///
/// Numbers are Swift's shortest round-trip spelling (`description`) with a trailing `.0`
/// dropped (`1`, `-0`, `0.1`, `1e-07`, `1e+16`), as the encoder writes them. Strings escape
/// `"`, `\`, and the control characters U+0000–U+001F (`\b`, `\t`, `\n`, `\f`, `\r`, else
/// `\u00xx`, lowercase hex), as the encoder does; beyond it, the other characters that would
/// drive a terminal showing the file are escaped `\uxxxx` too: DEL (U+007F), the C1 controls
/// (U+0080–U+009F, U+009B is a terminal's control sequence introducer), the line and paragraph
/// separators and the bidirectional embedding, override and isolate characters
/// (U+2028–U+202E, U+2066–U+2069), the set `VisibleText` escapes. A JSON reader reads them
/// back unchanged. Everything else, `/` included, is written as UTF-8.
struct TimelineJSON {
  var bytes: [UInt8] = []

  mutating func raw(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  mutating func number(_ value: Double) {
    var text = value.description
    if text.hasSuffix(".0") { text.removeLast(2) }
    bytes.append(contentsOf: text.utf8)
  }

  mutating func number(_ value: Int) {
    bytes.append(contentsOf: String(value).utf8)
  }

  mutating func bool(_ value: Bool) {
    value ? raw("true") : raw("false")
  }

  /// `[a,b,…]` of numbers.
  mutating func numbers(_ values: Double...) {
    bytes.append(UInt8(ascii: "["))
    for (index, value) in values.enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      number(value)
    }
    bytes.append(UInt8(ascii: "]"))
  }

  mutating func string(_ value: String) {
    bytes.append(UInt8(ascii: "\""))
    for scalar in value.unicodeScalars {
      let code = scalar.value
      switch code {
      case 0x22: raw("\\\"")
      case 0x5C: raw("\\\\")
      case 0x08: raw("\\b")
      case 0x09: raw("\\t")
      case 0x0A: raw("\\n")
      case 0x0C: raw("\\f")
      case 0x0D: raw("\\r")
      case 0x00..<0x20, 0x7F...0x9F, 0x2028...0x202E, 0x2066...0x2069:
        raw("\\u")
        for shift in stride(from: 12, through: 0, by: -4) {
          bytes.append(Self.hex[Int((code >> UInt32(shift)) & 0xF)])
        }
      case 0x20..<0x80:
        bytes.append(UInt8(code))
      default:
        UTF8.encode(scalar) { bytes.append($0) }
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  private static let hex: [UInt8] = Array("0123456789abcdef".utf8)
}
