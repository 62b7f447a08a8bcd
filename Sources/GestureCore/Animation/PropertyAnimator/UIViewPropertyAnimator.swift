import Foundation

/// An animator of view properties that can be paused, scrubbed, reversed and resumed
/// (`UIViewPropertyAnimator`).
///
/// ## The model
/// The animation blocks run when the animator becomes active (``startAnimation()``,
/// ``pauseAnimation()``, or setting ``fractionComplete``), or at once when added to an active
/// animator. As with `UIView.animate`, every property a block sets (`center`,
/// `bounds`/`frame`, `transform`, `alpha`) takes its new model value at once; what is drawn is
/// `model + (from − to)·(1 − p)`, added to any other animation of the property, where `p` is
/// the animator's progress (``PropertyAnimatorPacing``) at its fraction complete `x`:
///
/// - running, `x` moves by `1/duration` per second (toward 0 when reversed) and `p` follows
///   the timing curve, `p = C(x)`;
/// - paused, `x` holds; setting ``fractionComplete`` moves it, and `p = x` when
///   ``scrubsLinearly`` (the default), `p = C(x)` otherwise (Apple, `scrubsLinearly`);
/// - resumed from a point off the curve (after a linear scrub) or with
///   ``continueAnimation(withTimingParameters:durationFactor:)``, `p` goes from where it is to
///   its end along the timing over the remaining time.
///
/// A block added while the animator is active runs "only for the remaining time"
/// (Apple, `duration`), and one added with a delay factor `d` starts `d` of the remaining
/// time later; either ends with the others.
///
/// At the end (`x` reaching 1, or 0 when reversed) the animator becomes inactive and calls
/// its completions in the order added with `.end` (or `.start`, when the model values are first
/// set back to the start values), unless ``pausesOnCompletion`` keeps it active and paused
/// without calling them. ``stopAnimation(_:)`` sets the model values to what is drawn.
///
/// Programmer errors UIKit raises an exception for stop the run with UIKit's message:
/// ``finishAnimation(at:)`` outside the stopped state, starting a stopped animator, pausing or
/// stopping a non-interruptible one, changing ``isInterruptible`` or
/// ``isUserInteractionEnabled`` on an active one.
///
/// Hit-testing uses the views' model values, as for block animations
/// (``isManualHitTestingEnabled`` therefore changes nothing here: docs/gestures-and-animations.md).
@preconcurrency @MainActor
open class UIViewPropertyAnimator: UIViewImplicitlyAnimating {
  /// The timing (`timingParameters`).
  public let timingParameters: UITimingCurveProvider?
  /// The duration of the main animations, seconds (`duration`); for a spring given by its
  /// mass, stiffness and damping, its settling time.
  public let duration: TimeInterval
  /// The delay given to the last ``startAnimation(afterDelay:)``, seconds (`delay`).
  open private(set) var delay: TimeInterval = 0
  /// Whether the animated views receive touches while the animator is active
  /// (`isUserInteractionEnabled`, default true).
  open var isUserInteractionEnabled = true {
    willSet { requireInactive("isUserInteractionEnabled") }
  }
  /// Whether the code hit-tests the animated views itself (`isManualHitTestingEnabled`,
  /// default false). Hit-testing uses model values either way here.
  open var isManualHitTestingEnabled = false
  /// Whether the animator can be paused and stopped (`isInterruptible`, default true).
  open var isInterruptible = true {
    willSet { requireInactive("interruptible") }
  }
  /// Whether scrubbing a paused animator moves its views linearly (`scrubsLinearly`, default
  /// true) rather than along its curve.
  open var scrubsLinearly = true
  /// Whether the animator stays active and paused at its end without calling its completions
  /// (`pausesOnCompletion`, default false).
  open var pausesOnCompletion = false
  /// The state (`state`).
  open private(set) var state: UIViewAnimatingState = .inactive

  /// The timings of x-like and y-like components, from ``timingParameters``.
  let timings: [AnimationTiming]
  private var pacing: PropertyAnimatorPacing
  private var pending: [(block: () -> Void, delayFactor: Double)] = []
  private var completions: [(UIViewAnimatingPosition) -> Void] = []
  /// The views' tracks, while active.
  private(set) var tracks: [PropertyAnimatorTrack] = []
  /// The fraction complete at ``anchorTime``, and how it moves.
  private var anchorFraction = 0.0
  private var anchorTime = 0.0
  private var running = false
  private var reversed = false
  /// Fraction per second while running (positive; the direction is ``isReversed``).
  private var rate = 0.0
  private var endTimer: Int?
  /// The clock, once active.
  private weak var scheduler: Scheduler?
  /// The windows whose animators draw the tracks.
  private var windows: [WeakWindow] = []

  // MARK: Creating

  /// An animator of `duration` seconds with `parameters`' timing
  /// (`init(duration:timingParameters:)`), inactive.
  public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
    timingParameters = parameters
    let resolved = parameters.animatorTimings(duration: max(0, duration))
    timings = resolved.timings
    self.duration = resolved.duration
    pacing = .curve(timings: timings, seconds: resolved.duration)
  }

  /// An animator along a built-in curve (`init(duration:curve:animations:)`). With the
  /// keyboard's curve (``UIView/AnimationCurve/_keyboard``, raw value 7) it runs the keyboard's
  /// spring for as long as that takes to settle, whatever `duration` says, so views animated
  /// with a keyboard notification's curve move with the keyboard.
  public convenience init(
    duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil
  ) {
    let spring = SoftwareKeyboard.spring
    let parameters: UITimingCurveProvider =
      curve == ._keyboard
      ? UISpringTimingParameters(
        mass: CGFloat(spring.mass), stiffness: CGFloat(spring.stiffness),
        damping: CGFloat(spring.damping),
        initialVelocity: CGVector(dx: 0, dy: 0))
      : UICubicTimingParameters(animationCurve: curve)
    self.init(duration: duration, timingParameters: parameters)
    if let animations { addAnimations(animations) }
  }

  /// An animator along a cubic Bézier (`init(duration:controlPoint1:controlPoint2:animations:)`).
  public convenience init(
    duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
    animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration,
      timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
    if let animations { addAnimations(animations) }
  }

  /// An animator with a spring of damping ratio `ratio` that settles in `duration`
  /// (`init(duration:dampingRatio:animations:)`).
  public convenience init(
    duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
    if let animations { addAnimations(animations) }
  }

  /// An animator already running (`runningPropertyAnimator(withDuration:delay:options:
  /// animations:completion:)`): the curve of `options`, its views receiving touches only with
  /// `.allowUserInteraction` (as `UIView.animate`), started after `delay`.
  @discardableResult
  open class func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((UIViewAnimatingPosition) -> Void)? = nil
  ) -> Self {
    let curve = UICubicTimingParameters(
      controlPoint1: options.timingFunction.c1, controlPoint2: options.timingFunction.c2)
    let animator = Self.init(duration: duration, timingParameters: curve)
    animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
    animator.addAnimations(animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation(afterDelay: delay)
    return animator
  }

  // MARK: Blocks

  /// Adds an animation block (`addAnimations(_:)`): run when the animator becomes active, or
  /// at once on an active animator, for the remaining time.
  open func addAnimations(_ animation: @escaping () -> Void) {
    addAnimations(animation, delayFactor: 0)
  }

  /// Adds an animation block that starts `delayFactor` (0…1) of the remaining time later
  /// (`addAnimations(_:delayFactor:)`).
  open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    let factor = min(1, max(0, Double(delayFactor)))
    guard state == .active else {
      pending.append((animation, factor))
      return
    }
    let x = currentFraction
    run(animation, startFraction: x + factor * (1 - x))
  }

  /// Adds a completion block (`addCompletion(_:)`), called with the final position when the
  /// animations end, or by ``finishAnimation(at:)``.
  open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  // MARK: State

  /// Whether the animations run (`isRunning`): active and not paused.
  open var isRunning: Bool { state == .active && running }

  /// Whether the animations run back toward their start (`isReversed`, default false). Set
  /// on a running animator, they turn back at once.
  open var isReversed: Bool {
    get { reversed }
    set {
      guard newValue != reversed else { return }
      if isRunning {
        let x = currentFraction
        rebase(at: x)
        reversed = newValue
        resumePacing(at: x, timings: timings, seconds: nil)
        scheduleEnd()
      } else {
        reversed = newValue
      }
      record("animator.reverse", "reversed: \(newValue)")
    }
  }

  /// How far the animations have got (`fractionComplete`): 0 at the start, 1 at the end.
  /// Setting it activates an inactive animator, paused; on a paused one it moves the views
  /// (linearly with ``scrubsLinearly``); a running animator keeps running where it is, as
  /// Apple says it "can be updated only while the animator is paused".
  open var fractionComplete: CGFloat {
    get { CGFloat(state == .inactive ? 0 : currentFraction) }
    set {
      if state == .inactive { activate() }
      guard state == .active, !running else { return }
      anchorFraction = min(1, max(0, Double(newValue)))
      anchorTime = scheduler?.now ?? 0
      if scrubsLinearly { pacing = .linear }
      viewsDidChange()
    }
  }

  // MARK: Flow

  /// Starts the animations, or resumes them from where they are (`startAnimation()`).
  open func startAnimation() { startAnimation(afterDelay: 0) }

  /// Starts the animations `delay` seconds from now (`startAnimation(afterDelay:)`).
  open func startAnimation(afterDelay delay: TimeInterval) {
    precondition(
      state != .stopped, "It is an error to call startAnimation on a stopped animator (\(self))")
    self.delay = delay > 0 ? delay : 0
    if state == .inactive { activate() }
    guard !running else { return }
    let x = currentFraction
    resumePacing(at: x, timings: timings, seconds: nil)
    running = true
    anchorFraction = x
    anchorTime = (scheduler?.now ?? 0) + self.delay
    rate = duration > 0 ? 1 / duration : .infinity
    record("animator.start", "fraction \(format(x))" + (reversed ? ", reversed" : ""))
    scheduleEnd()
  }

  /// Pauses the animations where they are (`pauseAnimation()`); activates an inactive
  /// animator, paused at its start.
  open func pauseAnimation() {
    precondition(isInterruptible, "Cannot pause an animator that is not interruptible (\(self))")
    precondition(
      state != .stopped, "It is an error to call pauseAnimation on a stopped animator (\(self))")
    if state == .inactive { activate() }
    guard running else { return }
    let x = currentFraction
    rebase(at: x)
    running = false
    cancelEnd()
    record("animator.pause", "fraction \(format(x))")
  }

  /// Resumes a paused animator with `parameters`' timing (its own when `nil`) over
  /// `durationFactor` × ``duration`` seconds, or the time it had left when the factor is 0
  /// (`continueAnimation(withTimingParameters:durationFactor:)`); the views go on from where
  /// they are to the end (the start when reversed).
  open func continueAnimation(
    withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat
  ) {
    precondition(
      state != .stopped, "It is an error to call continueAnimation on a stopped animator (\(self))")
    if state == .inactive { activate() }
    let x = currentFraction
    rebase(at: x)
    let target = reversed ? 0.0 : 1.0
    let left = abs(target - x) * duration
    let factor = Double(durationFactor)
    let seconds = factor > 0 ? factor * duration : left
    let newTimings = parameters?.animatorTimings(duration: seconds).timings ?? timings
    pacing = .segment(
      x0: x, p0: [0, 1].map { pacing.progress(at: x, axis: $0) }, x1: target, p1: target,
      timings: newTimings, seconds: seconds)
    running = true
    anchorFraction = x
    anchorTime = scheduler?.now ?? 0
    rate = abs(target - x) > 0 && seconds > 0 ? abs(target - x) / seconds : .infinity
    record("animator.start", "fraction \(format(x))" + (reversed ? ", reversed" : ""))
    scheduleEnd()
  }

  /// Stops the animations where they are (`stopAnimation(_:)`): every animated property's
  /// model value becomes the value drawn. With `withoutFinishing` the animator becomes
  /// inactive without calling its completions; otherwise it is stopped, for
  /// ``finishAnimation(at:)``.
  open func stopAnimation(_ withoutFinishing: Bool) {
    precondition(isInterruptible, "Cannot stop an animator that is not interruptible (\(self))")
    guard state == .active else { return }
    let x = currentFraction
    rebase(at: x)
    running = false
    cancelEnd()
    let drawn = tracks.map { (track: $0, values: drawnValues(of: $0, at: x)) }
    detach()
    for (track, values) in drawn { track.set(values) }
    state = withoutFinishing ? .inactive : .stopped
    record("animator.stop", "fraction \(format(x)), withoutFinishing: \(withoutFinishing)")
    stoppedTracks = withoutFinishing ? [] : drawn.map(\.track)
  }

  /// The tracks of a stopped animator, for ``finishAnimation(at:)``.
  private var stoppedTracks: [PropertyAnimatorTrack] = []

  /// Ends a stopped animator (`finishAnimation(at:)`): the animated properties take the end
  /// values, the start values, or stay (`.current`), and the completions run with
  /// `finalPosition`.
  open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
    precondition(
      state == .stopped,
      "finishAnimation(at:) must be called on a stopped animator: its state is \(state) (\(self))")
    for track in stoppedTracks {
      switch finalPosition {
      case .end: track.set(track.to)
      case .start: track.set(track.from)
      case .current: break
      }
    }
    stoppedTracks = []
    state = .inactive
    complete(at: finalPosition)
  }

  // MARK: Presentation

  /// The fraction complete now.
  var currentFraction: Double {
    guard running, let now = scheduler?.now else { return anchorFraction }
    let elapsed = max(0, now - anchorTime)
    guard rate.isFinite else { return now >= anchorTime ? target : anchorFraction }
    let moved = elapsed * rate
    return reversed ? max(0, anchorFraction - moved) : min(1, anchorFraction + moved)
  }

  private var target: Double { reversed ? 0 : 1 }

  /// What `track` adds to its view's model value now, components.
  func contribution(of track: PropertyAnimatorTrack) -> [Double] {
    let x = currentFraction
    return track.from.indices.map { i in
      (track.from[i] - track.to[i]) * (1 - trackProgress(track, at: x, axis: track.axis(of: i)))
    }
  }

  /// The track's own progress at `x`: the animator's, counted from where the track started.
  private func trackProgress(_ track: PropertyAnimatorTrack, at x: Double, axis: Int) -> Double {
    let p = pacing.progress(at: x, axis: axis)
    guard track.startFraction > 0 else { return p }
    let start = pacing.progress(at: track.startFraction, axis: axis)
    guard start < 1 else { return x >= 1 ? 1 : 0 }
    return max(0, (p - start) / (1 - start))
  }

  /// The values of `track`'s property drawn at `x`: its model value plus what the track adds.
  private func drawnValues(of track: PropertyAnimatorTrack, at x: Double) -> [Double] {
    guard let view = track.view else { return track.to }
    let model = track.property.components(of: view)
    return model.indices.map { i in
      model[i] + (track.from[i] - track.to[i])
        * (1 - trackProgress(track, at: x, axis: track.axis(of: i)))
    }
  }

  /// Whether the animator draws or blocks `view`.
  func animates(_ view: UIView) -> Bool { tracks.contains { $0.view === view } }

  // MARK: Internals

  /// Becomes active: the pending blocks run, each recorded into tracks.
  private func activate() {
    state = .active
    running = false
    anchorFraction = 0
    anchorTime = SimulationContext.scheduler?.now ?? 0
    scheduler = SimulationContext.scheduler
    pacing = .curve(timings: timings, seconds: duration)
    let blocks = pending
    pending = []
    for (block, factor) in blocks { run(block, startFraction: factor) }
  }

  /// Runs `block`, turning its property changes into tracks starting at `startFraction`.
  private func run(_ block: () -> Void, startFraction: Double) {
    let collector = PropertyAnimatorCollector()
    let transaction = AnimationTransaction(
      delay: 0, duration: duration, options: [], timing: timings[0],
      group: AnimationGroup(completion: nil), collector: collector)
    AnimationTransaction.$current.withValue(transaction) { block() }
    for change in collector.changes {
      guard let view = change.view, let window = view.window else { continue }
      if scheduler == nil {
        scheduler = window.scheduler
        anchorTime = window.scheduler.now
      }
      tracks.append(
        PropertyAnimatorTrack(
          view: view, property: change.property, from: change.from, to: change.to,
          startFraction: startFraction))
      if !windows.contains(where: { $0.window === window }) {
        windows.append(WeakWindow(window: window))
        window.animator.propertyAnimators.append(self)
      }
      view.displayDidChange()
    }
  }

  /// Freezes the fraction at `x` (now).
  private func rebase(at x: Double) {
    anchorFraction = x
    anchorTime = scheduler?.now ?? anchorTime
  }

  /// The pacing for running on from `x`: the curve when the views are on it, else a segment
  /// from where they are to the end.
  private func resumePacing(at x: Double, timings: [AnimationTiming], seconds: Double?) {
    let onCurve: Bool
    if case .curve = pacing { onCurve = true } else { onCurve = false }
    guard !onCurve else { return }
    let t = target
    let left = seconds ?? abs(t - x) * duration
    pacing = .segment(
      x0: x, p0: [0, 1].map { pacing.progress(at: x, axis: $0) }, x1: t, p1: t,
      timings: timings, seconds: left)
  }

  /// Schedules ``reachEnd()`` for when the fraction reaches its target. An animator that never
  /// gets there — its duration infinite (it runs but does not move), or its start delayed
  /// beyond any time a `Double` can add to (`startAnimation(afterDelay: 1e300)`: it never
  /// starts) — schedules nothing and never calls its completions.
  private func scheduleEnd() {
    cancelEnd()
    guard let scheduler else { return }
    let left = abs(target - anchorFraction)
    guard left == 0 || rate > 0 else { return }
    let seconds = rate.isFinite && rate > 0 ? left / rate : 0
    let due = max(0, anchorTime - scheduler.now) + seconds
    guard due.isFinite, scheduler.now + due > scheduler.now || due == 0 else { return }
    // The timer holds the animator until it ends: UIKit keeps a running animator alive, so
    // `UIViewPropertyAnimator(…).startAnimation()` without a reference still finishes and
    // calls its completions.
    endTimer = scheduler.schedule(after: due) { self.reachEnd() }
  }

  private func cancelEnd() {
    if let endTimer { scheduler?.cancel(endTimer) }
    endTimer = nil
  }

  /// The fraction reached 1 (or 0 reversed).
  private func reachEnd() {
    endTimer = nil
    guard state == .active, running else { return }
    let end = target
    anchorFraction = end
    anchorTime = scheduler?.now ?? anchorTime
    running = false
    if pausesOnCompletion {
      record("animator.pause", "fraction \(format(end)) (pausesOnCompletion)")
      return
    }
    let position: UIViewAnimatingPosition = reversed ? .start : .end
    let ended = tracks
    detach()
    if position == .start { for track in ended { track.set(track.from) } }
    state = .inactive
    complete(at: position)
  }

  /// Takes the tracks off the windows' animators.
  private func detach() {
    for track in tracks { track.view?.displayDidChange() }
    tracks = []
    for entry in windows {
      entry.window?.animator.propertyAnimators.removeAll { $0 === self }
    }
    windows = []
  }

  private func complete(at position: UIViewAnimatingPosition) {
    record("animator.completion", "position: \(position)")
    reversed = false
    anchorFraction = 0
    pacing = .curve(timings: timings, seconds: duration)
    let handlers = completions
    completions = []
    for handler in handlers { handler(position) }
  }

  private func viewsDidChange() {
    for track in tracks { track.view?.displayDidChange() }
  }

  private func requireInactive(_ name: String) {
    precondition(
      state == .inactive,
      "Setting \(name) on an active animator is not allowed: it can only be set while the "
        + "animator is inactive (\(self))")
  }

  private func record(_ kind: String, _ detail: String) {
    let log = SimulationContext.eventLog ?? windows.first?.window?.eventLog
    log?.record(kind, view: tracks.first?.view, detail: detail)
  }
}

/// A window held weakly.
struct WeakWindow {
  weak var window: UIWindow?
}

extension PropertyAnimatorTrack {
  /// Sets the view's property to `components` without animating.
  func set(_ components: [Double]) {
    guard let view else { return }
    Self.set(property, of: view, to: components)
  }

  /// Sets `property` of `view` to `components` without animating.
  static func set(_ property: AnimatableProperty, of view: UIView, to components: [Double]) {
    AnimationTransaction.$current.withValue(nil) {
      switch property {
      case .center: view.center = AnimatableProperty.point(components)
      case .bounds: view.bounds = AnimatableProperty.rect(components)
      case .transform: view.transform = AnimatableProperty.transform(components)
      case .transform3D: view.transform3D = Transform3DComponents.transform(components)
      case .alpha: view.alpha = CGFloat(components[0])
      }
    }
  }
}

/// The property changes one animator block makes, in order.
@preconcurrency @MainActor
final class PropertyAnimatorCollector {
  struct Change {
    weak var view: UIView?
    let property: AnimatableProperty
    let from: [Double]
    let to: [Double]
  }
  private(set) var changes: [Change] = []

  init() {}

  func note(_ property: AnimatableProperty, of view: UIView, from old: [Double]) {
    changes.append(
      Change(view: view, property: property, from: old, to: property.components(of: view)))
  }
}
