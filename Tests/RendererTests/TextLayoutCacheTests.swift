import Foundation
import GestureCore
import Testing

@testable import Renderer

@Suite("Text layout cache")
struct TextLayoutCacheTests {
  /// 30 labels of 10 titles in three rows, moved right by `dx` points.
  func labels(dx: Double, titles: [String]) -> [DisplayItem] {
    (0..<30).map { (i: Int) -> DisplayItem in
      let x: Double = 10 + dx + Double(i % 10) * 35
      let y: Double = 40 + Double(i / 10) * 30
      let label = Fixtures.label(
        titles[i % titles.count], x: x, y: y, width: 33, height: 20, alignment: .center, size: 9)
      return .text(label)
    }
  }

  var titles: [String] { (0..<10).map { "\($0 * 37)" } }

  @Test("a label whose text, font and size stay is laid out once; only its position changes")
  func reusedAcrossFrames() throws {
    let renderer = try FrameRenderer(options: RenderOptions(scale: 2))
    let first = Fixtures.frame(labels(dx: 0, titles: titles))
    _ = try renderer.renderPixels(first)
    // 30 labels, 10 different titles of the same size: 10 layouts, 20 found.
    #expect(renderer.text.layouts.layoutsMade == 10)
    #expect(renderer.text.layouts.hits == 20)
    let moved = Fixtures.frame(labels(dx: 3.25, titles: titles), index: 1)
    let cached = try renderer.renderPixels(moved)
    #expect(renderer.text.layouts.layoutsMade == 10)
    #expect(renderer.text.layouts.hits == 50)
    // The same pixels as a renderer that lays everything out afresh.
    let fresh = try FrameRenderer(options: RenderOptions(scale: 2)).renderPixels(moved)
    #expect(cached.hasSamePixels(as: fresh))
    let image = try RenderedImage(pngData: renderer.renderPNG(moved))
    let ink = image.inkCount(
      in: CGRect(x: 13, y: 40, width: 350, height: 80), scale: 2, background: RGBA(255, 255, 255))
    #expect(ink > 300)
  }

  @Test("a new text, width, height, font, alignment or line limit is laid out anew")
  func keyedByEverythingTheLayoutDependsOn() throws {
    let renderer = try FrameRenderer(options: RenderOptions(scale: 2))
    let base = Fixtures.label("Hello", x: 0, y: 0, width: 80, height: 20)
    var variants = [base]
    var text = base
    text.string = "Hullo"
    variants.append(text)
    var width = base
    width.rect.size.width = 81
    variants.append(width)
    var height = base
    height.rect.size.height = 21
    variants.append(height)
    var font = base
    font.font.weight = 0.4
    variants.append(font)
    var alignment = base
    alignment.alignment = .right
    variants.append(alignment)
    var lines = base
    lines.numberOfLines = 2
    variants.append(lines)
    var colour = base
    colour.color = Fixtures.red
    var origin = base
    origin.rect.origin = CGPoint(x: 5, y: 7)
    // The colour and the origin are applied when drawing: no new layout for those two.
    _ = try renderer.renderPixels(Fixtures.frame((variants + [colour, origin]).map { .text($0) }))
    #expect(renderer.text.layouts.layoutsMade == 7)
    #expect(renderer.text.layouts.hits == 2)
  }

  /// A text renderer keeping at most `capacity` layouts and `bytes` bytes of text.
  func textRenderer(capacity: Int, bytes: Int) throws -> TextRenderer {
    try TextRenderer(
      fonts: FontSet(.standard), layoutCapacity: capacity, layoutByteCapacity: bytes)
  }

  @Test("the cache keeps at most its capacity, dropping the least recently used quarter")
  func bounded() throws {
    let text = try textRenderer(capacity: 8, bytes: 1000)
    func use(_ i: Int) {
      _ = text.lineSummary(for: Fixtures.label("t\(i)", x: 0, y: 0, width: 40, height: 20))
    }
    for i in 0..<8 { use(i) }
    #expect(text.layouts.count == 8)
    use(0)  // 0 is now the most recently used: 1 and 2 are the oldest.
    use(8)  // full: drops 8 / 4 = 2 entries (1 and 2), then keeps 8.
    #expect(text.layouts.count == 7)
    #expect(text.layouts.layoutsMade == 9)
    use(0)
    use(3)
    #expect(text.layouts.layoutsMade == 9)
    use(1)
    #expect(text.layouts.layoutsMade == 10)
    #expect(text.layouts.count == 8)
  }

  @Test("text longer than the byte capacity is laid out every time and not kept")
  func tooLongIsNotKept() throws {
    let text = try textRenderer(capacity: 8, bytes: 10)
    let long = Fixtures.label(String(repeating: "x", count: 11), x: 0, y: 0, width: 40, height: 20)
    #expect(text.lineSummary(for: long)?.isTruncated == true)
    #expect(text.lineSummary(for: long)?.isTruncated == true)
    #expect(text.layouts.count == 0)
    #expect(text.layouts.layoutsMade == 2)
    // Ten bytes fit; a second short text evicts the first to stay within the bytes.
    _ = text.lineSummary(for: Fixtures.label("abcdef", x: 0, y: 0, width: 40, height: 20))
    _ = text.lineSummary(for: Fixtures.label("ghijkl", x: 0, y: 0, width: 40, height: 20))
    #expect(text.layouts.count == 1)
  }
}
