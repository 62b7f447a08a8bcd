import CPangoCairo
import Foundation
import GestureCore
import Testing

@testable import Renderer

@Suite("Emoji draw in colour with the default font set")
struct EmojiTextTests {
  /// How many glyphs Pango could not find in the font set for `string` (drawn as hex boxes).
  func unknownGlyphs(_ string: String, fonts: FontConfiguration) throws -> Int {
    let renderer = try TextRenderer(fonts: FontSet(fonts))
    let laidOut = try #require(
      renderer.layout(for: Fixtures.label(string, x: 0, y: 0, width: 300, height: 40, size: 24)))
    defer { g_object_unref(UnsafeMutableRawPointer(laidOut.layout)) }
    return Int(pango_layout_get_unknown_glyphs_count(laidOut.layout))
  }

  @Test("\"Done 👍🎉\" has no missing glyph with the default set, two without the emoji font")
  func noMissingGlyphs() throws {
    let withoutEmoji = FontConfiguration.dejaVuSans.adding(
      .init(path: "/usr/share/fonts/truetype/wqy", package: "fonts-wqy-microhei"))
    #expect(try unknownGlyphs("Done 👍🎉", fonts: .standard) == 0)
    #expect(try unknownGlyphs("Done 👍🎉", fonts: withoutEmoji) == 2)
  }

  @Test("Only the emoji file is loaded, not its folder")
  func fileAlone() throws {
    let emoji = try #require(FontConfiguration.standard.directories.last)
    #expect(emoji.path == "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf")
    #expect(emoji.package == "fonts-noto-color-emoji")
  }

  @Test("A black label's 👍 is drawn yellow (pixels), its letters black")
  func colourPixels() throws {
    let image = try Fixtures.renderPNG(
      Fixtures.frame([
        .text(Fixtures.label("A 👍", x: 20, y: 20, width: 200, height: 60, size: 40))
      ]))
    // Yellow: red and green high, blue low (Noto's thumb is #FFC83D-like); the label's own
    // colour is black, so any yellow comes from the colour glyph.
    var yellow = 0
    var black = 0
    for y in 0..<(100 * 2) {
      for x in 0..<(240 * 2) {
        let pixel = image.rgba(x, y)
        if pixel.r > 200, pixel.g > 150, pixel.b < 110 { yellow += 1 }
        if pixel.r < 60, pixel.g < 60, pixel.b < 60 { black += 1 }
      }
    }
    #expect(yellow > 500, "yellow pixels \(yellow)")
    #expect(black > 100, "black pixels \(black)")
  }
}
