import Foundation

/// PNG's Up filter (filter type 2: each byte minus the byte above it, modulo 256) applied to
/// Cairo's ARGB32 rows, producing PNG scanlines: a filter-type byte, then 8-bit RGB when
/// every pixel of the frame is opaque (no unpremultiplying needed) or straight RGBA otherwise.
///
/// Up is the cheapest filter to compute, and UI frames repeat vertically: a row equal to the row
/// above (a flat background, the inside of a card) filters to zeros, which is found with one
/// `memcmp` and checksummed in constant time.
struct UpFilter {
  /// The row width in pixels.
  let width: Int
  /// Bytes from one ARGB32 row to the next.
  let stride: Int
  /// Whether scanlines are RGBA (true) or RGB.
  let hasAlpha: Bool
  /// Bytes of one scanline, filter byte included: `width × 3 + 1` or `width × 4 + 1`.
  let scanlineBytes: Int
  /// The Adler-32 of a scanline equal to the one above it: the filter byte 2, then zeros.
  private let unchangedScanlineAdler: UInt32
  /// A row of transparent black, the "row above" the first row (PNG's rule).
  private let zeroRow: [UInt32]

  /// A filter for rows `width` pixels wide, `stride` bytes apart.
  init(width: Int, stride: Int, hasAlpha: Bool) {
    self.width = width
    self.stride = stride
    self.hasAlpha = hasAlpha
    scanlineBytes = width * (hasAlpha ? 4 : 3) + 1
    var scanline = [UInt8](repeating: 0, count: scanlineBytes)
    scanline[0] = 2
    unchangedScanlineAdler = scanline.withUnsafeBufferPointer { Deflate.adler32($0) }
    zeroRow = [UInt32](repeating: 0, count: width)
  }

  /// Writes the scanlines of `rows` of `pixels` (the whole frame's ARGB32 bytes) into `out`
  /// (room for `rows.count × scanlineBytes` bytes) and returns their Adler-32 (from 1) and how
  /// many of the rows equal the row above (their scanlines are a filter byte and zeros).
  func filter(
    rows: Range<Int>, of pixels: UnsafeRawBufferPointer, into out: UnsafeMutablePointer<UInt8>
  ) -> (adler: UInt32, unchangedRows: Int) {
    var adler: UInt32 = 1
    var unchangedRows = 0
    zeroRow.withUnsafeBufferPointer { zero in
      FramePNGWriter.unpremultiplied.withUnsafeBufferPointer { table in
        var o = out
        for y in rows {
          let row = (pixels.baseAddress! + y * stride).assumingMemoryBound(to: UInt32.self)
          let above =
            y == 0
            ? zero.baseAddress!
            : (pixels.baseAddress! + (y - 1) * stride).assumingMemoryBound(to: UInt32.self)
          o[0] = 2
          if y > 0 && memcmp(row, above, width * 4) == 0 {
            _ = memset(o + 1, 0, scanlineBytes - 1)
            unchangedRows += 1
            adler = Deflate.adler32(
              combining: adler, unchangedScanlineAdler, secondLength: scanlineBytes)
          } else {
            if hasAlpha {
              filterRGBA(row, above, table, into: o + 1)
            } else {
              filterRGB(row, above, into: o + 1)
            }
            adler = Deflate.adler32(
              UnsafeBufferPointer(start: o, count: scanlineBytes), continuing: adler)
          }
          o += scanlineBytes
        }
      }
    }
    return (adler, unchangedRows)
  }

  /// Opaque pixels: the difference of each channel with the pixel above, written R, G, B, four
  /// pixels (12 bytes) per step.
  private func filterRGB(
    _ row: UnsafePointer<UInt32>, _ above: UnsafePointer<UInt32>,
    into out: UnsafeMutablePointer<UInt8>
  ) {
    let raw = UnsafeMutableRawPointer(out)
    var x = 0
    while x + 4 <= width {
      let v0 = Self.rgb(Self.byteDifference(row[x], above[x]))
      let v1 = Self.rgb(Self.byteDifference(row[x + 1], above[x + 1]))
      let v2 = Self.rgb(Self.byteDifference(row[x + 2], above[x + 2]))
      let v3 = Self.rgb(Self.byteDifference(row[x + 3], above[x + 3]))
      raw.storeBytes(of: (v0 | v1 << 24).littleEndian, toByteOffset: 3 * x, as: UInt32.self)
      raw.storeBytes(
        of: (v1 >> 8 | v2 << 16).littleEndian, toByteOffset: 3 * x + 4, as: UInt32.self)
      raw.storeBytes(
        of: (v2 >> 16 | v3 << 8).littleEndian, toByteOffset: 3 * x + 8, as: UInt32.self)
      x += 4
    }
    while x < width {
      let v = Self.rgb(Self.byteDifference(row[x], above[x]))
      out[3 * x] = UInt8(truncatingIfNeeded: v)
      out[3 * x + 1] = UInt8(truncatingIfNeeded: v >> 8)
      out[3 * x + 2] = UInt8(truncatingIfNeeded: v >> 16)
      x += 1
    }
  }

  /// Pixels with alpha: unpremultiplied first (the filter works on the bytes stored), then the
  /// difference with the unpremultiplied pixel above, written R, G, B, A.
  private func filterRGBA(
    _ row: UnsafePointer<UInt32>, _ above: UnsafePointer<UInt32>,
    _ table: UnsafeBufferPointer<UInt8>, into out: UnsafeMutablePointer<UInt8>
  ) {
    let raw = UnsafeMutableRawPointer(out)
    for x in 0..<width {
      let d = Self.byteDifference(
        Self.straight(row[x], table), Self.straight(above[x], table))
      raw.storeBytes(of: d.littleEndian, toByteOffset: 4 * x, as: UInt32.self)
    }
  }

  /// Subtracts each byte of `b` from the byte of `a` in the same position, modulo 256, without
  /// borrowing across bytes.
  @inline(__always)
  static func byteDifference(_ a: UInt32, _ b: UInt32) -> UInt32 {
    ((a | 0x8080_8080) &- (b & 0x7F7F_7F7F)) ^ ((a ^ ~b) & 0x8080_8080)
  }

  /// The red, green and blue bytes of an ARGB word as `R | G << 8 | B << 16` (PNG's byte order
  /// when stored little-endian).
  @inline(__always)
  static func rgb(_ argb: UInt32) -> UInt32 { argb.byteSwapped >> 8 }

  /// Cairo's premultiplied ARGB word as a straight word with red in the low byte, then green,
  /// blue and alpha (the PNG byte order when stored little-endian).
  @inline(__always)
  static func straight(_ word: UInt32, _ table: UnsafeBufferPointer<UInt8>) -> UInt32 {
    let a = word >> 24
    var r = (word >> 16) & 0xFF
    var g = (word >> 8) & 0xFF
    var b = word & 0xFF
    if a != 0xFF {
      let key = Int(a) << 8
      r = UInt32(table[key | Int(r)])
      g = UInt32(table[key | Int(g)])
      b = UInt32(table[key | Int(b)])
    }
    return r | g << 8 | b << 16 | a << 24
  }
}
