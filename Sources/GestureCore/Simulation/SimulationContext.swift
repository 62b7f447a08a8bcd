import Foundation

/// What code running inside a simulation step can reach without a reference to the window:
/// the event log that `print` from user code writes to, the screen (`UIScreen.main`, whose
/// bounds a view controller's default view takes), and the text measurer a
/// label outside any window measures with.
///
/// Set by `Simulation` around each step (and by whoever builds a scene) with
/// `SimulationContext.$eventLog.withValue(log) { … }`; a task-local value, so nothing global is
/// mutated and nested or concurrent simulations each see their own.
package enum SimulationContext {
  /// The log of the simulation whose code is running, or `nil` outside one.
  @TaskLocal package static var eventLog: EventLog?
  /// The simulated device's screen, or `nil` outside a scene being built or run.
  @TaskLocal package static var screen: UIScreen?
  /// The text measurer of the scene being built or run, for labels that are in no window yet
  /// (`label.sizeToFit()` in `viewDidLoad`), or `nil` outside one or without a measurer.
  @TaskLocal package static var textMeasurer: SceneTextMeasurer?
  /// The clock and timer queue of the scene being built or run, or `nil` outside one: where
  /// `DispatchQueue.main`, `DispatchTime.now()` and `Timer` of the `UIKit` module schedule
  /// (docs/uikit-code.md, "Main-queue work and timers").
  @TaskLocal package static var scheduler: Scheduler?
  /// The graphics contexts of the scene being built or run (`UIGraphicsGetCurrentContext()`),
  /// or `nil` outside one.
  @TaskLocal package static var graphicsContexts: GraphicsContextStack?
  /// The app of the scene being built or run (`UIApplication.shared`), or `nil` outside one.
  @TaskLocal package static var application: UIApplication?
}
