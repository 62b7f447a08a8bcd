import Foundation
import GestureCore

/// A timer on the main run loop, Foundation's `Timer`, that fires on the simulated clock
/// inside a simulation.
///
/// This module's `Timer` shadows Foundation's for code that imports `UIKit` (and the tool
/// declares it in the user's module, docs/uikit-code.md, "Main-queue work and timers").
/// ``scheduledTimer(withTimeInterval:repeats:block:)`` called inside a simulation fires at
/// `t₀ + interval`, then, when it repeats, at `t₀ + n · interval` (a repeating timer is
/// scheduled from its scheduled fire times, not from when it ran, as Apple documents), at those
/// exact simulated times; the first frame at or after a fire time shows what it changed. A
/// timer fires before the frame's display links and layout (the run loop serves its timers
/// before the display's callback). Outside a simulation the call makes a real Foundation timer
/// on the current run loop.
public final class Timer: @unchecked Sendable {
  /// Seconds between firings of a repeating timer; 0 for a timer that does not repeat (as
  /// Foundation reports it).
  public let timeInterval: TimeInterval
  private let block: @MainActor (Timer) -> Void
  private var valid = true
  private var token: Int?
  private weak var scheduler: Scheduler?
  private var foundationTimer: Foundation.Timer?

  private init(timeInterval: TimeInterval, block: @escaping @MainActor (Timer) -> Void) {
    self.timeInterval = timeInterval
    self.block = block
  }

  /// A timer that calls `block` after `interval` seconds, and every `interval` seconds after
  /// that when `repeats`; an interval ≤ 0 is 0.0001 s, as Foundation documents.
  ///
  /// Foundation declares `block` `@Sendable`; here it is `@MainActor`, as a timer on the main
  /// run loop runs it there, so that it can use the main actor's state (`label.text = …`).
  /// Every closure that is `@Sendable` converts to it.
  @discardableResult
  public class func scheduledTimer(
    withTimeInterval interval: TimeInterval, repeats: Bool,
    block: @escaping @MainActor (Timer) -> Void
  ) -> Timer {
    let interval = interval > 0 ? interval : 0.0001
    let timer = Timer(timeInterval: repeats ? interval : 0, block: block)
    let simulated = SimulatedMainQueue.withScheduler { scheduler in
      timer.scheduler = scheduler
      timer.schedule(on: scheduler, at: scheduler.now + interval, interval: interval)
    }
    if !simulated {
      timer.foundationTimer = Foundation.Timer.scheduledTimer(
        withTimeInterval: interval, repeats: repeats
      ) { [weak timer] _ in timer?.fire() }
    }
    return timer
  }

  @preconcurrency @MainActor
  private func schedule(on scheduler: Scheduler, at time: Double, interval: Double) {
    token = scheduler.schedule(after: time - scheduler.now) { [self] in
      token = nil
      guard valid else { return }
      if timeInterval > 0 {
        schedule(on: scheduler, at: time + interval, interval: interval)
      }
      fire()
    }
  }

  /// Whether the timer can still fire: `false` after ``invalidate()`` and after a
  /// non-repeating timer has fired.
  public var isValid: Bool { valid }

  /// Calls the block now. A timer that does not repeat is then invalidated; a repeating one
  /// keeps its schedule (Apple: "firing a repeating timer doesn't interrupt its regular
  /// firing schedule").
  public func fire() {
    guard valid else { return }
    MainActor.assumeIsolated { block(self) }
    if timeInterval == 0 { invalidate() }
  }

  /// Stops the timer: it never fires again, and the run loop lets it go.
  public func invalidate() {
    valid = false
    foundationTimer?.invalidate()
    foundationTimer = nil
    if let token, let scheduler {
      MainActor.assumeIsolated { scheduler.cancel(token) }
    }
    token = nil
  }
}
