import Foundation

/// A duration or a moment, seconds (`CFTimeInterval`, Core Foundation's `Double`).
public typealias CFTimeInterval = Double

/// The current time of Core Animation's clock, seconds (`CACurrentMediaTime()`): the
/// simulated time of the scene being built or run (0 when the scenario starts), 0 outside
/// one. It moves only when the simulation advances its clock, never with the wall clock.
/// Animations' and layers' `beginTime`s are measured on it.
@preconcurrency @MainActor
public func CACurrentMediaTime() -> CFTimeInterval {
  SimulationContext.scheduler?.now ?? 0
}

/// What an object with its own local time keeps (`CAMediaTiming`), adopted by ``CAAnimation``
/// and ``CALayer``. An object's local time follows its parent's (the layer's for an
/// animation, the superlayer's for a layer, ``CACurrentMediaTime()`` at the root) as
/// `t = (parentTime − beginTime) · speed + timeOffset` (Apple, CAMediaTiming.h; the formulas:
/// docs/gestures-and-animations.md, "Explicit animations").
@preconcurrency @MainActor
public protocol CAMediaTiming: AnyObject {
  /// When the object starts, in its parent's time, seconds (`beginTime`, default 0).
  var beginTime: CFTimeInterval { get set }
  /// How long one cycle lasts, seconds of the object's local time (`duration`, default 0).
  var duration: CFTimeInterval { get set }
  /// How fast local time runs against the parent's (`speed`, default 1; 0 pauses).
  var speed: Float { get set }
  /// An offset added to local time, seconds (`timeOffset`, default 0).
  var timeOffset: CFTimeInterval { get set }
  /// How many cycles run, fractions allowed (`repeatCount`, default 0: one; `.infinity`:
  /// forever).
  var repeatCount: Float { get set }
  /// How long the cycles repeat for, seconds (`repeatDuration`, default 0: unused).
  var repeatDuration: CFTimeInterval { get set }
  /// Whether each cycle plays backwards after forwards (`autoreverses`, default false).
  var autoreverses: Bool { get set }
  /// What shows outside the active time (`fillMode`, default ``CAMediaTimingFillMode/removed``).
  var fillMode: CAMediaTimingFillMode { get set }
}

/// What a timed object shows before it starts and after it ends (`CAMediaTimingFillMode`).
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
  /// The mode's name, as Core Animation spells it (`kCAFillModeForwards` is `"forwards"`).
  public let rawValue: String
  /// A mode of the given name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Nothing outside the active time (`removed`, the default).
  public static let removed = CAMediaTimingFillMode(rawValue: "removed")
  /// The final value after the end, while the animation stays on the layer (`forwards`).
  public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
  /// The first value before the start (`backwards`).
  public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
  /// Both (`both`).
  public static let both = CAMediaTimingFillMode(rawValue: "both")

  var fillsForwards: Bool { self == .forwards || self == .both }
  var fillsBackwards: Bool { self == .backwards || self == .both }
}

/// The media-timing values of one object, with the arithmetic of CAMediaTiming.h.
struct MediaTimingValues: Equatable {
  var beginTime: Double = 0
  var duration: Double = 0
  var speed: Float = 1
  var timeOffset: Double = 0
  var repeatCount: Float = 0
  var repeatDuration: Double = 0
  var autoreverses = false
  var fillMode = CAMediaTimingFillMode.removed

  /// Local time from the parent's: `(t − beginTime) · speed + timeOffset`.
  func localTime(fromParent t: Double) -> Double {
    (t - beginTime) * Double(speed) + timeOffset
  }

  /// Parent time from local time, the inverse of ``localTime(fromParent:)``, or `nil` when
  /// the speed is 0 (local time stands still).
  func parentTime(fromLocal t: Double) -> Double? {
    guard speed != 0, speed.isFinite else { return nil }
    return (t - timeOffset) / Double(speed) + beginTime
  }

  /// How long the object is active, seconds of its local time (before ``speed``): one cycle
  /// (twice the duration when it autoreverses) times `repeatCount`, or `repeatDuration` when
  /// that is set (Apple: "If both are specified the behavior is undefined": here
  /// `repeatDuration` wins); infinite for an infinite repeat count.
  func activeDuration(cycle d: Double) -> Double {
    let cycle = autoreverses ? 2 * d : d
    if repeatDuration > 0 { return repeatDuration }
    if repeatCount > 0 { return repeatCount.isInfinite ? .infinity : cycle * Double(repeatCount) }
    return cycle
  }
}

/// Where an animation is in its timeline at one moment.
enum AnimationPhase: Equatable {
  /// Before its begin time and not filling backwards, or after its end and not filling
  /// forwards: it contributes nothing.
  case inactive
  /// Contributing, at `fraction` (0…1) of its cycle before the timing function, `time`
  /// seconds into the cycle, in cycle `iteration`.
  case active(fraction: Double, time: Double, iteration: Int)
}
