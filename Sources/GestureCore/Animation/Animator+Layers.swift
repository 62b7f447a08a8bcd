import Foundation

/// One implicit animation of a property of a layer of its own: the action Core Animation runs
/// when such a property changes, a `CABasicAnimation` from the value on screen to the new model
/// value over the transaction's duration along `kCAMediaTimingFunctionDefault` (Apple,
/// CAMediaTimingFunction.h: "the curve used by implicit animations created by Core
/// Animation"). It is not additive: a new change of the property replaces it, starting from
/// where it is.
@preconcurrency @MainActor
final class LayerAnimation {
  /// The layer animated (weak: the layer tree owns it).
  weak var layer: CALayer?
  /// The property, in the components of the matching view property (`position` as `center`,
  /// `opacity` as `alpha`, the affine part of `transform`).
  let property: AnimatableProperty
  /// `from − to`, components.
  let delta: [Double]
  /// When it starts and how long it lasts, seconds.
  let beginTime: Double
  let duration: Double

  init(
    layer: CALayer, property: AnimatableProperty, delta: [Double], beginTime: Double,
    duration: Double
  ) {
    self.layer = layer
    self.property = property
    self.delta = delta
    self.beginTime = beginTime
    self.duration = duration
  }

  /// When it ends, seconds.
  var endTime: Double { beginTime + duration }

  /// The fraction of `delta` shown at `time`.
  func remaining(at time: Double) -> Double {
    AnimationTiming.curve(.default).remaining(elapsed: time - beginTime, duration: duration)
  }
}

/// What a layer of its own shows now: its model geometry and opacity with its implicit
/// animations applied.
struct LayerPresentation {
  /// The position, points in the superlayer's coordinates.
  var position: CGPoint
  /// The bounds, points.
  var bounds: CGRect
  /// The affine part of the transform.
  var transform: CGAffineTransform
  /// The opacity, 0…1.
  var opacity: Double
  /// The whole transform when an animation shows one that is not affine (a turn about x or
  /// y, perspective), else `nil`: ``transform`` is then its affine part.
  var transform3D: CATransform3D? = nil
}

extension Animator {
  /// What `layer` (a layer of its own) shows at the scheduler's current time: its implicit
  /// animations, then its explicit ones. Opacity is clamped to 0…1, as the compositor does.
  func presentation(of layer: CALayer) -> LayerPresentation {
    layer.applyingAnimations(to: implicitPresentation(of: layer), now: scheduler.now)
  }

  /// What `layer` (a layer of its own) shows with its implicit animations only.
  func implicitPresentation(of layer: CALayer) -> LayerPresentation {
    var values = LayerPresentation(
      position: layer.storedPosition, bounds: layer.storedBounds,
      transform: CATransform3DGetAffineTransform(layer.storedTransform),
      opacity: Double(layer.storedOpacity))
    let now = scheduler.now
    for animation in layerAnimations[ObjectIdentifier(layer)] ?? []
    where animation.layer === layer {
      var components = layer.modelComponents(animation.property)
      let factor = animation.remaining(at: now)
      for index in components.indices { components[index] += animation.delta[index] * factor }
      switch animation.property {
      case .center: values.position = AnimatableProperty.point(components)
      case .bounds: values.bounds = AnimatableProperty.rect(components)
      case .transform: values.transform = AnimatableProperty.transform(components)
      case .alpha: values.opacity = components[0]
      case .transform3D:
        let transform = Transform3DComponents.transform(components)
        values.transform3D = transform
        values.transform = CATransform3DGetAffineTransform(transform)
      }
    }
    values.opacity = values.opacity.isNaN ? 0 : min(1, max(0, values.opacity))
    return values
  }

  /// Animates the change of `property` of `layer` from the model value `old` to its current
  /// one, unless the current transaction disables actions or its duration is 0 or less.
  func addImplicitAnimation(
    _ property: AnimatableProperty, of layer: CALayer, from old: [Double]
  ) {
    let transactions = scheduler.transactions
    let duration = transactions.duration
    guard !transactions.disablesActions, duration > 0 else { return }
    let key = ObjectIdentifier(layer)
    let now = scheduler.now
    var start = old
    if let running = layerAnimations[key]?.first(where: {
      $0.property == property && $0.layer === layer
    }) {
      let factor = running.remaining(at: now)
      for index in start.indices { start[index] += running.delta[index] * factor }
    }
    layerAnimations[key]?.removeAll { $0.property == property || $0.layer !== layer }
    let delta = zip(start, layer.modelComponents(property)).map { $0 - $1 }
    guard delta.contains(where: { $0 != 0 }) else { return }
    let animation = LayerAnimation(
      layer: layer, property: property, delta: delta, beginTime: now, duration: duration)
    layerAnimations[key, default: []].append(animation)
    transactions.animationAdded(ending: animation.endTime)
    scheduler.schedule(after: duration) { [weak self] in self?.removeEndedLayerAnimations() }
  }

  /// Drops the implicit animations that have ended.
  private func removeEndedLayerAnimations() {
    let now = scheduler.now
    for key in Array(layerAnimations.keys) {
      layerAnimations[key]?.removeAll {
        $0.layer == nil || $0.endTime <= now + Scheduler.tolerance
      }
      if layerAnimations[key]?.isEmpty == true { layerAnimations[key] = nil }
    }
  }
}
