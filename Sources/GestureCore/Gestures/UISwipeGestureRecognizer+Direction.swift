extension UISwipeGestureRecognizer {
  /// The directions a swipe may go, UIKit's `UISwipeGestureRecognizer.Direction` (raw values
  /// as UIKit's: right 1, left 2, up 4, down 8); several may be combined.
  public struct Direction: OptionSet, Sendable, Hashable {
    /// The bit mask.
    public let rawValue: UInt
    /// A direction set from UIKit's bit mask.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Toward +x.
    public static let right = Direction(rawValue: 1 << 0)
    /// Toward −x.
    public static let left = Direction(rawValue: 1 << 1)
    /// Toward −y (up the screen).
    public static let up = Direction(rawValue: 1 << 2)
    /// Toward +y (down the screen).
    public static let down = Direction(rawValue: 1 << 3)
  }
}
