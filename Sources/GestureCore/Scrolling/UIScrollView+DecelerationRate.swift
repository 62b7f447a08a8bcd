extension UIScrollView {
  /// The fraction of a scroll view's velocity kept per millisecond after the finger lifts,
  /// UIKit's `UIScrollView.DecelerationRate` (`Deceleration` has the motion it drives).
  public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    /// The fraction, 0 < rawValue < 1.
    public var rawValue: CGFloat

    /// A rate from its fraction per millisecond.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }

    /// The default, 0.998 (Apple's constant `UIScrollViewDecelerationRateNormal`).
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// A quicker stop, 0.99 (`UIScrollViewDecelerationRateFast`).
    public static let fast = DecelerationRate(rawValue: 0.99)
  }
}
