import Testing

@testable import CoreGraphics

@Suite("The shadow blur: three box passes of the W3C rule, byte for byte")
struct AlphaMaskBlurTests {
  /// The rule written out plainly: each of the three passes sets every pixel to the rounded
  /// mean `(sum + size / 2) / size` of the window `[i − left, i − left + size)` of the last
  /// pass's line (zero outside), rows first, then columns.
  private func reference(_ mask: [UInt8], width: Int, height: Int, boxWidth: Int) -> [UInt8] {
    let passes: [(left: Int, size: Int)] =
      boxWidth % 2 == 1
      ? Array(repeating: (boxWidth / 2, boxWidth), count: 3)
      : [(boxWidth / 2, boxWidth), (boxWidth / 2 - 1, boxWidth), (boxWidth / 2, boxWidth + 1)]
    func blurLine(_ line: [Int]) -> [Int] {
      var line = line
      for pass in passes {
        line = line.indices.map { i in
          let start = min(line.count, max(0, i - pass.left))
          let end = max(start, min(line.count, i - pass.left + pass.size))
          let sum = line[start..<end].reduce(0, +)
          return (sum + pass.size / 2) / pass.size
        }
      }
      return line
    }
    var plane = mask.map(Int.init)
    for y in 0..<height {
      let row = blurLine(Array(plane[(y * width)..<((y + 1) * width)]))
      for x in 0..<width { plane[y * width + x] = row[x] }
    }
    for x in 0..<width {
      let column = blurLine((0..<height).map { plane[$0 * width + x] })
      for y in 0..<height { plane[y * width + x] = column[y] }
    }
    return plane.map { UInt8($0) }
  }

  @Test("Odd and even box widths, masks narrower than the box, boxes past 2^16, row padding")
  func matchesTheRule() {
    var generator = SplitMix(seed: 7)
    for (width, height, boxWidth) in [
      (17, 11, 3), (9, 23, 4), (5, 3, 7), (1, 6, 2), (40, 31, 12), (6, 4, 70_001),
    ] {
      let stride = width + 3
      let mask = (0..<(width * height)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
      var bytes = [UInt8](repeating: 0xAB, count: stride * height)
      for y in 0..<height {
        for x in 0..<width { bytes[y * stride + x] = mask[y * width + x] }
      }
      bytes.withUnsafeMutableBufferPointer {
        AlphaMaskBlur.blur(
          $0.baseAddress!, width: width, height: height, stride: stride, boxWidth: boxWidth)
      }
      let blurred = (0..<height).flatMap { y in bytes[(y * stride)..<(y * stride + width)] }
      #expect(blurred == reference(mask, width: width, height: height, boxWidth: boxWidth))
      // The padding between rows is left alone.
      #expect(
        (0..<height).allSatisfy { y in
          bytes[(y * stride + width)..<((y + 1) * stride)].allSatisfy { $0 == 0xAB }
        })
    }
  }
}

/// A small deterministic generator for test masks.
private struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
