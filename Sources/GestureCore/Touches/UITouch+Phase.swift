extension UITouch {
  /// The phase of a touch, UIKit's `UITouch.Phase` (the subset a finger on glass produces).
  /// The raw values are the names, which the timeline writes (UIKit's are integers).
  public enum Phase: String, Sendable, Equatable, Codable {
    /// The finger touched the screen.
    case began
    /// The finger moved.
    case moved
    /// The finger is down and has not moved since the last event.
    case stationary
    /// The finger lifted.
    case ended
    /// The system cancelled the touch (an incoming call, an alert, a recognizer that took it).
    case cancelled
  }
}
