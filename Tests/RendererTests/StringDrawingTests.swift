import CPangoCairo
import Foundation
import Testing

@testable import GestureCore
@testable import Renderer

/// The box of pixels with any ink (alpha > 0), pixels: min x, min y, max x + 1, max y + 1.
private func inkBox(_ image: CGImage) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
  var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
  for y in 0..<image.height {
    for x in 0..<image.width where (image.pixel(x: x, y: y)?.alpha ?? 0) > 0 {
      let b = box ?? (x, y, x + 1, y + 1)
      box = (min(b.minX, x), min(b.minY, y), max(b.maxX, x + 1), max(b.maxY, y + 1))
    }
  }
  return box
}

@MainActor
@Suite("String drawing through the labels' Pango layout")
struct StringDrawingTests {
  /// Pango's ink and logical extents of `string` in `font`, points.
  private func extents(_ measurer: PangoTextMeasurer, _ string: String, _ font: UIFont)
    -> (ink: CGRect, logical: CGRect)
  {
    let item = DisplayText(
      id: "", transform: .identity, rect: CGRect(x: 0, y: 0, width: 100_000, height: 1_000_000),
      string: string, font: font.displayFont, color: .black, alignment: .left, numberOfLines: 0)
    guard let laidOut = measurer.text.layout(for: item) else { return (.null, .null) }
    defer { g_object_unref(UnsafeMutableRawPointer(laidOut.layout)) }
    var ink = PangoRectangle()
    var logical = PangoRectangle()
    pango_layout_get_extents(laidOut.layout, &ink, &logical)
    func rect(_ r: PangoRectangle) -> CGRect {
      let s = Double(PANGO_SCALE)
      return CGRect(
        x: Double(r.x) / s, y: Double(r.y) / s, width: Double(r.width) / s,
        height: Double(r.height) / s)
    }
    return (rect(ink), rect(logical))
  }

  private func render(
    _ measurer: PangoTextMeasurer, size: CGSize, _ actions: @escaping () -> Void
  ) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2
    return SimulationContext.$textMeasurer.withValue(SceneTextMeasurer(measurer, screenScale: 2)) {
      UIGraphicsImageRenderer(size: size, format: format).image { _ in actions() }
    }
  }

  @Test("draw(at:withAttributes:) inks where Pango puts the glyphs, to a pixel, at @2x")
  func drawAtPoint() throws {
    let measurer = try PangoTextMeasurer()
    let font = UIFont.systemFont(ofSize: 20)
    let image = render(measurer, size: CGSize(width: 200, height: 80)) {
      "Hxgy".draw(
        at: CGPoint(x: 10, y: 20), withAttributes: [.font: font, .foregroundColor: UIColor.red])
    }
    let cg = try #require(image.cgImage)
    let box = try #require(inkBox(cg))
    let (ink, logical) = extents(measurer, "Hxgy", font)
    // The first line's top is at y = 20: ink sits ink.y − logical.y below it.
    let expected = CGRect(
      x: 10 + ink.minX, y: 20 + ink.minY - logical.minY, width: ink.width, height: ink.height)
    #expect(abs(Double(box.minX) - 2 * expected.minX) <= 1)
    #expect(abs(Double(box.maxX) - 2 * expected.maxX) <= 1)
    #expect(abs(Double(box.minY) - 2 * expected.minY) <= 1)
    #expect(abs(Double(box.maxY) - 2 * expected.maxY) <= 1)
    let middle = cg.pixel(x: 2 * 12, y: Int(2 * (20 + logical.height / 2)))
    #expect(middle?.red == 255 && middle?.green == 0)
  }

  @Test("size(withAttributes:) is the layout's logical size, unrounded; String and NSString agree")
  func sizeWithAttributes() throws {
    let measurer = try PangoTextMeasurer()
    let font = UIFont.boldSystemFont(ofSize: 17)
    let (_, logical) = extents(measurer, "Hello, world", font)
    let sizes = SimulationContext.$textMeasurer.withValue(
      SceneTextMeasurer(measurer, screenScale: 2)
    ) {
      (
        "Hello, world".size(withAttributes: [.font: font]),
        NSString(string: "Hello, world").size(withAttributes: [.font: font]),
        NSAttributedString(string: "Hello, world", attributes: [.font: font]).size()
      )
    }
    #expect(sizes.0 == logical.size)
    #expect(sizes.1 == logical.size)
    #expect(sizes.2 == logical.size)
    #expect(sizes.0.width != sizes.0.width.rounded())
  }

  @Test(
    "boundingRect with .usesLineFragmentOrigin wraps at the width; without it one line on the baseline"
  )
  func boundingRect() throws {
    let measurer = try PangoTextMeasurer()
    let font = UIFont.systemFont(ofSize: 15)
    let line = extents(measurer, "alpha", font).logical.height
    let (wrapped, single) = SimulationContext.$textMeasurer.withValue(
      SceneTextMeasurer(measurer, screenScale: 2)
    ) {
      (
        "alpha beta gamma".boundingRect(
          with: CGSize(width: 60, height: CGFloat.greatestFiniteMagnitude),
          options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil),
        "alpha beta gamma".boundingRect(
          with: CGSize(width: 50, height: 10), options: [], attributes: [.font: font],
          context: nil)
      )
    }
    #expect(wrapped.origin == .zero)
    #expect(wrapped.width <= 60)
    #expect(abs(wrapped.height - 3 * line) < 0.01)
    #expect(single.width > 60)
    #expect(abs(single.height - line) < 0.01)
    #expect(single.minY < -10 && single.minY > -line)
  }

  @Test(
    "draw(in:withAttributes:) wraps to the rect, centres by the paragraph style and cuts at its edges"
  )
  func drawInRect() throws {
    let measurer = try PangoTextMeasurer()
    let font = UIFont.systemFont(ofSize: 20)
    let style = NSMutableParagraphStyle()
    style.alignment = .center
    let rect = CGRect(x: 20, y: 10, width: 120, height: 30)
    let image = render(measurer, size: CGSize(width: 160, height: 120)) {
      "one two three four five six seven".draw(
        in: rect, withAttributes: [.font: font, .paragraphStyle: style])
    }
    let cg = try #require(image.cgImage)
    let box = try #require(inkBox(cg))
    #expect(box.minX >= 40 && box.maxX <= 280)
    #expect(box.minY >= 20 && box.maxY == 80)
    let centred = render(measurer, size: CGSize(width: 160, height: 60)) {
      "mmm".draw(in: rect, withAttributes: [.font: font, .paragraphStyle: style])
    }
    let centredImage = try #require(centred.cgImage)
    let line = try #require(inkBox(centredImage))
    // "m" begins and ends alike, so centred ink has equal margins in the rect, to a pixel.
    #expect(abs((line.minX - 40) - (280 - line.maxX)) <= 1)
  }

  @Test("draw(with:options:…) without .usesLineFragmentOrigin: one line, baseline at the origin")
  func drawWithRect() throws {
    let measurer = try PangoTextMeasurer()
    let font = UIFont.systemFont(ofSize: 20)
    let attributes: [NSAttributedString.Key: Any] = [.font: font]
    let (ink, logical) = extents(measurer, "Hx gy", font)
    let bounds = SimulationContext.$textMeasurer.withValue(
      SceneTextMeasurer(measurer, screenScale: 2)
    ) {
      "Hx gy".boundingRect(
        with: CGSize(width: 300, height: 10), options: [], attributes: attributes, context: nil)
    }
    let image = render(measurer, size: CGSize(width: 200, height: 120)) {
      // The line break is drawn as a space; the rectangle's height is ignored.
      "Hx\ngy".draw(
        with: CGRect(x: 10, y: 40, width: 300, height: 10), options: [], attributes: attributes,
        context: nil)
    }
    let cg = try #require(image.cgImage)
    let box = try #require(inkBox(cg))
    // The first line's top is at 40 + bounds.minY (minus the ascent).
    let top = 40 + bounds.minY
    #expect(abs(Double(box.minY) - 2 * (top + ink.minY - logical.minY)) <= 1)
    #expect(abs(Double(box.maxY) - 2 * (top + ink.maxY - logical.minY)) <= 1)
    #expect(abs(Double(box.maxX) - 2 * (10 + ink.maxX)) <= 1)
    // With .usesLineFragmentOrigin it is draw(in:withAttributes:): the same pixels.
    let rect = CGRect(x: 20, y: 10, width: 120, height: 30)
    let wrapped = render(measurer, size: CGSize(width: 160, height: 60)) {
      NSAttributedString(string: "one two three", attributes: attributes).draw(
        with: rect, options: .usesLineFragmentOrigin, context: nil)
    }
    let inRect = render(measurer, size: CGSize(width: 160, height: 60)) {
      "one two three".draw(in: rect, withAttributes: attributes)
    }
    #expect(wrapped.pngData() == inRect.pngData())
  }
}
