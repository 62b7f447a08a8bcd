import Foundation
import GestureCore
import Testing

@testable import Renderer

@Suite("UIVisualEffectView blur: what lies behind, blurred and tinted, from PNGs")
@MainActor
struct BackdropRenderingTests {
  /// The first frame of a 400 × 400 pt window at scale 1, red on its left half and blue on its
  /// right, with `views` on top, read back through PNG.
  private func render(_ views: [UIView]) throws -> RenderedImage {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    window.backgroundColor = .blue
    let left = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
    left.backgroundColor = .red
    window.addSubview(left)
    for view in views { window.addSubview(view) }
    let simulation = Simulation(window: window, framesPerSecond: 60, duration: 0, input: [])
    let frame = try #require(simulation.nextFrame())
    let renderer = try FrameRenderer(options: RenderOptions(scale: 1, showsTouches: false))
    return try RenderedImage(pngData: renderer.renderPNG(frame))
  }

  @Test("Over the red–blue edge a light blur shows half of each, then 30 % white: (166, 76, 166)")
  func blurredEdge() throws {
    let effect = UIVisualEffectView(effect: UIBlurEffect(style: .light))
    effect.frame = CGRect(x: 150, y: 150, width: 100, height: 100)
    let image = try render([effect])
    // σ = 30 px: everything within 3σ of (200, 200) is inside the window, and the blur is
    // symmetric about the edge, so the centre pixel holds (127.5, 0, 127.5) before the tint;
    // 0.7 · 127.5 + 0.3 · 255 = 165.75, 0.3 · 255 = 76.5.
    let centre = image.rgba(200, 200)
    #expect(abs(Int(centre.r) - 166) <= 3, "\(centre)")
    #expect(abs(Int(centre.g) - 76) <= 3, "\(centre)")
    #expect(abs(Int(centre.b) - 166) <= 3, "\(centre)")
    // Left of the edge the blur is redder than blue, right of it bluer.
    let left = image.rgba(160, 200)
    let right = image.rgba(240, 200)
    #expect(left.r > left.b)
    #expect(right.b > right.r)
    // Outside the effect view nothing changes.
    #expect(image.rgba(100, 200) == RGBA(255, 0, 0))
    #expect(image.rgba(300, 200) == RGBA(0, 0, 255))
  }

  @Test("Without an effect the view draws nothing of its own")
  func noEffect() throws {
    let effect = UIVisualEffectView(effect: nil)
    effect.frame = CGRect(x: 150, y: 150, width: 100, height: 100)
    let image = try render([effect])
    #expect(image.rgba(199, 200) == RGBA(255, 0, 0))
    #expect(image.rgba(201, 200) == RGBA(0, 0, 255))
  }
}
