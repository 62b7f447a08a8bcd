import Foundation

/// How a keyframe animation goes from one keyframe to the next (`CAAnimationCalculationMode`).
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
  /// The mode's name, as Core Animation spells it.
  public let rawValue: String
  /// A mode.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Straight interpolation within each keyframe's interval (`linear`, the default).
  public static let linear = CAAnimationCalculationMode(rawValue: "linear")
  /// Each value held over its interval, no interpolation (`discrete`).
  public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
  /// Straight interpolation at constant speed: `keyTimes` and `timingFunctions` ignored
  /// (`paced`).
  public static let paced = CAAnimationCalculationMode(rawValue: "paced")
  /// A smooth curve through the values (`cubic`): a Catmull-Rom spline.
  public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
  /// A smooth curve at constant speed (`cubicPaced`).
  public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether an animation along a path turns its layer to follow the path
/// (`CAAnimationRotationMode`).
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
  /// The mode's name, as Core Animation spells it.
  public let rawValue: String
  /// A mode.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Turned to the path's tangent (`rotateAuto`).
  public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
  /// Turned to the path's tangent plus a half turn (`rotateAutoReverse`).
  public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// An animation through a list of values, or along a path (`CAKeyframeAnimation`).
///
/// ``keyTimes`` (fractions 0…1 of the duration, increasing, first 0 and last 1) say when each
/// value is reached; without them the values are evenly spaced. ``timingFunctions`` (one per
/// interval) shape each interval. In `.discrete` mode a value holds until the next key time
/// (Apple: `keyTimes` then has one more entry than `values`; as many entries are accepted as
/// start times). `.paced` spaces the values by their distance, `.cubic` passes a Catmull-Rom
/// spline (Kochanek–Bartels with zero tension, continuity and bias, Core Animation's default)
/// through them. With a ``path`` (for `position`), each element other than a move is one
/// keyframe interval; `.paced` moves along it at constant speed.
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
  /// The keyframe values (`values`, default `nil`), of the type the key path needs.
  open var values: [Any]?
  /// A path the layer's `position` follows, overriding ``values`` (`path`, default `nil`).
  open var path: CGPath?
  /// When each keyframe is reached, fractions 0…1 of the duration (`keyTimes`, default
  /// `nil`: evenly spaced).
  open var keyTimes: [NSNumber]?
  /// The curve of each interval between keyframes (`timingFunctions`, default `nil`: linear).
  open var timingFunctions: [CAMediaTimingFunction]?
  /// How values in between are found (`calculationMode`, default `.linear`).
  open var calculationMode: CAAnimationCalculationMode = .linear
  /// Whether the layer turns to follow ``path`` (`rotationMode`, default `nil`: it does not).
  open var rotationMode: CAAnimationRotationMode?

  override func copyAttributes(to copy: CAAnimation) {
    super.copyAttributes(to: copy)
    guard let copy = copy as? CAKeyframeAnimation else { return }
    copy.values = values
    copy.path = path
    copy.keyTimes = keyTimes
    copy.timingFunctions = timingFunctions
    copy.calculationMode = calculationMode
    copy.rotationMode = rotationMode
  }
}
