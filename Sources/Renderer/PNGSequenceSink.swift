import Foundation
import GestureCore

/// Writes each frame as a PNG, `frame-0000.png`, `frame-0001.png`, … (named by
/// ``GestureCore/Frame/index``, see ``FrameFileName``) into a directory, each file atomically.
///
/// Frames are drawn on the calling thread (the renderer's Pango font map stays on one thread)
/// and encoded and written by `jobs` worker threads, at most `2 × jobs` frames in flight, so
/// memory does not grow with the number of frames. A frame whose pixels equal the previous
/// frame's is not encoded again: the previous file's bytes are written under the new name.
/// The files do not depend on `jobs`.
public final class PNGSequenceSink: FrameSink {
  /// The renderer frames are drawn with.
  public let renderer: FrameRenderer
  /// How many threads encode and write (1: the calling thread does everything).
  public let jobs: Int
  private var writer: FrameFileWriter
  private let pool: WorkerPool
  private let timings: PipelineTimings?
  private var previous: (pixels: PixelBuffer, png: Promised<Data>)?
  /// Pixel memory of earlier frames, reused for drawing (oldest first).
  private var spare: [[UInt8]] = []
  /// How many frames reused the bytes of the frame before them.
  public private(set) var reusedFrameCount = 0

  /// A sink writing into `directory` (created with its parents when missing) with `renderer`,
  /// which may be shared with other sinks on the same thread, encoding on `jobs` threads
  /// (clamped to 1…64) and adding stage times to `timings` when given.
  ///
  /// - Throws: ``RenderError/directoryUnavailable(path:reason:)``.
  public init(
    directory: URL, renderer: FrameRenderer, jobs: Int = 1, timings: PipelineTimings? = nil
  ) throws {
    self.renderer = renderer
    self.jobs = min(64, max(1, jobs))
    self.timings = timings
    self.writer = try FrameFileWriter(directory: directory, pathExtension: "png")
    pool = WorkerPool(threads: self.jobs == 1 ? 0 : self.jobs, capacity: 2 * self.jobs)
  }

  /// A sink writing into `directory` with a new renderer of `options`.
  ///
  /// - Throws: ``RenderError/directoryUnavailable(path:reason:)`` or the font errors of
  ///   ``FrameRenderer/init(options:)``.
  public convenience init(directory: URL, options: RenderOptions = RenderOptions()) throws {
    try self.init(directory: directory, renderer: FrameRenderer(options: options))
  }

  deinit {
    // Without finish() (a run that failed): let the worker threads end.
    pool.close()
  }

  /// The output directory.
  public var directory: URL { writer.directory }

  /// Draws `frame` and queues its encoding and the writing of `frame-NNNN.png`.
  ///
  /// - Throws: the errors of ``FrameRenderer/renderPNG(_:)``,
  ///   ``RenderError/writeFailed(path:reason:)`` (of this or an earlier frame),
  ///   ``RenderError/sinkFinished(directory:)``.
  public func consume(_ frame: Frame) throws {
    guard !writer.isFinished else { throw RenderError.sinkFinished(directory: directory.path) }
    // The buffer of a frame two or more frames back is usually encoded and free by now.
    var storage = spare.isEmpty ? [] : spare.removeFirst()
    let pixels = try timings.measure(.draw) {
      try renderer.renderPixels(frame, reusing: &storage)
    }
    let url = writer.url(for: frame.index)
    let timings = self.timings
    let png: Promised<Data>
    if let previous, previous.pixels.hasSamePixels(as: pixels) {
      png = previous.png
      reusedFrameCount += 1
      timings?.countReusedFrame()
      try pool.submit {
        guard let data = png.wait() else { return }  // the frame it copies failed and threw
        try timings.measure(.write) { try FrameFileWriter.write(data, to: url) }
      }
    } else {
      png = Promised<Data>()
      let writerKind = renderer.options.pngWriter
      try pool.submit {
        let data: Data
        do {
          data = try timings.measure(.encode) { try PNGEncoding.encode(pixels, writer: writerKind) }
        } catch {
          png.fail()
          throw error
        }
        png.fulfil(data)
        try timings.measure(.write) { try FrameFileWriter.write(data, to: url) }
      }
    }
    if let previous, spare.count < 2 * jobs + 1 { spare.append(previous.pixels.bytes) }
    previous = (pixels, png)
    writer.record(url)
  }

  /// Waits for the queued frames and returns the PNG files written, in order. Later frames are
  /// refused.
  ///
  /// - Throws: the first encoding or writing error of a queued frame.
  public func finish() throws -> [URL] {
    guard !writer.isFinished else { return writer.finish() }
    previous = nil
    spare = []
    let files = writer.finish()
    try pool.finish()
    return files
  }
}
