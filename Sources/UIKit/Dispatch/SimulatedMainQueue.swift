import Dispatch
import GestureCore

/// The simulation's main queue and clock as this module's `DispatchQueue`, `DispatchTime` and
/// `Timer` reach them: the scheduler of the scene being built or run, when the caller is on the
/// main queue inside one (`SimulationContext.scheduler`), else `nil`.
enum SimulatedMainQueue {
  /// The simulated time in seconds, or `nil` outside a simulation or off the main queue.
  static var now: Double? {
    guard MainQueue.isCurrent else { return nil }
    return MainActor.assumeIsolated { SimulationContext.scheduler?.now }
  }

  /// Runs `body` with the current simulation's scheduler; returns `false` (and does not call
  /// `body`) outside a simulation or off the main queue.
  static func withScheduler(_ body: @MainActor (Scheduler) -> Void) -> Bool {
    guard MainQueue.isCurrent else { return false }
    return MainActor.assumeIsolated {
      guard let scheduler = SimulationContext.scheduler else { return false }
      body(scheduler)
      return true
    }
  }
}
