import Foundation

extension UIView {
  /// Options of a keyframe animation, UIKit's `UIView.KeyframeAnimationOptions`, with UIKit's
  /// raw values (Apple, `UIViewKeyframeAnimationOptions` in `UIView.h`).
  ///
  /// The calculation mode occupies bits 10–12 and picks the `CAAnimationCalculationMode` of the
  /// Core Animation keyframe animations UIKit builds. The curve of the whole animation is not
  /// among the documented options, but UIKit reads the curve bits of `UIView.AnimationOptions`
  /// (16–17) from the raw value: 0 there is ease-in-ease-out, what UIKit's keyframe animations
  /// show by default (the `CAKeyframeAnimation` UIKit adds has `timingFunction = easeInEaseOut`,
  /// as printed in the debugger in "Keyframe animation key time", Stack Overflow 20521214).
  public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
    /// The raw bits, as in UIKit.
    public let rawValue: UInt

    /// Options from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Lays out the animated views' subviews inside the animation, so their layout changes
    /// animate with them (`layoutSubviews`, 1 << 0).
    public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
    /// The animated views keep receiving touches (`allowUserInteraction`, 1 << 1).
    public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
    /// Start from what is on screen (`beginFromCurrentState`, 1 << 2): each property's first
    /// keyframe value is its presentation value when the animation is added.
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
    /// Repeats forever (`repeat`, 1 << 3).
    public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
    /// Runs backwards after each forward run (`autoreverse`, 1 << 4).
    public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
    /// Ignores the duration of an enclosing animation block (`overrideInheritedDuration`,
    /// 1 << 5). Keyframe animations here never inherit one, so the duration given is always
    /// the one used, with or without this option.
    public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
    /// Ignores the options of an enclosing animation block (`overrideInheritedOptions`,
    /// 1 << 7). As with ``overrideInheritedDuration``, nothing is inherited here.
    public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 7)
    /// Redraws the views' content during the animation (`allowAnimatedContent`, 1 << 8):
    /// frames here redraw every view's content each frame anyway.
    public static let allowAnimatedContent = KeyframeAnimationOptions(rawValue: 1 << 8)
    /// Straight interpolation between keyframes (`calculationModeLinear`, 0 << 10, default).
    public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
    /// Each value held until the next keyframe (`calculationModeDiscrete`, 1 << 10).
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    /// Constant speed; the keyframes' times are ignored (`calculationModePaced`, 2 << 10).
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
    /// A Catmull-Rom spline through the values (`calculationModeCubic`, 3 << 10).
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    /// The spline at constant speed; the times are ignored (`calculationModeCubicPaced`,
    /// 4 << 10).
    public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

    /// The Core Animation calculation mode of bits 10–12 (an unknown value: linear).
    public var calculationMode: CAAnimationCalculationMode {
      switch (rawValue >> 10) & 7 {
      case 1: return .discrete
      case 2: return .paced
      case 3: return .cubic
      case 4: return .cubicPaced
      default: return .linear
      }
    }

    /// The curve of the whole animation, from the `UIView.AnimationOptions` curve bits
    /// (16–17): ease-in-ease-out unless set.
    public var timingFunction: TimingFunction {
      UIView.AnimationOptions(rawValue: rawValue & (3 << 16)).timingFunction
    }
  }
}
