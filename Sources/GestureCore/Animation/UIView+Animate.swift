import Foundation

extension UIView {
  /// Animates the changes that `animations` makes to animatable properties (`center`,
  /// `bounds`/`frame`, `transform`, `alpha`) along a Bézier curve
  /// (`animate(withDuration:delay:options:animations:completion:)`).
  ///
  /// As in UIKit, each property set inside the block takes its new *model* value at once (a
  /// read right after the block returns the final value; hit-testing uses it), while the
  /// screen (``presentation``) moves from the old value to the new one over `duration` seconds
  /// starting `delay` seconds from now, along the curve the options select (ease-in-out by
  /// default: `CAMediaTimingFunction` control points, docs/gestures-and-animations.md). The
  /// keyboard's curve, 7 in the curve bits (`options: .init(rawValue: curve << 16)` with the
  /// curve of a keyboard notification), runs the keyboard's spring for its settling duration
  /// instead (docs/text-input.md).
  /// Animations overlap additively (``Animator/Blending``). Views being animated ignore
  /// new touches unless the options contain `.allowUserInteraction`.
  ///
  /// `completion` runs once, from the window's clock, when the animations end
  /// (`finished == true`) or are removed (`false`). A `duration` ≤ 0 makes the changes without
  /// animating them (Apple); then, and when the block animated nothing, the completion runs on
  /// the next turn of the clock after `delay`, with `true`. Views outside a window change
  /// without animation, and a block that touched no view in a window completes at once.
  ///
  /// - Parameters:
  ///   - duration: seconds.
  ///   - delay: seconds before the animations start; meanwhile the old values stay on screen.
  public static func animate(
    withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [],
    animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    if options.isKeyboardCurve, duration > 0 {
      // The keyboard's curve 7 (`keyboardAnimationCurveUserInfoKey`): its spring, for as long
      // as it takes to settle, so the views move with the keyboard (docs/text-input.md).
      let spring = SoftwareKeyboard.spring
      run(
        duration: spring.settlingDuration, delay: delay, options: options,
        timing: .spring(spring), animations: animations, completion: completion)
      return
    }
    run(
      duration: duration, delay: delay, options: options,
      timing: .curve(options.timingFunction), animations: animations, completion: completion)
  }

  /// Animates with a spring whose motion settles in `duration` seconds
  /// (`animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:
  /// animations:completion:)`).
  ///
  /// `dampingRatio` 1 approaches the target without oscillating; smaller values oscillate
  /// more. `velocity` is the initial speed in fractions of the whole distance per second
  /// (Apple: "a value of 1 corresponds to the total animation distance traversed in one
  /// second"). The spring is the one ``SpringTiming/init(dampingRatio:duration:initialVelocity:)``
  /// derives (mass 1, stiffness from the duration); the option's curve is ignored.
  ///
  /// - Parameters:
  ///   - duration: seconds; the spring is removed and the completion runs at its end.
  ///   - delay: seconds before the animations start.
  public static func animate(
    withDuration duration: Double, delay: Double = 0, usingSpringWithDamping dampingRatio: Double,
    initialSpringVelocity velocity: Double, options: AnimationOptions = [],
    animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    let spring = SpringTiming(
      dampingRatio: dampingRatio, duration: duration, initialVelocity: velocity)
    run(
      duration: duration, delay: delay, options: options, timing: .spring(spring),
      animations: animations, completion: completion)
  }

  /// Animates with a spring given by its physical parameters (`CASpringAnimation`'s `mass`,
  /// `stiffness`, `damping`, `initialVelocity`), running for its settling duration
  /// (``SpringTiming/settlingDuration``).
  ///
  /// - Parameters:
  ///   - delay: seconds before the animations start.
  package static func animate(
    withSpring spring: SpringTiming, delay: Double = 0, options: AnimationOptions = [],
    animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    run(
      duration: spring.settlingDuration, delay: delay, options: options,
      timing: .spring(spring), animations: animations, completion: completion)
  }

  /// Runs `actions` with no animation even inside an animations block
  /// (`performWithoutAnimation(_:)`).
  public static func performWithoutAnimation(_ actions: () -> Void) {
    AnimationTransaction.$current.withValue(nil) { actions() }
  }

  private static func run(
    duration: Double, delay: Double, options: AnimationOptions, timing: AnimationTiming,
    animations: () -> Void, completion: ((Bool) -> Void)?
  ) {
    let group = AnimationGroup(completion: completion)
    // With a duration ≤ 0 the transaction only notes the window, for the completion.
    let transaction = AnimationTransaction(
      delay: delay, duration: duration, options: options, timing: timing, group: group)
    AnimationTransaction.$current.withValue(transaction) { animations() }
    guard group.created == 0, let completion = group.completion else { return }
    group.completion = nil
    guard let window = group.window else {
      // No window, no clock: the handler runs now.
      completion(true)
      return
    }
    window.scheduler.schedule(after: max(0, delay)) { completion(true) }
  }

  /// Called by the animatable property setters: inside an animations block, adds an animation
  /// from `old` (components) to the property's new model value.
  func propertyDidChange(_ property: AnimatableProperty, from old: [Double]) {
    guard let transaction = AnimationTransaction.current else { return }
    guard let window else { return }
    if let keyframes = transaction.keyframes {
      keyframes.recorder.note(property, of: self, in: window, from: old, span: keyframes)
      return
    }
    if let collector = transaction.collector {
      collector.note(property, of: self, from: old)
      return
    }
    if transaction.group.window == nil { transaction.group.window = window }
    guard transaction.duration > 0 else { return }
    window.animator.add(property, of: self, from: old, transaction: transaction)
  }
}
