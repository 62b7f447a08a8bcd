import Foundation
import GestureCore
import Testing

@testable import Renderer

@Suite("Symbol images drawn from the icon set in the view's tint, read back from PNGs")
@MainActor
struct SymbolImageRenderingTests {
  /// A 64 × 64 pt image view at (18, 18) showing `name` at 64 pt, tinted red, on white.
  private func render(_ name: String, tint: UIColor = .red) throws -> RenderedImage {
    let view = UIImageView(frame: CGRect(x: 18, y: 18, width: 64, height: 64))
    view.image = UIImage(
      systemName: name, withConfiguration: UIImage.SymbolConfiguration(pointSize: 64))
    view.tintColor = tint
    return try firstFrameImage(of: [view], background: .white)
  }

  @Test("heart.fill is a red heart: filled in the middle, white at the box's corners")
  func filledHeart() throws {
    let image = try render("heart.fill")
    // The icon's (8, 8) in its 16-unit box, 4 pt per unit: (50, 50) in the window.
    #expect(image.rgba(50, 50) == RGBA(255, 0, 0))
    // The lobes at (4.5, 4) and (11.5, 4) units; above the notch between them (at (8, 1.314)
    // units), (8, 0.5) is outside.
    #expect(image.rgba(18 + 18, 18 + 16) == RGBA(255, 0, 0))
    #expect(image.rgba(18 + 46, 18 + 16) == RGBA(255, 0, 0))
    #expect(image.rgba(50, 18 + 2) == RGBA(255, 255, 255))
    for (x, y) in [(19, 19), (80, 19), (19, 80), (80, 80)] {
      #expect(image.rgba(x, y) == RGBA(255, 255, 255), "corner (\(x), \(y))")
    }
  }

  @Test("heart is an outline: ink on its edge, white inside")
  func outlineHeart() throws {
    let image = try render("heart")
    #expect(image.rgba(50, 50) == RGBA(255, 255, 255))
    // The bottom tip of the outline, at (8, 14.5) units: ink.
    #expect(image.rgba(50, 18 + 57) == RGBA(255, 0, 0))
  }

  @Test("A system button shows its symbol in its tint; the same frame twice is the same bytes")
  func button() throws {
    func frame() throws -> Data {
      let button = UIButton(type: .system)
      button.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
      button.tintColor = .blue
      button.setImage(
        UIImage(
          systemName: "star.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40)),
        for: .normal)
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      window.backgroundColor = .white
      window.addSubview(button)
      let simulation = Simulation(window: window, framesPerSecond: 60, duration: 0, input: [])
      let renderer = try FrameRenderer(options: RenderOptions(scale: 2, showsTouches: false))
      return try renderer.renderPNG(try #require(simulation.nextFrame()))
    }
    let data = try frame()
    #expect(data == (try frame()))
    let image = try RenderedImage(pngData: data)
    // The star's centre, the button's centre at scale 2.
    #expect(image.rgba(100, 100) == RGBA(0, 0, 255))
  }
}
