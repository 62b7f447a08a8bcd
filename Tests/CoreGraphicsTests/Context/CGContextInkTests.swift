import Foundation
import Testing

@testable import CoreGraphics

/// Whether every pixel of `image` outside `box` is transparent, and some pixel inside is not.
private func inkOnlyInside(_ image: CGImage, _ box: PixelBox) -> Bool {
  var inkedInside = false
  for y in 0..<image.height {
    for x in 0..<image.width {
      let alpha = image.pixel(x: x, y: y)?.alpha ?? 0
      let inside = (box.x0..<box.x1).contains(x) && (box.y0..<box.y1).contains(y)
      if alpha > 0, !inside { return false }
      if alpha > 0 { inkedInside = true }
    }
  }
  return inkedInside
}

/// A copy of `image` that does not know its inked box (as a decoded image).
private func withoutBox(_ image: CGImage) -> CGImage {
  CGImage(
    width: image.width, height: image.height, bytesPerRow: image.bytesPerRow,
    pixels: Array(image.storage.buffer))
}

private let black = CGColor(red: 0, green: 0, blue: 0, alpha: 1)

@Suite("What a context inked: the box outside which a drawing is transparent, and reuse")
struct CGContextInkTests {
  @Test("A filled rect at @2x inks its pixels widened by 2 for antialiasing")
  func fillBox() throws {
    let context = try #require(
      CGContext._uiKitContext(size: CGSize(width: 50, height: 80), scale: 2))
    context.setFillColor(black)
    context.fill(CGRect(x: 10, y: 20, width: 30, height: 40))
    let image = try #require(context.makeImageTakingBitmap())
    // Device pixels 20…80 × 40…120, 2 more on every side.
    let box = PixelBox(x0: 18, y0: 38, x1: 82, y1: 122)
    #expect(image.inkedBox == box)
    #expect(inkOnlyInside(image, box))
  }

  @Test("A stroke's box is Cairo's extents of the stroke, widened by 2 for antialiasing")
  func strokeBox() throws {
    let context = try #require(
      CGContext._uiKitContext(size: CGSize(width: 50, height: 30), scale: 2))
    context.setStrokeColor(black)
    context.setLineWidth(2)
    context.setLineJoin(.round)
    context.move(to: CGPoint(x: 5, y: 5))
    context.addLine(to: CGPoint(x: 45, y: 5))
    context.strokePath()
    let image = try #require(context.makeImageTakingBitmap())
    // Device path (10, 10)–(90, 10), 4 pixels wide with butt caps: 10…90 × 8…12, 2 more on
    // every side.
    let box = PixelBox(x0: 8, y0: 6, x1: 92, y1: 14)
    #expect(image.inkedBox == box)
    #expect(inkOnlyInside(image, box))
  }

  @Test("Mitred joins ink as far as their miters reach, not as far as the miter limit allows")
  func mitredStrokeBox() throws {
    let context = try #require(
      CGContext._uiKitContext(size: CGSize(width: 100, height: 100), scale: 1))
    context.setStrokeColor(black)
    context.setLineWidth(10)
    context.setLineJoin(.miter)
    context.setMiterLimit(10)
    context.move(to: CGPoint(x: 20, y: 80))
    context.addLine(to: CGPoint(x: 50, y: 20))
    context.addLine(to: CGPoint(x: 80, y: 80))
    context.strokePath()
    let image = try #require(context.makeImageTakingBitmap())
    // The legs' half-angle at the apex has tan 30/60, so the miter reaches 5 / sin = 5 · √5 =
    // 11.18 above (50, 20): y 8.82. The butt ends are 5 · (2, 1) / √5 = (4.47, 2.24) either
    // side of (20, 80) and (80, 80): x 15.53…84.47, y up to 82.24. Widened by 2 and rounded
    // out: 13…87 × 6…85. (The miter limit's bound, 2 + 5 · 10 = 52 pixels around the points,
    // is the whole bitmap.)
    let box = PixelBox(x0: 13, y0: 6, x1: 87, y1: 85)
    #expect(image.inkedBox == box)
    #expect(inkOnlyInside(image, box))
  }

  @Test("A context that draws nothing inks nothing; a gradient inks everything")
  func emptyAndAll() throws {
    let context = try #require(
      CGContext._uiKitContext(size: CGSize(width: 10, height: 10), scale: 1))
    context.setFillColor(black)
    context.fillPath()
    #expect(context.inkedBox.isEmpty)
    let gradient = try #require(
      CGGradient(colorsSpace: nil, colors: [black, CGColor(red: 1, green: 1, blue: 1, alpha: 1)]
        as CFArray, locations: nil))
    context.drawLinearGradient(
      gradient, start: .zero, end: CGPoint(x: 10, y: 0), options: [])
    #expect(context.inkedBox == .all(width: 10, height: 10))
  }

  @Test("A recycled bitmap draws the bytes of a new one, whatever it held before")
  func recycledBytes() throws {
    let size = CGSize(width: 60, height: 40)
    func smallDrawing(_ context: CGContext) {
      context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 0.5))
      context.fillEllipse(in: CGRect(x: 5, y: 5, width: 20, height: 10))
    }
    let first = try #require(CGContext._uiKitContext(size: size, scale: 2))
    first.setStrokeColor(black)
    first.setLineWidth(6)
    first.stroke(CGRect(x: 10, y: 10, width: 40, height: 25))
    let old = try #require(first.makeImageTakingBitmap())
    let oldStorage = old.storage

    let reused = try #require(CGContext._uiKitContext(size: size, scale: 2))
    reused.recycle(old)
    smallDrawing(reused)
    let recycled = try #require(reused.makeImageTakingBitmap())
    #expect(recycled.storage === oldStorage)

    let fresh = try #require(CGContext._uiKitContext(size: size, scale: 2))
    smallDrawing(fresh)
    let expected = try #require(fresh.makeImageTakingBitmap())
    #expect(recycled.storage.hasSameBytes(as: expected.storage))

    // An image that does not know its box is cleared whole.
    let full = CGImage(
      width: 120, height: 80, bytesPerRow: 480, pixels: [UInt8](repeating: 255, count: 480 * 80))
    let again = try #require(CGContext._uiKitContext(size: size, scale: 2))
    again.recycle(full)
    smallDrawing(again)
    let cleared = try #require(again.makeImageTakingBitmap())
    #expect(cleared.storage.hasSameBytes(as: expected.storage))
  }

  @Test("Comparing two drawings within their boxes finds what comparing every pixel finds")
  func boxedComparison() throws {
    func drawing(_ end: CGFloat) throws -> CGImage {
      let context = try #require(
        CGContext._uiKitContext(size: CGSize(width: 100, height: 100), scale: 2))
      context.setStrokeColor(black)
      context.setLineWidth(4)
      context.move(to: CGPoint(x: 10, y: 10))
      context.addLine(to: CGPoint(x: 50, y: 40))
      context.addLine(to: CGPoint(x: end, y: 80))
      context.strokePath()
      return try #require(context.makeImageTakingBitmap())
    }
    let before = try drawing(60)
    let after = try drawing(70)
    let region = try #require(after.differingRegion(from: before))
    #expect(!region.isNull)
    #expect(region == withoutBox(after).differingRegion(from: withoutBox(before)))
    #expect(before != after)
    #expect(try drawing(60) == before)
    #expect(try drawing(60).differingRegion(from: before) == .null)
  }
}
