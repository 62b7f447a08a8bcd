import Foundation

extension UIView {
  /// A built-in timing curve (`UIView.AnimationCurve`, UIKit's raw values), with the control
  /// points of the matching `UIView.AnimationOptions` curves.
  public enum AnimationCurve: Int, Sendable {
    /// Slow start and end, (0.42, 0), (0.58, 1) (`easeInOut`).
    case easeInOut = 0
    /// Slow start, (0.42, 0), (1, 1) (`easeIn`).
    case easeIn = 1
    /// Slow end, (0, 0), (0.58, 1) (`easeOut`).
    case easeOut = 2
    /// Constant speed (`linear`).
    case linear = 3
    /// The software keyboard's curve, the 7 that `keyboardAnimationCurveUserInfoKey` carries.
    /// UIKit's header does not name it; on iOS the imported enum accepts any raw value, so
    /// keyboard code writes `UIView.AnimationCurve(rawValue: curve)!`, which must not trap
    /// here. An animator made with it (``UIViewPropertyAnimator/init(duration:curve:animations:)``)
    /// runs the keyboard's spring, as `UIView.animate` with this curve in its options does
    /// (docs/text-input.md). A switch over the curves needs a `default` for it, as
    /// `@unknown default` on iOS already asks.
    case _keyboard = 7

    /// The curve's Bézier. The keyboard's curve is a spring whose cubic UIKit does not publish;
    /// as a Bézier it is ease-out, (0, 0), (0.58, 1), the named curve nearest a critically
    /// damped spring's fast start and long settle.
    public var timingFunction: TimingFunction {
      if self == ._keyboard { return .easeOut }
      return UIView.AnimationOptions(rawValue: UInt(rawValue) << 16).timingFunction
    }
  }
}

/// What kind of timing a curve provider gives (`UITimingCurveType`, UIKit's raw values).
public enum UITimingCurveType: Int, Sendable {
  /// One of the built-in curves (`builtin`).
  case builtin = 0
  /// A cubic Bézier (`cubic`).
  case cubic = 1
  /// A spring (`spring`).
  case spring = 2
  /// A cubic and a spring combined (`composed`): both are given, and the animator uses the
  /// spring, as for `.spring`.
  case composed = 3
}

/// The timing of an animator's animations (`UITimingCurveProvider`): a cubic Bézier, a
/// spring, or both.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: _ObjCProtocol {
  /// The kind of timing (`timingCurveType`).
  var timingCurveType: UITimingCurveType { get }
  /// The cubic timing, for `.builtin`, `.cubic` and `.composed` (`cubicTimingParameters`).
  var cubicTimingParameters: UICubicTimingParameters? { get }
  /// The spring timing, for `.spring` and `.composed` (`springTimingParameters`).
  var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1) (`UICubicTimingParameters`).
@preconcurrency @MainActor
open class UICubicTimingParameters: UITimingCurveProvider {
  /// The built-in curve, when made from one (`animationCurve`; `.easeInOut` otherwise).
  public let animationCurve: UIView.AnimationCurve
  /// The first control point (`controlPoint1`).
  public let controlPoint1: CGPoint
  /// The second control point (`controlPoint2`).
  public let controlPoint2: CGPoint
  /// `.builtin` when made from a built-in curve, `.cubic` from control points.
  public let timingCurveType: UITimingCurveType

  /// The ease-in-ease-out curve (`init()`).
  public convenience init() { self.init(animationCurve: .easeInOut) }

  /// A built-in curve (`init(animationCurve:)`).
  public init(animationCurve curve: UIView.AnimationCurve) {
    animationCurve = curve
    let function = curve.timingFunction
    controlPoint1 = function.c1
    controlPoint2 = function.c2
    timingCurveType = .builtin
  }

  /// A curve through two control points (`init(controlPoint1:controlPoint2:)`); their x
  /// coordinates are clamped to 0…1.
  public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
    animationCurve = .easeInOut
    controlPoint1 = CGPoint(x: min(1, max(0, point1.x)), y: point1.y)
    controlPoint2 = CGPoint(x: min(1, max(0, point2.x)), y: point2.y)
    timingCurveType = .cubic
  }

  /// Itself.
  public var cubicTimingParameters: UICubicTimingParameters? { self }
  /// `nil`.
  public var springTimingParameters: UISpringTimingParameters? { nil }

  /// The curve evaluated.
  var timingFunction: TimingFunction { TimingFunction(c1: controlPoint1, c2: controlPoint2) }
}

/// A spring timing (`UISpringTimingParameters`): given by a damping ratio, which the
/// animator's duration completes into a spring that settles in that duration
/// (``SpringTiming/init(dampingRatio:duration:initialVelocity:)``), or by its physical
/// parameters, whose settling time then replaces the animator's duration.
///
/// The initial velocity is a vector of fractions of the distance per second (Apple,
/// `initialVelocity`: "normalized to the total distance of the animation"): for a view's
/// `center` the x component drives x and the y component y ("for view position animations,
/// both components of the initial velocity vector are considered"); every other property takes
/// `dx`.
@preconcurrency @MainActor
open class UISpringTimingParameters: UITimingCurveProvider {
  /// The initial velocity, fractions of the distance per second (`initialVelocity`).
  public let initialVelocity: CGVector
  /// The damping ratio, when given as one.
  let dampingRatio: Double?
  /// The physical spring, when given as one (mass, stiffness, damping).
  let physical: SpringTiming?

  /// Apple's default: damping ratio 4.56, no initial velocity (`init()`).
  public init() {
    initialVelocity = CGVector(dx: 0, dy: 0)
    dampingRatio = 4.56
    physical = nil
  }

  /// A spring of damping ratio `ratio` and no initial velocity (`init(dampingRatio:)`).
  public convenience init(dampingRatio ratio: CGFloat) {
    self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
  }

  /// A spring of damping ratio `ratio` starting at `velocity`
  /// (`init(dampingRatio:initialVelocity:)`).
  public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
    initialVelocity = velocity
    dampingRatio = Double(ratio)
    physical = nil
  }

  /// A spring of mass, stiffness and damping starting at `velocity`
  /// (`init(mass:stiffness:damping:initialVelocity:)`): the animator runs for the spring's
  /// settling time, whatever duration it was given.
  public init(
    mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector
  ) {
    initialVelocity = velocity
    dampingRatio = nil
    physical = SpringTiming(
      mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping))
  }

  /// A spring that settles in about `duration` seconds with `bounce` (−1…1), by the formulas
  /// of `CASpringAnimation(perceptualDuration:bounce:)` (`init(duration:bounce:)`, iOS 17).
  public convenience init(duration: TimeInterval, bounce: CGFloat) {
    self.init(duration: duration, bounce: bounce, initialVelocity: CGVector(dx: 0, dy: 0))
  }

  /// As ``init(duration:bounce:)``, starting at `velocity`
  /// (`init(duration:bounce:initialVelocity:)`).
  public convenience init(
    duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector
  ) {
    let d = max(0.01, duration)
    let stiffness = pow(2 * Double.pi / d, 2)
    let b = Double(bounce)
    let damping = b >= 0 ? 4 * Double.pi * (1 - b) / d : 4 * Double.pi / (d * (1 + b))
    self.init(
      mass: 1, stiffness: CGFloat(stiffness), damping: CGFloat(damping), initialVelocity: velocity)
  }

  /// `.spring`.
  public var timingCurveType: UITimingCurveType { .spring }
  /// `nil`.
  public var cubicTimingParameters: UICubicTimingParameters? { nil }
  /// Itself.
  public var springTimingParameters: UISpringTimingParameters? { self }

  /// The spring for an animator of `duration` seconds, with initial velocity `velocity`
  /// (fractions of the distance per second).
  func spring(duration: Double, velocity: Double) -> SpringTiming {
    if var physical {
      physical.initialVelocity = velocity
      return physical
    }
    let ratio = dampingRatio ?? 1
    let critical = SpringTiming(
      dampingRatio: min(1, ratio), duration: duration, initialVelocity: velocity)
    guard ratio > 1 else { return critical }
    // Over-damped: the critically damped spring's stiffness, with the damping of the ratio.
    return SpringTiming(
      mass: critical.mass, stiffness: critical.stiffness,
      damping: 2 * ratio * (critical.mass * critical.stiffness).squareRoot(),
      initialVelocity: velocity)
  }
}

extension UITimingCurveProvider {
  /// The timings of an animator of `duration` seconds for x-like (index 0) and y-like (1)
  /// components, and the duration the animator then runs for (a physical spring's settling
  /// time).
  func animatorTimings(duration: Double) -> (timings: [AnimationTiming], duration: Double) {
    if let spring = springTimingParameters,
      timingCurveType == .spring || timingCurveType == .composed
    {
      let v = spring.initialVelocity
      let x = spring.spring(duration: duration, velocity: Double(v.dx))
      let y = spring.spring(duration: duration, velocity: Double(v.dy))
      let runs = spring.physical != nil ? max(x.settlingDuration, y.settlingDuration) : duration
      return ([.spring(x), .spring(y)], runs)
    }
    let curve = cubicTimingParameters?.timingFunction ?? .easeInOut
    return ([.curve(curve), .curve(curve)], duration)
  }
}
