import Foundation

/// The window's render server as far as animations go: it holds the running property
/// animations, answers what each view looks like now (``presentation(of:)``), and fires
/// completion handlers from the window's ``Scheduler``.
///
/// Blending follows iOS 8 and later by default (``Blending/additive``): a new animation of a
/// property that is already animating is added on top of the running one, from the old model
/// value to the new one, so the two blend without a jump and both completion handlers run
/// with `finished == true`, "whether or not you use BeginFromCurrentState"
/// (WWDC14 session 236).
@preconcurrency @MainActor
public final class Animator {
  /// How a new animation of a property combines with one that is running.
  public enum Blending: Sendable, Equatable {
    /// iOS 8+: both run and their contributions add up (default).
    case additive
    /// Before iOS 8: the new animation removes the running one (whose block completes with
    /// `finished == false`) and starts from the old model value, or from the value on screen
    /// with `.beginFromCurrentState`.
    case replace
  }

  /// How overlapping animations combine (default ``Blending/additive``).
  public var blending: Blending = .additive

  /// The window's clock.
  let scheduler: Scheduler
  /// The window, for the event log (weak: the window owns the animator).
  private weak var window: UIWindow?
  private var running: [ObjectIdentifier: [PropertyAnimation]] = [:]
  /// The implicit animations of layers of their own, by layer (`Animator+Layers.swift`).
  var layerAnimations: [ObjectIdentifier: [LayerAnimation]] = [:]
  /// The active `UIViewPropertyAnimator`s drawing views of this window, held strongly while
  /// active as UIKit holds running animators (`PropertyAnimator/`).
  var propertyAnimators: [UIViewPropertyAnimator] = []
  /// The interactive transition whose time the block animations made now are measured on
  /// (``capture(_:_:)``).
  private var capturing: TransitionTimeline?
  /// The timelines holding animations, to end them with their timeline.
  private var timelines: [ObjectIdentifier: TransitionTimeline] = [:]

  init(window: UIWindow) {
    self.window = window
    self.scheduler = window.scheduler
  }

  /// Whether any animation is still running, a view's or a layer's: a block animation, an
  /// implicit one, or an explicit one that still moves (not paused, not filling after its
  /// end).
  public var hasRunningAnimations: Bool {
    !running.isEmpty || !layerAnimations.isEmpty
      || scheduler.animatedLayers.hasMovingAnimation(at: scheduler.now)
      || propertyAnimators.contains { $0.isRunning }
  }

  /// The views and layers of their own with a running animation, held weakly: what a
  /// capture draws afresh however little their models changed (``CapturedSubtree``).
  var animatedObjects: [AnimatedAtCapture] {
    let explicit =
      scheduler.animatedLayers.layers.map { AnimatedAtCapture(view: nil, layer: $0) }
      + propertyAnimators.flatMap(\.tracks).compactMap(\.view).map {
        AnimatedAtCapture(view: $0, layer: nil)
      }
    guard !running.isEmpty || !layerAnimations.isEmpty else { return explicit }
    let views = running.values.joined().map { AnimatedAtCapture(view: $0.view, layer: nil) }
    let layers = layerAnimations.values.joined().map {
      AnimatedAtCapture(view: nil, layer: $0.layer)
    }
    return views + layers + explicit
  }

  /// The values `view` shows now: its model values plus every running animation's remaining
  /// contribution, at the scheduler's current time, then the explicit animations of its layer
  /// (`view.layer.add(_:forKey:)`). Alpha is clamped to 0…1, as the compositor does.
  public func presentation(of view: UIView) -> PresentationValues {
    let values = implicitPresentation(of: view)
    guard !view.layer.animationState.added.isEmpty else { return values }
    let animated = view.layer.applyingAnimations(
      to: LayerPresentation(
        position: values.center, bounds: values.bounds, transform: values.transform,
        opacity: Double(values.alpha), transform3D: values.transform3D),
      now: scheduler.now)
    var result = PresentationValues(
      center: animated.position, bounds: animated.bounds, transform: animated.transform,
      alpha: CGFloat(animated.opacity))
    result.transform3D = animated.transform3D
    return result
  }

  /// ``presentation(of:)-(UIView)`` without the explicit animations of the view's layer: its
  /// block animations only.
  func implicitPresentation(of view: UIView) -> PresentationValues {
    var values = PresentationValues(
      center: view.center, bounds: view.bounds, transform: view.transform, alpha: view.alpha)
    let animations = running.isEmpty ? [] : self.animations(of: view)
    let animators = propertyAnimators.filter { $0.animates(view) }
    guard !animations.isEmpty || !animators.isEmpty else { return values }
    let now = scheduler.now
    for property in AnimatableProperty.allCases {
      let relevant = animations.filter { $0.property == property }
      let tracks = animators.flatMap { animator in
        animator.tracks.filter { $0.view === view && $0.property == property }.map {
          animator.contribution(of: $0)
        }
      }
      guard !relevant.isEmpty || !tracks.isEmpty else { continue }
      var components = property.components(of: view)
      for animation in relevant {
        let factor = animation.remaining(at: now)
        for index in components.indices {
          components[index] += animation.delta[index] * factor
        }
      }
      for added in tracks {
        for index in components.indices { components[index] += added[index] }
      }
      switch property {
      case .center: values.center = AnimatableProperty.point(components)
      case .bounds: values.bounds = AnimatableProperty.rect(components)
      case .transform: values.transform = AnimatableProperty.transform(components)
      case .alpha: values.alpha = CGFloat(min(1, max(0, components[0])))
      case .transform3D:
        let transform = Transform3DComponents.transform(components)
        values.transform3D = transform
        values.transform = CATransform3DGetAffineTransform(transform)
      }
    }
    return values
  }

  /// The properties of `view` with a running animation (`layer.animationKeys()`).
  public func animatedProperties(of view: UIView) -> [AnimatableProperty] {
    let animations = self.animations(of: view)
    return AnimatableProperty.allCases.filter { p in animations.contains { $0.property == p } }
  }

  /// Whether `view` is part of a running (or delayed) animation created without
  /// `.allowUserInteraction`, which makes hit-testing skip it and its subviews (Apple,
  /// `isUserInteractionEnabled`; Chameleon and flowkey skip such views in `hitTest`).
  public func blocksInteraction(with view: UIView) -> Bool {
    if view.layer.animationState.added.contains(where: {
      !$0.stopped && ($0.animation as? ViewKeyframeAnimation)?.blocksInteraction == true
    }) {
      return true
    }
    if propertyAnimators.contains(where: { !$0.isUserInteractionEnabled && $0.animates(view) }) {
      return true
    }
    let animations = self.animations(of: view)
    let now = scheduler.now
    return animations.contains {
      !$0.allowsUserInteraction && ($0.timeline != nil || now < $0.endTime - Scheduler.tolerance)
    }
  }

  /// Removes every animation of `view` at once (`layer.removeAllAnimations()`): the view jumps
  /// to its model values and the blocks involved complete with `finished == false`.
  public func removeAllAnimations(of view: UIView) {
    forgetDeallocatedViews(at: ObjectIdentifier(view))
    guard let animations = running.removeValue(forKey: ObjectIdentifier(view)) else { return }
    for animation in animations { stopEarly(animation) }
  }

  /// The running animations of `view`. They are kept by the view's `ObjectIdentifier`, which a
  /// view made after another was deallocated may share (the same address): the animations of
  /// the deallocated one are not the new view's, so a header made while the old one's slide
  /// runs is not drawn sliding, nor kept unchanged by the capture.
  private func animations(of view: UIView) -> [PropertyAnimation] {
    (running[ObjectIdentifier(view)] ?? []).filter { $0.view === view }
  }

  /// Drops the animations under `key` whose view was deallocated (see ``animations(of:)``);
  /// their animation groups still end at their time.
  private func forgetDeallocatedViews(at key: ObjectIdentifier) {
    running[key]?.removeAll { $0.view == nil }
    if running[key]?.isEmpty == true { running[key] = nil }
  }

  /// Adds an animation of `property` of `view` from `from` to its current model value, with
  /// the transaction's timing. Called by the property setters inside an animations block.
  func add(
    _ property: AnimatableProperty, of view: UIView, from: [Double],
    transaction: AnimationTransaction
  ) {
    let to = property.components(of: view)
    var start = from
    let key = ObjectIdentifier(view)
    forgetDeallocatedViews(at: key)
    if blending == .replace {
      let previous = (running[key] ?? []).filter { $0.property == property }
      if !previous.isEmpty {
        if transaction.options.contains(.beginFromCurrentState) {
          start = presentationWithout(property, of: view, from: from)
        }
        running[key]?.removeAll { $0.property == property }
        previous.forEach(stopEarly)
      }
    }
    let delta = zip(start, to).map { $0 - $1 }
    guard delta.contains(where: { $0 != 0 }) else { return }
    let group = transaction.group
    let timeline = capturing.flatMap { $0.ended ? nil : $0 }
    let animation = PropertyAnimation(
      view: view, property: property, delta: delta,
      beginTime: (timeline?.now ?? scheduler.now) + max(0, transaction.delay),
      duration: max(0, transaction.duration), timing: transaction.timing,
      allowsUserInteraction: transaction.options.contains(.allowUserInteraction), group: group,
      timeline: timeline)
    running[key, default: []].append(animation)
    group.running += 1
    group.created += 1
    if let timeline {
      group.endScheduled = true
      watch(timeline)
    } else if !group.endScheduled {
      group.endScheduled = true
      let end = max(0, transaction.delay) + max(0, transaction.duration)
      scheduler.schedule(after: end) { [weak self, weak group] in
        guard let self, let group else { return }
        self.finish(group)
      }
    }
    window?.eventLog.record(
      "animation.\(property.rawValue)", view: view,
      detail: "\(describe(property, start)) → \(describe(property, to)) over "
        + "\(format(transaction.duration)) s"
        + (transaction.delay > 0 ? " after \(format(transaction.delay)) s" : "")
        + ", \(transaction.timing.name)")
  }

  /// Runs `body` with the block animations it makes measured on `timeline`'s time: what an
  /// interactive transition's container layer timing does to the animator's animations.
  func capture(_ timeline: TransitionTimeline, _ body: () -> Void) {
    let outer = capturing
    capturing = timeline
    defer { capturing = outer }
    body()
  }

  /// Ends `timeline`'s animations when it ends.
  private func watch(_ timeline: TransitionTimeline) {
    let key = ObjectIdentifier(timeline)
    guard timelines[key] == nil else { return }
    timelines[key] = timeline
    timeline.endHandlers.append { [weak self, weak timeline] atStart in
      guard let self, let timeline else { return }
      self.timelines[key] = nil
      self.end(timeline, atStart: atStart)
    }
  }

  /// `timeline` reached its start (a cancelled transition: the properties go back to the
  /// values they animated from) or its end: its animations are removed and their blocks
  /// complete, with `finished == true`, in the order they were made.
  private func end(_ timeline: TransitionTimeline, atStart: Bool) {
    var ended: [PropertyAnimation] = []
    for key in Array(running.keys) {
      ended += (running[key] ?? []).filter { $0.timeline === timeline }
      running[key]?.removeAll { $0.timeline === timeline }
      if running[key]?.isEmpty == true { running[key] = nil }
    }
    if atStart {
      for animation in ended.reversed() {
        guard let view = animation.view else { continue }
        let from = zip(animation.property.components(of: view), animation.delta).map { $0 + $1 }
        PropertyAnimatorTrack.set(animation.property, of: view, to: from)
      }
    }
    var groups: [AnimationGroup] = []
    for animation in ended where !groups.contains(where: { $0 === animation.group }) {
      groups.append(animation.group)
    }
    for group in groups {
      group.running = 0
      complete(group)
    }
  }

  /// Ends every animation of `group` still running and runs the completion handler.
  private func finish(_ group: AnimationGroup) {
    for key in Array(running.keys) {
      running[key]?.removeAll { $0.group === group }
      if running[key]?.isEmpty == true { running[key] = nil }
    }
    group.running = 0
    complete(group)
  }

  /// Stops one animation before its end (removed or replaced).
  private func stopEarly(_ animation: PropertyAnimation) {
    let group = animation.group
    group.wasInterrupted = true
    group.running -= 1
    guard group.running <= 0, !group.isComplete else { return }
    // Core Animation reports the stop asynchronously, on the next turn of the run loop.
    group.isComplete = true
    scheduler.schedule(after: 0) { [weak self] in
      self?.callCompletion(of: group, finished: false)
    }
  }

  private func complete(_ group: AnimationGroup) {
    guard !group.isComplete else { return }
    group.isComplete = true
    callCompletion(of: group, finished: !group.wasInterrupted)
  }

  private func callCompletion(of group: AnimationGroup, finished: Bool) {
    guard let completion = group.completion else { return }
    group.completion = nil
    window?.eventLog.record("animation.completion", view: nil, detail: "finished: \(finished)")
    completion(finished)
  }

  /// The on-screen value of `property` of `view`, counting every running animation, when the
  /// model value is `model` (used before the model changes).
  private func presentationWithout(
    _ property: AnimatableProperty, of view: UIView, from model: [Double]
  ) -> [Double] {
    var components = model
    let now = scheduler.now
    for animation in running[ObjectIdentifier(view)] ?? [] where animation.property == property {
      let factor = animation.remaining(at: now)
      for index in components.indices { components[index] += animation.delta[index] * factor }
    }
    return components
  }

  private func describe(_ property: AnimatableProperty, _ c: [Double]) -> String {
    switch property {
    case .center: return format(AnimatableProperty.point(c))
    case .bounds:
      return "[\(format(c[0])), \(format(c[1])), \(format(c[2])), \(format(c[3]))]"
    case .alpha: return format(c[0])
    case .transform3D:
      // Noise below 1e-9 (a turn's sin π) is not worth a word.
      func differs(_ value: Double, from reference: Double) -> Bool {
        abs(value - reference) > 1e-9
      }
      let angle = (c[13] * c[13] + c[14] * c[14] + c[15] * c[15]).squareRoot()
      var parts: [String] = []
      if differs(angle, from: 0) {
        let axis = [c[13], c[14], c[15]].map { format($0 / angle) }.joined(separator: ", ")
        parts.append("rotate \(format(angle * 180 / .pi))° about [\(axis)]")
      }
      if differs(c[3], from: 1) || differs(c[4], from: 1) || differs(c[5], from: 1) {
        parts.append("scale \(format(c[3]))×\(format(c[4]))×\(format(c[5]))")
      }
      if [c[0], c[1], c[2]].contains(where: { differs($0, from: 0) }) {
        parts.append("translate [\(format(c[0])), \(format(c[1])), \(format(c[2]))]")
      }
      if [c[9], c[10], c[11]].contains(where: { differs($0, from: 0) }) {
        parts.append("perspective [\(format(c[9])), \(format(c[10])), \(format(c[11]))]")
      }
      return parts.isEmpty ? "identity" : parts.joined(separator: " ")
    case .transform:
      var parts: [String] = []
      if c[2] != 1 || c[3] != 1 {
        parts.append(
          c[2] == c[3] ? "scale \(format(c[2]))" : "scale \(format(c[2]))×\(format(c[3]))")
      }
      if c[4] != 0 { parts.append("rotate \(format(c[4]))") }
      if c[5] != 0 { parts.append("shear \(format(c[5]))") }
      if c[0] != 0 || c[1] != 0 { parts.append("translate \(format(CGPoint(x: c[0], y: c[1])))") }
      return parts.isEmpty ? "identity" : parts.joined(separator: " ")
    }
  }
}
