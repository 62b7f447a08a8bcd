import Foundation
import GestureCore
import Testing

@testable import Renderer

@Suite("CATextLayer drawn through the label's text path, read back from PNGs")
@MainActor
struct TextLayerRenderingTests {
  /// A white 200 × 100 pt window holding `layer` in a root view, its first frame.
  private func frame(_ layer: CALayer, extra: UIView? = nil) throws -> Frame {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    window.backgroundColor = .white
    let root = UIView(frame: window.bounds)
    root.layer.addSublayer(layer)
    if let extra { root.addSubview(extra) }
    window.addSubview(root)
    let simulation = Simulation(window: window, framesPerSecond: 60, duration: 0, input: [])
    return try #require(simulation.nextFrame())
  }

  /// The box of the pixels darker than mid-grey, device pixels at scale 1.
  private func inkBox(_ image: RenderedImage) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
    var box: (Int, Int, Int, Int)?
    for y in 0..<image.height {
      for x in 0..<image.width where image.rgba(x, y).r < 128 {
        box =
          box.map { (min($0.0, x), min($0.1, y), max($0.2, x), max($0.3, y)) } ?? (x, y, x, y)
      }
    }
    return box.map { (minX: $0.0, minY: $0.1, maxX: $0.2, maxY: $0.3) }
  }

  private func textLayer(_ string: String) -> CATextLayer {
    let layer = CATextLayer()
    layer.string = string
    layer.fontSize = 20
    layer.foregroundColor = UIColor.black.cgColor
    layer.frame = CGRect(x: 10, y: 10, width: 180, height: 80)
    return layer
  }

  @Test("The glyph box lies in the measurer's box at the top left, and equals a label's")
  func glyphBox() throws {
    let layer = textLayer("Hello")
    let layerFrame = try frame(layer)
    guard case .text(let item) = layerFrame.items.first else {
      Issue.record("expected a text item: \(layerFrame.items)")
      return
    }
    let renderer = try FrameRenderer(options: RenderOptions(scale: 1, showsTouches: false))
    let ink = try #require(inkBox(renderer.renderImage(layerFrame)))
    let measured = try PangoTextMeasurer().size(
      of: "Hello", font: item.font, numberOfLines: 0, maxWidth: nil)
    // The glyphs lie inside the logical box the measurer gives, placed at the layer's top
    // left (10, 10), and fill its width but for the side bearings of "H" and "o" (3.7 px of
    // the 50.7 pt line at 20 pt).
    #expect(ink.minX >= 10 && Double(ink.maxX) <= 10 + Double(measured.width) + 1, "\(ink)")
    #expect(ink.minY >= 10 && Double(ink.maxY) <= 10 + Double(measured.height) + 1, "\(ink)")
    #expect(Double(ink.maxX - ink.minX + 1) >= Double(measured.width) - 4, "\(ink) \(measured)")
    // A label as wide as the layer and exactly the measured line high, at the same place, in
    // the same font, draws the same glyph box (it centres its lines vertically, which leaves
    // nothing free at this height).
    let label = UILabel(frame: CGRect(x: 10, y: 10, width: 180, height: measured.height))
    label.text = "Hello"
    label.textColor = .black
    label.font = try #require(UIFont(name: "Helvetica", size: 20))
    let labelFrame = try frame(CALayer(), extra: label)
    let labelFont = labelFrame.items.compactMap { item -> DisplayFont? in
      if case .text(let text) = item { return text.font }
      return nil
    }
    #expect(labelFont == [item.font])
    let labelInk = try #require(inkBox(renderer.renderImage(labelFrame)))
    #expect(labelInk == ink)
  }

  @Test("Wrapping and truncation: one cut line, one truncated line, or wrapped lines")
  func wrappingAndTruncation() throws {
    let renderer = try FrameRenderer(options: RenderOptions(scale: 1, showsTouches: false))
    func summary(_ configure: (CATextLayer) -> Void) throws -> (Int, Bool)? {
      let layer = textLayer("The quick brown fox jumps over the lazy dog")
      configure(layer)
      guard case .text(let item) = try frame(layer).items.first else { return nil }
      return renderer.text.lineSummary(for: item).map { ($0.lineCount, $0.isTruncated) }
    }
    let cut = try #require(try summary { _ in })
    #expect(cut == (1, false))
    let truncated = try #require(try summary { $0.truncationMode = .end })
    #expect(truncated == (1, true))
    let wrapped = try #require(try summary { $0.isWrapped = true })
    #expect(wrapped.0 >= 2 && !wrapped.1, "\(wrapped)")
  }

  @Test("An unwrapped centred line is centred in the bounds; the default colour is white")
  func centred() throws {
    let layer = textLayer("Hi")
    layer.alignmentMode = .center
    let renderer = try FrameRenderer(options: RenderOptions(scale: 1, showsTouches: false))
    let ink = try #require(inkBox(renderer.renderImage(frame(layer))))
    // The bounds' middle is x = 10 + 90 = 100.
    let middle = Double(ink.minX + ink.maxX + 1) / 2
    #expect(abs(middle - 100) <= 2, "\(ink)")
    let white = CATextLayer()
    #expect(white.foregroundColor == .white && white.fontSize == 36)
    #expect(!white.isWrapped && white.truncationMode == .none && white.alignmentMode == .natural)
  }
}
