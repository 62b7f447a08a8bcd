import Foundation
import Testing

@testable import GestureCore
@testable import Renderer

@Suite("CATransformLayer: the card flip's faces in one 3D space, read back from PNGs")
@MainActor
struct TransformLayerRenderingTests {
  /// The first frame, at scale 2 through PNG, of a clear 300 × 300 pt window whose root view
  /// holds a 200 × 200 pt container at (50, 50) (a `CATransformLayer`, or a plain `CALayer`
  /// when `flattening`) turned `degrees` about y with m34 = −1/500, holding a red front face and
  /// a blue back face turned by π, both single-sided.
  private func render(
    _ degrees: Double, flattening: Bool = false, configure: (CALayer) -> Void = { _ in }
  ) throws -> RenderedImage {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    window.backgroundColor = .clear
    let root = UIView(frame: window.bounds)
    window.addSubview(root)
    let card = flattening ? CALayer() : CATransformLayer()
    card.frame = CGRect(x: 50, y: 50, width: 200, height: 200)
    var turn = CATransform3DIdentity
    turn.m34 = -1.0 / 500
    card.transform = CATransform3DRotate(turn, CGFloat(degrees * .pi / 180), 0, 1, 0)
    let front = CALayer()
    front.frame = card.bounds
    front.backgroundColor = UIColor.red.cgColor
    front.isDoubleSided = false
    let back = CALayer()
    back.frame = card.bounds
    back.backgroundColor = UIColor.blue.cgColor
    back.isDoubleSided = false
    back.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
    card.addSublayer(front)
    card.addSublayer(back)
    configure(card)
    root.layer.addSublayer(card)
    let simulation = Simulation(window: window, framesPerSecond: 60, duration: 0, input: [])
    let frame = try #require(simulation.nextFrame())
    let renderer = try FrameRenderer(options: RenderOptions(scale: 2, showsTouches: false))
    return try RenderedImage(pngData: renderer.renderPNG(frame))
  }

  /// How many pixels of `image` are exactly `color`.
  private func count(_ color: RGBA, in image: RenderedImage) -> Int {
    var n = 0
    for y in 0..<600 {
      for x in 0..<600 where image.rgba(x, y) == color { n += 1 }
    }
    return n
  }

  private let red = RGBA(255, 0, 0)
  private let blue = RGBA(0, 0, 255)
  private let clear = RGBA(0, 0, 0, 0)

  @Test("At 0° the front face fills the card's 200 × 200 pt and the back is hidden")
  func facingFront() throws {
    let image = try render(0)
    #expect(count(red, in: image) == 400 * 400)
    #expect(count(blue, in: image) == 0)
    #expect(image.rgba(99, 300) == clear && image.rgba(100, 300) == red)
    #expect(image.rgba(499, 300) == red && image.rgba(500, 300) == clear)
  }

  @Test("At 60° the front face is the projected quad of a card turned 60°; no blue")
  func turned60() throws {
    let image = try render(60)
    // The same quad as a view turned 60° (Transform3DRenderingTests): near edge at
    // x = 89.53 pt, far edge at x = 192.62 pt, top edge sloping 0.3464.
    #expect(image.rgba(181, 63) == red)
    #expect(image.rgba(177, 80) == clear)
    #expect(image.rgba(184, 55) == clear)
    #expect(image.rgba(383, 300) == red)
    #expect(image.rgba(388, 300) == clear)
    #expect(image.rgba(383, 140) == red)
    #expect(image.rgba(383, 120) == clear)
    #expect(count(blue, in: image) == 0)
  }

  @Test("At 180° the back face shows, upright, and the front is hidden")
  func facingBack() throws {
    let image = try render(180)
    #expect(image.rgba(300, 300) == blue)
    #expect(image.rgba(101, 101) == blue && image.rgba(498, 498) == blue)
    #expect(image.rgba(97, 300) == clear && image.rgba(502, 300) == clear)
    #expect(count(red, in: image) == 0)
  }

  @Test("A plain CALayer flattens its faces into its plane: at 180° it shows the front mirrored")
  func plainLayerFlattens() throws {
    let image = try render(180, flattening: true)
    #expect(image.rgba(300, 300) == red)
    #expect(count(blue, in: image) == 0)
  }

  @Test("The transform layer's own background is not drawn; its opacity applies to each face")
  func ownLookIgnored() throws {
    let image = try render(0) { card in
      card.backgroundColor = UIColor.green.cgColor
      card.borderWidth = 4
      card.opacity = 0.5
    }
    // Red at alpha 0.5 over the clear window, nothing green or black from the card itself.
    let middle = image.rgba(300, 300)
    #expect(middle.r == 255 && middle.g == 0 && middle.b == 0 && abs(middle.a - 128) <= 1)
    #expect(image.rgba(101, 101) == middle)
    #expect(image.rgba(99, 300) == clear)
  }
}
