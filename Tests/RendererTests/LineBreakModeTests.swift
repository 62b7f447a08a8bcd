import CPangoCairo
import Foundation
import GestureCore
import Testing

@testable import Renderer

/// `NSLineBreakMode` as `UILabel` draws it: where "…" goes, and cuts without a mark.
@Suite("Text: line break modes")
struct LineBreakModeTests {
  let white = RGBA(255, 255, 255)

  func label(
    _ string: String, width: Double, height: Double = 40, lines: Int = 1,
    truncation: DisplayText.Truncation, wraps: Bool = true, breaksAtCharacters: Bool = false
  ) -> DisplayText {
    var text = Fixtures.label(string, x: 0, y: 0, width: width, height: height, lines: lines)
    text.truncation = truncation
    text.wraps = wraps
    text.breaksAtCharacters = breaksAtCharacters
    return text
  }

  func layout(_ text: DisplayText) throws -> (lineCount: Int, isTruncated: Bool) {
    try #require(try TextRenderer(fonts: FontSet(.dejaVuSans)).lineSummary(for: text))
  }

  @Test("byTruncatingHead keeps the end of the text: the heavy Ms, not the light dots")
  func head() throws {
    let string = String(repeating: ".", count: 60) + String(repeating: "M", count: 60)
    let right = CGRect(x: 75, y: 0, width: 75, height: 40)
    let head = try Fixtures.renderPNG(
      Fixtures.frame([.text(label(string, width: 150, truncation: .head))]))
    let tail = try Fixtures.renderPNG(
      Fixtures.frame([.text(label(string, width: 150, truncation: .tail))]))
    let headInk = head.inkCount(in: right, scale: 2, background: white)
    let tailInk = tail.inkCount(in: right, scale: 2, background: white)
    #expect(headInk > 3 * tailInk)
    #expect(try layout(label(string, width: 150, truncation: .head)).isTruncated)
  }

  @Test("byClipping on one line runs the text to the edge; tail truncation ends in dots")
  func clipping() throws {
    let string = String(repeating: "M", count: 60)
    let edge = CGRect(x: 142, y: 0, width: 8, height: 40)
    let clipped = try Fixtures.renderPNG(
      Fixtures.frame([.text(label(string, width: 150, truncation: .none, wraps: false))]))
    let tail = try Fixtures.renderPNG(
      Fixtures.frame([.text(label(string, width: 150, truncation: .tail))]))
    #expect(
      clipped.inkCount(in: edge, scale: 2, background: white)
        > 2 * tail.inkCount(in: edge, scale: 2, background: white))
    let summary = try layout(label("First\nSecond", width: 150, truncation: .none, wraps: false))
    #expect(summary.lineCount == 1)
    #expect(!summary.isTruncated)
  }

  @Test("byWordWrapping stops after numberOfLines without a mark")
  func wordWrappingLimit() throws {
    let string = String(repeating: "several words wrap ", count: 20)
    let summary = try layout(
      label(string, width: 200, height: 400, lines: 2, truncation: .none))
    #expect(summary.lineCount == 2)
    #expect(!summary.isTruncated)
  }

  @Test("byCharWrapping fills lines across word ends: 2 lines where words need 3")
  func charWrapping() throws {
    // DejaVu Sans 17 pt: 'b' advances 10.6 pt, so 130 pt hold 12 b's; "a " and 10 b's.
    let string = "a " + String(repeating: "b", count: 20)
    let words = try layout(label(string, width: 130, height: 400, lines: 0, truncation: .none))
    let characters = try layout(
      label(string, width: 130, height: 400, lines: 0, truncation: .none, breaksAtCharacters: true))
    #expect(words.lineCount == 3)
    #expect(characters.lineCount == 2)
  }
}

/// Words too long for a line break between characters without a hyphen, as UIKit's labels do
/// (`hyphenationFactor` 0); Pango adds one by default.
@Suite("Text: no hyphen where a long word breaks")
struct HyphenationTests {
  /// The logical width of `line` of `layout`, points.
  private func width(of line: UnsafeMutablePointer<PangoLayoutLine>?) -> Double {
    var logical = PangoRectangle()
    pango_layout_line_get_extents(line, nil, &logical)
    return Double(logical.width) / Double(PANGO_SCALE)
  }

  @Test("The first line of a broken word is as wide as its characters alone")
  func noHyphen() throws {
    let string = "Supercalifragilisticexpialidocious"
    let renderer = try TextRenderer(fonts: FontSet(.dejaVuSans))
    let text = Fixtures.label(string, x: 0, y: 0, width: 100, height: 200, lines: 0)
    let laidOut = try #require(renderer.layout(for: text))
    defer { g_object_unref(UnsafeMutableRawPointer(laidOut.layout)) }
    #expect(laidOut.lineCount > 1)
    let first = try #require(pango_layout_get_line_readonly(laidOut.layout, 0))
    let length = Int(first.pointee.length)
    // The same characters on a line of their own.
    let alone = Fixtures.label(
      String(decoding: Array(string.utf8.prefix(length)), as: UTF8.self), x: 0, y: 0,
      width: 1000, height: 200, lines: 1)
    let single = try #require(renderer.layout(for: alone))
    defer { g_object_unref(UnsafeMutableRawPointer(single.layout)) }
    let lineWidth = width(of: first)
    let charactersWidth = width(of: pango_layout_get_line_readonly(single.layout, 0))
    #expect(length > 3)
    #expect(abs(lineWidth - charactersWidth) < 0.01, "\(lineWidth) vs \(charactersWidth)")
  }
}
