import Foundation
import GestureCore
import Testing

@testable import Renderer

/// Natural-aligned text in a right-to-left app, read back from the pixels.
@Suite("Layout direction: natural text from PNGs")
@MainActor
struct LayoutDirectionRenderingTests {
  let white = RGBA(255, 255, 255)

  /// Renders a 300 × 100 window at scale 1 running `direction`, holding a 300-wide label
  /// with "Hello" aligned `alignment`.
  private func render(
    _ direction: UIUserInterfaceLayoutDirection, alignment: NSTextAlignment = .natural
  ) throws -> RenderedImage {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    window.screenScale = 1
    window.screenLayoutDirection = direction
    let root = UIViewController()
    root.view.backgroundColor = .white
    window.rootViewController = root
    window.makeKeyAndVisible()
    let label = UILabel(frame: CGRect(x: 0, y: 30, width: 300, height: 40))
    label.text = "Hello"
    label.textColor = .black
    label.textAlignment = alignment
    root.view.addSubview(label)
    let simulation = Simulation(
      window: window, framesPerSecond: 60, duration: 0, input: [],
      textMeasurer: try PangoTextMeasurer())
    let frame = try #require(simulation.nextFrame())
    let renderer = try FrameRenderer(options: RenderOptions(scale: 1, showsTouches: false))
    return try RenderedImage(pngData: renderer.renderPNG(frame))
  }

  @Test("A natural-aligned label's text is at the right in RTL, at the left in LTR")
  func naturalLabel() throws {
    let left = CGRect(x: 0, y: 30, width: 150, height: 40)
    let right = CGRect(x: 150, y: 30, width: 150, height: 40)
    let rtl = try render(.rightToLeft)
    #expect(rtl.inkCount(in: left, scale: 1, background: white) == 0)
    #expect(rtl.inkCount(in: right, scale: 1, background: white) > 50)
    let ltr = try render(.leftToRight)
    #expect(ltr.inkCount(in: right, scale: 1, background: white) == 0)
    #expect(ltr.inkCount(in: left, scale: 1, background: white) > 50)
    // An explicit left alignment stays at the left in RTL.
    let explicit = try render(.rightToLeft, alignment: .left)
    #expect(explicit.inkCount(in: right, scale: 1, background: white) == 0)
  }
}
