import Foundation
import GestureCore
import Testing

@testable import Renderer

@Suite("Layer looks: shadows and gradients, read back from PNGs")
struct LayerLooksRenderingTests {
  /// A square of `rect` points, untransformed.
  private func shape(_ rect: CGRect, radius: Double = 0) -> DisplayShape {
    DisplayShape(id: "card", transform: .identity, rect: rect, cornerRadius: radius)
  }

  /// `items` drawn at scale 1 on a white 100 × 100 pt canvas, through PNG.
  private func render(_ items: [DisplayItem], width: Double = 100) throws -> RenderedImage {
    let frame = Frame(
      index: 0, time: 0, canvasSize: CGSize(width: width, height: 100), backgroundColor: .white,
      items: items)
    let renderer = try FrameRenderer(options: RenderOptions(scale: 1, showsTouches: false))
    return try RenderedImage(pngData: renderer.renderPNG(frame))
  }

  @Test("A shadow of radius 0 is the shape moved by the offset, at the shadow's alpha")
  func crispShadow() throws {
    let card = shape(CGRect(x: 20, y: 20, width: 40, height: 40))
    let image = try render([
      .shadow(
        DisplayShadow(
          shape: card, color: CGColor(red: 0, green: 0, blue: 0, alpha: 0.5),
          offset: CGSize(width: 10, height: 10), radius: 0)),
      .fill(card, CGColor(red: 1, green: 0, blue: 0)),
    ])
    // The card covers 20…60; the shadow 30…70, visible right of and below it: black at 0.5
    // over white is 255 × 0.5 = 127.5, stored as 127 or 128.
    #expect(image.rgba(40, 40) == RGBA(255, 0, 0))
    let shadow = image.rgba(65, 65)
    #expect((127...128).contains(shadow.r) && shadow.r == shadow.g && shadow.g == shadow.b)
    #expect(image.rgba(25, 65) == RGBA(255, 255, 255))
    #expect(image.rgba(75, 50) == RGBA(255, 255, 255))
  }

  @Test("A blurred shadow: full inside, white 3σ outside, symmetric about the moved edge")
  func blurredShadow() throws {
    // σ = 2.5 pt at scale 1: boxes of d = ⌊2.5 · 3 · √(2π) / 4 + 0.5⌋ = ⌊5.20⌋ = 5 px.
    let card = shape(CGRect(x: 10, y: 10, width: 60, height: 40))
    let image = try render([
      .shadow(
        DisplayShadow(
          shape: card, color: .black, offset: CGSize(width: 0, height: 30), radius: 2.5))
    ])
    // The moved shape is 10…70 × 40…80; its centre row y = 60, column x = 40.
    #expect(image.rgba(40, 60) == RGBA(0, 0, 0))
    #expect(image.rgba(40, 90) == RGBA(255, 255, 255))
    #expect(image.rgba(40, 30) == RGBA(255, 255, 255))
    // Across the bottom edge (y = 80): pixels 79 − k and 80 + k are mirror images, so their
    // grays add up to 255 (±1 for rounding), and the profile falls monotonically.
    var previous = -1
    for k in 0..<8 {
      let inside = image.rgba(40, 79 - k).r
      let outside = image.rgba(40, 80 + k).r
      #expect(abs(inside + outside - 255) <= 1, "k = \(k): \(inside), \(outside)")
      #expect(outside >= previous)
      previous = outside
    }
    #expect(image.rgba(40, 80).r > 127 && image.rgba(40, 80).r < 200)
  }

  @Test("An axial gradient from red to blue along x: stops at the ends, the mix in between")
  func gradient() throws {
    let image = try render([
      .gradient(
        DisplayGradient(
          shape: shape(CGRect(x: 0, y: 0, width: 100, height: 100)),
          stops: [
            .init(location: 0, color: CGColor(red: 1, green: 0, blue: 0)),
            .init(location: 1, color: CGColor(red: 0, green: 0, blue: 1)),
          ],
          start: CGPoint(x: 0, y: 50), end: CGPoint(x: 100, y: 50)))
    ])
    // Pixel x is sampled at x + 0.5: t = (x + 0.5) / 100; red = 255 (1 − t), blue = 255 t.
    for x in [0, 24, 49, 74, 99] {
      let t = (Double(x) + 0.5) / 100
      let p = image.rgba(x, 50)
      #expect(abs(p.r - Int((255 * (1 - t)).rounded())) <= 1, "x = \(x): \(p)")
      #expect(abs(p.b - Int((255 * t).rounded())) <= 1, "x = \(x): \(p)")
      #expect(p.g == 0 && p.a == 255)
    }
    // The same at any y: the gradient is axial along x.
    #expect(image.rgba(49, 0) == image.rgba(49, 99))
  }

  @Test("A shadow that stays the same is blurred once: the next frames paint the kept mask")
  func keptShadowMask() throws {
    let card = shape(CGRect(x: 10, y: 10, width: 60, height: 40), radius: 8)
    func frame(_ index: Int, cardX: Double) -> Frame {
      var moved = card
      moved.transform = CGAffineTransform(translationX: cardX, y: 0)
      return Frame(
        index: index, time: Double(index) / 60, canvasSize: CGSize(width: 100, height: 100),
        backgroundColor: .white,
        items: [
          .shadow(
            DisplayShadow(
              shape: moved, color: .black, offset: CGSize(width: 0, height: 6), radius: 4)),
          .fill(moved, CGColor(red: 1, green: 0, blue: 0)),
        ])
    }
    let options = RenderOptions(scale: 2, showsTouches: false)
    let renderer = try FrameRenderer(options: options)
    let first = try renderer.renderPNG(frame(0, cardX: 0))
    let second = try renderer.renderPNG(frame(1, cardX: 0))
    #expect(renderer.shadows.madeCount == 1 && renderer.shadows.keptCount == 1)
    #expect(first == second)
    // Moved by 5.3 pt, it needs a new mask; the old one goes after that frame.
    let third = try renderer.renderPNG(frame(2, cardX: 5.3))
    #expect(renderer.shadows.madeCount == 2 && renderer.shadows.keptCount == 1)
    // The same bytes as a renderer that kept nothing.
    #expect(try FrameRenderer(options: options).renderPNG(frame(2, cardX: 5.3)) == third)
  }
}
