extension UIGestureRecognizer {
  /// The states of a gesture recognizer, UIKit's `UIGestureRecognizer.State`, with its raw
  /// values (Apple, "About the gesture recognizer state machine").
  ///
  /// Discrete gestures (a tap) go `possible → recognized` or `possible → failed`; continuous
  /// ones (a pan, a long press) go `possible → began → changed* → ended | cancelled`, or
  /// `possible → failed`. After an end state the runtime resets the recognizer to `possible`.
  public enum State: Int, Sendable, Equatable, CustomStringConvertible {
    /// Not recognized yet; the default.
    case possible = 0
    /// A continuous gesture started.
    case began = 1
    /// A continuous gesture changed.
    case changed = 2
    /// A continuous gesture ended, or a discrete one was recognized.
    case ended = 3
    /// A continuous gesture was cancelled.
    case cancelled = 4
    /// The touches are not this gesture.
    case failed = 5

    /// A discrete gesture was recognized: the same state as `ended` (raw value 3).
    public static let recognized = State.ended

    /// `possible`, `began`, `changed`, `ended`, `cancelled`, `failed`.
    public var description: String {
      switch self {
      case .possible: return "possible"
      case .began: return "began"
      case .changed: return "changed"
      case .ended: return "ended"
      case .cancelled: return "cancelled"
      case .failed: return "failed"
      }
    }

    /// Whether the recognizer is done with its touches: ended, cancelled or failed.
    package var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }

    /// Whether a continuous gesture is in progress: began or changed.
    package var isActive: Bool { self == .began || self == .changed }

    /// Where a continuous gesture goes when its value changes: began from possible, changed
    /// while in progress; any other state stays (Apple, "Implementing a continuous gesture
    /// recognizer").
    package var afterChange: Self {
      switch self {
      case .possible: return .began
      case .began, .changed: return .changed
      default: return self
      }
    }

    /// Where a continuous gesture goes when its touches end (`end` is `.ended`) or are cancelled
    /// (`.cancelled`): there when in progress, else it fails.
    package func finished(_ end: Self) -> Self { isActive ? end : .failed }
  }
}
