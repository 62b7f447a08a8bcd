import Foundation
import GestureCore

/// Runs a frame sink on a thread of its own, so that sinks encode at the same time as each
/// other and as the thread that simulates and draws the frames (animated images: APNG, GIF and
/// WebP encode one frame after another, each on one core).
///
/// The sink is made on that thread by the factory given to ``init(capacity:report:making:)``,
/// with a ``FrameRenderer`` of its own: a renderer's Pango font map stays on the thread that
/// made it, and renderers on different threads draw the same pixels (the fonts are pinned;
/// `DeterminismTests` checks this). Everything the sink does (making, drawing, encoding,
/// finishing, being freed) happens on that one thread in the order of the calls, so the files
/// are the bytes the sink writes when it runs alone on the caller's thread.
///
/// At most `capacity` frames wait for the sink; ``consume(_:)`` blocks while it is full, so
/// memory stays bounded when the sink is slower than the frames. An error of the sink is
/// thrown by the next ``consume(_:)`` or by ``finish()``.
public final class ThreadedSink: FrameSink {
  /// The sink and what it reported; touched only by the worker thread, and by the caller only
  /// after the worker has ended (``WorkerPool/finish()`` orders the two).
  private final class State: @unchecked Sendable {
    var sink: (any FrameSink)?
    var written: [URL] = []
    var report: AnimationReport?
  }

  private let queue: WorkerPool
  private let state = State()
  private let reportOf: @Sendable (any FrameSink) -> AnimationReport?
  private var isFinished = false

  /// Makes the sink with `making` on a new thread and waits until it is made, so that its
  /// errors (an output directory that cannot be created, missing fonts, refused encoder
  /// settings) are thrown here, before any frame. `report` reads what the sink reports once
  /// finished (``report``); at most `capacity` frames (≥ 1) wait for the sink.
  ///
  /// - Throws: what `making` throws.
  public init(
    capacity: Int = 4, report: @escaping @Sendable (any FrameSink) -> AnimationReport?,
    making: @escaping @Sendable () throws -> any FrameSink
  ) throws {
    queue = WorkerPool(threads: 1, capacity: capacity)
    reportOf = report
    let state = self.state
    let made = Promised<Bool>()
    try queue.submit {
      do {
        state.sink = try making()
        made.fulfil(true)
      } catch {
        made.fail()
        throw error
      }
    }
    if made.wait() == nil {
      try queue.finish()
    }
  }

  deinit {
    // Without finish() (a run that failed): let the thread end once the queued frames are done.
    queue.close()
  }

  /// What the sink reported after ``finish()`` (an animated sink's ``AnimationReport``).
  public var report: AnimationReport? { isFinished ? state.report : nil }

  /// Queues `frame` for the sink, waiting while `capacity` frames wait.
  ///
  /// - Throws: the first error of the sink on an earlier frame,
  ///   ``RenderError/sinkFinished(directory:)`` after ``finish()``.
  public func consume(_ frame: Frame) throws {
    guard !isFinished else { throw RenderError.sinkFinished(directory: "<threaded sink>") }
    let state = self.state
    try queue.submit { try state.sink?.consume(frame) }
  }

  /// Lets the sink finish its frames and its file, ends the thread and returns the files the
  /// sink wrote.
  ///
  /// - Throws: the first error of the sink.
  public func finish() throws -> [URL] {
    guard !isFinished else { return state.written }
    isFinished = true
    let state = self.state
    let reportOf = self.reportOf
    try queue.submit {
      guard let sink = state.sink else { return }
      state.written = try sink.finish()
      state.report = reportOf(sink)
      // The sink and its renderer are freed on the thread that made them.
      state.sink = nil
    }
    try queue.finish()
    return state.written
  }

  /// Abandons the sink on its thread once the queued frames are done (or, when the sink
  /// stopped on an error, after its thread has ended), and waits for that: its temporary file
  /// is gone before the run reports its error. Nothing after ``finish()``.
  public func abandon() {
    guard !isFinished else { return }
    isFinished = true
    let state = self.state
    let queued = (try? queue.submit { state.sink?.abandon() }) != nil
    try? queue.finish()
    if !queued { state.sink?.abandon() }
  }
}
