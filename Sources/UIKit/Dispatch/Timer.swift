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
  /// The object given when the timer was made (`userInfo`), or `nil`.
  public let userInfo: Any?
  private let block: @MainActor (Timer) -> Void
  /// Seconds to the first firing, and between firings of a repeating timer.
  private let interval: TimeInterval
  private var valid = true
  private var token: Int?
  private weak var scheduler: Scheduler?
  private var foundationTimer: Foundation.Timer?

  private init(
    interval: TimeInterval, repeats: Bool, userInfo: Any? = nil,
    block: @escaping @MainActor (Timer) -> Void
  ) {
    let interval = interval > 0 ? interval : 0.0001
    self.interval = interval
    self.timeInterval = repeats ? interval : 0
    self.userInfo = userInfo
    self.block = block
  }

  /// A timer that is not scheduled yet (`init(timeInterval:repeats:block:)`): add it to the
  /// main run loop (`RunLoop.main.add(timer, forMode: .common)`) to start it.
  public convenience init(
    timeInterval interval: TimeInterval, repeats: Bool,
    block: @escaping @MainActor (Timer) -> Void
  ) {
    self.init(interval: interval, repeats: repeats, block: block)
  }

  /// A timer that is not scheduled yet and sends `aSelector` to `target` when it fires
  /// (`init(timeInterval:target:selector:userInfo:repeats:)`); the method takes the timer or
  /// nothing. The timer keeps `target` until it is invalidated, as Foundation's does.
  public convenience init(
    timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
    userInfo: Any?, repeats yesOrNo: Bool
  ) {
    // The timer and its block run on the main actor only.
    nonisolated(unsafe) let target = aTarget as AnyObject
    self.init(interval: ti, repeats: yesOrNo, userInfo: userInfo) { timer in
      ObjectiveCRuntime.sendAction(aSelector, to: target, from: timer, event: nil)
    }
  }

  /// A timer on the main run loop that sends `aSelector` to `target` after `ti` seconds, and
  /// every `ti` seconds after that when it repeats
  /// (`scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`); see
  /// ``scheduledTimer(withTimeInterval:repeats:block:)`` for when it fires.
  @discardableResult
  public class func scheduledTimer(
    timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
    userInfo: Any?, repeats yesOrNo: Bool
  ) -> Timer {
    let timer = Timer(
      timeInterval: ti, target: aTarget, selector: aSelector, userInfo: userInfo,
      repeats: yesOrNo)
    timer.start()
    return timer
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
    let timer = Timer(interval: interval, repeats: repeats, block: block)
    timer.start()
    return timer
  }

  /// Schedules the timer on the simulated clock inside a simulation, else as a Foundation
  /// timer on the current run loop; a timer already started or invalidated is left alone.
  func start() {
    guard valid, token == nil, foundationTimer == nil else { return }
    let interval = self.interval
    let simulated = SimulatedMainQueue.withScheduler { scheduler in
      self.scheduler = scheduler
      self.schedule(on: scheduler, at: scheduler.now + interval, interval: interval)
    }
    if !simulated {
      foundationTimer = Foundation.Timer.scheduledTimer(
        withTimeInterval: interval, repeats: timeInterval > 0
      ) { [weak self] _ in self?.fire() }
    }
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

extension RunLoop {
  /// Starts `timer` (`add(_:forMode:)`): on the simulated clock inside a simulation, whatever
  /// the run loop and mode (the simulation has one of each). Adding a started timer again does
  /// nothing.
  public func add(_ timer: Timer, forMode mode: RunLoop.Mode) {
    timer.start()
  }
}
