import Foundation
import Testing

@testable import CoreGraphics

/// The colour of pixel (x, y) as 0…255 components, red green blue alpha.
private func rgba(_ image: CGImage?, _ x: Int, _ y: Int) -> [Int] {
  guard let p = image?.pixel(x: x, y: y) else { return [] }
  return [Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)]
}

private let red = CGColor(red: 1, green: 0, blue: 0)
private let blue = CGColor(red: 0, green: 0, blue: 1)

@Suite("CGContext shadows: offset and blur in the base space, Gaussian of σ = blur / 2")
struct CGContextShadowTests {
  @Test("A hard shadow is the shape moved by the offset, under the shape, in the shadow colour")
  func hardShadow() throws {
    let context = try #require(
      CGContext._uiKitContext(size: CGSize(width: 30, height: 20), scale: 1))
    context.setFillColor(red)
    context.setShadow(offset: CGSize(width: 5, height: 5), blur: 0, color: blue)
    context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    let image = context.makeImage()
    #expect(rgba(image, 2, 2) == [255, 0, 0, 255])
    #expect(rgba(image, 8, 8) == [255, 0, 0, 255])
    #expect(rgba(image, 12, 12) == [0, 0, 255, 255])
    #expect(rgba(image, 14, 5) == [0, 0, 255, 255])
    #expect(rgba(image, 12, 2) == [0, 0, 0, 0])
    #expect(rgba(image, 16, 16) == [0, 0, 0, 0])
  }

  @Test("The matrix moves the shape but not the shadow's offset: 5 pt stay 10 px at @2x")
  func offsetIgnoresMatrix() throws {
    let context = try #require(
      CGContext._uiKitContext(size: CGSize(width: 40, height: 40), scale: 2))
    context.translateBy(x: 10, y: 0)
    context.scaleBy(x: 2, y: 2)
    context.setFillColor(red)
    context.setShadow(offset: CGSize(width: 5, height: 5), blur: 0, color: blue)
    // Points 10…20 × 0…10, pixels 20…40 × 0…20; the shadow pixels 30…50 × 10…30.
    context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
    let image = context.makeImage()
    #expect(rgba(image, 25, 5) == [255, 0, 0, 255])
    #expect(rgba(image, 45, 25) == [0, 0, 255, 255])
    #expect(rgba(image, 32, 25) == [0, 0, 255, 255])
    // An offset scaled by the matrix would put the shadow at 40…60 × 20…40.
    #expect(rgba(image, 52, 35) == [0, 0, 0, 0])
  }

  @Test("In a bitmap context's y-up base space a positive height moves the shadow up")
  func bitmapContextOffsetIsUp() throws {
    let context = try #require(
      CGContext(
        data: nil, width: 20, height: 20, bitsPerComponent: 8, bytesPerRow: 0,
        space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue))
    context.setFillColor(red)
    context.setShadow(offset: CGSize(width: 0, height: 5), blur: 0, color: blue)
    // User y 5…10 are rows 10…15; the shadow's user y 10…15 rows 5…10.
    context.fill(CGRect(x: 5, y: 5, width: 5, height: 5))
    let image = context.makeImage()
    #expect(rgba(image, 7, 12) == [255, 0, 0, 255])
    #expect(rgba(image, 7, 7) == [0, 0, 255, 255])
    #expect(rgba(image, 7, 17) == [0, 0, 0, 0])
  }

  @Test("setShadow(offset:blur:) casts black at 1/3 alpha; restoring the state turns it off")
  func defaultColourAndRestore() throws {
    let context = try #require(
      CGContext._uiKitContext(size: CGSize(width: 30, height: 20), scale: 1))
    context.saveGState()
    context.setShadow(offset: CGSize(width: 10, height: 0), blur: 0)
    context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
    context.restoreGState()
    context.fill(CGRect(x: 0, y: 10, width: 5, height: 5))
    let image = context.makeImage()
    #expect(rgba(image, 12, 2) == [0, 0, 0, 85])
    #expect(rgba(image, 12, 12) == [0, 0, 0, 0])
  }

  @Test("Images, gradients and strokes cast the shadow too")
  func imagesAndGradients() throws {
    let context = try #require(
      CGContext._uiKitContext(size: CGSize(width: 30, height: 30), scale: 1))
    let tile = try #require(CGContext._uiKitContext(size: CGSize(width: 2, height: 2), scale: 1))
    tile.setFillColor(red)
    tile.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
    context.setShadow(offset: CGSize(width: 10, height: 0), blur: 0, color: blue)
    context.draw(try #require(tile.makeImage()), in: CGRect(x: 0, y: 0, width: 5, height: 5))
    context.saveGState()
    context.clip(to: CGRect(x: 0, y: 10, width: 5, height: 5))
    let gradient = try #require(
      CGGradient(colorsSpace: nil, colors: [red, red] as CFArray, locations: nil))
    context.drawLinearGradient(
      gradient, start: CGPoint(x: 0, y: 10), end: CGPoint(x: 5, y: 10), options: [])
    context.restoreGState()
    context.setStrokeColor(red)
    context.setLineWidth(2)
    context.strokeLineSegments(between: [CGPoint(x: 0, y: 25), CGPoint(x: 5, y: 25)])
    let image = context.makeImage()
    #expect(rgba(image, 2, 2) == [255, 0, 0, 255])
    #expect(rgba(image, 12, 2) == [0, 0, 255, 255])
    // The clip cuts the gradient's shadow off at x = 5, as it does the gradient.
    #expect(rgba(image, 2, 12) == [255, 0, 0, 255])
    #expect(rgba(image, 12, 12) == [0, 0, 0, 0])
    #expect(rgba(image, 12, 25) == [0, 0, 255, 255])
  }

  /// The alpha of a Gaussian-blurred band from x = 40 to 60 at pixel x, σ = 4: Φ((x + ½ − 40)
  /// / σ) − Φ((x + ½ − 60) / σ), times 255.
  private static func band(_ x: Int) -> Double {
    func phi(_ t: Double) -> Double { 0.5 * (1 + erf(t / 2.0.squareRoot())) }
    let c = Double(x) + 0.5
    return 255 * (phi((c - 40) / 4) - phi((c - 60) / 4))
  }

  @Test(
    "A blur of 8 is a Gaussian of σ = 4 px at @1x: the edge profile follows Φ within 5 levels",
    arguments: [32, 36, 38, 40, 42, 44, 48, 50])
  func blurProfile(x: Int) throws {
    let context = try #require(
      CGContext._uiKitContext(size: CGSize(width: 80, height: 60), scale: 1))
    context.setFillColor(red)
    context.setShadow(offset: CGSize(width: 40, height: 0), blur: 8, color: blue)
    context.fill(CGRect(x: 0, y: -30, width: 20, height: 120))
    let pixel = rgba(context.makeImage(), x, 30)
    #expect(pixel.count == 4 && pixel[0] == 0 && pixel[1] == 0)
    // Three box blurs approximate the Gaussian to about 2 % (5 of 255 levels).
    #expect(abs(Double(pixel.last ?? -100) - Self.band(x)) <= 5)
  }

  @Test("At @2x a blur in points is twice as wide in pixels: σ = 8 px for a blur of 8")
  func blurScalesWithBase() throws {
    let context = try #require(
      CGContext._uiKitContext(size: CGSize(width: 40, height: 30), scale: 2))
    context.setFillColor(red)
    context.setShadow(offset: CGSize(width: 20, height: 0), blur: 8, color: blue)
    context.fill(CGRect(x: 0, y: -30, width: 20, height: 90))
    let image = context.makeImage()
    // The shadow runs from pixel 40 past the right edge; 8 px in, Φ(8.5 / 8) · 255 = 218.
    let inside = try #require(image?.pixel(x: 48, y: 30)).alpha
    #expect(abs(Int(inside) - 218) <= 4)
  }
}
