import Foundation

/// A set of touches that changed at one instant, UIKit's `UIEvent` of type `.touches`.
@MainActor
public final class UIEvent: AssociatedObjectHost {
  /// Values attached with ``objc_setAssociatedObject(_:_:_:_:)`` (owned by the event).
  nonisolated let associatedObjectStore = AssociatedObjectStore()

  /// When the event happened, in seconds of simulated time.
  public let timestamp: Double
  /// Every touch that is part of the event, down or just ended (`allTouches`).
  public let allTouches: Set<UITouch>

  init(timestamp: Double, touches: Set<UITouch>) {
    self.timestamp = timestamp
    self.allTouches = touches
  }

  /// The event's touches delivered to `view` (`touches(for:)`).
  public func touches(for view: UIView) -> Set<UITouch> {
    allTouches.filter { $0.view === view }
  }
}
