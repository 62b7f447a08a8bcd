import Foundation

/// A set of touches that changed at one instant, UIKit's `UIEvent` of type `.touches`.
///
/// The window makes one event per instant at which fingers change (Apple, "Touches, presses,
/// and gestures") and sends it to the touched views' recognizers and responders. Optionality
/// follows UIKit: `allTouches` and `touches(for:)` are optional, `nil` never being returned
/// here for a touch event.
@preconcurrency @MainActor
public final class UIEvent: AssociatedObjectHost {
  /// Values attached with ``objc_setAssociatedObject(_:_:_:_:)`` (owned by the event).
  nonisolated let associatedObjectStore = AssociatedObjectStore()

  /// The kinds of event (`UIEvent.EventType`, UIKit's raw values); the simulation makes
  /// touch events only.
  public enum EventType: Int, Sendable {
    /// Touches on the screen.
    case touches = 0
    /// Device motion (shake).
    case motion = 1
    /// Remote-control commands.
    case remoteControl = 2
    /// Physical button presses.
    case presses = 3
  }

  /// The kind of event: always `.touches` (`type`).
  public var type: EventType { .touches }
  /// When the event happened, in seconds of simulated time (`timestamp`).
  public let timestamp: TimeInterval
  /// The touches of the event, down or just ended or cancelled (the storage of `allTouches`).
  let touchSet: Set<UITouch>

  init(timestamp: TimeInterval, touches: Set<UITouch>) {
    self.timestamp = timestamp
    self.touchSet = touches
  }

  /// Every touch that is part of the event, down or just ended (`allTouches`).
  public var allTouches: Set<UITouch>? { touchSet }

  /// The event's touches that began in `view` (`touches(for:)`): each touch keeps the view it
  /// was first delivered to.
  public func touches(for view: UIView) -> Set<UITouch>? {
    touchSet.filter { $0.view === view }
  }

  /// The event's touches in `window` (`touches(for:)`).
  public func touches(for window: UIWindow) -> Set<UITouch>? {
    touchSet.filter { $0.window === window }
  }

  /// The event's touches that `gesture` is tracking (`touches(for:)`).
  public func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
    touchSet.filter { touch in gesture.trackedTouches.contains { $0 === touch } }
  }
}

/// Events are equal only to themselves: UIKit's `UIEvent` inherits `NSObject`, whose `==` is
/// `isEqual(_:)`, identity unless a class overrides it. So `event == lastEvent` works as on iOS.
extension UIEvent: Hashable {
  /// Whether `lhs` and `rhs` are the same object.
  nonisolated public static func == (lhs: UIEvent, rhs: UIEvent) -> Bool { lhs === rhs }

  /// Hashes the object's identity.
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
