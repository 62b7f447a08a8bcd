import Foundation
import GestureCore

/// Writes the frames as one animated PNG (APNG), lossless, looping forever: `drag-animation.png`.
///
/// Frames stream: each is rendered, compared with the one before and written as the rectangle
/// that changed (``APNGWriter``); identical consecutive frames become one longer frame; above
/// ``defaultMaximumRate`` frames are resampled (``AnimationTiming``). Delays are exact
/// fractions (1/60 s at 60 fps). RGB when the first frame is opaque, RGBA otherwise. Byte-
/// identical for the same frames.
public final class APNGSink: FrameSink, AnimationEncoder {
  /// Browsers show frames of 10 ms or less for 100 ms, so faster streams are resampled to 60.
  public static let defaultMaximumRate: Double = 60
  /// The renderer frames are drawn with.
  public let renderer: FrameRenderer
  /// The file written.
  public let url: URL
  /// The zlib level, 0…9 (6 by default).
  public let compressionLevel: Int32
  private var stream: AnimationStream
  /// `stream.timing.effectiveRate`, kept apart: ``encode(_:rect:previous:start:end:)`` runs
  /// while `stream` is being mutated.
  private let effectiveRate: Double
  private var writer: APNGWriter?
  private var isFinished = false
  /// What was written, after ``finish()``.
  public private(set) var report: AnimationReport?

  /// A sink writing `url` (its directory is created when missing) for frames at
  /// `framesPerSecond`.
  ///
  /// - Throws: ``RenderError/directoryUnavailable(path:reason:)``.
  public init(
    url: URL, renderer: FrameRenderer, framesPerSecond: Double,
    maximumRate: Double = APNGSink.defaultMaximumRate, compressionLevel: Int32 = 6
  ) throws {
    self.url = url
    self.renderer = renderer
    self.compressionLevel = compressionLevel
    stream = AnimationStream(
      timing: AnimationTiming(framesPerSecond: framesPerSecond, maximumRate: maximumRate))
    effectiveRate = min(framesPerSecond, maximumRate)
    try FrameFileWriter.prepare(url.deletingLastPathComponent())
  }

  /// Renders `frame` (unless its time slot is taken) and queues it.
  ///
  /// - Throws: the errors of ``FrameRenderer/renderImage(_:)``,
  ///   ``RenderError/writeFailed(path:reason:)``, ``RenderError/sinkFinished(directory:)``.
  public func consume(_ frame: Frame) throws {
    guard !isFinished else { throw RenderError.sinkFinished(directory: url.path) }
    guard let time = stream.admit(time: frame.time) else { return }
    let image = try renderer.renderImage(frame)
    try stream.add(image, at: time, to: self) { writer?.abandon() }
  }

  /// Queues an already drawn canvas-sized image shown from `time` seconds on (for pictures
  /// that are not frames, such as the diff's side-by-side images).
  ///
  /// - Throws: ``RenderError/writeFailed(path:reason:)``, ``RenderError/sinkFinished(directory:)``.
  public func consume(image: RenderedImage, time: Double) throws {
    guard !isFinished else { throw RenderError.sinkFinished(directory: url.path) }
    guard let time = stream.admit(time: time) else { return }
    try stream.add(image, at: time, to: self) { writer?.abandon() }
  }

  /// Writes the last frame and renames the file into place. Returns its URL.
  ///
  /// - Throws: ``RenderError/encodingFailed(format:path:reason:)`` when no frame was given,
  ///   ``RenderError/writeFailed(path:reason:)``.
  public func finish() throws -> [URL] {
    guard !isFinished else { return report.map { [$0.url] } ?? [] }
    isFinished = true
    report = try stream.finishFile(to: self, format: "apng", url: url) { writer }
    return [url]
  }

  /// Deletes the temporary file of an unfinished APNG; nothing after ``finish()``.
  public func abandon() {
    guard !isFinished else { return }
    isFinished = true
    writer?.abandon()
  }

  func encode(
    _ image: RenderedImage, rect: PixelRect, previous: RenderedImage?, start: Double, end: Double
  ) throws {
    if writer == nil {
      writer = try APNGWriter(
        destination: url, width: image.width, height: image.height, hasAlpha: !image.isOpaque,
        compressionLevel: compressionLevel)
    }
    guard let writer else { return }
    var image = image
    if !writer.hasAlpha && !image.isOpaque { image = image.flattened(onto: .white) }
    try writer.append(
      image, rect: rect,
      delay: AnimationTiming.fraction(seconds: end - start, rate: effectiveRate))
  }
}

extension RenderedImage {
  /// The image composited over an opaque `background` colour: every pixel opaque.
  func flattened(onto background: CGColor) -> RenderedImage {
    let br = (background.red * 255).rounded()
    let bg = (background.green * 255).rounded()
    let bb = (background.blue * 255).rounded()
    var out = rgba
    out.withUnsafeMutableBufferPointer { p in
      var i = 0
      while i < p.count {
        let a = Double(p[i + 3]) / 255
        if a < 1 {
          p[i] = UInt8((Double(p[i]) * a + br * (1 - a)).rounded())
          p[i + 1] = UInt8((Double(p[i + 1]) * a + bg * (1 - a)).rounded())
          p[i + 2] = UInt8((Double(p[i + 2]) * a + bb * (1 - a)).rounded())
          p[i + 3] = 255
        }
        i += 4
      }
    }
    return RenderedImage(width: width, height: height, rgba: out)
  }
}
