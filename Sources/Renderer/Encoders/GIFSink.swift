import Foundation
import GestureCore

/// Writes the frames as one looping GIF through giflib: `drag.gif`.
///
/// GIF has no partial transparency and 256 colours per frame, and its delays are whole
/// hundredths of a second, so:
/// - frames are flattened onto the scenario's background (white when that is translucent);
/// - frames above ``defaultMaximumRate`` (50 fps, 2/100 s) are resampled, as ``AnimationTiming``
///   describes, and the report says so; below it every frame is kept and delays are rounded on
///   the 1/100 s grid so they add up to the real duration (30 fps gives 3, 3, 4, …);
/// - each frame after the first covers only the rectangle that changed; pixels in it that did
///   not change are transparent (they keep what was shown), the others get a palette of their
///   own (``Palette``: exact colours when there are at most 255, else median cut with ordered
///   dithering). Identical consecutive frames are merged.
/// The same frames give the same bytes.
public final class GIFSink: FrameSink, AnimationEncoder {
  /// The fastest rate GIF plays reliably: a delay of 2/100 s.
  public static let defaultMaximumRate: Double = 50
  /// The renderer frames are drawn with.
  public let renderer: FrameRenderer
  /// The file written.
  public let url: URL
  private var stream: AnimationStream
  private var writer: GIFWriter?
  private var isFinished = false
  /// What was written, after ``finish()``.
  public private(set) var report: AnimationReport?

  /// A sink writing `url` (its directory is created when missing) for frames at
  /// `framesPerSecond`, shown at most `maximumRate` times a second (1…50; 50 or 25 play the
  /// same everywhere, as their delays are whole hundredths).
  ///
  /// - Throws: ``RenderError/directoryUnavailable(path:reason:)``.
  public init(
    url: URL, renderer: FrameRenderer, framesPerSecond: Double,
    maximumRate: Double = GIFSink.defaultMaximumRate
  ) throws {
    self.url = url
    self.renderer = renderer
    stream = AnimationStream(
      timing: AnimationTiming(
        framesPerSecond: framesPerSecond, maximumRate: min(maximumRate, GIFSink.defaultMaximumRate))
    )
    try FrameFileWriter.prepare(url.deletingLastPathComponent())
  }

  /// Renders `frame` (unless its time slot is taken), flattens it and queues it.
  ///
  /// - Throws: the errors of ``FrameRenderer/renderImage(_:)``,
  ///   ``RenderError/encodingFailed(format:path:reason:)``,
  ///   ``RenderError/writeFailed(path:reason:)``, ``RenderError/sinkFinished(directory:)``.
  public func consume(_ frame: Frame) throws {
    guard !isFinished else { throw RenderError.sinkFinished(directory: url.path) }
    guard let time = stream.admit(time: frame.time) else { return }
    let background = frame.backgroundColor.alpha >= 1 ? frame.backgroundColor : .white
    let image = try renderer.renderImage(frame).flattened(onto: background)
    try stream.add(image, at: time, to: self) { writer?.abandon() }
  }

  /// Writes the last frame and renames the file into place. Returns its URL.
  ///
  /// - Throws: ``RenderError/encodingFailed(format:path:reason:)`` when no frame was given,
  ///   ``RenderError/writeFailed(path:reason:)``.
  public func finish() throws -> [URL] {
    guard !isFinished else { return report.map { [$0.url] } ?? [] }
    isFinished = true
    report = try stream.finishFile(to: self, format: "gif", url: url) { writer }
    return [url]
  }

  /// Deletes the temporary file of an unfinished GIF; nothing after ``finish()``.
  public func abandon() {
    guard !isFinished else { return }
    isFinished = true
    writer?.abandon()
  }

  func encode(
    _ image: RenderedImage, rect: PixelRect, previous: RenderedImage?, start: Double, end: Double
  ) throws {
    if writer == nil {
      writer = try GIFWriter(destination: url, width: image.width, height: image.height)
    }
    guard let writer else { return }
    let width = image.width
    // Which pixels of the rectangle changed, and their colours.
    var changed = [Bool](repeating: true, count: rect.area)
    var histogram: [UInt32: Int] = [:]
    image.rgba.withUnsafeBufferPointer { now in
      let before = previous?.rgba
      for row in 0..<rect.height {
        for column in 0..<rect.width {
          let o = ((rect.y + row) * width + rect.x + column) * 4
          let color = UInt32(now[o]) << 16 | UInt32(now[o + 1]) << 8 | UInt32(now[o + 2])
          if let before, before[o] == now[o], before[o + 1] == now[o + 1],
            before[o + 2] == now[o + 2]
          {
            changed[row * rect.width + column] = false
            continue
          }
          histogram[color, default: 0] += 1
        }
      }
    }
    var palette = Palette(histogram: histogram)
    let transparent = previous == nil ? nil : palette.colors.count
    var indices = [UInt8](repeating: 0, count: rect.area)
    image.rgba.withUnsafeBufferPointer { now in
      for row in 0..<rect.height {
        for column in 0..<rect.width {
          let i = row * rect.width + column
          guard changed[i] else {
            indices[i] = UInt8(transparent ?? 0)
            continue
          }
          let o = ((rect.y + row) * width + rect.x + column) * 4
          let color = UInt32(now[o]) << 16 | UInt32(now[o + 1]) << 8 | UInt32(now[o + 2])
          indices[i] = palette.index(of: color, x: rect.x + column, y: rect.y + row)
        }
      }
    }
    var colors = palette.colors
    if transparent != nil { colors.append(0) }
    let delay = max(1, AnimationTiming.ticks(from: start, to: end, unit: 0.01))
    try writer.append(
      indices: indices, colors: colors, rect: rect, delay: delay, transparentIndex: transparent)
  }
}
