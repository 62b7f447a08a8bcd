import CGif
import Foundation

/// Writes a looping GIF89a frame by frame through giflib (`EGif*`), each frame with its own
/// local colour table, into a temporary file renamed into place by ``finish()``.
final class GIFWriter: AnimatedFileWriter {
  /// The canvas size in pixels.
  let width: Int
  let height: Int
  private let file: AtomicFile
  private let output: BufferedOutput
  private var gif: UnsafeMutablePointer<GifFileType>?
  /// How many frames were written.
  private(set) var frameCount = 0

  /// Starts `destination` (its directory must exist): header, logical screen, and the
  /// NETSCAPE2.0 extension that loops forever.
  ///
  /// - Throws: ``RenderError/writeFailed(path:reason:)``,
  ///   ``RenderError/encodingFailed(format:path:reason:)``.
  init(destination: URL, width: Int, height: Int) throws {
    guard width <= 65535, height <= 65535 else {
      throw RenderError.encodingFailed(
        format: "gif", path: destination.path,
        reason: "GIF images are at most 65535 pixels on a side (got \(width)×\(height))")
    }
    self.width = width
    self.height = height
    file = try AtomicFile(destination: destination)
    output = BufferedOutput(file: file)
    var error: Int32 = 0
    gif = EGifOpen(Unmanaged.passUnretained(output).toOpaque(), GIFWriter.write, &error)
    guard gif != nil else { throw failure("EGifOpen", error) }
    EGifSetGifVersion(gif, true)
    try check(EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, nil), "EGifPutScreenDesc")
    try check(EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE), "EGifPutExtensionLeader")
    var identifier = Array("NETSCAPE2.0".utf8)
    try check(EGifPutExtensionBlock(gif, 11, &identifier), "EGifPutExtensionBlock")
    var loop: [UInt8] = [1, 0, 0]  // sub-block 1, loop count 0 = forever
    try check(EGifPutExtensionBlock(gif, 3, &loop), "EGifPutExtensionBlock")
    try check(EGifPutExtensionTrailer(gif), "EGifPutExtensionTrailer")
  }

  deinit {
    if gif != nil { abandon() }
  }

  /// Appends a frame: `indices` (`rect.width × rect.height`, row by row) into `colors`
  /// (`0xRRGGBB`, at most 256 with the transparent index), placed at `rect`, shown for
  /// `delay` hundredths of a second, left in place for the next frame (disposal 1);
  /// `transparentIndex` marks pixels that keep what the frame before showed.
  ///
  /// - Throws: ``RenderError/encodingFailed(format:path:reason:)``,
  ///   ``RenderError/writeFailed(path:reason:)``.
  func append(
    indices: [UInt8], colors: [UInt32], rect: PixelRect, delay: Int, transparentIndex: Int?
  ) throws {
    precondition(indices.count == rect.area && colors.count <= 256)
    var control = GraphicsControlBlock(
      DisposalMode: DISPOSE_DO_NOT, UserInputFlag: false, DelayTime: Int32(min(65535, delay)),
      TransparentColor: Int32(transparentIndex ?? Int(NO_TRANSPARENT_COLOR)))
    var extensionBytes = [UInt8](repeating: 0, count: 4)
    _ = EGifGCBToExtension(&control, &extensionBytes)
    try check(EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, 4, &extensionBytes), "EGifPutExtension")
    var size = 2
    var bits: Int32 = 1
    while size < colors.count {
      size *= 2
      bits += 1
    }
    var table = [GifColorType](repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: size)
    for (index, color) in colors.enumerated() {
      table[index] = GifColorType(
        Red: UInt8(color >> 16), Green: UInt8((color >> 8) & 0xFF), Blue: UInt8(color & 0xFF))
    }
    guard let map = GifMakeMapObject(Int32(size), &table) else {
      throw failure("GifMakeMapObject", 0)
    }
    defer { GifFreeMapObject(map) }
    _ = bits
    try check(
      EGifPutImageDesc(
        gif, Int32(rect.x), Int32(rect.y), Int32(rect.width), Int32(rect.height), false, map),
      "EGifPutImageDesc")
    var row = [UInt8](repeating: 0, count: rect.width)
    for y in 0..<rect.height {
      row.withUnsafeMutableBufferPointer { out in
        indices.withUnsafeBufferPointer { source in
          out.baseAddress!.update(from: source.baseAddress! + y * rect.width, count: rect.width)
        }
      }
      try check(EGifPutLine(gif, &row, Int32(rect.width)), "EGifPutLine")
    }
    try output.flushIfFailed()
    frameCount += 1
  }

  /// Ends the file and renames it into place; returns its size in bytes.
  ///
  /// - Throws: ``RenderError/encodingFailed(format:path:reason:)``,
  ///   ``RenderError/writeFailed(path:reason:)``.
  func finish() throws -> UInt64 {
    var error: Int32 = 0
    let closed = EGifCloseFile(gif, &error)
    gif = nil
    guard closed == GIF_OK else {
      file.abandon()
      throw failure("EGifCloseFile", error)
    }
    try output.flush()
    let size = file.byteCount
    try file.commit()
    return size
  }

  /// Closes giflib and deletes the temporary file.
  func abandon() {
    if gif != nil {
      var error: Int32 = 0
      _ = EGifCloseFile(gif, &error)
      gif = nil
    }
    file.abandon()
  }

  private func check(_ status: Int32, _ call: String) throws {
    guard status == GIF_OK else {
      try output.flushIfFailed()
      throw failure(call, gif?.pointee.Error ?? 0)
    }
  }

  private func failure(_ call: String, _ code: Int32) -> RenderError {
    let message = GifErrorString(code).map { String(cString: $0) } ?? "error \(code)"
    return .encodingFailed(
      format: "gif", path: file.destination.path, reason: "\(call): \(message)")
  }

  /// giflib's output callback: appends to the ``BufferedOutput`` passed as user data.
  private static let write: OutputFunc = { gif, bytes, count in
    guard let gif, let user = gif.pointee.UserData, let bytes, count >= 0 else { return 0 }
    let output = Unmanaged<BufferedOutput>.fromOpaque(user).takeUnretainedValue()
    output.append(UnsafeBufferPointer(start: bytes, count: Int(count)))
    return output.error == nil ? count : 0
  }
}

/// Collects giflib's many small writes into 64 KB blocks for an ``AtomicFile``.
final class BufferedOutput {
  let file: AtomicFile
  private var buffer: [UInt8] = []
  /// The first write error, reported by the next flush.
  private(set) var error: RenderError?

  init(file: AtomicFile) {
    self.file = file
    buffer.reserveCapacity(1 << 16)
  }

  func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    buffer.append(contentsOf: bytes)
    if buffer.count >= 1 << 16 {
      do { try flush() } catch { self.error = error as? RenderError }
    }
  }

  /// Writes what is buffered.
  func flush() throws {
    if let error { throw error }
    guard !buffer.isEmpty else { return }
    let bytes = buffer
    buffer.removeAll(keepingCapacity: true)
    try file.write(bytes)
  }

  /// Throws the first write error, if any.
  func flushIfFailed() throws {
    if let error { throw error }
  }
}
