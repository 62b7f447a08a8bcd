import Foundation
import Synchronization

/// What a diff thread needs of its own: a text renderer for the labels (Pango contexts are not
/// shared between threads) and the memory of the last picture, reused for the next.
///
/// `@unchecked Sendable`: a workspace is used by one job at a time, handed out and taken back
/// by ``DiffWorkers`` under its lock.
final class DiffWorkspace: @unchecked Sendable {
  let renderer: FrameRenderer
  var storage: [UInt8] = []

  init() throws { renderer = try FrameRenderer(options: RenderOptions(scale: 1)) }
}

/// Runs the diff's per-frame jobs on `threads` worker threads (0: on the calling thread) and
/// hands their results back in order, so what is written does not depend on the thread count.
/// At most 2 × threads results wait to be taken, so memory stays bounded.
final class DiffWorkers: Sendable {
  private let threads: Int
  private let idle = Mutex<[DiffWorkspace]>([])

  init(threads: Int) { self.threads = max(0, threads) }

  /// `job(item, workspace)` for every item, on the workers; `consume` is called on the calling
  /// thread with each result, in the items' order.
  ///
  /// - Throws: the first error a job or `consume` threw (later jobs are skipped).
  func forEach<Item: Sendable, Result: Sendable>(
    _ items: [Item], job: @escaping @Sendable (Item, DiffWorkspace) throws -> Result,
    consume: (Result) throws -> Void
  ) throws {
    let pool = WorkerPool(threads: threads, capacity: max(1, 2 * threads))
    var closed = false
    defer { if !closed { pool.close() } }
    var waiting: [Promised<Result>] = []
    var next = 0
    func take() throws {
      guard let result = waiting[next].wait() else {
        closed = true
        try pool.finish()
        throw RenderError.cairo(operation: "a diff job", status: "no result")
      }
      // The result is not kept once consumed.
      waiting[next] = Promised()
      next += 1
      try consume(result)
    }
    for item in items {
      let promise = Promised<Result>()
      waiting.append(promise)
      try pool.submit { [self] in
        do {
          let reused = idle.withLock { $0.popLast() }
          let workspace = try reused ?? DiffWorkspace()
          defer { idle.withLock { $0.append(workspace) } }
          promise.fulfil(try job(item, workspace))
        } catch {
          promise.fail()
          throw error
        }
      }
      while waiting.count - next > max(1, 2 * threads) { try take() }
    }
    while next < waiting.count { try take() }
    closed = true
    try pool.finish()
  }
}
