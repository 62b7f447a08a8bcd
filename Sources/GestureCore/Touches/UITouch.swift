import Foundation

/// One finger on the screen, UIKit's `UITouch`: the same object for the touch's whole life.
///
/// The view is chosen by hit-testing when the touch begins and stays fixed until it ends, even
/// if the finger leaves the view or the view moves to another superview (Apple, "Touches,
/// presses, and gestures"; the touch keeps its view strongly, as UIKit does).
@preconcurrency @MainActor
public final class UITouch: Hashable, @MainActor CustomStringConvertible, AssociatedObjectHost {
  /// Values attached with ``objc_setAssociatedObject(_:_:_:_:)`` (owned by the touch).
  nonisolated let associatedObjectStore = AssociatedObjectStore()

  /// A number that identifies the touch in the script and the timeline, from 0.
  public let identifier: Int
  /// The touch's current phase.
  public internal(set) var phase: UITouch.Phase
  /// When the touch last changed, in seconds of simulated time.
  public internal(set) var timestamp: Double
  /// The view hit when the touch began (nil when nothing took it).
  public internal(set) var view: UIView?
  /// The window the touch is in (weak).
  public internal(set) weak var window: UIWindow?
  /// The number of taps in a row at this place (`tapCount`): 1 for a first touch-down, 2 for
  /// the second tap of a double tap, …; 0 at the lift of a touch that was not a tap (held
  /// longer than 0.75 s or moved 45 pt or more). A touch-down counts as the next tap when it
  /// comes at most 0.35 s after the previous lift and less than 45 pt from the first
  /// touch-down of the row along each axis (UIKit's decompiled routing; see
  /// docs/gestures-and-animations.md).
  public internal(set) var tapCount: Int = 1
  /// The current location in window coordinates, points.
  var locationInWindow: CGPoint
  /// The location before the last move, in window coordinates, points.
  var previousLocationInWindow: CGPoint

  init(identifier: Int, location: CGPoint, timestamp: Double, window: UIWindow) {
    self.identifier = identifier
    self.phase = .began
    self.timestamp = timestamp
    self.window = window
    self.locationInWindow = location
    self.previousLocationInWindow = location
  }

  /// The current location in `view`'s coordinates (the window's when `nil`), points, through
  /// every transform on the way (`location(in:)`).
  public func location(in view: UIView?) -> CGPoint {
    guard let view else { return locationInWindow }
    return view.convert(locationInWindow, from: nil)
  }

  /// The location before the latest move, in `view`'s coordinates (the window's when `nil`),
  /// points (`previousLocation(in:)`).
  public func previousLocation(in view: UIView?) -> CGPoint {
    guard let view else { return previousLocationInWindow }
    return view.convert(previousLocationInWindow, from: nil)
  }

  /// Touches are compared by identity.
  nonisolated public static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }

  /// Hashes the object's identity.
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }

  /// `touch 0 began at (120, 130)`.
  public var description: String {
    "touch \(identifier) \(phase.rawValue) at \(format(locationInWindow))"
  }
}

/// `(120, 130.5)`: a point with up to two decimals, for event details and messages.
package func format(_ point: CGPoint) -> String {
  "(\(format(Double(point.x))), \(format(Double(point.y))))"
}

/// A number with up to two decimals and no trailing zeros: `120`, `130.5`, `0.33`.
package func format(_ value: Double) -> String {
  let rounded = (value * 100).rounded() / 100
  if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
  var text = String(format: "%.2f", rounded)
  while text.hasSuffix("0") { text.removeLast() }
  return text
}
