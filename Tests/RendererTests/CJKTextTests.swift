import CPangoCairo
import Foundation
import GestureCore
import Testing

@testable import Renderer

@Suite("CJK text draws real glyphs with the default font set")
struct CJKTextTests {
  let white = RGBA(255, 255, 255)

  /// How many glyphs Pango could not find in the font set for `text` (drawn as hex boxes).
  func unknownGlyphs(_ string: String, fonts: FontConfiguration) throws -> Int {
    let renderer = try TextRenderer(fonts: FontSet(fonts))
    let laidOut = try #require(
      renderer.layout(for: Fixtures.label(string, x: 0, y: 0, width: 300, height: 40, size: 24)))
    defer { g_object_unref(UnsafeMutableRawPointer(laidOut.layout)) }
    return Int(pango_layout_get_unknown_glyphs_count(laidOut.layout))
  }

  @Test("\"按钮 1\" has no missing glyph with the default set, two with DejaVu alone")
  func noMissingGlyphs() throws {
    #expect(RenderOptions().fonts == .standard)
    #expect(try unknownGlyphs("按钮 1", fonts: .standard) == 0)
    #expect(try unknownGlyphs("按钮 1", fonts: .dejaVuSans) == 2)
    #expect(try unknownGlyphs("ボタン 버튼", fonts: .standard) == 0)
  }

  /// The share of the ink bounding box's border pixels that hold ink, for the glyph drawn at
  /// 48 pt in `rect`: a missing-glyph box is a closed frame (about 1), a real glyph is not.
  func borderInk(_ string: String, fonts: FontConfiguration) throws -> (share: Double, ink: Int) {
    let renderer = try FrameRenderer(options: RenderOptions(scale: 2, fonts: fonts))
    let frame = Fixtures.frame([
      .text(Fixtures.label(string, x: 20, y: 20, width: 200, height: 80, size: 48))
    ])
    let image = try RenderedImage(pngData: renderer.renderPNG(frame))
    var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1, ink = 0
    for y in 0..<240 {
      for x in 0..<480 where image.rgba(x, y).distance(to: white) > 100 {
        minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y); ink += 1
      }
    }
    guard maxX >= 0 else { return (0, 0) }
    var border = 0, inked = 0
    for x in minX...maxX {
      for y in [minY, minY + 1, maxY - 1, maxY] {
        border += 1
        if image.rgba(x, y).distance(to: white) > 100 { inked += 1 }
      }
    }
    for y in minY...maxY {
      for x in [minX, minX + 1, maxX - 1, maxX] {
        border += 1
        if image.rgba(x, y).distance(to: white) > 100 { inked += 1 }
      }
    }
    return (Double(inked) / Double(border), ink)
  }

  @Test("按 is drawn as a glyph, not as the missing-glyph box (pixels)")
  func glyphNotBox() throws {
    let box = try borderInk("按", fonts: .dejaVuSans)
    let glyph = try borderInk("按", fonts: .standard)
    // The control: DejaVu alone draws a closed box around the code point's hex digits.
    #expect(box.share > 0.8, "box border share \(box.share)")
    #expect(glyph.ink > 400)
    #expect(glyph.share < 0.5, "glyph border share \(glyph.share)")
    // Two different characters give different ink, as real glyphs do.
    let other = try borderInk("钮", fonts: .standard)
    #expect(abs(other.ink - glyph.ink) > 20 || other.share != glyph.share)
  }

  @Test("A label \"按钮 1\" holds ink inside its rect and none outside")
  func labelInk() throws {
    let image = try Fixtures.renderPNG(
      Fixtures.frame([
        .text(Fixtures.label("按钮 1", x: 20, y: 100, width: 200, height: 40, size: 20))
      ]))
    #expect(
      image.inkCount(in: CGRect(x: 20, y: 100, width: 200, height: 40), scale: 2, background: white)
        > 300)
    #expect(
      image.inkCount(in: CGRect(x: 0, y: 0, width: 375, height: 99), scale: 2, background: white)
        == 0)
  }

  @Test("CJK text without spaces wraps between characters inside the rect")
  func cjkWraps() throws {
    let string = String(repeating: "按钮文字换行", count: 6)
    let summary = try #require(
      try TextRenderer(fonts: FontSet(.standard)).lineSummary(
        for: Fixtures.label(string, x: 0, y: 0, width: 120, height: 400, size: 17, lines: 0)))
    // 36 characters of about 17 pt in 120 pt: 7 per line, 6 lines.
    #expect(summary.lineCount >= 5 && summary.lineCount <= 7, "\(summary.lineCount) lines")
    #expect(!summary.isTruncated)
    let image = try Fixtures.renderPNG(
      Fixtures.frame([
        .text(Fixtures.label(string, x: 20, y: 20, width: 120, height: 400, size: 17, lines: 0))
      ]))
    #expect(
      image.inkCount(in: CGRect(x: 141, y: 0, width: 234, height: 667), scale: 2, background: white)
        == 0)
  }
}

@Suite("Alignment and wrapping put text where expected (pixels)")
struct TextPlacementTests {
  let white = RGBA(255, 255, 255)

  /// The ink's horizontal extent in device pixels within the rect's rows.
  func inkColumns(_ image: RenderedImage, rows: Range<Int>) -> (min: Int, max: Int)? {
    var minX = Int.max, maxX = -1
    for y in rows {
      for x in 0..<image.width where image.rgba(x, y).distance(to: white) > 60 {
        minX = min(minX, x); maxX = max(maxX, x)
      }
    }
    return maxX >= 0 ? (minX, maxX) : nil
  }

  /// Rows (device pixels) that hold ink, grouped into bands separated by empty rows.
  func inkBands(_ image: RenderedImage, columns: Range<Int>) -> [Range<Int>] {
    var bands: [Range<Int>] = []
    var start: Int?
    for y in 0..<image.height {
      let inked = columns.contains { image.rgba($0, y).distance(to: white) > 60 }
      if inked, start == nil { start = y }
      if !inked, let s = start {
        bands.append(s..<y)
        start = nil
      }
    }
    if let start { bands.append(start..<image.height) }
    return bands
  }

  @Test("Left, centre and right text hug the left edge, the middle and the right edge")
  func alignmentEdges() throws {
    func extent(_ alignment: NSTextAlignment) throws -> (min: Int, max: Int) {
      let image = try Fixtures.renderPNG(
        Fixtures.frame([
          .text(
            Fixtures.label(
              "Hello", x: 20, y: 100, width: 335, height: 40, alignment: alignment, size: 20))
        ]))
      return try #require(inkColumns(image, rows: 200..<280))
    }
    let left = try extent(.left)
    let center = try extent(.center)
    let right = try extent(.right)
    // The rect spans x 40…710 px at scale 2. Glyph side bearings are a few pixels.
    #expect(left.min >= 40 && left.min <= 46, "left ink starts at \(left.min)")
    #expect(right.max <= 710 && right.max >= 702, "right ink ends at \(right.max)")
    let middle = Double(center.min + center.max) / 2
    #expect(abs(middle - 375) <= 3, "centred ink middle at \(middle)")
    // The same width everywhere: only the position changes.
    #expect(abs((left.max - left.min) - (right.max - right.min)) <= 1)
  }

  @Test("Two lines wrap at the word boundary into two bands; one line allowed gives one band")
  func wrappingBands() throws {
    func bands(lines: Int) throws -> [Range<Int>] {
      let image = try Fixtures.renderPNG(
        Fixtures.frame([
          .text(
            Fixtures.label(
              "Wrapping words here", x: 20, y: 100, width: 130, height: 80, size: 20, lines: lines))
        ]))
      return inkBands(image, columns: 40..<300)
    }
    let two = try bands(lines: 2)
    #expect(two.count == 2, "\(two)")
    if two.count == 2 {
      // Centred vertically in the 80 pt rect (y 200…360 px), one line height apart (~23 pt).
      let top = two[0].lowerBound
      let bottom = two[1].upperBound
      #expect(abs(Double(top + bottom) / 2 - 280) < 12, "bands \(two)")
      #expect(
        two[1].lowerBound - two[0].lowerBound > 36 && two[1].lowerBound - two[0].lowerBound < 56)
    }
    let one = try bands(lines: 1)
    #expect(one.count == 1, "\(one)")
  }
}
