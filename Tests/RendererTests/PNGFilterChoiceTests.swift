import Foundation
import Testing

@testable import Renderer

/// The APNG writer's row filters: one scoring pass per row must choose what filtering the row
/// five times chose (minimum sum of absolute signed bytes, the lowest type on a tie).
@Suite("APNG row filters: one scoring pass, the same choice")
struct PNGFilterChoiceTests {
  /// The filtered rows as the five-pass writer made them, the reference.
  static func fivePass(_ image: RenderedImage, rect: PixelRect, hasAlpha: Bool) -> [UInt8] {
    let bpp = hasAlpha ? 4 : 3
    let rowBytes = rect.width * bpp
    var output: [UInt8] = []
    var previous = [UInt8](repeating: 0, count: rowBytes)
    for row in 0..<rect.height {
      var current: [UInt8] = []
      for x in 0..<rect.width {
        let s = ((rect.y + row) * image.width + rect.x + x) * 4
        current += image.rgba[s..<s + (hasAlpha ? 4 : 3)]
      }
      var best: (type: UInt8, score: Int, bytes: [UInt8]) = (0, .max, [])
      for type: UInt8 in 0...4 {
        var bytes: [UInt8] = []
        var score = 0
        for i in 0..<rowBytes {
          let a = i >= bpp ? Int(current[i - bpp]) : 0
          let b = Int(previous[i])
          let c = i >= bpp ? Int(previous[i - bpp]) : 0
          let predicted: Int
          switch type {
          case 0: predicted = 0
          case 1: predicted = a
          case 2: predicted = b
          case 3: predicted = (a + b) >> 1
          default:
            let p = a + b - c
            let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
            predicted = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
          }
          let value = UInt8(truncatingIfNeeded: Int(current[i]) - predicted)
          bytes.append(value)
          score += value < 128 ? Int(value) : 256 - Int(value)
        }
        if score < best.score { best = (type, score, bytes) }
      }
      output.append(best.type)
      output += best.bytes
      previous = current
    }
    return output
  }

  @Test(
    "Gradients, noise, flat areas and edges: the same bytes as five passes",
    arguments: [true, false])
  func sameChoice(hasAlpha: Bool) {
    let width = 61
    let height = 23
    var seed: UInt32 = 12_345
    var rgba: [UInt8] = []
    for y in 0..<height {
      for x in 0..<width {
        seed = seed &* 1_103_515_245 &+ 12_345
        let noise = UInt8(truncatingIfNeeded: seed >> 16)
        switch y % 4 {
        case 0: rgba += [UInt8(x * 4), UInt8(y * 10), 200, 255]  // gradient
        case 1: rgba += [noise, noise &+ 7, noise &* 3, noise]  // noise
        case 2: rgba += [30, 30, 30, 255]  // flat
        default: rgba += x < 30 ? [0, 0, 0, 255] : [255, 255, 255, 128]  // an edge
        }
      }
    }
    let image = RenderedImage(width: width, height: height, rgba: rgba)
    for rect in [
      PixelRect(x: 0, y: 0, width: width, height: height),
      PixelRect(x: 5, y: 3, width: 17, height: 11),
    ] {
      let rows = PNGChunk.filteredRows(of: image, rect: rect, hasAlpha: hasAlpha)
      #expect(rows == Self.fivePass(image, rect: rect, hasAlpha: hasAlpha))
      // Every filter type is chosen somewhere in the full image.
      if rect.x == 0 {
        let types = Set((0..<rect.height).map { rows[$0 * (rect.width * (hasAlpha ? 4 : 3) + 1)] })
        #expect(types.count >= 3, "\(types)")
      }
    }
  }
}
