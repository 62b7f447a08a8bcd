import Foundation
import Testing

@testable import CoreGraphics

/// The colour of pixel (x, y) as 0…255 components, red green blue alpha.
private func rgba(_ image: CGImage?, _ x: Int, _ y: Int) -> [Int] {
  guard let p = image?.pixel(x: x, y: y) else { return [] }
  return [Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)]
}

@Suite("CGContext on Cairo: coordinates, paths, painting, gradients, images")
struct CGContextTests {
  @Test("A bitmap context has Core Graphics' space: origin bottom left, y up, pixels")
  func bitmapSpace() throws {
    let context = try #require(
      CGContext(
        data: nil, width: 20, height: 20, bitsPerComponent: 8, bytesPerRow: 0,
        space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
    context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    let image = context.makeImage()
    // User y 0…10 are the bottom ten rows, 10…19 from the top.
    #expect(rgba(image, 0, 19) == [255, 0, 0, 255])
    #expect(rgba(image, 9, 10) == [255, 0, 0, 255])
    #expect(rgba(image, 0, 9) == [0, 0, 0, 0])
    #expect(rgba(image, 10, 19) == [0, 0, 0, 0])
  }

  @Test(
    "UIKit's space at @2x: a 4 pt stroke from (20, 20) to (120, 20) covers rows 36–43, x 40–239")
  func strokeAt2x() throws {
    let context = try #require(
      CGContext._uiKitContext(size: CGSize(width: 140, height: 40), scale: 2))
    context.setLineWidth(4)
    context.move(to: CGPoint(x: 20, y: 20))
    context.addLine(to: CGPoint(x: 120, y: 20))
    context.strokePath()
    #expect(context.isPathEmpty)
    let image = try #require(context.makeImage())
    #expect(image.width == 280 && image.height == 80)
    var inked: [Int: ClosedRange<Int>] = [:]
    for y in 0..<80 {
      let xs = (0..<280).filter { (image.pixel(x: $0, y: y)?.alpha ?? 0) > 0 }
      if let first = xs.first, let last = xs.last { inked[y] = first...last }
    }
    #expect(inked.keys.sorted() == Array(36...43))
    #expect(Set(inked.values) == [40...239])
    #expect(rgba(image, 100, 40) == [0, 0, 0, 255])
  }

  @Test("Save and restore bring back colour, width and clip; the matrix applies to new points")
  func stateStack() throws {
    let context = try #require(
      CGContext._uiKitContext(size: CGSize(width: 10, height: 10), scale: 1))
    context.setFillColor(CGColor(red: 0, green: 0, blue: 1))
    context.saveGState()
    context.clip(to: CGRect(x: 0, y: 0, width: 5, height: 10))
    context.translateBy(x: 2, y: 0)
    context.setFillColor(CGColor(red: 0, green: 1, blue: 0))
    context.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
    context.restoreGState()
    context.fill(CGRect(x: 0, y: 5, width: 10, height: 5))
    let image = context.makeImage()
    #expect(rgba(image, 1, 0) == [0, 0, 0, 0])  // moved right by 2
    #expect(rgba(image, 2, 0) == [0, 255, 0, 255])
    #expect(rgba(image, 5, 0) == [0, 0, 0, 0])  // clipped at x 5
    #expect(rgba(image, 9, 9) == [0, 0, 255, 255])  // clip and colour restored
  }

  @Test("Even-odd fill leaves the inner square of two nested squares empty")
  func evenOdd() throws {
    let context = try #require(
      CGContext._uiKitContext(size: CGSize(width: 10, height: 10), scale: 1))
    context.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
    context.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
    context.drawPath(using: .eoFill)
    let image = context.makeImage()
    #expect(rgba(image, 1, 1) == [0, 0, 0, 255])
    #expect(rgba(image, 5, 5) == [0, 0, 0, 0])
  }

  @Test("A radial gradient's centre pixel and edge pixel are its end colours")
  func radialGradient() throws {
    let context = try #require(
      CGContext._uiKitContext(size: CGSize(width: 41, height: 41), scale: 1))
    let red = CGColor(red: 1, green: 0, blue: 0)
    let blue = CGColor(red: 0, green: 0, blue: 1)
    let gradient = try #require(
      CGGradient(colorsSpace: nil, colors: [red, blue] as CFArray, locations: [0, 1]))
    context.drawRadialGradient(
      gradient, startCenter: CGPoint(x: 20.5, y: 20.5), startRadius: 0,
      endCenter: CGPoint(x: 20.5, y: 20.5), endRadius: 20, options: [])
    let image = context.makeImage()
    #expect(rgba(image, 20, 20) == [255, 0, 0, 255])
    // Pixel (40, 20)'s centre is 20 from the centre: the end colour; beyond, nothing.
    let edge = rgba(image, 40, 20)
    #expect(edge[0] <= 8 && edge[2] >= 247, "\(edge)")
    #expect(rgba(image, 40, 40) == [0, 0, 0, 0])
  }

  @Test("A linear gradient runs from start to end colour; with options its ends extend")
  func linearGradient() throws {
    let context = try #require(
      CGContext._uiKitContext(size: CGSize(width: 100, height: 2), scale: 1))
    let gradient = try #require(
      CGGradient(
        colorsSpace: CGColorSpaceCreateDeviceRGB(),
        colors: [CGColor(red: 0, green: 0, blue: 0), CGColor(red: 1, green: 1, blue: 1)],
        locations: nil))
    context.drawLinearGradient(
      gradient, start: CGPoint(x: 25, y: 0), end: CGPoint(x: 75, y: 0),
      options: [.drawsAfterEndLocation])
    let image = context.makeImage()
    #expect(rgba(image, 10, 0)[3] == 0)  // before the start: nothing
    #expect(abs(rgba(image, 50, 0)[0] - 130) <= 2)  // (50.5 − 25) / 50 of the way
    #expect(rgba(image, 95, 0) == [255, 255, 255, 255])  // after the end: extended
  }

  @Test("draw(_:in:) puts the image's top row at the larger y: upside down in UIKit's space")
  func imageOrientation() throws {
    let source = try #require(CGContext._uiKitContext(size: CGSize(width: 1, height: 2), scale: 1))
    source.setFillColor(CGColor(red: 1, green: 0, blue: 0))
    source.fill(CGRect(x: 0, y: 0, width: 1, height: 1))  // top row red
    let image = try #require(source.makeImage())
    let target = try #require(CGContext._uiKitContext(size: CGSize(width: 1, height: 2), scale: 1))
    target.draw(image, in: CGRect(x: 0, y: 0, width: 1, height: 2))
    let drawn = target.makeImage()
    #expect(rgba(drawn, 0, 0) == [0, 0, 0, 0])
    #expect(rgba(drawn, 0, 1) == [255, 0, 0, 255])
  }

  @Test("A tangent arc rounds the corner: it starts and ends at the tangent points")
  func tangentArc() {
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addArc(
      tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
    #expect(path.elements.first == .moveTo(CGPoint(x: 0, y: 0)))
    #expect(path.elements[1] == .lineTo(CGPoint(x: 80, y: 0)))
    let end = path.currentPoint
    #expect(abs(end.x - 100) < 1e-9 && abs(end.y - 20) < 1e-9)
  }

  @Test("Sizes and scales that are not finite, or too large, make no context instead of trapping")
  func invalidSizes() {
    let sizes: [(CGSize, CGFloat)] = [
      (CGSize(width: CGFloat.infinity, height: 10), 1), (CGSize(width: CGFloat.nan, height: 10), 1),
      (CGSize(width: 1e30, height: 10), 2), (CGSize(width: 10, height: 10), CGFloat.infinity),
      (CGSize(width: 10, height: 10), CGFloat.nan), (CGSize(width: 10, height: 10), -1),
      (CGSize(width: 16_385, height: 1), 1), (CGSize(width: 0, height: 10), 2),
    ]
    for (size, scale) in sizes {
      #expect(CGContext._uiKitContext(size: size, scale: scale) == nil, "\(size) @\(scale)")
    }
    #expect(CGContext._uiKitContext(size: CGSize(width: 16_384, height: 1), scale: 1) != nil)
  }

  @Test("An image survives PNG encoding and Cairo's decoding pixel for pixel")
  func pngRoundTrip() throws {
    let context = try #require(CGContext._uiKitContext(size: CGSize(width: 3, height: 2), scale: 1))
    context.setFillColor(CGColor(red: 0, green: 0.5, blue: 1, alpha: 0.5))
    context.fill(CGRect(x: 1, y: 0, width: 2, height: 1))
    let image = try #require(context.makeImage())
    let data = try #require(image.pngData())
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "cgcontext-\(UUID().uuidString).png")
    try data.write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let decoded = try #require(CGImage.decodingPNG(atPath: url.path))
    #expect(decoded == image)
  }
}
