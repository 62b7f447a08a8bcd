import Foundation
import Testing

@testable import GestureCore

/// A 16 × 16 image of four 8 × 8 quadrants: red, green / blue, white.
private func quadrants() throws -> UIImage {
  let context = try #require(CGContext._uiKitContext(size: CGSize(width: 16, height: 16), scale: 1))
  let colours: [(CGRect, CGColor)] = [
    (CGRect(x: 0, y: 0, width: 8, height: 8), CGColor(red: 1, green: 0, blue: 0)),
    (CGRect(x: 8, y: 0, width: 8, height: 8), CGColor(red: 0, green: 1, blue: 0)),
    (CGRect(x: 0, y: 8, width: 8, height: 8), CGColor(red: 0, green: 0, blue: 1)),
    (CGRect(x: 8, y: 8, width: 8, height: 8), CGColor(red: 1, green: 1, blue: 1)),
  ]
  for (rect, colour) in colours {
    context.setFillColor(colour)
    context.fill(rect)
  }
  let made = try #require(context.makeImage())
  return UIImage(cgImage: made)
}

private func rgba(_ image: CGImage?, _ x: Int, _ y: Int) -> [Int] {
  guard let p = image?.pixel(x: x, y: y) else { return [] }
  return [Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)]
}

@Suite("UIImage from PNG and JPEG data, and JPEG encoding through libjpeg-turbo")
struct UIImageDataTests {
  @Test(
    "JPEG at quality 0.9 round-trips each quadrant's centre within 12 levels, alpha 255",
    arguments: [
      (3, 3, [255, 0, 0]), (12, 3, [0, 255, 0]), (3, 12, [0, 0, 255]), (12, 12, [255, 255, 255]),
    ])
  func jpegRoundTrip(x: Int, y: Int, expected: [Int]) throws {
    let image = try quadrants()
    let data = try #require(image.jpegData(compressionQuality: 0.9))
    #expect(data.starts(with: [0xFF, 0xD8, 0xFF]))
    let decoded = try #require(UIImage(data: data))
    #expect(decoded.size == CGSize(width: 16, height: 16) && decoded.scale == 1)
    let pixel = rgba(decoded.cgImage, x, y)
    #expect(pixel.count == 4 && pixel[3] == 255)
    for (got, want) in zip(pixel, expected) { #expect(abs(got - want) <= 12) }
  }

  @Test("Transparent pixels come out black: JPEG has no alpha and the colours are premultiplied")
  func transparentIsBlack() throws {
    let context = try #require(CGContext._uiKitContext(size: CGSize(width: 8, height: 8), scale: 1))
    context.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 0))
    context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
    let made = try #require(context.makeImage())
    let image = UIImage(cgImage: made)
    let data = try #require(image.jpegData(compressionQuality: 1))
    let decoded = try #require(UIImage(data: data))
    #expect(rgba(decoded.cgImage, 4, 4) == [0, 0, 0, 255])
  }

  @Test("A lower quality gives fewer bytes; out-of-range qualities are clamped")
  func qualityOrdersSize() throws {
    let image = try quadrants()
    let low = try #require(image.jpegData(compressionQuality: 0.1))
    let high = try #require(image.jpegData(compressionQuality: 1))
    #expect(low.count < high.count)
    #expect(image.jpegData(compressionQuality: 7) == high)
    #expect(UIImage().jpegData(compressionQuality: 1) == nil)
  }

  @Test("PNG data decodes pixel for pixel; init(data:scale:) divides the size; garbage is nil")
  func pngDataAndScale() throws {
    let image = try quadrants()
    let png = try #require(image.pngData())
    let decoded = try #require(UIImage(data: png, scale: 2))
    #expect(decoded.size == CGSize(width: 8, height: 8) && decoded.scale == 2)
    #expect(decoded.cgImage == image.cgImage)
    #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 3])) == nil)
    #expect(UIImage(data: Data("not an image".utf8)) == nil)
    #expect(UIImage(data: Data()) == nil)
  }

  @Test("A JPEG file loads with init(contentsOfFile:), its scale from an @2x suffix")
  func jpegFile() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("jpeg-file-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("photo@2x.jpg")
    let image0 = try quadrants()
    try #require(image0.jpegData(compressionQuality: 0.9)).write(to: file)
    let image = try #require(UIImage(contentsOfFile: file.path))
    #expect(image.size == CGSize(width: 8, height: 8) && image.scale == 2)
    #expect(abs(rgba(image.cgImage, 3, 3)[0] - 255) <= 12)
  }
}
