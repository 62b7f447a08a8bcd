import Foundation
import GestureCore
import Testing

@testable import Renderer

/// What of a text item is handed to the text engine: control characters left out (iOS draws
/// nothing for them), and lines that cannot show all their text cut first, drawing the same.
@Suite("Text: control characters and long lines")
struct ShownTextTests {
  func label(
    _ string: String, width: Double = 200, height: Double = 40, lines: Int = 1,
    truncation: DisplayText.Truncation = .tail, wraps: Bool = true
  ) -> DisplayText {
    var text = Fixtures.label(string, x: 0, y: 0, width: width, height: height, lines: lines)
    text.truncation = truncation
    text.wraps = wraps
    return text
  }

  /// The frame of `text` as PNG bytes, lines cut before layout or not.
  func png(_ text: DisplayText, cuts: Bool) throws -> Data {
    let renderer = try FrameRenderer(options: RenderOptions(scale: 2))
    renderer.text.capsLongLines = cuts
    return try renderer.renderPNG(
      Fixtures.frame([.text(text)], canvas: CGSize(width: 220, height: 120)))
  }

  @Test("A 100,000-character line keeps 2k characters unwrapped, 3k in a one-line label")
  func oneLineCap() {
    // 355 pt at 17 pt: k = ⌈355 / 1.7⌉ + 8 = 209 + 8 = 217.
    let string = String(repeating: "W", count: 100_000)
    let line = label(string, width: 355, wraps: false)
    let shown = TextRenderer.shownText(of: line, lineWidth: 355, capsLines: true)
    #expect(shown.utf8.count == 2 * 217)
    #expect(shown.utf8.allSatisfy { $0 == UInt8(ascii: "W") })
    // A label of one line wraps: its first (1 + 2)·k characters.
    let labelShown = TextRenderer.shownText(
      of: label(string, width: 355), lineWidth: 355, capsLines: true)
    #expect(labelShown.utf8.count == 3 * 217)
  }

  @Test("Cut lines draw the same pixels as whole ones: head, middle, tail, two wrapped lines")
  func cutDrawsTheSame() throws {
    let words = String(repeating: "lorem ipsum dolor ", count: 120) + "END"
    let cases = [
      label(words, truncation: .head, wraps: false),
      label(words, truncation: .middle, wraps: false),
      label(words, truncation: .tail, wraps: false),
      label(words, height: 100, lines: 2),
      label(words + "\n" + words + "\n" + words, height: 100, lines: 2),
      label("short\r\n" + words + "\r\n" + words, height: 100, lines: 2),
    ]
    for text in cases {
      let shown = TextRenderer.shownText(of: text, lineWidth: 200, capsLines: true)
      #expect(shown.utf8.count < words.utf8.count)
      #expect(try png(text, cuts: true) == png(text, cuts: false))
    }
  }

  @Test("Unlimited wrapped text and clipped lines are not cut")
  func notCut() {
    let words = String(repeating: "lorem ipsum dolor ", count: 120)
    for text in [label(words, lines: 0), label(words, truncation: .none, wraps: false)] {
      let shown = TextRenderer.shownText(of: text, lineWidth: 200, capsLines: true)
      #expect(shown.utf8.count == words.utf8.count)
    }
  }

  @Test("NUL, escape, bell and C1 controls are left out; tab and line breaks stay")
  func controls() {
    let text = label("A\u{0}B\u{1b}[31mC\u{7}\u{85}D\tE\r\nF", lines: 0)
    let shown = TextRenderer.shownText(of: text, lineWidth: 200, capsLines: true)
    #expect(String(decoding: shown.utf8, as: UTF8.self) == "AB[31mCD\tE\r\nF")
  }

  @Test("Runs move with their characters when controls are left out")
  func runsMove() {
    let font = DisplayFont(size: 17)
    // "A␀B" red (bytes 0..<3), "␛C" black (3..<5).
    var text = label("A\u{0}B\u{1b}C")
    text.rich = DisplayRichText(runs: [
      .init(range: 0..<3, font: font, color: CGColor(red: 1, green: 0, blue: 0)),
      .init(range: 3..<5, font: font, color: .black),
    ])
    let shown = TextRenderer.shownText(of: text, lineWidth: 200, capsLines: true)
    #expect(String(decoding: shown.utf8, as: UTF8.self) == "ABC")
    #expect(shown.rich?.runs.map(\.range) == [0..<2, 2..<3])
    #expect(shown.rich?.runs.map(\.color) == [CGColor(red: 1, green: 0, blue: 0), .black])
  }

  @Test("An escape character draws nothing: 'A␛B' draws as 'AB'")
  func escapeDrawsNothing() throws {
    #expect(try png(label("A\u{1b}B"), cuts: true) == png(label("AB"), cuts: true))
  }

  @Test("A caret after a NUL sits where it sits without it, and Pango is not asked past the end")
  func caretAfterNUL() throws {
    let measurer = try PangoTextMeasurer()
    let font = DisplayFont(size: 17)
    let withNUL = DisplayRichText(runs: [.init(range: 0..<3, font: font, color: .black)])
    let without = DisplayRichText(runs: [.init(range: 0..<2, font: font, color: .black)])
    let after = measurer.caretRect(in: "A\u{0}B", rich: withNUL, maxWidth: 200, byteIndex: 3)
    let plain = measurer.caretRect(in: "AB", rich: without, maxWidth: 200, byteIndex: 2)
    #expect(after == plain)
    #expect(after.minX > 20)
    #expect(TextRenderer.shownIndex(of: 3, in: "A\u{0}B") == 2)
  }

  @Test("Lengths past Pango's 32-bit units are clamped to ±2,097,150.999 pt, NaN to 0")
  func pangoUnitsClamp() {
    #expect(TextRenderer.pangoUnits(3_000_000) == 2_147_482_623)
    #expect(TextRenderer.pangoUnits(-3e300) == -2_147_482_623)
    #expect(TextRenderer.pangoUnits(.nan) == 0)
    #expect(TextRenderer.pangoUnits(17) == 17 * 1024)
  }
}
