import Foundation
import GestureCore

/// Writes each frame as a PNG, `frame-0000.png`, `frame-0001.png`, … (named by
/// ``GestureCore/Frame/index``, see ``FrameFileName``) into a directory, each file atomically.
///
/// Frames are drawn on the calling thread (the renderer's Pango font map stays on one thread),
/// each redrawing only the part of its content that differs from the frame before
/// (``ContentCanvas``), and encoded and written by `jobs` worker threads, at most `2 × jobs` frames in flight, so
/// memory does not grow with the number of frames. A frame whose pixels equal the previous
/// frame's is not encoded again: the previous file's bytes are written under the new name; in
/// other frames, bands of rows equal to the previous frame's reuse its deflated bands
/// (``FramePNGWriter``). The files do not depend on `jobs`.
public final class PNGSequenceSink: FrameSink {
  /// The renderer frames are drawn with.
  public let renderer: FrameRenderer
  /// How many threads encode and write (1: the calling thread does everything).
  public let jobs: Int
  private var writer: FrameFileWriter
  private let pool: WorkerPool
  private let timings: PipelineTimings?
  private var previous: (pixels: SharedPixels, encoded: Promised<EncodedFrame>)?
  /// Pixel memory of earlier frames that every job is done with, reused for drawing.
  private let memory: PixelMemoryPool
  /// The last frame's content, so that each frame redraws only what changed.
  public let canvas = ContentCanvas()
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
    // Frames in flight, the previous frame and the one being drawn.
    memory = PixelMemoryPool(capacity: 2 * self.jobs + 2)
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
    var storage = memory.take()
    let pixels = SharedPixels(
      try timings.measure(.draw) {
        try renderer.renderPixels(frame, reusing: &storage, canvas: canvas)
      },
      returningTo: memory)
    let url = writer.url(for: frame.index)
    let timings = self.timings
    let encoded: Promised<EncodedFrame>
    if let previous, previous.pixels.buffer.hasSamePixels(as: pixels.buffer) {
      encoded = previous.encoded
      reusedFrameCount += 1
      timings?.countReusedFrame()
      try pool.submit {
        guard let frame = encoded.wait() else { return }  // the frame it copies failed and threw
        try timings.measure(.write) { try AtomicFile.write(frame.png, to: url) }
      }
    } else {
      encoded = Promised<EncodedFrame>()
      let writerKind = renderer.options.pngWriter
      let before = previous
      try pool.submit {
        let frame: EncodedFrame
        do {
          // Bands equal to the previous frame's are taken from it: waiting for an earlier job
          // is safe, the pool starts jobs in order.
          frame = try PNGEncoding.encode(
            pixels.buffer, writer: writerKind,
            after: before.map { before in (before.pixels.buffer, { before.encoded.wait() }) },
            timings: timings)
        } catch {
          encoded.fail()
          throw error
        }
        encoded.fulfil(frame)
        try timings.measure(.write) { try AtomicFile.write(frame.png, to: url) }
      }
    }
    previous = (pixels, encoded)
    writer.record(url)
  }

  /// Waits for the queued frames and returns the PNG files written, in order. Later frames are
  /// refused.
  ///
  /// - Throws: the first encoding or writing error of a queued frame.
  public func finish() throws -> [URL] {
    guard !writer.isFinished else { return writer.finish() }
    previous = nil
    let files = writer.finish()
    try pool.finish()
    return files
  }
}
