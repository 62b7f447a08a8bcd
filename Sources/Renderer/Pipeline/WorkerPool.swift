import Foundation

/// Runs jobs on a fixed number of worker threads, first in first out, with at most `capacity`
/// jobs queued or running: ``submit(_:)`` blocks while the pool is full, so a fast producer
/// cannot pile up work (and memory). With 0 threads every job runs inline in ``submit(_:)``.
///
/// `@unchecked Sendable`: every stored property is read and written only while `condition` is
/// locked.
final class WorkerPool: @unchecked Sendable {
  /// A unit of work. Jobs must not depend on jobs submitted after them (a job may wait for an
  /// earlier one: FIFO order guarantees the earlier one has started).
  typealias Job = @Sendable () throws -> Void

  private let condition = NSCondition()
  private var queue: [Job] = []
  private var pending = 0
  private var firstError: (any Error)?
  private var isClosed = false
  private var liveThreads = 0
  private let capacity: Int
  private let threadCount: Int

  /// A pool of `threads` workers (0: run inline) holding at most `capacity` jobs (≥ 1).
  init(threads: Int, capacity: Int) {
    threadCount = max(0, threads)
    self.capacity = max(1, capacity)
    liveThreads = threadCount
    for _ in 0..<threadCount {
      let thread = Thread { [self] in work() }
      thread.stackSize = 1 << 20
      thread.start()
    }
  }

  /// Queues `job`, waiting while `capacity` jobs are queued or running.
  ///
  /// - Throws: the first error an earlier job threw (the job is then not queued).
  func submit(_ job: @escaping Job) throws {
    if threadCount == 0 {
      try job()
      return
    }
    condition.lock()
    defer { condition.unlock() }
    while pending >= capacity && firstError == nil { condition.wait() }
    if let firstError { throw firstError }
    queue.append(job)
    pending += 1
    condition.broadcast()
  }

  /// Lets the threads stop once the queued jobs are done, without waiting for them (for an owner
  /// going away without ``finish()``, e.g. after an error).
  func close() {
    condition.lock()
    isClosed = true
    condition.broadcast()
    condition.unlock()
  }

  /// Waits for every queued job, stops the threads and rethrows the first error a job threw.
  ///
  /// - Throws: the first error of any job.
  func finish() throws {
    condition.lock()
    defer { condition.unlock() }
    isClosed = true
    condition.broadcast()
    while liveThreads > 0 { condition.wait() }
    if let firstError { throw firstError }
  }

  private func work() {
    condition.lock()
    while true {
      while queue.isEmpty && !isClosed { condition.wait() }
      if queue.isEmpty {
        liveThreads -= 1
        condition.broadcast()
        condition.unlock()
        return
      }
      // At most `capacity` jobs wait, so removing from the front is cheap, and a finished job
      // (with the pixels it captured) is released at once.
      let job = queue.removeFirst()
      let skip = firstError != nil
      condition.unlock()
      var failure: (any Error)?
      if !skip {
        do { try job() } catch { failure = error }
      }
      condition.lock()
      if let failure, firstError == nil { firstError = failure }
      pending -= 1
      condition.broadcast()
    }
  }
}

/// A value one job produces and later jobs wait for: set once with ``fulfil(_:)`` or
/// ``fail()``.
///
/// `@unchecked Sendable`: `result` is read and written only while `condition` is locked.
final class Promised<Value: Sendable>: @unchecked Sendable {
  private let condition = NSCondition()
  private var result: Value??

  /// Sets the value and wakes the waiters.
  func fulfil(_ value: Value) { set(value) }

  /// Records that the value will never come (its job failed).
  func fail() { set(nil) }

  /// Waits for the value; nil when its job failed.
  func wait() -> Value? {
    condition.lock()
    defer { condition.unlock() }
    while result == nil { condition.wait() }
    return result!
  }

  private func set(_ value: Value?) {
    condition.lock()
    result = .some(value)
    condition.broadcast()
    condition.unlock()
  }
}
