import Foundation
import Testing

@testable import GestureCore

/// Pixel fixtures the drawing tests share: images made pixel by pixel and read back.
enum PixelFixtures {
  /// Nine distinct opaque colours, row by row for a 3 × 3 image, as 0…255 RGB.
  static let nine: [[Int]] = [
    [255, 0, 0], [0, 255, 0], [0, 0, 255],
    [255, 255, 0], [0, 255, 255], [255, 0, 255],
    [0, 0, 0], [255, 255, 255], [128, 128, 128],
  ]

  /// A bitmap of `width` × `height` pixels whose pixel (x, y) is `colour(x, y)` (0…255 RGB).
  @MainActor
  static func bitmap(width: Int, height: Int, _ colour: (Int, Int) -> [Int]) throws -> CGImage {
    let context = try #require(
      CGContext._uiKitContext(size: CGSize(width: width, height: height), scale: 1))
    for y in 0..<height {
      for x in 0..<width {
        let c = colour(x, y).map { CGFloat($0) / 255 }
        context.setFillColor(red: c[0], green: c[1], blue: c[2], alpha: 1)
        context.fill(CGRect(x: x, y: y, width: 1, height: 1))
      }
    }
    return try #require(context.makeImage())
  }

  /// The 0…255 RGB of pixel (x, y), or `[]` outside the image.
  static func rgb(_ image: CGImage, _ x: Int, _ y: Int) -> [Int] {
    guard let p = image.pixel(x: x, y: y) else { return [] }
    return [Int(p.red), Int(p.green), Int(p.blue)]
  }
}
