import Foundation

/// The Gaussian blur of shadows, on 8-bit alpha masks: three successive box blurs of width
/// d = ⌊σ · 3 · √(2π) / 4 + 0.5⌋ pixels approximate a Gaussian of standard deviation σ (W3C
/// Filter Effects 1, `feGaussianBlur`; odd d centred, even d shifted by half a pixel on
/// alternate passes), horizontally then vertically. Integer arithmetic on the mask bytes, so the
/// result is the same on every machine. What a layer's shadow (the renderer) and a context's
/// `setShadow` blur with.
package enum AlphaMaskBlur {
  /// The box width for a Gaussian of standard deviation `sigma` pixels (≤ 1: no blur).
  package static func boxWidth(sigma: Double) -> Int {
    guard sigma > 0, sigma.isFinite else { return 0 }
    return Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
  }

  /// Blurs the `width` × `height` mask at `data` (rows `stride` bytes apart) in place with three
  /// box blurs of `boxWidth` pixels; pixels outside the mask count as 0. Nothing for a width ≤ 1.
  package static func blur(
    _ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, boxWidth: Int
  ) {
    guard boxWidth > 1, width > 0, height > 0 else { return }
    var line = [Int](repeating: 0, count: max(width, height))
    var out = [Int](repeating: 0, count: max(width, height))
    // Offsets of the three passes: for even widths, the window leans left, then right, then is
    // centred one pixel wider (the spec's rule), keeping the blur centred overall.
    let passes: [(left: Int, size: Int)] =
      boxWidth % 2 == 1
      ? Array(repeating: (boxWidth / 2, boxWidth), count: 3)
      : [(boxWidth / 2, boxWidth), (boxWidth / 2 - 1, boxWidth), (boxWidth / 2, boxWidth + 1)]
    func run(count: Int, read: (Int) -> Int, write: (Int, Int) -> Void) {
      for i in 0..<count { line[i] = read(i) }
      for pass in passes {
        var sum = 0
        // Window [i − left, i − left + size − 1], zero outside.
        for j in 0..<pass.size {
          let k = j - pass.left
          if k >= 0 && k < count { sum += line[k] }
        }
        for i in 0..<count {
          out[i] = (sum + pass.size / 2) / pass.size
          let leaving = i - pass.left
          let entering = i - pass.left + pass.size
          if leaving >= 0 && leaving < count { sum -= line[leaving] }
          if entering >= 0 && entering < count { sum += line[entering] }
        }
        for i in 0..<count { line[i] = out[i] }
      }
      for i in 0..<count { write(i, line[i]) }
    }
    for y in 0..<height {
      let row = y * stride
      run(
        count: width, read: { Int(data[row + $0]) },
        write: { data[row + $0] = UInt8(clamping: $1) })
    }
    for x in 0..<width {
      run(
        count: height, read: { Int(data[$0 * stride + x]) },
        write: { data[$0 * stride + x] = UInt8(clamping: $1) })
    }
  }
}
