import Dispatch
import Foundation

/// Whether the calling code runs where the main actor runs: on the main thread, or on the
/// thread that serves the main dispatch queue once `dispatchMain()` has parked the main thread.
/// Swift Testing on Linux runs `@MainActor` tests there, so `Thread.isMainThread` is false for
/// them while the simulation runs on the main actor.
///
/// `print` from user code and the deallocation events check it before assuming main-actor
/// isolation (`MainActor.assumeIsolated` stops the program when the caller is not isolated).
package enum MainQueue {
  /// A key set on the main queue only, so reading it tells whether the main queue is current.
  private static let key: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  /// Whether the caller is on the main thread or the main queue.
  package static var isCurrent: Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
  }
}
