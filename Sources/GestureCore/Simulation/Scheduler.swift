/// The simulation's clock and timer queue: UIKit's run loop as far as time goes.
///
/// Time is simulated: it moves only when the simulation advances it, never with the wall
/// clock, so the same input gives the same timeline. Timers fire in order of their fire time,
/// ties in order of scheduling (a long press's `minimumPressDuration` timer, an animation's
/// delay).
@preconcurrency @MainActor
public final class Scheduler {
  /// The current simulated time, in seconds since the scenario started.
  public private(set) var now: Double = 0
  private var timers: [(id: Int, fireTime: Double, action: () -> Void)] = []
  private var nextID = 0
  /// Blocks given to the main dispatch queue, in the order they were queued.
  private var mainQueue: [() -> Void] = []
  /// The open Core Animation transactions of this run loop (``CATransaction``).
  package lazy var transactions = TransactionStack(scheduler: self)
  /// The layers holding explicit animations (`CALayer.add(_:forKey:)`), made on first use.
  package lazy var animatedLayers = AnimatedLayerRegistry()
  /// The app's notification center in this simulation (the `UIKit` module's
  /// `NotificationCenter.default`), made on first use.
  package var notificationCenter: AnyObject?
  /// The display links added to this run loop, called once per frame in the order added.
  var displayLinks: [CADisplayLink] = []
  /// The pending `perform(_:with:afterDelay:)` requests, for cancelling them by target.
  var delayedPerforms: [DelayedPerformRequest] = []

  /// A scheduler at time 0.
  public init() {}

  /// Runs `action` once `delay` seconds from now; returns a token for `cancel(_:)`.
  @discardableResult
  public func schedule(after delay: Double, _ action: @escaping () -> Void) -> Int {
    nextID += 1
    timers.append((nextID, now + Swift.max(0, delay), action))
    return nextID
  }

  /// Cancels a timer that has not fired; does nothing for an unknown or fired token.
  public func cancel(_ token: Int) {
    timers.removeAll { $0.id == token }
  }

  /// The fire time of the earliest pending timer, seconds.
  var nextFireTime: Double? { timers.map(\.fireTime).min() }

  /// Fires, in order, every timer due at or before `time`, setting `now` to each timer's fire
  /// time as it runs, and finally to `time`. Timers scheduled by a firing timer run too when
  /// due.
  func advance(to time: Double) {
    while let next = timers.enumerated()
      .filter({ $0.element.fireTime <= time + Scheduler.tolerance })
      .min(by: { ($0.element.fireTime, $0.element.id) < ($1.element.fireTime, $1.element.id) })
    {
      timers.remove(at: next.offset)
      now = Swift.max(now, next.element.fireTime)
      next.element.action()
      drainMainQueue()
    }
    now = Swift.max(now, time)
  }

  /// Queues `work` on the simulated main dispatch queue (`DispatchQueue.main.async`): it runs
  /// at the next ``drainMainQueue()``, after the event, timer or display-link pass that queued
  /// it, in the same frame.
  package func enqueueOnMainQueue(_ work: @escaping () -> Void) {
    mainQueue.append(work)
  }

  /// Runs, first in first out, the main-queue blocks queued before the call; blocks they
  /// queue wait for the next drain, as libdispatch's main-queue drain stops at the tail it
  /// found when it started (so a block that requeues itself runs once per drain, never in a
  /// loop).
  package func drainMainQueue() {
    let due = mainQueue
    mainQueue.removeAll()
    for work in due { work() }
  }

  /// Times closer than this (seconds) are the same instant: frame times are computed as
  /// `index / fps` and input times by the same formula, and must compare equal.
  package nonisolated static let tolerance = 1e-9

  /// Whether at least `duration` seconds of simulated time lie between `start` and `end`
  /// (seconds), with the clock's ``tolerance``: `end − start ≥ duration − 1e-9`.
  ///
  /// Simulated times are sums and products of binary fractions (`index / fps`, a step's start
  /// plus its duration), so a rest from 0.6 s to 0.7 s computes as 0.09999999999999998 s; a
  /// plain `>= 0.1` would call it shorter than 100 ms. Every duration threshold of the core
  /// compares through here. The tolerance is a millionth of a 1/1000 s step, far below any
  /// frame interval, so no real difference is lost.
  nonisolated static func hasElapsed(_ duration: Double, from start: Double, to end: Double)
    -> Bool
  {
    end - start >= duration - tolerance
  }
}
