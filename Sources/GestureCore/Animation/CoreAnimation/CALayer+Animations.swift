import Foundation

// Explicit animations on layers: adding, finding and removing them, the layer's own media
// timing (`speed`, `timeOffset`, `beginTime`), and the presentation layer
// (docs/gestures-and-animations.md, "Explicit animations").
extension CALayer: CAMediaTiming {
  /// When the layer's timeline starts, in its superlayer's time, seconds (`beginTime`,
  /// default 0).
  public var beginTime: CFTimeInterval {
    get { animationState.timing.beginTime }
    set { changeTiming { $0.beginTime = newValue } }
  }
  /// The layer's duration, seconds (`duration`, default 0). Kept and read back; a layer's
  /// own timeline does not repeat or end here (its animations do).
  public var duration: CFTimeInterval {
    get { animationState.timing.duration }
    set { changeTiming { $0.duration = newValue } }
  }
  /// How fast the layer's time runs against its superlayer's (`speed`, default 1): 0 pauses
  /// every animation of the layer and its sublayers, where ``timeOffset`` then places them
  /// (`layer.speed = 0; layer.timeOffset = t` shows the animations at layer time `t`).
  public var speed: Float {
    get { animationState.timing.speed }
    set { changeTiming { $0.speed = newValue } }
  }
  /// Seconds added to the layer's local time (`timeOffset`, default 0).
  public var timeOffset: CFTimeInterval {
    get { animationState.timing.timeOffset }
    set { changeTiming { $0.timeOffset = newValue } }
  }
  /// Kept and read back (`repeatCount`, default 0); a layer's own timeline does not repeat.
  public var repeatCount: Float {
    get { animationState.timing.repeatCount }
    set { changeTiming { $0.repeatCount = newValue } }
  }
  /// Kept and read back (`repeatDuration`, default 0).
  public var repeatDuration: CFTimeInterval {
    get { animationState.timing.repeatDuration }
    set { changeTiming { $0.repeatDuration = newValue } }
  }
  /// Kept and read back (`autoreverses`, default false).
  public var autoreverses: Bool {
    get { animationState.timing.autoreverses }
    set { changeTiming { $0.autoreverses = newValue } }
  }
  /// Kept and read back (`fillMode`, default `.removed`).
  public var fillMode: CAMediaTimingFillMode {
    get { animationState.timing.fillMode }
    set { changeTiming { $0.fillMode = newValue } }
  }
}

extension CALayer {
  // MARK: Adding and removing

  /// Adds a copy of `anim` to the layer under `key` (`add(_:forKey:)`), replacing an
  /// animation of the same key (which stops with `finished` false). A `CATransition` added
  /// with no key takes ``kCATransition``.
  ///
  /// The copy's `beginTime`, when 0, becomes the layer's current time; its `duration`, when
  /// 0, the current transaction's (0.25 s unless set). Its delegate hears
  /// `animationDidStart(_:)` when the begin time is reached and `animationDidStop(_:finished:)`
  /// when the active duration ends or the animation is removed; both are recorded on the
  /// timeline. A key path or value this model does not animate records an
  /// `animation.unsupported` warning naming the layer and the key path; so does a group that
  /// contains itself or nests groups more than 64 deep, which is not added.
  public func add(_ anim: CAAnimation, forKey key: String?) {
    if let reason = Self.refusal(of: anim) {
      record("animation.unsupported", reason)
      return
    }
    guard let copy = anim.copy() as? CAAnimation else { return }
    let clock = animationClock
    copy.resolveDurations(fallback: CATransaction.animationDuration())
    if copy.beginTime == 0 { copy.beginTime = localTime(at: clock?.now ?? 0) }
    let key = key ?? (anim is CATransition ? kCATransition : nil)
    if let key, let index = animationState.added.firstIndex(where: { $0.key == key }) {
      stop(animationState.added.remove(at: index))
    }
    for warning in warnings(for: copy) { record("animation.unsupported", warning) }
    let added = AddedAnimation(key: key, animation: copy, scheduler: clock)
    animationState.added.append(added)
    clock?.animatedLayers.update(self)
    displayDidChange()
    schedule(added)
  }

  /// The animation added under `key`, the copy the layer holds (`animation(forKey:)`), or
  /// `nil`.
  public func animation(forKey key: String) -> CAAnimation? {
    animationState.added.last { $0.key == key }?.animation
  }

  /// Removes the animation added under `key` (`removeAnimation(forKey:)`): the layer shows
  /// what it shows without it at once, and its delegate hears `animationDidStop` with
  /// `finished` false on the next turn of the clock, if it had not stopped.
  public func removeAnimation(forKey key: String) {
    let removed = animationState.added.filter { $0.key == key }
    guard !removed.isEmpty else { return }
    animationState.added.removeAll { $0.key == key }
    removed.forEach(stop)
    animationClock?.animatedLayers.update(self)
    displayDidChange()
  }

  /// Removes every animation of the layer (`removeAllAnimations()`): the explicit ones (their
  /// delegates hear `finished` false) and, on a view's layer, the view's running block
  /// animations (their blocks complete with `finished == false`).
  public func removeAllAnimations() {
    let removed = animationState.added
    animationState.added.removeAll()
    removed.forEach(stop)
    if !removed.isEmpty {
      animationClock?.animatedLayers.update(self)
      displayDidChange()
    }
    guard let view, let window = view.window else { return }
    window.animator.removeAllAnimations(of: view)
  }

  /// The keys of the layer's animations, in the order added (`animationKeys()`), then, on a
  /// view's layer, the properties its running block animations animate (`center`, `bounds`,
  /// `transform`, `alpha`); `nil` when there are none.
  public func animationKeys() -> [String]? {
    var keys = animationState.added.compactMap(\.key)
    if let view, let window = view.window {
      keys += window.animator.animatedProperties(of: view).map(\.rawValue)
    }
    return keys.isEmpty ? nil : keys
  }

  // MARK: Presentation

  /// A copy of the layer as the screen shows it now (`presentation()`): its model values
  /// with its running animations applied, explicit and implicit (and a view's block
  /// animations) at the clock's current time. Changing the copy changes nothing on screen.
  ///
  /// The copy is made with the layer class's `init()` and holds the properties the core
  /// draws; it has no superlayer or sublayers, and properties a subclass adds are not copied.
  /// A presentation layer's `presentation()` is itself.
  public func presentation() -> Self? {
    if animationState.model != nil { return self }
    let geometry: LayerPresentation
    if let view {
      let values =
        view.window?.animator.implicitPresentation(of: view)
        ?? PresentationValues(
          center: view.center, bounds: view.bounds, transform: view.transform, alpha: view.alpha)
      geometry = LayerPresentation(
        position: values.center, bounds: values.bounds, transform: values.transform,
        opacity: Double(values.alpha), transform3D: values.transform3D)
    } else if let animator = owningView?.window?.animator {
      geometry = animator.implicitPresentation(of: self)
    } else {
      geometry = modelGeometry
    }
    return presentationCopy(geometry: geometry, now: animationClock?.now ?? 0) as? Self
  }

  /// The model layer (`model()`): the layer a presentation copy was made from, else itself.
  public func model() -> Self {
    (animationState.model as? Self) ?? self
  }

  /// The model geometry as a presentation (no animation applied).
  var modelGeometry: LayerPresentation {
    LayerPresentation(
      position: position, bounds: bounds, transform: CATransform3DGetAffineTransform(transform),
      opacity: Double(opacity), transform3D: CATransform3DIsAffine(transform) ? nil : transform)
  }

  /// A copy of the layer showing `geometry` (what it shows without its explicit animations)
  /// and its look, with every explicit animation applied at clock time `now`, in the order
  /// added.
  func presentationCopy(geometry: LayerPresentation, now: Double) -> CALayer {
    let copy = type(of: self).init()
    copy.copyLook(of: self)
    copy.storedPosition = geometry.position
    copy.storedBounds = geometry.bounds
    let model = transform
    copy.storedTransform =
      geometry.transform3D
      ?? (CATransform3DGetAffineTransform(model) == geometry.transform
        ? model : CATransform3DMakeAffineTransform(geometry.transform))
    copy.storedOpacity = Float(geometry.opacity)
    copy.animationState.model = self
    copy.animationState.timing = animationState.timing
    guard !animationState.added.isEmpty else { return copy }
    let time = localTime(at: now)
    for added in animationState.added { added.animation.apply(to: copy, parentTime: time) }
    return copy
  }

  /// `geometry` with the explicit animations applied at `now`: the geometry of
  /// ``presentationCopy(geometry:now:)``. Opacity is clamped to 0…1, as the compositor does.
  func applyingAnimations(to geometry: LayerPresentation, now: Double) -> LayerPresentation {
    guard !animationState.added.isEmpty else { return geometry }
    let copy = presentationCopy(geometry: geometry, now: now)
    let opacity = Double(copy.storedOpacity)
    let shown = copy.storedTransform
    return LayerPresentation(
      position: copy.storedPosition, bounds: copy.storedBounds,
      transform: CATransform3DGetAffineTransform(shown),
      opacity: opacity.isNaN ? 0 : min(1, max(0, opacity)),
      transform3D: CATransform3DIsAffine(shown) && CATransform3DIsAffine(transform)
        ? nil : shown)
  }

  /// The layer as drawn now when explicit animations change its look (colours, corner
  /// radius, border, shadow, a shape's stroke, a gradient's stops), else `nil`: what the
  /// display list reads those from.
  func animatedLook(now: Double) -> CALayer? {
    guard !animationState.added.isEmpty else { return nil }
    return presentationCopy(geometry: modelGeometry, now: now)
  }

  /// Copies what the core draws of `layer` (not geometry, sublayers or animations).
  private func copyLook(of layer: CALayer) {
    storedIsHidden = layer.isHidden
    anchorPoint = layer.anchorPoint
    cornerRadius = layer.cornerRadius
    maskedCorners = layer.maskedCorners
    cornerCurve = layer.cornerCurve
    borderWidth = layer.borderWidth
    borderColor = layer.borderColor
    backgroundColor = layer.backgroundColor
    masksToBounds = layer.masksToBounds
    shadowColor = layer.shadowColor
    shadowOpacity = layer.shadowOpacity
    shadowOffset = layer.shadowOffset
    shadowRadius = layer.shadowRadius
    shadowPath = layer.shadowPath
    zPosition = layer.zPosition
    contents = layer.contents
    contentsGravity = layer.contentsGravity
    contentsRect = layer.contentsRect
    contentsCenter = layer.contentsCenter
    isOpaque = layer.isOpaque
    storedContentsScale = layer.storedContentsScale
    if let shape = self as? CAShapeLayer, let model = layer as? CAShapeLayer {
      shape.path = model.path
      shape.fillColor = model.fillColor
      shape.fillRule = model.fillRule
      shape.strokeColor = model.strokeColor
      shape.lineWidth = model.lineWidth
      shape.miterLimit = model.miterLimit
      shape.lineCap = model.lineCap
      shape.lineJoin = model.lineJoin
      shape.strokeStart = model.strokeStart
      shape.strokeEnd = model.strokeEnd
      shape.lineDashPattern = model.lineDashPattern
      shape.lineDashPhase = model.lineDashPhase
    }
    if let gradient = self as? CAGradientLayer, let model = layer as? CAGradientLayer {
      gradient.colors = model.colors
      gradient.locations = model.locations
      gradient.startPoint = model.startPoint
      gradient.endPoint = model.endPoint
      gradient.type = model.type
    }
  }

  // MARK: Time

  /// The view whose tree the layer draws in: its own, or its nearest superlayer's.
  var owningView: UIView? {
    var layer: CALayer? = self
    while let current = layer {
      if let view = current.view { return view }
      // A mask draws in the view of the layer it masks.
      layer = current.storedSuperlayer ?? current.maskOwner
    }
    return nil
  }

  /// The clock the layer's animations run on: its window's, else the scene's being built.
  var animationClock: Scheduler? {
    owningView?.window?.scheduler ?? SimulationContext.scheduler
  }

  /// The layer's local time when the clock reads `now`: each layer from the root down maps
  /// its superlayer's time by `(t − beginTime) · speed + timeOffset`.
  func localTime(at now: Double) -> Double {
    var chain: [CALayer] = []
    var layer: CALayer? = self
    while let current = layer {
      chain.append(current)
      layer = current.storedSuperlayer
    }
    return chain.reversed().reduce(now) { $1.animationState.timing.localTime(fromParent: $0) }
  }

  /// The clock time at which the layer's local time is `t`, or `nil` when a layer up the
  /// chain is paused (speed 0).
  func clockTime(ofLocal t: Double) -> Double? {
    var time = t
    var layer: CALayer? = self
    while let current = layer {
      guard let parent = current.animationState.timing.parentTime(fromLocal: time) else {
        return nil
      }
      time = parent
      layer = current.storedSuperlayer
    }
    return time
  }

  /// Converts `t` from the time of `l` (the clock's, ``CACurrentMediaTime()``, when `nil`) to
  /// this layer's (`convertTime(_:from:)`).
  public func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
    let clock = l.map { $0.clockTime(ofLocal: t) ?? t } ?? t
    return localTime(at: clock)
  }

  /// Converts `t` from this layer's time to that of `l` (the clock's when `nil`)
  /// (`convertTime(_:to:)`).
  public func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
    let clock = clockTime(ofLocal: t) ?? t
    return l?.localTime(at: clock) ?? clock
  }

  /// Whether an animation of the layer still moves at clock time `now`: not stopped, its
  /// layer's and its own speed not 0, and its active duration not over (or not begun).
  /// One whose time runs backwards moves while it is active and never before its begin.
  func hasMovingAnimation(at now: Double) -> Bool {
    guard clockTime(ofLocal: 0) != nil else { return false }
    let time = localTime(at: now)
    var forwards = true
    var layer: CALayer? = self
    while let current = layer {
      if current.animationState.timing.speed < 0 { forwards.toggle() }
      layer = current.storedSuperlayer
    }
    return animationState.added.contains { added in
      let timing = added.animation.timing
      guard !added.stopped, timing.speed != 0 else { return false }
      let local = timing.localTime(fromParent: time)
      let active = timing.activeDuration(cycle: timing.duration)
      guard local.isFinite, local < active else { return false }
      return local >= 0 || forwards == (timing.speed > 0)
    }
  }

  /// Changes the layer's media timing, then re-times the animations of the layer and its
  /// sublayers and redraws.
  private func changeTiming(_ change: (inout MediaTimingValues) -> Void) {
    change(&animationState.timing)
    guard animationState.model == nil else { return }
    retimeAnimations()
    displayDidChange()
  }

  private func retimeAnimations() {
    for added in animationState.added where !added.stopped { schedule(added) }
    for sublayer in storedSublayers { sublayer.retimeAnimations() }
  }

  // MARK: Start and stop

  /// Sets the timers for `added`'s start and end on its clock, as far as they can be known
  /// now (a paused layer has none until its timing changes).
  private func schedule(_ added: AddedAnimation) {
    added.cancelTimers()
    guard let clock = added.scheduler, !added.stopped else { return }
    let now = clock.now
    let timing = added.animation.timing
    if !added.started {
      // Due now when local time has reached the begin time; else when the clock reaches the
      // moment it does, if that is later (never for a paused or backwards-running chain, or
      // times that are not finite numbers: the animation then does not start).
      let due: Double?
      if localTime(at: now) >= timing.beginTime - 1e-6 {
        due = 0
      } else if let start = clockTime(ofLocal: timing.beginTime), start.isFinite, start > now {
        due = start - now
      } else {
        due = nil
      }
      if let due {
        added.startTimer = clock.schedule(after: max(0, due)) { [weak self, weak added] in
          guard let self, let added else { return }
          self.startIfDue(added)
        }
      }
    }
    let active = timing.activeDuration(cycle: timing.duration)
    guard active.isFinite, timing.speed > 0, let end = timing.parentTime(fromLocal: active),
      let at = clockTime(ofLocal: end), at.isFinite,
      // An end the clock has passed without the animation's time reaching it (a chain running
      // backwards) is never reached.
      at > now || timing.localTime(fromParent: localTime(at: now)) >= active - 1e-6
    else { return }
    added.endTimer = clock.schedule(after: max(0, at - now)) { [weak self, weak added] in
      guard let self, let added else { return }
      self.endIfDue(added)
    }
  }

  private func startIfDue(_ added: AddedAnimation) {
    added.startTimer = nil
    guard !added.started, !added.stopped, let clock = added.scheduler else { return }
    guard localTime(at: clock.now) >= added.animation.beginTime - 1e-6 else {
      schedule(added)
      return
    }
    reportStart(added)
  }

  private func reportStart(_ added: AddedAnimation) {
    added.started = true
    record("animation.didStart", describe(added))
    added.animation.delegate?.animationDidStart(added.animation)
  }

  private func endIfDue(_ added: AddedAnimation) {
    added.endTimer = nil
    guard !added.stopped, let clock = added.scheduler,
      animationState.added.contains(where: { $0 === added })
    else { return }
    let timing = added.animation.timing
    let local = timing.localTime(fromParent: localTime(at: clock.now))
    guard local >= timing.activeDuration(cycle: timing.duration) - 1e-6 else {
      schedule(added)
      return
    }
    if !added.started { reportStart(added) }
    added.cancelTimers()
    added.stopped = true
    if added.animation.isRemovedOnCompletion {
      animationState.added.removeAll { $0 === added }
      clock.animatedLayers.update(self)
    }
    displayDidChange()
    reportStop(added, finished: true)
  }

  /// Stops an animation taken off the layer: its delegate hears `finished` false on the next
  /// turn of the clock (Core Animation reports it asynchronously), unless it had stopped.
  private func stop(_ added: AddedAnimation) {
    added.cancelTimers()
    guard !added.stopped else { return }
    added.stopped = true
    guard let clock = added.scheduler else {
      reportStop(added, finished: false)
      return
    }
    clock.schedule(after: 0) { [weak self] in self?.reportStop(added, finished: false) }
  }

  private func reportStop(_ added: AddedAnimation, finished: Bool) {
    record("animation.didStop", "\(describe(added)) finished: \(finished)")
    added.animation.delegate?.animationDidStop(added.animation, finished: finished)
  }

  private func describe(_ added: AddedAnimation) -> String {
    added.animation.timelineName + (added.key.map { " key \"\($0)\"" } ?? "")
  }

  /// Records a timeline event about the layer, on the view it draws in.
  func record(_ kind: String, _ detail: String) {
    let view = owningView
    let log = SimulationContext.eventLog ?? view?.window?.eventLog
    let subject =
      view?.layer === self ? "" : "\(type(of: self)) in \(view?.identifier ?? "no view"): "
    log?.record(kind, view: view, detail: subject + detail)
  }
}
