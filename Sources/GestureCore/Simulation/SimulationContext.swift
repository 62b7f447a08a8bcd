import Foundation

/// What code running inside a simulation step can reach without a reference to the window:
/// the event log that `print` from user code writes to, the screen's bounds that a view
/// controller's default view takes (UIKit's `UIScreen.main.bounds`), and the text measurer a
/// label outside any window measures with.
///
/// Set by `Simulation` around each step (and by whoever builds a scene) with
/// ``bind(eventLog:screenBounds:textMeasurer:_:)``; task-local values, so nothing global is
/// mutated and nested or concurrent simulations each see their own.
package enum SimulationContext {
  /// The log of the simulation whose code is running, or `nil` outside one.
  @TaskLocal package static var eventLog: EventLog?
  /// The simulated screen's bounds in points, or `nil` outside a scene being built or run.
  @TaskLocal package static var screenBounds: CGRect?
  /// The text measurer of the scene being built or run, for labels that are in no window yet
  /// (`label.sizeToFit()` in `viewDidLoad`), or `nil` outside one or without a measurer.
  @TaskLocal package static var textMeasurer: SceneTextMeasurer?
  /// The task that bound the values (its identity), or `nil` when they were bound outside any
  /// task (then the binding belongs to the binding thread alone).
  @TaskLocal private static var bindingTask: Int?

  /// Runs `body`, a simulation step or a scene build, with the values bound and the current
  /// task recorded as the one running it.
  package static func bind<Result>(
    eventLog: EventLog, screenBounds: CGRect, textMeasurer: SceneTextMeasurer?,
    _ body: () -> Result
  ) -> Result {
    $bindingTask.withValue(currentTask) {
      $eventLog.withValue(eventLog) {
        $screenBounds.withValue(screenBounds) {
          $textMeasurer.withValue(textMeasurer, operation: body)
        }
      }
    }
  }

  /// Whether the code running now is the step or scene build that bound the values, and so
  /// runs on the main actor: the same task (or no task on the binding thread). A task the step
  /// started inherits the values but may run elsewhere, so it is not. Nonisolated code that
  /// reaches the event log synchronously (`print`, `deinit`) checks this before assuming the
  /// main actor; the main thread alone is not the test (Swift Testing runs the main actor on
  /// another thread on Linux).
  package nonisolated static var isInBindingCode: Bool {
    eventLog != nil && bindingTask == currentTask
  }

  /// The current task's identity, `nil` outside any task.
  private nonisolated static var currentTask: Int? {
    withUnsafeCurrentTask { $0?.hashValue }
  }
}
