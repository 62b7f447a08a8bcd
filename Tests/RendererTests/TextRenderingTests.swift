import Foundation
import GestureCore
import Testing

@testable import Renderer

@Suite("Text")
struct TextRenderingTests {
  let white = RGBA(255, 255, 255)
  let rect = CGRect(x: 20, y: 100, width: 335, height: 40)

  func render(_ text: DisplayText, scale: Double = 2) throws -> RenderedImage {
    try Fixtures.renderPNG(Fixtures.frame([.text(text)]), scale: scale)
  }

  @Test("a label's rect holds ink, and nothing is drawn outside it")
  func ink() throws {
    let image = try render(Fixtures.label("Hello, world", x: 20, y: 100, width: 335, height: 40))
    #expect(image.inkCount(in: rect, scale: 2, background: white) > 200)
    #expect(
      image.inkCount(in: CGRect(x: 0, y: 0, width: 375, height: 99), scale: 2, background: white)
        == 0)
    #expect(
      image.inkCount(in: CGRect(x: 0, y: 141, width: 375, height: 500), scale: 2, background: white)
        == 0)
  }

  @Test("the text colour is used")
  func colour() throws {
    let image = try render(
      Fixtures.label("██████", x: 20, y: 100, width: 335, height: 40, size: 30, color: Fixtures.red)
    )
    var reds = 0
    for x in 40..<300 {
      let p = image.rgba(x, 240)
      if p == RGBA(255, 0, 0) { reds += 1 }
    }
    #expect(reds > 50)
  }

  @Test("left, centre and right alignment put the ink on that side")
  func alignment() throws {
    let leftThird = CGRect(x: 20, y: 100, width: 111, height: 40)
    let middleThird = CGRect(x: 131, y: 100, width: 113, height: 40)
    let rightThird = CGRect(x: 244, y: 100, width: 111, height: 40)
    func inks(_ alignment: NSTextAlignment) throws -> (Int, Int, Int) {
      let image = try render(
        Fixtures.label("Hello", x: 20, y: 100, width: 335, height: 40, alignment: alignment))
      return (
        image.inkCount(in: leftThird, scale: 2, background: white),
        image.inkCount(in: middleThird, scale: 2, background: white),
        image.inkCount(in: rightThird, scale: 2, background: white)
      )
    }
    let left = try inks(.left)
    #expect(left.0 > 100 && left.1 == 0 && left.2 == 0)
    let natural = try inks(.natural)
    #expect(natural == left)
    let center = try inks(.center)
    #expect(center.0 == 0 && center.1 > 100 && center.2 == 0)
    let right = try inks(.right)
    #expect(right.0 == 0 && right.1 == 0 && right.2 > 100)
  }

  @Test("text is vertically centred in its rect, like UILabel")
  func verticalCentering() throws {
    let tall = CGRect(x: 20, y: 100, width: 335, height: 200)
    let image = try render(
      Fixtures.label("Hxxxxxg", x: 20, y: 100, width: 335, height: 200, size: 30))
    let center = try #require(image.inkCenterY(in: tall, scale: 2, background: white))
    // The rect's middle is y = 200 pt = 400 px; ink is centred within a few points of it.
    #expect(abs(center - 400) < 16, "ink centre at \(center) px")
  }

  @Test("single-line text that is too wide ends in an ellipsis on one line")
  func singleLineTruncation() throws {
    let text = Fixtures.label(
      String(repeating: "long words ", count: 20), x: 0, y: 0, width: 200, height: 40)
    let laidOut = try #require(try layout(text))
    #expect(laidOut.lineCount == 1)
    #expect(laidOut.isTruncated)
  }

  @Test("a newline in a single-line label still gives one line")
  func singleLineWithNewline() throws {
    let laidOut = try #require(
      try layout(Fixtures.label("First\nSecond", x: 0, y: 0, width: 200, height: 40)))
    #expect(laidOut.lineCount == 1)
    #expect(laidOut.isTruncated)
  }

  @Test("numberOfLines limits the lines; the last one is truncated")
  func lineLimit() throws {
    let string = String(repeating: "several words wrap ", count: 20)
    let two = try #require(
      try layout(Fixtures.label(string, x: 0, y: 0, width: 200, height: 400, lines: 2)))
    #expect(two.lineCount == 2)
    #expect(two.isTruncated)
    let unlimited = try #require(
      try layout(Fixtures.label(string, x: 0, y: 0, width: 200, height: 4000, lines: 0)))
    #expect(unlimited.lineCount > 5)
    #expect(!unlimited.isTruncated)
  }

  @Test("numberOfLines 0 wraps until the rect is full, then truncates")
  func heightLimit() throws {
    let string = String(repeating: "several words wrap ", count: 20)
    // DejaVu Sans at 17 pt has a line height of about 19.8 pt: 60 pt hold 3 lines.
    let laidOut = try #require(
      try layout(Fixtures.label(string, x: 0, y: 0, width: 200, height: 60, lines: 0)))
    #expect(laidOut.lineCount == 3)
    #expect(laidOut.isTruncated)
  }

  @Test("short text is neither wrapped nor truncated")
  func shortText() throws {
    let laidOut = try #require(
      try layout(Fixtures.label("OK", x: 0, y: 0, width: 200, height: 40, lines: 0)))
    #expect(laidOut.lineCount == 1)
    #expect(!laidOut.isTruncated)
  }

  @Test("a word longer than the line is broken between characters")
  func longWord() throws {
    let laidOut = try #require(
      try layout(
        Fixtures.label(
          String(repeating: "x", count: 80), x: 0, y: 0, width: 100, height: 400, lines: 0)))
    #expect(laidOut.lineCount > 1)
  }

  @Test("bold text draws more ink than regular text")
  func bold() throws {
    var regular = Fixtures.label("Bold or not", x: 20, y: 100, width: 335, height: 40)
    var bold = regular
    bold.font.isBold = true
    regular.font.isBold = false
    let regularInk = try render(regular).inkCount(in: rect, scale: 2, background: white)
    let boldInk = try render(bold).inkCount(in: rect, scale: 2, background: white)
    #expect(boldInk > regularInk)
  }

  @Test("unknown families fall back to the pinned system family")
  func unknownFamily() throws {
    var helvetica = Fixtures.label("Same glyphs", x: 20, y: 100, width: 335, height: 40)
    helvetica.font.family = "Helvetica Neue"
    let system = Fixtures.label("Same glyphs", x: 20, y: 100, width: 335, height: 40)
    let renderer = try FrameRenderer()
    #expect(
      try renderer.renderPNG(Fixtures.frame([.text(helvetica)]))
        == renderer.renderPNG(Fixtures.frame([.text(system)])))
  }

  @Test("text scales with the device scale")
  func textScales() throws {
    let text = Fixtures.label("Hello", x: 20, y: 100, width: 335, height: 40, size: 24)
    let at2 = try render(text, scale: 2).inkCount(in: rect, scale: 2, background: white)
    let at3 = try render(text, scale: 3).inkCount(in: rect, scale: 3, background: white)
    let ratio = Double(at3) / Double(at2)
    #expect(ratio > 1.9 && ratio < 2.6, "ink ratio \(ratio), expected about 2.25")
  }

  @Test("empty, clear and zero-size text draws nothing")
  func nothingToDraw() throws {
    let frame = Fixtures.frame([
      .text(Fixtures.label("", x: 20, y: 100, width: 335, height: 40)),
      .text(Fixtures.label("clear", x: 20, y: 100, width: 335, height: 40, color: .clear)),
      .text(Fixtures.label("tiny", x: 20, y: 100, width: 335, height: 40, size: 0)),
      .text(Fixtures.label("flat", x: 20, y: 100, width: 0, height: 40)),
    ])
    let image = try Fixtures.renderPNG(frame)
    #expect(image.inkCount(in: rect, scale: 2, background: white, threshold: 0) == 0)
  }

  /// The layout `TextRenderer` makes for `text` (at identity scale: line breaking does not
  /// depend on the device scale because metrics are not hinted).
  func layout(_ text: DisplayText) throws -> (lineCount: Int, isTruncated: Bool)? {
    try TextRenderer(fonts: FontSet(.dejaVuSans)).lineSummary(for: text)
  }
}
