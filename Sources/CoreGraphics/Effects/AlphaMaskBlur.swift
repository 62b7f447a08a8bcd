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
  ///
  /// Each pass writes `(sum + size / 2) / size` of the window's bytes, a byte again, so the
  /// passes ping-pong between byte buffers. The vertical passes sweep the rows once for all
  /// columns together (a running sum per column), reading memory in order: a full-screen
  /// shadow at 3× is a few million pixels a frame.
  package static func blur(
    _ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, boxWidth: Int
  ) {
    guard boxWidth > 1, width > 0, height > 0 else { return }
    // Offsets of the three passes: for even widths, the window leans left, then right, then is
    // centred one pixel wider (the spec's rule), keeping the blur centred overall.
    let passes: [(left: Int, size: Int)] =
      boxWidth % 2 == 1
      ? Array(repeating: (boxWidth / 2, boxWidth), count: 3)
      : [(boxWidth / 2, boxWidth), (boxWidth / 2 - 1, boxWidth), (boxWidth / 2, boxWidth + 1)]
    let count = width * height
    let first = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
    let second = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
    let sums = UnsafeMutablePointer<Int32>.allocate(capacity: width)
    defer {
      first.deallocate()
      second.deallocate()
      sums.deallocate()
    }
    for y in 0..<height { (first + y * width).update(from: data + y * stride, count: width) }
    // Horizontal passes, row by row.
    for y in 0..<height {
      var source = first + y * width
      var target = second + y * width
      for pass in passes {
        boxPass(source, into: target, count: width, left: pass.left, size: pass.size)
        swap(&source, &target)
      }
      // Three passes: the result is in `second`'s row; the vertical passes read `first`.
      if source != first + y * width { (first + y * width).update(from: source, count: width) }
    }
    // Vertical passes, all columns at once.
    var source = first
    var target = second
    for pass in passes {
      sums.initialize(repeating: 0, count: width)
      for k in 0..<Swift.min(height, pass.size - pass.left) {
        let row = source + k * width
        for x in 0..<width { sums[x] &+= Int32(row[x]) }
      }
      let mean = RoundedMean(size: pass.size)
      for i in 0..<height {
        let out = target + i * width
        for x in 0..<width { out[x] = mean.of(Int64(sums[x])) }
        let leaving = i - pass.left
        if leaving >= 0 && leaving < height {
          let row = source + leaving * width
          for x in 0..<width { sums[x] &-= Int32(row[x]) }
        }
        let entering = i - pass.left + pass.size
        if entering >= 0 && entering < height {
          let row = source + entering * width
          for x in 0..<width { sums[x] &+= Int32(row[x]) }
        }
      }
      swap(&source, &target)
    }
    for y in 0..<height { (data + y * stride).update(from: source + y * width, count: width) }
  }

  /// One box pass over a line of `count` bytes: `target[i]` is the rounded mean of
  /// `source[i − left ..< i − left + size]`, bytes outside the line counting as 0.
  private static func boxPass(
    _ source: UnsafeMutablePointer<UInt8>, into target: UnsafeMutablePointer<UInt8>, count: Int,
    left: Int, size: Int
  ) {
    var sum: Int32 = 0
    // The window of pixel 0 (`left` ≤ `size`: it starts at or before 0).
    for k in 0..<Swift.min(count, size - left) { sum &+= Int32(source[k]) }
    let mean = RoundedMean(size: size)
    for i in 0..<count {
      target[i] = mean.of(Int64(sum))
      let leaving = i - left
      if leaving >= 0 && leaving < count { sum &-= Int32(source[leaving]) }
      let entering = i - left + size
      if entering >= 0 && entering < count { sum &+= Int32(source[entering]) }
    }
  }
}

/// `(sum + size / 2) / size` for sums of at most `size` bytes. For `size` < 2^16 (every shadow
/// a layer draws) as a multiplication and a shift: the sum is below 2^24 and, with
/// `m = ⌊2^40 / size⌋ + 1`, `⌊n · m / 2^40⌋` exceeds `n / size` by less than
/// `n / 2^40 < 2^-16 < 1 / size`, which never crosses the next whole number, so the quotient is
/// the division's. Wider boxes divide.
private struct RoundedMean {
  let size: Int64
  let half: Int64
  let multiplier: UInt64

  init(size: Int) {
    self.size = Int64(size)
    half = Int64(size / 2)
    multiplier = size < 1 << 16 ? (1 << 40) / UInt64(size) + 1 : 0
  }

  @inline(__always) func of(_ sum: Int64) -> UInt8 {
    if multiplier == 0 { return UInt8(truncatingIfNeeded: (sum + half) / size) }
    return UInt8(truncatingIfNeeded: (UInt64(sum + half) &* multiplier) >> 40)
  }
}
