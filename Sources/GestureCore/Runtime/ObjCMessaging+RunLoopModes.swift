import Foundation

/// The run-loop-mode and main-thread variants of delayed messaging (`NSDelayedPerforming`,
/// `NSThreadPerformAdditions`).
///
/// The simulation has one run loop, the main one, always running in every mode: there is no
/// tracking mode while a finger scrolls (on iOS a request in the default mode waits until a
/// scroll view stops tracking; here it runs on time, a documented difference, see
/// docs/uikit-code.md).
extension _ObjCProtocol {
  /// Sends `aSelector` with `anArgument` after `delay` seconds of the simulated clock in the
  /// run loop modes `modes` (`perform(_:with:afterDelay:inModes:)`): as
  /// ``perform(_:with:afterDelay:)``, as every mode runs here. An empty `modes` schedules
  /// nothing (Apple: the array must contain at least one mode, and the method returns without
  /// performing the selector otherwise).
  @preconcurrency @MainActor
  public func perform(
    _ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval,
    inModes modes: [RunLoop.Mode]
  ) {
    guard !modes.isEmpty else { return }
    perform(aSelector, with: anArgument, afterDelay: delay)
  }

  /// Sends `aSelector` with `arg` on the main thread
  /// (`performSelector(onMainThread:with:waitUntilDone:)`). User code runs on the main thread
  /// here, so with `wait` true the message is sent at once (Apple: "If the current thread is
  /// also the main thread, and you specify true for this parameter, the message is delivered
  /// and processed immediately"); with `wait` false it is queued on the main run loop and sent
  /// after the event, timer or frame pass that queued it, as `DispatchQueue.main.async` is.
  /// Outside a simulation a queued message is never sent.
  @preconcurrency @MainActor
  public func performSelector(
    onMainThread aSelector: Selector, with arg: Any?, waitUntilDone wait: Bool
  ) {
    performSelector(
      onMainThread: aSelector, with: arg, waitUntilDone: wait, modes: [RunLoop.Mode.common.rawValue]
    )
  }

  /// As ``performSelector(onMainThread:with:waitUntilDone:)`` in the run loop modes `array`
  /// (`performSelector(onMainThread:with:waitUntilDone:modes:)`; the variant without `modes` is
  /// this one with the common modes). A `nil` or empty array sends nothing (Apple's parameter
  /// description: the array must hold at least one mode, else the method returns without
  /// performing the selector).
  @preconcurrency @MainActor
  public func performSelector(
    onMainThread aSelector: Selector, with arg: Any?, waitUntilDone wait: Bool,
    modes array: [String]?
  ) {
    guard let array, !array.isEmpty else { return }
    let receiver = messageReceiver
    if wait {
      _ = ObjectiveCRuntime.send(receiver, aSelector, [arg])
      return
    }
    guard let scheduler = SimulationContext.scheduler else { return }
    let runtime = ObjectiveCRuntime.current
    scheduler.enqueueOnMainQueue { [receiver] in
      ObjectiveCRuntime.$current.withValue(runtime) {
        _ = ObjectiveCRuntime.send(receiver, aSelector, [arg])
      }
    }
  }
}
