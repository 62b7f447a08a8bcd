import CWebP
import Foundation
import GestureCore

/// Writes the frames as one looping animated WebP through libwebp's animation encoder
/// (`WebPAnimEncoder`, libwebpmux): `drag.webp`.
///
/// Lossless by default (every pixel as rendered, alpha included); with a ``quality`` it is lossy
/// at that quality (0…100), much smaller. The encoder itself stores only the part of each
/// frame that changed and merges unchanged frames into the one before. Frame timestamps are
/// whole milliseconds of the display times (``AnimationTiming``, resampled above 60 fps as for
/// APNG). Single-threaded, so the same frames give the same bytes. libwebp keeps the encoded
/// (compressed) frames in memory until ``finish()`` assembles the file; the rendered frames are
/// not kept.
public final class WebPSink: FrameSink {
  /// As for APNG: browsers slow frames of 10 ms or less down.
  public static let defaultMaximumRate: Double = 60
  /// The renderer frames are drawn with.
  public let renderer: FrameRenderer
  /// The file written.
  public let url: URL
  /// The lossy quality 0…100, or `nil` for lossless.
  public let quality: Double?
  private var timing: AnimationTiming
  private var encoder: OpaquePointer?
  private var config = WebPConfig()
  private var size: (width: Int, height: Int)?
  private var lastTime: Double?
  private var framesGiven = 0
  private var framesAdded = 0
  private var framesDropped = 0
  private var isFinished = false
  /// What was written, after ``finish()``.
  public private(set) var report: AnimationReport?

  /// A sink writing `url` (its directory is created when missing) for frames at
  /// `framesPerSecond`.
  ///
  /// - Throws: ``RenderError/directoryUnavailable(path:reason:)``,
  ///   ``RenderError/encodingFailed(format:path:reason:)`` when libwebp rejects the settings.
  public init(
    url: URL, renderer: FrameRenderer, framesPerSecond: Double, quality: Double? = nil,
    maximumRate: Double = WebPSink.defaultMaximumRate
  ) throws {
    self.url = url
    self.renderer = renderer
    self.quality = quality
    timing = AnimationTiming(framesPerSecond: framesPerSecond, maximumRate: maximumRate)
    guard WebPConfigInit(&config) != 0 else {
      throw RenderError.encodingFailed(
        format: "webp", path: url.path, reason: "WebPConfigInit failed")
    }
    if let quality {
      config.lossless = 0
      config.quality = Float(min(100, max(0, quality)))
      config.method = 4
    } else {
      // Lossless; quality is the effort (0 fastest … 100 smallest), method the same kind of
      // trade-off. 1/25 measured about 4× faster than the defaults for a few % more bytes on UI frames.
      config.lossless = 1
      config.quality = 25
      config.method = 1
      config.exact = 1
    }
    config.thread_level = 0
    guard WebPValidateConfig(&config) != 0 else {
      throw RenderError.encodingFailed(
        format: "webp", path: url.path, reason: "invalid encoder settings")
    }
    try FrameFileWriter.prepare(url.deletingLastPathComponent())
  }

  deinit {
    if let encoder { WebPAnimEncoderDelete(encoder) }
  }

  /// Renders `frame` (unless its time slot is taken) and adds it to the animation.
  ///
  /// - Throws: the errors of ``FrameRenderer/renderImage(_:)``,
  ///   ``RenderError/encodingFailed(format:path:reason:)``,
  ///   ``RenderError/sinkFinished(directory:)``.
  public func consume(_ frame: Frame) throws {
    guard !isFinished else { throw RenderError.sinkFinished(directory: url.path) }
    framesGiven += 1
    guard let time = timing.displayTime(forFrameAt: frame.time) else {
      framesDropped += 1
      return
    }
    let image = try renderer.renderImage(frame)
    if encoder == nil {
      var options = WebPAnimEncoderOptions()
      guard WebPAnimEncoderOptionsInit(&options) != 0 else {
        throw failure("WebPAnimEncoderOptionsInit")
      }
      options.anim_params.loop_count = 0
      options.anim_params.bgcolor = 0xFFFF_FFFF
      options.minimize_size = 0
      options.allow_mixed = 0
      encoder = WebPAnimEncoderNew(Int32(image.width), Int32(image.height), &options)
      guard encoder != nil else { throw failure("WebPAnimEncoderNew") }
      size = (image.width, image.height)
    }
    guard let size, size == (image.width, image.height) else {
      throw RenderError.encodingFailed(
        format: "webp", path: url.path,
        reason: "frame size changed to \(image.width)×\(image.height)")
    }
    var picture = WebPPicture()
    guard WebPPictureInit(&picture) != 0 else { throw failure("WebPPictureInit") }
    picture.use_argb = 1
    picture.width = Int32(image.width)
    picture.height = Int32(image.height)
    defer { WebPPictureFree(&picture) }
    let imported = image.rgba.withUnsafeBufferPointer {
      WebPPictureImportRGBA(&picture, $0.baseAddress, Int32(image.width * 4))
    }
    guard imported != 0 else { throw failure("WebPPictureImportRGBA") }
    guard WebPAnimEncoderAdd(encoder, &picture, Self.milliseconds(time), &config) != 0 else {
      throw failure("WebPAnimEncoderAdd")
    }
    framesAdded += 1
    lastTime = time
  }

  /// Assembles the animation and writes it atomically. Returns its URL.
  ///
  /// - Throws: ``RenderError/encodingFailed(format:path:reason:)`` when no frame was given or
  ///   libwebp fails, ``RenderError/writeFailed(path:reason:)``.
  public func finish() throws -> [URL] {
    guard !isFinished else { return report.map { [$0.url] } ?? [] }
    isFinished = true
    guard let encoder, let lastTime else {
      throw RenderError.encodingFailed(format: "webp", path: url.path, reason: "no frame to write")
    }
    defer {
      WebPAnimEncoderDelete(encoder)
      self.encoder = nil
    }
    let end = Self.milliseconds(lastTime + timing.lastFrameDuration)
    guard WebPAnimEncoderAdd(encoder, nil, end, nil) != 0 else {
      throw failure("WebPAnimEncoderAdd")
    }
    var data = WebPData()
    WebPDataInit(&data)
    defer { WebPDataClear(&data) }
    guard WebPAnimEncoderAssemble(encoder, &data) != 0, let bytes = data.bytes else {
      throw failure("WebPAnimEncoderAssemble")
    }
    let file = Data(bytes: bytes, count: data.size)
    // libwebp merges unchanged frames into the one before: count what the file holds.
    var framesInFile = framesAdded
    if let demuxer = WebPDemux(&data) {
      framesInFile = Int(WebPDemuxGetI(demuxer, WEBP_FF_FRAME_COUNT))
      WebPDemuxDelete(demuxer)
    }
    try AtomicFile.write(file, to: url)
    var notes: [String] = []
    if timing.isClamped {
      notes.append(
        AnimationReport.clampNotePrefix(framesPerSecond: timing.framesPerSecond)
          + "\(AnimationReport.number(timing.maximumRate)) fps, \(framesDropped) frames dropped: "
          + "browsers slow frames of 10 ms or less down to 100 ms")
    }
    if framesInFile < framesAdded {
      notes.append("\(framesAdded - framesInFile) unchanged frames merged into the frame before")
    }
    notes.append(quality.map { "lossy, quality \(AnimationReport.number($0))" } ?? "lossless")
    report = AnimationReport(
      format: "webp", url: url, framesGiven: framesGiven, framesWritten: framesInFile,
      framesPerSecond: timing.framesPerSecond, effectiveRate: timing.effectiveRate,
      byteCount: UInt64(file.count), notes: notes)
    return [url]
  }

  /// `seconds` as whole milliseconds.
  static func milliseconds(_ seconds: Double) -> Int32 { Int32((seconds * 1000).rounded()) }

  private func failure(_ call: String) -> RenderError {
    var reason = call + " failed"
    if let encoder, let message = WebPAnimEncoderGetError(encoder) {
      let text = String(cString: message)
      if !text.isEmpty { reason += ": " + text }
    }
    return .encodingFailed(format: "webp", path: url.path, reason: reason)
  }
}
