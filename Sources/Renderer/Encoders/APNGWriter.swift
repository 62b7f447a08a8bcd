import Foundation

/// Writes an animated PNG (APNG 1.0: `acTL`, `fcTL`, `fdAT` chunks, as Firefox, Chrome and
/// Safari decode it) frame by frame to a file, without keeping earlier frames.
///
/// Debian's libpng has no APNG support (dropped in 1.6.37-4), so the chunks are written here
/// around deflate data from zlib. The first frame is the default image (`IDAT`, full canvas);
/// later frames may cover a sub-rectangle and replace those pixels (`APNG_BLEND_OP_SOURCE`,
/// `APNG_DISPOSE_OP_NONE`), so the file holds only what changed. The frame count in `acTL`
/// is patched in by ``finish()``; the file is renamed into place only then.
final class APNGWriter: AnimatedFileWriter {
  /// The canvas width in pixels.
  let width: Int
  /// The canvas height in pixels.
  let height: Int
  /// Whether pixels keep their alpha (colour type 6) or are written as RGB (colour type 2).
  let hasAlpha: Bool
  /// The zlib level, 0…9.
  let compressionLevel: Int32
  private let file: AtomicFile
  private var sequence: UInt32 = 0
  /// How many frames were written.
  private(set) var frameCount = 0
  /// The offset of the `acTL` chunk: signature (8) + IHDR (25).
  private static let animationControlOffset: UInt64 = 33

  /// Starts `destination` (its directory must exist) with the signature, the header and an
  /// `acTL` chunk that loops forever.
  ///
  /// - Throws: ``RenderError/writeFailed(path:reason:)``.
  init(destination: URL, width: Int, height: Int, hasAlpha: Bool, compressionLevel: Int32 = 6)
    throws
  {
    self.width = width
    self.height = height
    self.hasAlpha = hasAlpha
    self.compressionLevel = compressionLevel
    file = try AtomicFile(destination: destination)
    try file.write(PNGChunk.signature)
    try file.write(
      PNGChunk.make("IHDR", PNGChunk.header(width: width, height: height, hasAlpha: hasAlpha)))
    try file.write(PNGChunk.make("acTL", APNGWriter.animationControl(frames: 0)))
  }

  /// Appends a frame: the pixels of `rect` from `image` (a canvas-sized image), placed at the
  /// rectangle's origin and shown for `delay` (numerator/denominator seconds). The first frame
  /// must cover the whole canvas.
  ///
  /// - Throws: ``RenderError/encodingFailed(format:path:reason:)``,
  ///   ``RenderError/writeFailed(path:reason:)``.
  func append(
    _ image: RenderedImage, rect: PixelRect, delay: (numerator: UInt16, denominator: UInt16)
  ) throws {
    precondition(image.width == width && image.height == height)
    precondition(frameCount > 0 || rect == PixelRect(x: 0, y: 0, width: width, height: height))
    let rows = PNGChunk.filteredRows(of: image, rect: rect, hasAlpha: hasAlpha)
    let compressed: [UInt8]
    do {
      compressed = try Deflate.compress(rows, level: compressionLevel)
    } catch {
      throw RenderError.encodingFailed(
        format: "apng", path: file.destination.path, reason: "\(error)")
    }
    var control = PNGChunk.bigEndian(sequence)
    control += PNGChunk.bigEndian(UInt32(rect.width)) + PNGChunk.bigEndian(UInt32(rect.height))
    control += PNGChunk.bigEndian(UInt32(rect.x)) + PNGChunk.bigEndian(UInt32(rect.y))
    control += PNGChunk.bigEndian(delay.numerator) + PNGChunk.bigEndian(delay.denominator)
    control += [0, 0]  // APNG_DISPOSE_OP_NONE, APNG_BLEND_OP_SOURCE
    try file.write(PNGChunk.make("fcTL", control))
    sequence += 1
    if frameCount == 0 {
      try file.write(PNGChunk.make("IDAT", compressed))
    } else {
      try file.write(PNGChunk.make("fdAT", PNGChunk.bigEndian(sequence) + compressed))
      sequence += 1
    }
    frameCount += 1
  }

  /// Appends a frame covering the whole canvas whose filtered, deflated rows are already made:
  /// `zlibStream` is the `IDAT` data of a PNG of the canvas's size and colour type (such as
  /// ``FramePNGWriter/zlibStream(of:)`` gives), shown for `delay`.
  ///
  /// - Throws: ``RenderError/writeFailed(path:reason:)``.
  func append(deflated zlibStream: [UInt8], delay: (numerator: UInt16, denominator: UInt16))
    throws
  {
    var control = PNGChunk.bigEndian(sequence)
    control += PNGChunk.bigEndian(UInt32(width)) + PNGChunk.bigEndian(UInt32(height))
    control += PNGChunk.bigEndian(UInt32(0)) + PNGChunk.bigEndian(UInt32(0))
    control += PNGChunk.bigEndian(delay.numerator) + PNGChunk.bigEndian(delay.denominator)
    control += [0, 0]  // APNG_DISPOSE_OP_NONE, APNG_BLEND_OP_SOURCE
    try file.write(PNGChunk.make("fcTL", control))
    sequence += 1
    if frameCount == 0 {
      try file.write(PNGChunk.make("IDAT", zlibStream))
    } else {
      try file.write(PNGChunk.make("fdAT", PNGChunk.bigEndian(sequence) + zlibStream))
      sequence += 1
    }
    frameCount += 1
  }

  /// Ends the file (`IEND`), writes the frame count into `acTL` and renames the file into
  /// place. Returns the file's size in bytes.
  ///
  /// - Throws: ``RenderError/encodingFailed(format:path:reason:)`` when no frame was written,
  ///   ``RenderError/writeFailed(path:reason:)``.
  func finish() throws -> UInt64 {
    guard frameCount > 0 else {
      file.abandon()
      throw RenderError.encodingFailed(
        format: "apng", path: file.destination.path, reason: "no frame to write")
    }
    try file.write(PNGChunk.make("IEND", []))
    try file.patch(
      PNGChunk.make("acTL", APNGWriter.animationControl(frames: frameCount)),
      at: APNGWriter.animationControlOffset)
    let size = file.byteCount
    try file.commit()
    return size
  }

  /// Deletes the temporary file.
  func abandon() { file.abandon() }

  /// `acTL` data: the frame count, and 0 plays (loop forever).
  private static func animationControl(frames: Int) -> [UInt8] {
    PNGChunk.bigEndian(UInt32(frames)) + PNGChunk.bigEndian(UInt32(0))
  }
}
