import Foundation
import Testing

@testable import CoreGraphics

/// A `width` × `height` image, transparent but for opaque black pixels in `ink` (origin top
/// left).
private func image(_ width: Int, _ height: Int, ink: CGRect = .null) -> CGImage {
  var pixels = [UInt8](repeating: 0, count: 4 * width * height)
  if !ink.isNull {
    for y in Int(ink.minY)..<Int(ink.maxY) {
      for x in Int(ink.minX)..<Int(ink.maxX) { pixels[4 * (y * width + x) + 3] = 255 }
    }
  }
  return CGImage(width: width, height: height, bytesPerRow: 4 * width, pixels: pixels)
}

@Suite("Where two bitmaps differ")
struct CGImageDifferenceTests {
  @Test("The region is the smallest whole-pixel rectangle holding every differing pixel")
  func region() {
    let blank = image(20, 20)
    let inked = image(
      20, 20,
      ink: CGRect(x: 5, y: 7, width: 3, height: 2).union(CGRect(x: 12, y: 15, width: 1, height: 1)))
    // Columns 5…12, rows 7…15.
    #expect(inked.differingRegion(from: blank) == CGRect(x: 5, y: 7, width: 8, height: 9))
    #expect(blank.differingRegion(from: inked) == CGRect(x: 5, y: 7, width: 8, height: 9))
  }

  @Test("Equal pixels are no region; other sizes cannot be compared")
  func equalAndIncomparable() {
    let ink = CGRect(x: 0, y: 19, width: 20, height: 1)
    #expect(image(20, 20, ink: ink).differingRegion(from: image(20, 20, ink: ink)) == .null)
    #expect(image(20, 20).differingRegion(from: image(20, 21)) == nil)
    #expect(image(20, 20) == image(20, 20))
    #expect(image(20, 20) != image(20, 20, ink: ink))
  }

  @Test("A difference in the last pixel of the last row is found")
  func lastPixel() {
    let corner = image(7, 5, ink: CGRect(x: 6, y: 4, width: 1, height: 1))
    #expect(corner.differingRegion(from: image(7, 5)) == CGRect(x: 6, y: 4, width: 1, height: 1))
  }
}
