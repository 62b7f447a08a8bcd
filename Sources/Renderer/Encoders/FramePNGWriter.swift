import CZlib
import Foundation

/// How ``FramePNGWriter`` deflates: zlib's level and strategy.
struct PNGWriterSettings: Sendable, Equatable {
  /// zlib's level, 0…9.
  var level: Int32
  /// zlib's strategy (`Z_DEFAULT_STRATEGY`, `Z_FILTERED`, `Z_RLE`).
  var strategy: Int32

  /// The settings frames are written with, chosen by measurement on the samples
  /// (docs/performance.md, "Rendering pipeline"): after the Up filter a UI frame is mostly
  /// zero runs, which `Z_RLE` at level 1 compresses as well as level 3 and faster.
  static let frames = PNGWriterSettings(level: 1, strategy: Z_RLE)
}

/// A fast PNG writer for drawn frames: unpremultiplies Cairo's ARGB32 words, writes 8-bit RGB
/// when every pixel is opaque and RGBA otherwise (like Cairo's writer), filters every row with
/// the Up filter (type 2: each byte minus the byte above; the fastest to compute, and UI frames
/// repeat vertically) and deflates the rows in cache-sized pieces with a fast zlib setting. Chunks: `IHDR`, one `IDAT`, `IEND`;
/// no timestamp, so the same pixels always give the same bytes.
enum FramePNGWriter {
  /// The PNG file of `pixels`.
  ///
  /// - Throws: ``RenderError/encodingFailed(format:path:reason:)`` when zlib fails.
  static func encode(_ pixels: PixelBuffer, settings: PNGWriterSettings = .frames) throws -> Data {
    let hasAlpha = !isOpaque(pixels)
    let (width, height, stride) = (pixels.width, pixels.height, pixels.stride)
    let rowBytes = width * (hasAlpha ? 4 : 3) + 1
    // Rows are filtered and deflated in pieces of about 64 KB, which stay in the cache.
    let rowsPerPiece = max(1, (1 << 16) / rowBytes)
    let compressed = try unpremultiplied.withUnsafeBufferPointer { table in
      try pixels.bytes.withUnsafeBytes { raw in
        try Deflate.compress(
          totalSize: rowBytes * height, level: settings.level, strategy: settings.strategy,
          pieceSize: rowBytes * rowsPerPiece
        ) { buffer, offset in
          let first = offset / rowBytes
          let rows = first..<min(height, first + rowsPerPiece)
          writeRows(
            rows, of: raw, width: width, stride: stride, hasAlpha: hasAlpha, table: table,
            into: buffer.baseAddress!)
          return rows.count * rowBytes
        }
      }
    }
    var png = PNGChunk.signature
    png.reserveCapacity(compressed.count + 64)
    png += PNGChunk.make(
      "IHDR", PNGChunk.header(width: pixels.width, height: pixels.height, hasAlpha: hasAlpha))
    png += PNGChunk.make("IDAT", compressed)
    png += PNGChunk.make("IEND", [])
    return Data(png)
  }

  /// Whether every pixel's alpha is 255.
  static func isOpaque(_ pixels: PixelBuffer) -> Bool {
    pixels.bytes.withUnsafeBytes { raw in
      for y in 0..<pixels.height {
        let row = (raw.baseAddress! + y * pixels.stride).assumingMemoryBound(to: UInt32.self)
        var all: UInt32 = 0xFF00_0000
        for x in 0..<pixels.width { all &= row[x] }
        if all & 0xFF00_0000 != 0xFF00_0000 { return false }
      }
      return true
    }
  }

  /// `unpremultiplied[a << 8 | c]`: the straight value of premultiplied channel `c` at alpha
  /// `a`, rounded as Cairo's writer and ``RenderedImage`` round: `(c × 255 + a / 2) / a`,
  /// 0 at alpha 0.
  static let unpremultiplied: [UInt8] = (0..<65536).map { key in
    let a = key >> 8
    let c = key & 0xFF
    return a == 0 ? 0 : UInt8(min(255, (c * 255 + a / 2) / a))
  }

  /// Subtracts each byte of `b` from the byte of `a` in the same position, modulo 256, without
  /// borrowing across bytes.
  @inline(__always)
  static func byteDifference(_ a: UInt32, _ b: UInt32) -> UInt32 {
    ((a | 0x8080_8080) &- (b & 0x7F7F_7F7F)) ^ ((a ^ ~b) & 0x8080_8080)
  }

  /// Writes rows `rows` of `pixels`, filtered with Up (type 2) and prefixed by their filter
  /// byte, into `out`: RGB when `hasAlpha` is false (every pixel must then be opaque, which
  /// needs no unpremultiplying), straight RGBA otherwise.
  static func writeRows(
    _ rows: Range<Int>, of raw: UnsafeRawBufferPointer, width: Int, stride: Int, hasAlpha: Bool,
    table: UnsafeBufferPointer<UInt8>, into out: UnsafeMutablePointer<UInt8>
  ) {
    var o = out
    for y in rows {
      let row = (raw.baseAddress! + y * stride).assumingMemoryBound(to: UInt32.self)
      // Above the first row, PNG's Up filter sees zeros.
      let above =
        y == 0 ? nil : (raw.baseAddress! + (y - 1) * stride).assumingMemoryBound(to: UInt32.self)
      o[0] = 2
      o += 1
      if hasAlpha {
        for x in 0..<width {
          let up = above.map { straight($0[x], table) } ?? 0
          let d = byteDifference(straight(row[x], table), up)
          o[0] = UInt8(truncatingIfNeeded: d)
          o[1] = UInt8(truncatingIfNeeded: d >> 8)
          o[2] = UInt8(truncatingIfNeeded: d >> 16)
          o[3] = UInt8(truncatingIfNeeded: d >> 24)
          o += 4
        }
      } else {
        for x in 0..<width {
          let d = byteDifference(row[x], above?[x] ?? 0)
          o[0] = UInt8(truncatingIfNeeded: d >> 16)
          o[1] = UInt8(truncatingIfNeeded: d >> 8)
          o[2] = UInt8(truncatingIfNeeded: d)
          o += 3
        }
      }
    }
  }

  /// Cairo's premultiplied ARGB word as a straight word with red in the low byte, then green,
  /// blue and alpha (the PNG byte order when read from the low byte up).
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
