import Foundation
import Testing

@testable import GestureCore
@testable import Renderer

@Suite("3D layer transforms drawn with the exact projection, read back from PNGs")
@MainActor
struct Transform3DRenderingTests {
  /// The first frame, at scale 2 through PNG, of a clear 300 × 300 pt window holding a red
  /// 200 × 200 pt card centred at (150, 150) with `transform`.
  private func render(
    _ transform: CATransform3D, doubleSided: Bool = true, shadowOffset: CGSize? = nil
  ) throws -> RenderedImage {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    window.backgroundColor = .clear
    let card = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
    card.backgroundColor = .red
    card.layer.isDoubleSided = doubleSided
    card.layer.transform = transform
    if let shadowOffset {
      card.layer.shadowOpacity = 1
      card.layer.shadowRadius = 0
      card.layer.shadowOffset = shadowOffset
    }
    window.addSubview(card)
    let simulation = Simulation(window: window, framesPerSecond: 60, duration: 0, input: [])
    let frame = try #require(simulation.nextFrame())
    let renderer = try FrameRenderer(options: RenderOptions(scale: 2, showsTouches: false))
    return try RenderedImage(pngData: renderer.renderPNG(frame))
  }

  /// 60° about y with m34 = −1/500, then 120°.
  private func turned(_ degrees: Double) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m34 = -1.0 / 500
    return CATransform3DRotate(t, CGFloat(degrees * .pi / 180), 0, 1, 0)
  }

  @Test("A card turned 60° fills the projected quad: corners at (89.53, 29.05) and x 192.62")
  func projectedQuadPixels() throws {
    let image = try render(turned(60))
    let red = RGBA(255, 0, 0)
    let clear = RGBA(0, 0, 0, 0)
    // Near the top-left corner (89.53, 29.05) pt = (179.05, 58.10) px: pixel (181, 63) is
    // 1.2 pt right of the left edge and 2.3 pt below the top edge (slope 0.3464).
    #expect(image.rgba(181, 63) == red)
    // 0.8 pt left of the left edge, and 2.2 pt above the top edge: clear.
    #expect(image.rgba(177, 80) == clear)
    #expect(image.rgba(184, 55) == clear)
    // The far (right) edge is at x = 192.62 pt = 385.24 px, 85.24 pt above and below the
    // centre: shorter than the near edge's 120.95.
    #expect(image.rgba(383, 300) == red)
    #expect(image.rgba(388, 300) == clear)
    // At x = 191.75 pt the top edge is at y = 29.05 + 102.22 × 0.3464 = 64.46 pt.
    #expect(image.rgba(383, 140) == red)
    #expect(image.rgba(383, 120) == clear)
    // The affine part alone would fill x 100…200 pt, y 50…250 pt: (196.25, 52.25) pt is
    // right of the projected far edge.
    #expect(image.rgba(392, 104) == clear)
  }

  @Test("isDoubleSided = false at 120° draws nothing; double-sided it draws the mirrored card")
  func backFace() throws {
    let hidden = try render(turned(120), doubleSided: false)
    #expect(
      hidden.inkCount(
        in: CGRect(x: 0, y: 0, width: 300, height: 300), scale: 2,
        background: RGBA(0, 0, 0, 0)) == 0)
    let shown = try render(turned(120))
    #expect(shown.rgba(300, 300) == RGBA(255, 0, 0))
  }

  @Test("A turned card's shadow beyond its bounds turns with it: the plane covers the shadow")
  func shadowOutsideBounds() throws {
    // A hard black shadow 20 pt right of the card, in the card's plane: 200…220 pt of the
    // plane's x, beyond the far edge (192.62 pt in the window), shows at 196 pt.
    let image = try render(turned(60), shadowOffset: CGSize(width: 20, height: 0))
    #expect(image.rgba(392, 300) == RGBA(0, 0, 0))
    #expect(image.rgba(383, 300) == RGBA(255, 0, 0))
    // Without a shadow that pixel is clear (the first test's 388).
    #expect(try render(turned(60)).rgba(392, 300) == RGBA(0, 0, 0, 0))
  }

  @Test("A chain of 40 views in perspective renders: past 32 planes a layer is placed affinely")
  func deepPerspectiveChain() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    var parent: UIView = window
    var turn = CATransform3DIdentity
    turn.m34 = -1.0 / 2000
    turn = CATransform3DRotate(turn, 0.001, 0, 1, 0)
    for _ in 0..<40 {
      let view = UIView(frame: parent.bounds.insetBy(dx: 2, dy: 2))
      view.backgroundColor = .red
      view.layer.transform = turn
      parent.addSubview(view)
      parent = view
    }
    #expect(DisplayListBuilder.projectedAncestors(of: parent.layer) == 32)
    let simulation = Simulation(window: window, framesPerSecond: 60, duration: 0, input: [])
    let frame = try #require(simulation.nextFrame())
    let renderer = try FrameRenderer(options: RenderOptions(scale: 1, showsTouches: false))
    let image = try RenderedImage(pngData: renderer.renderPNG(frame))
    #expect(image.rgba(150, 150) == RGBA(255, 0, 0))
  }
}
