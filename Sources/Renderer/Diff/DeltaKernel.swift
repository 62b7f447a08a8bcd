import Foundation

/// The diff's per-pixel work on decoded frames (``DecodedFrame``), writing the delta picture
/// straight into the diff picture's pixels: the same counts and colours as
/// ``ImageDifference/compare(_:_:tolerance:makesDelta:)`` for opaque frames, faster.
///
/// - Rows whose bytes are equal (`memcmp`) have no changed pixel; only their delta is drawn.
/// - Other rows are compared four pixels at a time as `SIMD4<UInt32>`; only groups with a
///   differing word are looked at pixel by pixel.
/// - Channels are compared straight (a translucent pixel is unpremultiplied with
///   ``FramePNGWriter/unpremultiplied``), so a difference means the same as in
///   ``ImageDifference``.
/// - An unchanged pixel of the delta is the new frame's pixel as light grey: its luma over
///   white, 185…250, computed in integers from the premultiplied words
///   (`(185·255000 + 65·(1000·(255 − a) + 299·r + 587·g + 114·b) + 127500) / 255000`, the
///   rounding of `185 + gray·65/255`); a changed one magenta, the stronger the difference
///   (``changedColour``).
enum DeltaKernel {
  /// A panel of the picture to write into: the first byte of its top-left pixel and the
  /// picture's row stride.
  struct Panel {
    var origin: UnsafeMutablePointer<UInt8>
    var stride: Int

    func row(_ y: Int) -> UnsafeMutablePointer<UInt32> {
      UnsafeMutableRawPointer(origin + y * stride).assumingMemoryBound(to: UInt32.self)
    }
  }

  /// The delta word of a changed pixel by its difference 0…255: red 255, green
  /// `255·(1 − s)`, blue `255·(1 − 0.2·s)` with `s = 0.5 + 0.5·d/255`, opaque.
  static let changedColour: [UInt32] = (0...255).map { d in
    let strength = 0.5 + 0.5 * Double(d) / 255
    let green = UInt32(255 * (1 - strength) + 0.5)
    let blue = UInt32(255 * (1 - strength * 0.2) + 0.5)
    return 0xFF00_0000 | 0xFF_0000 | green << 8 | blue
  }

  /// The grey word of an unchanged pixel from the new frame's premultiplied word.
  @inline(__always)
  static func faded(_ word: UInt32) -> UInt32 {
    let a = word >> 24
    let r = (word >> 16) & 0xFF
    let g = (word >> 8) & 0xFF
    let b = word & 0xFF
    let gray = 1000 * (255 - a) + 299 * r + 587 * g + 114 * b
    let f = (185 * 255_000 + 65 * gray + 127_500) / 255_000
    return 0xFF00_0000 | f << 16 | f << 8 | f
  }

  /// The largest straight channel difference of two premultiplied words.
  @inline(__always)
  static func difference(_ x: UInt32, _ y: UInt32) -> Int {
    let ax = Int(x >> 24)
    let ay = Int(y >> 24)
    var largest = abs(ax - ay)
    for shift: UInt32 in [16, 8, 0] {
      var cx = Int((x >> shift) & 0xFF)
      var cy = Int((y >> shift) & 0xFF)
      if ax != 255 { cx = Int(FramePNGWriter.unpremultiplied[ax << 8 | cx]) }
      if ay != 255 { cy = Int(FramePNGWriter.unpremultiplied[ay << 8 | cy]) }
      largest = max(largest, abs(cx - cy))
    }
    return largest
  }

  /// Compares `old` with `new` on the larger of their sizes and writes the delta into `panel`
  /// (at least that size). A missing frame (`nil`, an added or removed frame) counts as
  /// transparent black of the other's size, and every pixel as changed (`tolerance` −1). A
  /// pixel inside only one frame changed by 255.
  static func compare(
    old: DecodedFrame?, new: DecodedFrame?, tolerance: Int, into panel: Panel
  ) -> ImageDifference {
    let oldSize = old.map { ($0.width, $0.height) } ?? new.map { ($0.width, $0.height) } ?? (0, 0)
    let newSize = new.map { ($0.width, $0.height) } ?? oldSize
    let width = max(oldSize.0, newSize.0)
    let height = max(oldSize.1, newSize.1)
    let oldMask: UInt32 = old?.isOpaqueFormat == true ? 0xFF00_0000 : 0
    let newMask: UInt32 = new?.isOpaqueFormat == true ? 0xFF00_0000 : 0
    let outside = faded(0)
    var changed = 0
    var largest = 0
    var minX = Int.max
    var minY = Int.max
    var maxX = -1
    var maxY = -1
    for y in 0..<height {
      let out = panel.row(y)
      let a = y < oldSize.1 ? old?.row(y) : nil
      let b = y < newSize.1 ? new?.row(y) : nil
      let aWidth = y < oldSize.1 ? oldSize.0 : 0
      let bWidth = y < newSize.1 ? newSize.0 : 0
      // The common case: the row is the same in both.
      if let a, let b, aWidth == width, bWidth == width, tolerance >= 0,
        memcmp(a, b, width * 4) == 0
      {
        for x in 0..<width { out[x] = faded(b[x] | newMask) }
        continue
      }
      var rowChanged = false
      var x = 0
      let common = min(aWidth, bWidth)
      if let a, let b, tolerance >= 0 {
        // Four pixels at a time: equal groups are unchanged.
        let masks = (SIMD4<UInt32>(repeating: oldMask), SIMD4<UInt32>(repeating: newMask))
        while x + 4 <= common {
          let p = UnsafeRawPointer(a + x).loadUnaligned(as: SIMD4<UInt32>.self) | masks.0
          let q = UnsafeRawPointer(b + x).loadUnaligned(as: SIMD4<UInt32>.self) | masks.1
          if p == q {
            for k in 0..<4 { out[x + k] = faded(q[k]) }
          } else {
            for k in 0..<4 {
              let d = p[k] == q[k] ? 0 : difference(p[k], q[k])
              largest = max(largest, d)
              if d > tolerance {
                changed += 1
                rowChanged = true
                minX = min(minX, x + k)
                maxX = max(maxX, x + k)
                out[x + k] = changedColour[d]
              } else {
                out[x + k] = faded(q[k])
              }
            }
          }
          x += 4
        }
      }
      while x < width {
        let inOld = x < aWidth
        let inNew = x < bWidth
        var d = 255
        var grey = outside
        if inOld || inNew {
          // A missing frame is transparent black where the other has pixels.
          let p = inOld ? (a.map { $0[x] | oldMask } ?? 0) : (old == nil ? 0 : nil)
          let q = inNew ? (b.map { $0[x] | newMask } ?? 0) : (new == nil ? 0 : nil)
          if let p, let q {
            d = p == q ? 0 : difference(p, q)
            grey = faded(q)
          }
        }
        largest = max(largest, d)
        if d > tolerance {
          changed += 1
          rowChanged = true
          minX = min(minX, x)
          maxX = max(maxX, x)
          out[x] = changedColour[d]
        } else {
          out[x] = grey
        }
        x += 1
      }
      if rowChanged {
        minY = min(minY, y)
        maxY = y
      }
    }
    return ImageDifference(
      width: width, height: height, changedPixels: changed, largestChannelDifference: largest,
      changedRect: changed > 0
        ? PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1) : nil,
      sizesDiffer: old != nil && new != nil && oldSize != newSize)
  }

  /// Copies `frame` into `panel`, opaque: a translucent pixel over white (`c + 255 − a` per
  /// premultiplied channel), an `RGB24` word with its alpha byte set.
  static func copy(_ frame: DecodedFrame, into panel: Panel) {
    for y in 0..<frame.height {
      let source = frame.row(y)
      let out = panel.row(y)
      memcpy(out, source, frame.width * 4)
      if frame.isOpaqueFormat {
        for x in 0..<frame.width { out[x] |= 0xFF00_0000 }
        continue
      }
      for x in 0..<frame.width where out[x] >> 24 != 255 {
        let word = out[x]
        let cover = 255 - (word >> 24)
        out[x] =
          0xFF00_0000 | ((word >> 16 & 0xFF) + cover) << 16 | ((word >> 8 & 0xFF) + cover) << 8
          | ((word & 0xFF) + cover)
      }
    }
  }
}
