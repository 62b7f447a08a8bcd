import Foundation
import Testing

@testable import GestureCore
@testable import Renderer

@Suite("Fonts larger than the text engine draws")
@MainActor
struct HugeFontTests {
  @Test("A 1e6 pt font measures 100 times the 10,000 pt one")
  func measuredScaled() throws {
    let measurer = try PangoTextMeasurer()
    let drawn = measurer.size(
      of: "Hg", font: DisplayFont(size: 10_000), numberOfLines: 1, maxWidth: nil)
    let huge = measurer.size(
      of: "Hg", font: DisplayFont(size: 1e6), numberOfLines: 1, maxWidth: nil)
    #expect(drawn.width > 0 && drawn.height > 0)
    #expect(huge == CGSize(width: drawn.width * 100, height: drawn.height * 100))
  }

  @Test("A label in a 1e6 pt font is drawn at 10,000 pt, with one warning naming it")
  func labelDrawn() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    window.backgroundColor = .white
    let label = UILabel(frame: CGRect(x: 10, y: 10, width: 300, height: 180))
    label.accessibilityIdentifier = "title"
    label.text = "huge"
    label.font = .systemFont(ofSize: 1e6)
    window.addSubview(label)
    let simulation = Simulation(window: window, framesPerSecond: 10, duration: 0.1, input: [])
    var frames: [Frame] = []
    while let frame = simulation.nextFrame() { frames.append(frame) }
    let sizes = frames[0].items.compactMap { item -> Double? in
      if case .text(let text) = item { return text.font.size }
      return nil
    }
    #expect(sizes == [10_000])
    let warnings = frames.flatMap(\.events).filter { $0.kind == "graphics.unsupported" }
    #expect(
      warnings.map(\.detail) == [
        "UILabel: a 1000000 pt font is drawn at 10000 pt, the largest size the text engine draws"
      ])
    #expect(warnings.map(\.view) == ["title"])
    let renderer = try FrameRenderer(options: RenderOptions(scale: 1, showsTouches: false))
    _ = try renderer.renderPNG(frames[0])
  }
}
