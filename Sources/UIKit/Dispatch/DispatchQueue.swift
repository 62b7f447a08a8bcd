import Dispatch

/// A dispatch queue, Dispatch's `DispatchQueue`, whose ``main`` queue runs on the simulated
/// clock inside a simulation.
///
/// This module's `DispatchQueue` shadows Dispatch's for code that imports `UIKit`; the tool
/// also declares it in the user's module so that files importing `Foundation` or `Dispatch` as
/// well see this one (docs/uikit-code.md, "Main-queue work and timers").
///
/// On ``main``, inside a simulation (a scene being built or a frame being made, on the main
/// queue): `async` runs the block after the event, timer or display-link pass that queued it,
/// in the same frame, first in first out, as the main queue drains once the run loop has
/// handled its sources; `asyncAfter(deadline:)` runs the block at the deadline's simulated
/// time (the first frame at or after it shows the result); work that is not due before the
/// scenario ends does not run. Outside a simulation, and on every other queue, the calls go
/// to the real Dispatch queue (``global(qos:)`` and labelled queues run on real threads; the
/// tool never drains the real main queue, so main-queue work queued outside a simulation
/// does not run).
public final class DispatchQueue: @unchecked Sendable {
  /// The real queue.
  let queue: Dispatch.DispatchQueue
  private let isMain: Bool

  private init(_ queue: Dispatch.DispatchQueue, isMain: Bool) {
    self.queue = queue
    self.isMain = isMain
  }

  /// The main queue: on the simulated clock inside a simulation.
  public static let main = DispatchQueue(.main, isMain: true)

  /// A real global concurrent queue of quality of service `qos`.
  public static func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue {
    DispatchQueue(.global(qos: qos), isMain: false)
  }

  /// A new real queue (`DispatchQueue(label:qos:attributes:)`): serial unless `attributes`
  /// has `.concurrent`.
  public convenience init(
    label: String, qos: DispatchQoS = .unspecified,
    attributes: Dispatch.DispatchQueue.Attributes = []
  ) {
    self.init(Dispatch.DispatchQueue(label: label, qos: qos, attributes: attributes), isMain: false)
  }

  /// The queue's label (`com.apple.main-thread` for ``main``, as Dispatch names it).
  public var label: String { queue.label }

  /// Runs `work` later: on ``main`` inside a simulation, after the current event, timer or
  /// display-link pass, in the same frame.
  public func async(
    group: DispatchGroup? = nil, qos: DispatchQoS = .unspecified,
    flags: DispatchWorkItemFlags = [],
    execute work: @escaping @Sendable @convention(block) () -> Void
  ) {
    if isMain, group == nil, SimulatedMainQueue.withScheduler({ $0.enqueueOnMainQueue(work) }) {
      return
    }
    queue.async(group: group, qos: qos, flags: flags, execute: work)
  }

  /// Runs `work`, which uses the main actor's state (`self.view.isHidden = true`), later on
  /// the main queue. Called on another queue it still runs on the main queue.
  @_disfavoredOverload
  public func async(
    group: DispatchGroup? = nil, qos: DispatchQoS = .unspecified,
    flags: DispatchWorkItemFlags = [], execute work: @escaping @MainActor () -> Void
  ) {
    let unchecked = MainActorBlock(work)
    DispatchQueue.main.async(group: group, qos: qos, flags: flags) {
      MainActor.assumeIsolated { unchecked.run() }
    }
  }

  /// Runs `workItem` later unless it is cancelled first.
  public func async(execute workItem: DispatchWorkItem) {
    async { workItem.perform() }
  }

  /// Runs `work` at `deadline`: on ``main`` inside a simulation, at the deadline's simulated
  /// time (a deadline already past runs after the current pass, as `async` does).
  public func asyncAfter(
    deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
    execute work: @escaping @Sendable @convention(block) () -> Void
  ) {
    guard deadline != .distantFuture else { return }
    if isMain,
      SimulatedMainQueue.withScheduler({ scheduler in
        let delay = deadline.seconds - scheduler.now
        if delay <= Scheduler.tolerance {
          scheduler.enqueueOnMainQueue(work)
        } else {
          scheduler.schedule(after: delay, work)
        }
      })
    {
      return
    }
    let delay = deadline.seconds - DispatchTime.now().seconds
    queue.asyncAfter(
      deadline: Dispatch.DispatchTime.now() + max(0, delay), qos: qos, flags: flags, execute: work)
  }

  /// Runs `work`, which uses the main actor's state, at `deadline` on the main queue.
  @_disfavoredOverload
  public func asyncAfter(
    deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
    execute work: @escaping @MainActor () -> Void
  ) {
    let unchecked = MainActorBlock(work)
    DispatchQueue.main.asyncAfter(deadline: deadline, qos: qos, flags: flags) {
      MainActor.assumeIsolated { unchecked.run() }
    }
  }

  /// Runs `workItem` at `deadline` unless it is cancelled first.
  public func asyncAfter(deadline: DispatchTime, execute workItem: DispatchWorkItem) {
    asyncAfter(deadline: deadline) { workItem.perform() }
  }

  /// Runs `work` on the queue and waits for it. On ``main`` called from the main queue it
  /// stops the program, as libdispatch does ("dispatch_sync called on queue already owned by
  /// current thread"), instead of hanging.
  public func sync<T>(execute work: () throws -> T) rethrows -> T {
    if isMain && MainQueue.isCurrent {
      preconditionFailure(
        "DispatchQueue.main.sync called on the main queue, which it already runs (a deadlock on iOS)"
      )
    }
    return try queue.sync(execute: work)
  }
}
