/// What code running inside a simulation step can reach without a reference to the window:
/// the event log that `print` from user code writes to.
///
/// Set by `Simulation` around each step (and by whoever builds a scene) with
/// `SimulationContext.$eventLog.withValue(log) { … }`; a task-local value, so nothing global is
/// mutated and nested or concurrent simulations each see their own.
package enum SimulationContext {
  /// The log of the simulation whose code is running, or `nil` outside one.
  @TaskLocal package static var eventLog: EventLog?
}
