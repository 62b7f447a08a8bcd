import Foundation
import GestureCore
import Testing

@testable import Renderer

@Suite("List cell accessories drawn with their symbols, read back from PNGs")
@MainActor
struct ListAccessoryRenderingTests {
  /// A 100 × 44 pt list cell at the window's top showing `accessories`, on white.
  private func render(_ accessories: [UICellAccessory]) throws -> (
    RenderedImage, [CGRect]
  ) {
    let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    cell.accessories = accessories
    cell.layoutIfNeeded()
    let frames = cell.subviews.filter { !($0 === cell.contentView) && $0.frame.width < 50 }
      .map(\.frame)
    return (try firstFrameImage(of: [cell], background: .white), frames)
  }

  /// Whether the pixel is red ink (the tint) rather than white.
  private func isRed(_ pixel: RGBA) -> Bool { pixel.r > 200 && pixel.g < 120 && pixel.b < 120 }

  @Test("A red checkmark sits at the trailing margin, vertically centred; nothing red elsewhere")
  func checkmark() throws {
    let (image, frames) = try render([.checkmark(options: .init(tintColor: .red))])
    let frame = try #require(frames.first)
    #expect(frame.maxX == 84)  // 100 − the 16 pt margin
    var inside = 0
    var outside = 0
    for y in 0..<44 {
      for x in 0..<100 where isRed(image.rgba(x, y)) {
        if frame.insetBy(dx: -1, dy: -1).contains(CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5)) {
          inside += 1
        } else {
          outside += 1
        }
      }
    }
    #expect(inside > 10)
    #expect(outside == 0)
    // The glyph is centred on the row: its ink's middle row is within a point of 22.
    let inkRows = (0..<44).filter { y in (0..<100).contains { isRed(image.rgba($0, y)) } }
    let middle = Double(inkRows.first! + inkRows.last!) / 2
    #expect(abs(middle - 21.5) <= 1.5)
  }

  @Test("A disclosure chevron is grey (tertiaryLabel), not tinted")
  func disclosure() throws {
    let (image, frames) = try render([.disclosureIndicator()])
    let frame = try #require(frames.first)
    var darkest = 255
    for y in Int(frame.minY)..<Int(frame.maxY) {
      for x in Int(frame.minX)..<Int(frame.maxX) {
        let pixel = image.rgba(x, y)
        darkest = min(darkest, Int(pixel.r))
        #expect(abs(Int(pixel.r) - Int(pixel.b)) <= 8, "grey at (\(x), \(y))")
      }
    }
    #expect(darkest < 230)
  }
}
