/// A callback run once per frame, just before the frame is laid out and captured, UIKit's
/// `CADisplayLink`. Scroll views drive deceleration, bounce and animated offsets with one.
///
/// The window keeps an added link alive (as the run loop retains a `CADisplayLink`) until it is
/// invalidated; the callback should capture its owner weakly.
@preconcurrency @MainActor
public final class CADisplayLink {
  private let callback: (CADisplayLink) -> Void
  /// The time of the frame being prepared, seconds.
  public private(set) var timestamp: Double = 0
  /// Whether the link has been removed from its window.
  public private(set) var isInvalidated = false
  private weak var window: UIWindow?

  /// A link that calls `callback` once per frame after it is added to a window.
  package init(_ callback: @escaping (CADisplayLink) -> Void) {
    self.callback = callback
  }

  /// Starts calling back once per frame of `window` (`add(to:forMode:)`).
  package func add(to window: UIWindow) {
    guard !isInvalidated else { return }
    self.window = window
    window.displayLinks.append(self)
  }

  /// Stops the callbacks and lets the window release the link (`invalidate()`).
  public func invalidate() {
    isInvalidated = true
    window?.displayLinks.removeAll { $0 === self }
    window = nil
  }

  func fire(at time: Double) {
    guard !isInvalidated else { return }
    timestamp = time
    callback(self)
  }
}

extension UIWindow {
  /// Calls every display link once for the frame at `time`, in the order they were added.
  /// Links added during the pass wait for the next frame.
  func runDisplayLinks(at time: Double) {
    for link in displayLinks { link.fire(at: time) }
  }
}
