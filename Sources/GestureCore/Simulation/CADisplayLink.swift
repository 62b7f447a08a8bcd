import Foundation

/// A callback run once per frame, just before the frame is laid out and captured, UIKit's
/// `CADisplayLink`. Scroll views drive deceleration, bounce and animated offsets with one.
///
/// The simulation's run loop (its ``Scheduler``) keeps an added link alive, as the run loop
/// retains a `CADisplayLink`, until it is invalidated. A link made with
/// ``init(target:selector:)`` keeps its target too (Apple: "the newly constructed display link
/// retains the target"), so invalidating it is what breaks the cycle, as on iOS.
@preconcurrency @MainActor
public final class CADisplayLink {
  private let callback: (CADisplayLink) -> Void
  /// The time of the frame being prepared, seconds (`timestamp`).
  public private(set) var timestamp: Double = 0
  /// Whether the link has been removed from its run loop.
  public private(set) var isInvalidated = false
  /// Whether callbacks are suspended (`isPaused`); a paused link stays added.
  public var isPaused = false
  private weak var scheduler: Scheduler?

  /// A link that calls `callback` once per frame after it is added to a window.
  package init(_ callback: @escaping (CADisplayLink) -> Void) {
    self.callback = callback
  }

  /// A link that sends `sel` to `target` once per frame after it is added to the main run
  /// loop (`init(target:selector:)`); the method takes the link or nothing. The link retains
  /// `target` until it is invalidated.
  public convenience init(target: Any, selector sel: Selector) {
    let object = target as AnyObject
    self.init { link in
      ObjectiveCRuntime.sendAction(sel, to: object, from: link, event: nil)
    }
  }

  /// Starts calling back once per frame of `window` (`add(to:forMode:)`).
  package func add(to window: UIWindow) {
    add(to: window.scheduler)
  }

  /// Starts calling back once per frame, before the frame's layout (`add(to:forMode:)`, with
  /// `RunLoop.main` and any mode: the simulation has one run loop and one mode). Outside a
  /// simulation nothing is added.
  public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
    guard let scheduler = SimulationContext.scheduler else { return }
    add(to: scheduler)
  }

  /// Stops calling back from `runloop` (`remove(from:forMode:)`): the link is let go, as
  /// ``invalidate()`` does.
  public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
    scheduler?.displayLinks.removeAll { $0 === self }
    scheduler = nil
  }

  /// Starts calling back once per frame of `scheduler`'s simulation.
  package func add(to scheduler: Scheduler) {
    guard !isInvalidated, !scheduler.displayLinks.contains(where: { $0 === self }) else { return }
    self.scheduler = scheduler
    scheduler.displayLinks.append(self)
  }

  /// Stops the callbacks and lets the run loop release the link (`invalidate()`).
  public func invalidate() {
    isInvalidated = true
    scheduler?.displayLinks.removeAll { $0 === self }
    scheduler = nil
  }

  func fire(at time: Double) {
    guard !isInvalidated, !isPaused else { return }
    timestamp = time
    callback(self)
  }
}

extension UIWindow {
  /// Calls every display link once for the frame at `time`, in the order they were added.
  /// Links added during the pass wait for the next frame.
  func runDisplayLinks(at time: Double) {
    for link in scheduler.displayLinks { link.fire(at: time) }
  }
}
