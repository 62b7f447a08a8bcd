import Foundation

/// The messages an animation sends its delegate (`CAAnimationDelegate`); both are optional
/// (empty defaults). Sent from the scene's clock, and recorded on the timeline as
/// `animation.didStart` and `animation.didStop` events.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: _ObjCProtocol {
  /// The animation started: its begin time was reached on the layer's timeline
  /// (`animationDidStart(_:)`).
  func animationDidStart(_ anim: CAAnimation)
  /// The animation ended (`finished` true: it reached the end of its active duration) or was
  /// removed from its layer before that (`finished` false) (`animationDidStop(_:finished:)`).
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
  // Each default sends the message to a method of the delegate's class that the protocol's
  // witness does not reach (one declared in a subclass of the adopting class), as
  // Objective-C messaging does on iOS; without one it does nothing.

  /// Does nothing.
  public func animationDidStart(_ anim: CAAnimation) {
    forwardToSubclass("animationDidStart:", [anim], default: ())
  }
  /// Does nothing.
  public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    forwardToSubclass("animationDidStop:finished:", [anim, flag], default: ())
  }
}

/// An explicit animation, Core Animation's abstract `CAAnimation`: the timing every kind
/// shares (``CAMediaTiming``), its curve, its delegate and whether it leaves its layer when
/// it ends. Added to a layer with ``CALayer/add(_:forKey:)``, which adds a copy.
///
/// The model value of the animated property never changes: the layer's presentation
/// (``CALayer/presentation()``, and what frames draw) shows the animated value while the
/// animation is active or fills (docs/gestures-and-animations.md, "Explicit animations").
@preconcurrency @MainActor
open class CAAnimation: _ObjCProtocol, CAMediaTiming {
  /// The media timing (``CAMediaTiming``).
  var timing = MediaTimingValues()

  /// When the animation starts, seconds of its layer's time (`beginTime`, default 0: when it
  /// is added, the layer's current time, which the added copy then holds). Set it to
  /// `layer.convertTime(CACurrentMediaTime(), from: nil) + delay` to delay it.
  open var beginTime: CFTimeInterval {
    get { timing.beginTime }
    set { timing.beginTime = newValue }
  }
  /// How long one cycle lasts, seconds (`duration`, default 0: when added, the current
  /// transaction's animation duration, 0.25 s unless set).
  open var duration: CFTimeInterval {
    get { timing.duration }
    set { timing.duration = newValue }
  }
  /// How fast the animation's time runs against its layer's (`speed`, default 1).
  open var speed: Float {
    get { timing.speed }
    set { timing.speed = newValue }
  }
  /// Seconds added to the animation's local time (`timeOffset`, default 0).
  open var timeOffset: CFTimeInterval {
    get { timing.timeOffset }
    set { timing.timeOffset = newValue }
  }
  /// How many cycles run (`repeatCount`, default 0: one; `.infinity`: forever).
  open var repeatCount: Float {
    get { timing.repeatCount }
    set { timing.repeatCount = newValue }
  }
  /// How long the cycles repeat for, seconds (`repeatDuration`, default 0: unused).
  open var repeatDuration: CFTimeInterval {
    get { timing.repeatDuration }
    set { timing.repeatDuration = newValue }
  }
  /// Whether each cycle runs backwards after running forwards (`autoreverses`, default
  /// false); a cycle then lasts twice ``duration``.
  open var autoreverses: Bool {
    get { timing.autoreverses }
    set { timing.autoreverses = newValue }
  }
  /// What shows before the start and after the end (`fillMode`, default `.removed`). The
  /// final value stays on screen after the end only with `.forwards` (or `.both`) and
  /// ``isRemovedOnCompletion`` false.
  open var fillMode: CAMediaTimingFillMode {
    get { timing.fillMode }
    set { timing.fillMode = newValue }
  }

  /// The curve progress follows over each cycle (`timingFunction`, default `nil`: linear,
  /// Apple: "A nil value indicates linear pacing"). Springs ignore it.
  open var timingFunction: CAMediaTimingFunction?
  /// Whether the animation leaves its layer when its active duration ends
  /// (`isRemovedOnCompletion`, default true).
  open var isRemovedOnCompletion = true
  /// The object told when the animation starts and stops (`delegate`, default `nil`). Held
  /// strongly, as Core Animation does.
  open var delegate: (any CAAnimationDelegate)?

  /// Values set with ``setValue(_:forKey:)`` under keys that name no property.
  var customValues: [String: Any] = [:]

  /// An animation with the default timing (`init()`).
  public required init() {}

  /// Sets the value of `key` (`setValue(_:forKey:)`). Core Animation's classes are
  /// key-value coding containers (Apple, *Core Animation Programming Guide*, "Key-Value Coding
  /// Extensions"): a key naming one of the media-timing properties sets it, any other key
  /// keeps the value with the animation (and its copies), as code does to tell its
  /// animations apart in `animationDidStop(_:finished:)`.
  open func setValue(_ value: Any?, forKey key: String) {
    let number = value.flatMap(AnimatedValue.number)
    switch key {
    case "duration" where number != nil: duration = number!
    case "beginTime" where number != nil: beginTime = number!
    case "timeOffset" where number != nil: timeOffset = number!
    case "repeatDuration" where number != nil: repeatDuration = number!
    case "speed" where number != nil: speed = Float(number!)
    case "repeatCount" where number != nil: repeatCount = Float(number!)
    default: customValues[key] = value
    }
  }

  /// The value of `key` (`value(forKey:)`): a media-timing property, or what
  /// ``setValue(_:forKey:)`` kept, `nil` for a key never set.
  open func value(forKey key: String) -> Any? {
    switch key {
    case "duration": return duration
    case "beginTime": return beginTime
    case "timeOffset": return timeOffset
    case "repeatDuration": return repeatDuration
    case "speed": return speed
    case "repeatCount": return repeatCount
    default: return customValues[key]
    }
  }

  /// A new animation (`animation()`, Objective-C's class constructor).
  open class func animation() -> Self { Self.init() }

  /// A copy with the same settings (`copy()`); ``CALayer/add(_:forKey:)`` adds one.
  open func copy() -> Any {
    let copy = type(of: self).init()
    copyAttributes(to: copy)
    return copy
  }

  /// Copies what this class declares to `copy`; subclasses add theirs.
  func copyAttributes(to copy: CAAnimation) {
    copy.timing = timing
    copy.timingFunction = timingFunction
    copy.isRemovedOnCompletion = isRemovedOnCompletion
    copy.delegate = delegate
    copy.customValues = customValues
  }

  /// The duration once added: 0 or less takes `fallback` (the transaction's duration).
  func resolveDurations(fallback: Double) {
    if !(timing.duration > 0) { timing.duration = fallback }
  }

  /// What the animation is called on timelines: its kind and key path.
  var timelineName: String { String(describing: type(of: self)) }
}

/// An animation of one property of its layer, named by a key path (`CAPropertyAnimation`):
/// `position.x`, `transform.rotation.z`, `strokeEnd` … (the list:
/// docs/gestures-and-animations.md, "Explicit animations"). An unknown key path animates
/// nothing and records an `animation.unsupported` warning.
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
  /// The animated property (`keyPath`, default `nil`).
  open var keyPath: String?
  /// Whether the animated value is added to the value the layer would show without it
  /// (`isAdditive`, default false): `fromValue: 0, toValue: 10` on `position.x` then moves
  /// 10 pt right of wherever the layer is.
  open var isAdditive = false
  /// Whether each repeat starts where the previous one ended (`isCumulative`, default false).
  open var isCumulative = false
  /// Turns the scalar or vector values into a transform (`valueFunction`, default `nil`):
  /// `CAValueFunction(name: .rotateZ)` on `transform` animates angles beyond a half turn.
  open var valueFunction: CAValueFunction?

  /// An animation of `path` (`init(keyPath:)`).
  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }

  override func copyAttributes(to copy: CAAnimation) {
    super.copyAttributes(to: copy)
    guard let copy = copy as? CAPropertyAnimation else { return }
    copy.keyPath = keyPath
    copy.isAdditive = isAdditive
    copy.isCumulative = isCumulative
    copy.valueFunction = valueFunction
  }

  override var timelineName: String { "\(super.timelineName) \(keyPath ?? "nil")" }
}

/// An animation between two values of a property (`CABasicAnimation`). Which values, by
/// Apple's rules: `from`→`to`; `from`→`from + by`; `to − by`→`to`; `from`→the value the
/// layer shows without the animation; that value→`to`; that value→that value `+ by`. With
/// none set it animates nothing.
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
  /// The start value (`fromValue`): an `NSNumber`/`CGFloat`/`Double`/`Float`, an `NSValue`
  /// (`NSValue(cgPoint:)` …) or the struct itself, a `CGColor`, a `CGPath`, a
  /// `CATransform3D`, a `[CGColor]`, as the key path needs.
  open var fromValue: Any?
  /// The end value (`toValue`).
  open var toValue: Any?
  /// The change from the start (`byValue`).
  open var byValue: Any?

  override func copyAttributes(to copy: CAAnimation) {
    super.copyAttributes(to: copy)
    guard let copy = copy as? CABasicAnimation else { return }
    copy.fromValue = fromValue
    copy.toValue = toValue
    copy.byValue = byValue
  }
}

/// A basic animation whose progress follows a damped spring (`CASpringAnimation`): mass,
/// stiffness, damping and initial velocity, the model of ``SpringTiming``. The progress at
/// `t` seconds into a cycle is `1 − x(t)` of the oscillator (which overshoots below
/// critical damping); ``duration`` still decides when the animation ends, so it is usually
/// set to ``settlingDuration``.
@preconcurrency @MainActor
open class CASpringAnimation: CABasicAnimation {
  /// The spring's parameters.
  var spring = SpringTiming()

  /// The mass of the object on the spring (`mass`, default 1; must be greater than 0).
  open var mass: CGFloat {
    get { CGFloat(spring.mass) }
    set { spring.mass = newValue > 0 ? Double(newValue) : spring.mass }
  }
  /// The spring constant (`stiffness`, default 100; greater than 0).
  open var stiffness: CGFloat {
    get { CGFloat(spring.stiffness) }
    set { spring.stiffness = newValue > 0 ? Double(newValue) : spring.stiffness }
  }
  /// The damping coefficient (`damping`, default 10; 0 or more).
  open var damping: CGFloat {
    get { CGFloat(spring.damping) }
    set { spring.damping = max(0, Double(newValue)) }
  }
  /// The initial velocity, in distances per second toward the target (`initialVelocity`,
  /// default 0).
  open var initialVelocity: CGFloat {
    get { CGFloat(spring.initialVelocity) }
    set { spring.initialVelocity = Double(newValue) }
  }
  /// Whether a damping ratio above 1 is kept (`allowsOverdamping`, default false: iOS 17
  /// clamps the ratio to 1). Kept and honoured: without it the spring is evaluated with the
  /// damping of ratio 1.
  open var allowsOverdamping = false

  /// How long the spring takes to come to rest, seconds (`settlingDuration`): the time after
  /// which it stays within 0.001 of the distance of the target
  /// (``SpringTiming/settlingDuration``).
  open var settlingDuration: CFTimeInterval { effectiveSpring.settlingDuration }

  /// A spring that settles in about `perceptualDuration` seconds with `bounce` (−1…1: 0 no
  /// overshoot, higher more) (`init(perceptualDuration:bounce:)`, iOS 17), by the
  /// formulas of SwiftUI's `Spring(duration:bounce:)` (mass 1): stiffness `(2π / d)²`,
  /// damping `4π(1 − bounce) / d` for bounce ≥ 0 and `4π / (d(1 + bounce))` below.
  public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
    self.init()
    let d = perceptualDuration > 0 ? perceptualDuration : 0.5
    let b = min(1, max(-1, Double(bounce)))
    spring.mass = 1
    spring.stiffness = pow(2 * Double.pi / d, 2)
    spring.damping = b >= 0 ? 4 * Double.pi * (1 - b) / d : 4 * Double.pi / (d * (1 + b))
    duration = settlingDuration
  }

  /// The spring evaluated: the damping capped at critical unless overdamping is allowed.
  var effectiveSpring: SpringTiming {
    var s = spring
    if !allowsOverdamping {
      s.damping = min(s.damping, 2 * (s.mass * s.stiffness).squareRoot())
    }
    return s
  }

  override func copyAttributes(to copy: CAAnimation) {
    super.copyAttributes(to: copy)
    guard let copy = copy as? CASpringAnimation else { return }
    copy.spring = spring
    copy.allowsOverdamping = allowsOverdamping
  }
}

/// Animations run together on one layer, timed in the group's local time
/// (`CAAnimationGroup`): each child's begin time is counted from the group's start, and a
/// child is cut off where the group's duration ends.
@preconcurrency @MainActor
open class CAAnimationGroup: CAAnimation {
  /// The animations (`animations`, default `nil`).
  open var animations: [CAAnimation]?

  override func copyAttributes(to copy: CAAnimation) {
    super.copyAttributes(to: copy)
    guard let copy = copy as? CAAnimationGroup else { return }
    copy.animations = animations?.map { $0.copy() as! CAAnimation }
  }

  override func resolveDurations(fallback: Double) {
    super.resolveDurations(fallback: fallback)
    for child in animations ?? [] { child.resolveDurations(fallback: fallback) }
  }
}

/// A function turning an animation's numbers into a transform (`CAValueFunction`), for
/// animations of `transform`: angles in radians, scales, translations in points.
@preconcurrency @MainActor
open class CAValueFunction: _ObjCProtocol {
  /// Which function (`name`).
  public let name: CAValueFunctionName

  /// The function of `name` (`init(name:)`).
  public init(name: CAValueFunctionName) { self.name = name }

  /// The transform for `v` (one number, or three for `scale` and `translate`).
  func transform(_ v: [Double]) -> CATransform3D {
    let x = v.first ?? 0
    let three = v.count >= 3 ? (v[0], v[1], v[2]) : (x, x, x)
    switch name {
    case .rotateX: return CATransform3DMakeRotation(x, 1, 0, 0)
    case .rotateY: return CATransform3DMakeRotation(x, 0, 1, 0)
    case .rotateZ: return CATransform3DMakeRotation(x, 0, 0, 1)
    case .scale: return CATransform3DMakeScale(three.0, three.1, three.2)
    case .scaleX: return CATransform3DMakeScale(x, 1, 1)
    case .scaleY: return CATransform3DMakeScale(1, x, 1)
    case .scaleZ: return CATransform3DMakeScale(1, 1, x)
    case .translate:
      return CATransform3DMakeTranslation(three.0, three.1, v.count >= 3 ? three.2 : 0)
    case .translateX: return CATransform3DMakeTranslation(x, 0, 0)
    case .translateY: return CATransform3DMakeTranslation(0, x, 0)
    case .translateZ: return CATransform3DMakeTranslation(0, 0, x)
    default: return CATransform3DIdentity
    }
  }
}

/// The names of ``CAValueFunction``s (`CAValueFunctionName`).
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
  /// The name as Core Animation spells it.
  public let rawValue: String
  /// A name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A rotation about x, radians.
  public static let rotateX = CAValueFunctionName(rawValue: "rotateX")
  /// A rotation about y, radians.
  public static let rotateY = CAValueFunctionName(rawValue: "rotateY")
  /// A rotation about z, radians.
  public static let rotateZ = CAValueFunctionName(rawValue: "rotateZ")
  /// A scale: one number for all axes, or three.
  public static let scale = CAValueFunctionName(rawValue: "scale")
  /// A scale of x.
  public static let scaleX = CAValueFunctionName(rawValue: "scaleX")
  /// A scale of y.
  public static let scaleY = CAValueFunctionName(rawValue: "scaleY")
  /// A scale of z.
  public static let scaleZ = CAValueFunctionName(rawValue: "scaleZ")
  /// A translation: three numbers, points (two: z is 0).
  public static let translate = CAValueFunctionName(rawValue: "translate")
  /// A translation along x, points.
  public static let translateX = CAValueFunctionName(rawValue: "translateX")
  /// A translation along y, points.
  public static let translateY = CAValueFunctionName(rawValue: "translateY")
  /// A translation along z, points.
  public static let translateZ = CAValueFunctionName(rawValue: "translateZ")
}
