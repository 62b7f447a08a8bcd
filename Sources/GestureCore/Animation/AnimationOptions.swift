import Foundation

extension UIView {
  /// Options of a block animation, UIKit's `UIView.AnimationOptions`, with UIKit's raw values.
  ///
  /// The curve occupies bits 16–17: `curveEaseInOut` is 0 there, so an empty option set means
  /// ease-in-out, UIKit's default (Apple, `UIView.AnimationOptions`; Chameleon's
  /// `UIViewAnimationGroup` falls back to ease-in-out the same way).
  public struct AnimationOptions: OptionSet, Sendable, Hashable {
    /// The raw bits, as in UIKit.
    public let rawValue: UInt

    /// Options from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The animated views keep receiving new touches while the animation runs
    /// (`allowUserInteraction`, 1 << 1). Without it, "user interactions are temporarily disabled
    /// for all views involved in the animation" (Apple, `isUserInteractionEnabled`).
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Start from the value on screen rather than the model value (`beginFromCurrentState`,
    /// 1 << 2). With additive blending (iOS 8 and later, the default) the start is seamless
    /// anyway; it matters with ``Animator/Blending/replace``.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Slow start and end, cubic Bézier (0.42, 0), (0.58, 1) (`curveEaseInOut`, 0 << 16).
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// Slow start, (0.42, 0), (1, 1) (`curveEaseIn`, 1 << 16).
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Slow end, (0, 0), (0.58, 1) (`curveEaseOut`, 2 << 16).
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Constant speed (`curveLinear`, 3 << 16).
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// The timing function the curve bits select (`CAMediaTimingFunction` control points).
    public var timingFunction: TimingFunction {
      switch (rawValue >> 16) & 3 {
      case 1: return .easeIn
      case 2: return .easeOut
      case 3: return .linear
      default: return .easeInOut
      }
    }

    /// The curve's name for timelines: `easeInOut`, `easeIn`, `easeOut` or `linear`.
    public var curveName: String {
      switch (rawValue >> 16) & 3 {
      case 1: return "easeIn"
      case 2: return "easeOut"
      case 3: return "linear"
      default: return "easeInOut"
      }
    }
  }
}
