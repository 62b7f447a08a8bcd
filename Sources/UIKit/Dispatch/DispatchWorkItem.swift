import Dispatch
import Foundation

/// A block that can be queued and cancelled, Dispatch's `DispatchWorkItem`: this module's
/// shadows Dispatch's for code that imports `UIKit`, so that the simulated main queue can run
/// it (docs/uikit-code.md, "Main-queue work and timers").
///
/// ``cancel()`` before the item starts stops it from running; cancelling a running item does
/// not stop it (Apple: "Cancellation does not affect the execution of a work item that has
/// already begun").
public final class DispatchWorkItem: @unchecked Sendable {
  private let block: @Sendable () -> Void
  private let lock = NSLock()
  private var cancelled = false

  /// An item that runs `block` (`qos` and `flags` are accepted as Dispatch's and have no
  /// effect on the simulated main queue).
  public init(
    qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
    block: @escaping @Sendable @convention(block) () -> Void
  ) {
    self.block = block
  }

  /// An item whose block uses the main actor's state; it must run on the main queue.
  @_disfavoredOverload
  public init(
    qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
    block: @escaping @MainActor () -> Void
  ) {
    let unchecked = MainActorBlock(block)
    self.block = { MainActor.assumeIsolated { unchecked.run() } }
  }

  /// Runs the block now, on the calling thread, unless the item was cancelled.
  public func perform() {
    guard !isCancelled else { return }
    block()
  }

  /// Marks the item cancelled: if it has not started, it will not run.
  public func cancel() {
    lock.withLock { cancelled = true }
  }

  /// Whether ``cancel()`` was called.
  public var isCancelled: Bool { lock.withLock { cancelled } }
}

/// A main-actor block carried through a `@Sendable` closure; only ever called on the main
/// actor (`MainActor.assumeIsolated` checks it).
struct MainActorBlock: @unchecked Sendable {
  let run: @MainActor () -> Void
  init(_ run: @escaping @MainActor () -> Void) { self.run = run }
}
