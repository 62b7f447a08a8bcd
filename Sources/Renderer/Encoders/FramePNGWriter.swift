import CZlib
import Foundation

/// How ``FramePNGWriter`` deflates: zlib's level and strategy, and the height of a band.
struct PNGWriterSettings: Sendable, Equatable {
  /// zlib's level, 0…9.
  var level: Int32
  /// zlib's strategy (`Z_DEFAULT_STRATEGY`, `Z_FILTERED`, `Z_RLE`).
  var strategy: Int32
  /// Rows per independently deflated band (≥ 1), at most: wide frames get fewer rows per band
  /// (``EncodedFrame/Shape/rowsPerBand``).
  var rowsPerBand: Int

  /// The settings frames are written with, chosen by measurement on the samples
  /// (docs/performance.md, "Choosing the writer's settings"): after the Up filter a UI frame is
  /// mostly zero runs, which `Z_RLE` at level 1 compresses as well as level 3 and faster; bands
  /// of 16 rows were as fast as any of 8…64 and as small (a band's own deflate block costs a
  /// Huffman table, but adapts to the band), and a moving card leaves most of them unchanged.
  static let frames = PNGWriterSettings(level: 1, strategy: Z_RLE, rowsPerBand: 16)
}

/// A frame's PNG file together with the bands its image data was made of, so the next frame
/// can reuse the bands that did not change.
struct EncodedFrame: Sendable {
  /// What makes bands interchangeable between two frames: the same size, channels and band
  /// height (then a band's bytes depend only on its rows and the row above it).
  struct Shape: Sendable, Equatable {
    /// Pixels per row and rows.
    var width: Int, height: Int
    /// Whether the scanlines are RGBA (true) or RGB.
    var hasAlpha: Bool
    /// The settings the bands were deflated with.
    var settings: PNGWriterSettings

    /// Bytes of one scanline: a filter byte, then 3 or 4 bytes per pixel.
    var scanlineBytes: Int { width * (hasAlpha ? 4 : 3) + 1 }

    /// The rows of a band: ``PNGWriterSettings/rowsPerBand``, fewer when that many would not fit
    /// zlib's window buffer. zlib keeps 2 × 32 KB of input and slides it (copying the window and
    /// rewriting its hash tables) once input reaches 2 × 32 KB − 262 bytes (`MIN_LOOKAHEAD`);
    /// a band below that never slides. Measured on a 750-pixel-wide frame: 28 rows (63,028
    /// bytes) deflate in 1.68 ms, 29 rows (65,279 bytes) in 2.55 ms.
    var rowsPerBand: Int {
      min(settings.rowsPerBand, max(1, (2 * 32_768 - 262) / scanlineBytes))
    }
  }

  /// One band's deflate bytes and the checksum of the scanlines they hold.
  struct Band: Sendable {
    /// Raw deflate data; a sync flush ends every band but the last, which ends the stream.
    var deflated: [UInt8]
    /// The Adler-32 of the band's scanlines (filter bytes included).
    var adler: UInt32
    /// The length of the band's scanlines in bytes.
    var length: Int
  }

  /// The PNG file: signature, `IHDR`, one `IDAT`, `IEND`.
  let png: Data
  /// The shape of the bands; nil for a file made without bands (Cairo's writer).
  let shape: Shape?
  /// The bands, top to bottom (empty without a shape).
  let bands: [Band]
  /// How many of the bands were taken from the previous frame.
  let reusedBandCount: Int
}

/// A fast PNG writer for drawn frames: unpremultiplies Cairo's ARGB32 words, writes 8-bit RGB
/// when every pixel is opaque and RGBA otherwise (like Cairo's writer), filters every row with
/// Up (``UpFilter``) and deflates with a fast zlib setting. Chunks: `IHDR`, one `IDAT`, `IEND`;
/// no timestamp.
///
/// The rows are cut into bands of ``EncodedFrame/Shape/rowsPerBand`` rows (16 for frames up to
/// 1,359 pixels wide in RGB, 1,019 in RGBA; fewer beyond). Each band is filtered
/// and deflated on its own (``RawDeflater``) and the pieces are joined into the one zlib stream
/// of `IDAT`, their Adler-32 values combined: the way pigz joins blocks it compressed in
/// parallel. A band's bytes therefore depend only on its own rows and the row above it, so a
/// band whose rows equal those of the previous frame is taken from that frame's
/// ``EncodedFrame`` instead of being filtered and deflated again, and the file is the same
/// whether or not anything was reused: the same pixels always give the same bytes.
///
/// Encoding happens in two steps so that a worker thread can deflate what changed before it
/// waits for the previous frame's bands: ``begin(_:comparedWith:settings:)`` then
/// ``PendingFrame/finish(reusing:)``.
enum FramePNGWriter {
  /// The PNG file of `pixels`, every band deflated.
  ///
  /// - Throws: ``RenderError/encodingFailed(format:path:reason:)`` when zlib fails.
  static func encode(_ pixels: PixelBuffer, settings: PNGWriterSettings = .frames) throws
    -> EncodedFrame
  {
    try begin(pixels, comparedWith: nil, settings: settings).finish(reusing: nil)
  }

  /// Filters and deflates the bands of `pixels` whose rows (and the row above) differ from
  /// those of `previous`, the pixels of the frame before; every band when `previous` is nil or
  /// has another size.
  ///
  /// - Throws: ``RenderError/encodingFailed(format:path:reason:)`` when zlib fails.
  static func begin(
    _ pixels: PixelBuffer, comparedWith previous: PixelBuffer?,
    settings: PNGWriterSettings = .frames
  ) throws -> PendingFrame {
    let shape = EncodedFrame.Shape(
      width: pixels.width, height: pixels.height, hasAlpha: !isOpaque(pixels), settings: settings)
    var pending = try PendingFrame(pixels: pixels, shape: shape)
    let comparable =
      previous.map { $0.width == pixels.width && $0.height == pixels.height } ?? false
    for index in pending.bands.indices {
      if comparable, let previous, pending.hasSameRows(inBand: index, as: previous) { continue }
      try pending.deflate(band: index)
    }
    return pending
  }

  /// A frame whose changed bands are deflated; the others wait for the previous frame's bands.
  struct PendingFrame {
    /// The frame's pixels.
    let pixels: PixelBuffer
    /// The shape its bands have.
    let shape: EncodedFrame.Shape
    /// The deflated bands; nil where the band equals the previous frame's.
    fileprivate(set) var bands: [EncodedFrame.Band?]
    private let filter: UpFilter
    private let deflater: RawDeflater
    /// The bytes of a band whose rows all equal the row above, once one was deflated.
    private var flatBand: EncodedFrame.Band?
    private var scanlines: [UInt8]

    fileprivate init(pixels: PixelBuffer, shape: EncodedFrame.Shape) throws {
      self.pixels = pixels
      self.shape = shape
      let rows = shape.rowsPerBand
      bands = Array(repeating: nil, count: (pixels.height + rows - 1) / rows)
      filter = UpFilter(width: pixels.width, stride: pixels.stride, hasAlpha: shape.hasAlpha)
      deflater = try RawDeflater(level: shape.settings.level, strategy: shape.settings.strategy)
      scanlines = [UInt8](repeating: 0, count: filter.scanlineBytes * min(rows, pixels.height))
    }

    /// Whether the frame needs the previous frame's bands to finish.
    var needsPreviousBands: Bool { bands.contains { $0 == nil } }

    /// The rows of band `index`.
    private func rows(ofBand index: Int) -> Range<Int> {
      let rows = shape.rowsPerBand
      return index * rows..<min(pixels.height, (index + 1) * rows)
    }

    /// Whether the rows of band `index` and the row above it equal those of `previous` (a
    /// buffer of the same size).
    fileprivate func hasSameRows(inBand index: Int, as previous: PixelBuffer) -> Bool {
      let rows = rows(ofBand: index)
      let start = max(0, rows.lowerBound - 1) * pixels.stride
      let count = rows.upperBound * pixels.stride - start
      return pixels.bytes.withUnsafeBytes { a in
        previous.bytes.withUnsafeBytes { b in
          memcmp(a.baseAddress! + start, b.baseAddress! + start, count) == 0
        }
      }
    }

    /// Filters and deflates band `index`. A band whose every row equals the row above holds a
    /// filter byte and zeros per row, the same bytes wherever it lies, so it is deflated once
    /// per frame and its bytes repeated.
    fileprivate mutating func deflate(band index: Int) throws {
      let rows = rows(ofBand: index)
      let length = rows.count * filter.scanlineBytes
      let isLast = index == bands.count - 1
      let filter = filter
      let (adler, unchangedRows) = pixels.bytes.withUnsafeBytes { raw in
        scanlines.withUnsafeMutableBufferPointer { out in
          filter.filter(rows: rows, of: raw, into: out.baseAddress!)
        }
      }
      // The last band is never shared: it ends the stream.
      let isFlat = unchangedRows == shape.rowsPerBand && !isLast
      if isFlat, let flatBand {
        bands[index] = flatBand
        return
      }
      let deflater = deflater
      let deflated = try scanlines.withUnsafeBufferPointer { out in
        try deflater.compress(UnsafeBufferPointer(rebasing: out[0..<length]), isLast: isLast)
      }
      let band = EncodedFrame.Band(deflated: deflated, adler: adler, length: length)
      if isFlat { flatBand = band }
      bands[index] = band
    }

    /// The encoded frame, with the bands that
    /// ``FramePNGWriter/begin(_:comparedWith:settings:)`` left out taken from `previous` when it
    /// has the same shape, and deflated now otherwise.
    ///
    /// - Throws: ``RenderError/encodingFailed(format:path:reason:)`` when zlib fails.
    consuming func finish(reusing previous: EncodedFrame?) throws -> EncodedFrame {
      let reusable = previous?.shape == shape ? previous?.bands : nil
      var reused = 0
      for index in bands.indices where bands[index] == nil {
        if let reusable {
          bands[index] = reusable[index]
          reused += 1
        } else {
          try deflate(band: index)
        }
      }
      let complete = bands.map { $0! }
      return EncodedFrame(
        png: FramePNGWriter.file(shape: shape, bands: complete), shape: shape, bands: complete,
        reusedBandCount: reused)
    }
  }

  /// The PNG file of `bands`: the zlib header, the bands' deflate bytes one after another, the
  /// combined Adler-32, in one `IDAT`.
  private static func file(shape: EncodedFrame.Shape, bands: [EncodedFrame.Band]) -> Data {
    let stream = zlibStream(of: bands)
    var png = PNGChunk.signature
    png.reserveCapacity(stream.count + 64)
    png += PNGChunk.make(
      "IHDR", PNGChunk.header(width: shape.width, height: shape.height, hasAlpha: shape.hasAlpha))
    png += PNGChunk.make("IDAT", stream)
    png += PNGChunk.make("IEND", [])
    return Data(png)
  }

  /// The one zlib stream of `bands`: the header, the bands' deflate bytes one after another,
  /// the combined Adler-32 (the data of a PNG's `IDAT`, or of an APNG frame's `fdAT`).
  static func zlibStream(of bands: [EncodedFrame.Band]) -> [UInt8] {
    var adler: UInt32 = 1
    var size = 6
    for band in bands {
      adler = Deflate.adler32(combining: adler, band.adler, secondLength: band.length)
      size += band.deflated.count
    }
    // CMF 0x78: deflate, 32 KB window; FLG 0x01: the fastest level class, no dictionary, and
    // CMF × 256 + FLG a multiple of 31 (RFC 1950 §2.2).
    var stream: [UInt8] = [0x78, 0x01]
    stream.reserveCapacity(size)
    for band in bands { stream += band.deflated }
    stream += PNGChunk.bigEndian(adler)
    return stream
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
}
