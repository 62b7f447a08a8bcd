import Foundation

/// A continuous gesture: two fingers moving apart or together, UIKit's
/// `UIPinchGestureRecognizer` (docs/gestures-and-animations.md; numbers from the decompiled
/// UIKitCore `_UIPinchGestureRecognizerDriver`, reference uikit-multitouch.md §5).
///
/// - Tracks the first two fingers; a third is ignored. `d₀` is their distance when the second
///   touches down, divided by the current ``scale``.
/// - Began when the distance `d` has changed by more than ``hysteresis`` (8 pt):
///   `|d − d₀·s₀| > 8`. UIKit then moves `d₀` 8 pt toward `d` so the gesture starts near 1 and
///   does not jump: fingers going from 100 pt to 200 pt apart end at `200 / 108 ≈ 1.852`, and
///   reach a scale of 2 at 216 pt.
/// - ``scale`` is `d / d₀` on every later move, cumulative ("an absolute value… not the delta",
///   Apple). Setting it re-bases `d₀` so the next move continues from the new value, and
///   resets the velocity: the photo pattern `view.transform = view.transform.scaledBy(x: s,
///   y: s); pinch.scale = 1` applies each change once.
/// - ``velocity`` is in scale factor per second: each move gives `Δscale / Δt` (a zero `Δt`
///   reuses the last non-zero one), reported `0.75·previous + 0.25·latest`.
/// - When one finger lifts the recognizer stays active and the scale stops changing; when a
///   finger lands again `d₀` is re-based so there is no jump. Ended when both fingers have
///   lifted after began; failed when they lift before it.
/// - ``location(in:)`` is the centroid of the fingers down.
///
/// Not modelled: UIKit's transform analyzer, which freezes the scale while a translation or
/// rotation dominates the fingers' movement (docs/gestures-and-animations.md).
open class UIPinchGestureRecognizer: UIGestureRecognizer {
  /// The change of distance before the pinch begins, points (UIKit's `_hysteresis`, 8).
  package var hysteresis: CGFloat = 8

  private var currentScale: CGFloat = 1
  /// `d₀`: the distance that reads as a scale of 1, window points.
  private var initialDistance: CGFloat?
  /// The scale when the current pair of fingers came down.
  private var initialScale: CGFloat = 1
  private var lastTime: Double?
  private var lastNonZeroInterval: Double = 0
  private var latestVelocity: CGFloat = 0
  private var previousVelocity: CGFloat = 0

  /// "pinch".
  package override var kindName: String { "pinch" }

  /// The scale factor relative to the fingers' distance when the pinch began (`scale`,
  /// default 1). Setting it re-bases the distance, so the next change continues from the value
  /// set, and resets ``velocity``.
  public var scale: CGFloat {
    get { currentScale }
    set {
      if let d0 = initialDistance, newValue != 0 {
        initialDistance = d0 * currentScale / newValue
      }
      currentScale = newValue
      initialScale = newValue
      latestVelocity = 0
      previousVelocity = 0
    }
  }

  /// The velocity of the pinch in scale factor per second (`velocity`).
  public var velocity: CGFloat { 0.75 * previousVelocity + 0.25 * latestVelocity }

  /// The two fingers the pinch reads: the first two it tracks that are down.
  private var pair: (UITouch, UITouch)? {
    let down = trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled }
    guard down.count >= 2 else { return nil }
    return (down[0], down[1])
  }

  private var distance: CGFloat? {
    guard let (a, b) = pair else { return nil }
    let p = a.location(in: nil)
    let q = b.location(in: nil)
    return hypot(q.x - p.x, q.y - p.y)
  }

  /// Re-bases `d₀` when a second finger is down, so the scale goes on from where it is.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    for touch in touches.sorted(by: { $0.identifier > $1.identifier }) where numberOfTouches > 2 {
      ignore(touch, for: event)
    }
    guard let d = distance, currentScale != 0 else { return }
    initialScale = currentScale
    initialDistance = d / currentScale
    lastTime = event.timestamp
  }

  /// Begins past the hysteresis, then follows the distance.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let d = distance, var d0 = initialDistance else { return }
    if state == .possible {
      guard abs(d0 * initialScale - d) > hysteresis else { return }
      // Move d₀ toward d by the hysteresis (UIKit: `d₀ −= ±hysteresis / s₀`).
      d0 -= (d0 > d ? hysteresis : -hysteresis) / initialScale
      initialDistance = d0
    }
    apply(d / d0, at: event.timestamp)
    state = state.afterChange
  }

  /// Ends (or fails before began) when both fingers have lifted.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    guard numberOfTouches == 0 else { return }
    state = state.finished(.ended)
  }

  /// Cancels (or fails before began).
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    state = state.finished(.cancelled)
  }

  /// Back to a scale of 1 and no velocity.
  open override func reset() {
    super.reset()
    currentScale = 1
    initialScale = 1
    initialDistance = nil
    lastTime = nil
    lastNonZeroInterval = 0
    latestVelocity = 0
    previousVelocity = 0
  }

  private func apply(_ newScale: CGFloat, at time: Double) {
    var interval = time - (lastTime ?? time)
    if interval > 0 {
      lastNonZeroInterval = interval
    } else {
      interval = lastNonZeroInterval > 0 ? lastNonZeroInterval : 1.0 / 60
    }
    previousVelocity = latestVelocity
    latestVelocity = (newScale - currentScale) / CGFloat(interval)
    lastTime = time
    currentScale = newScale
  }
}
