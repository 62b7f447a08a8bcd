import Foundation

/// A continuous gesture: two fingers turning around each other, UIKit's
/// `UIRotationGestureRecognizer` (docs/gestures-and-animations.md; numbers from the decompiled
/// UIKitCore `_UIRotationGestureRecognizerDriver`, reference uikit-multitouch.md §6).
///
/// - The fingers' angle is `θ = atan2(y₀ − y₁, x₁ − x₀)` in window points (y up), for the first
///   two fingers the recognizer tracks; ``rotation`` is `θ_initial − θ + 2π·turns`, radians, so
///   fingers turning **clockwise on screen give a positive rotation**, the direction
///   `CGAffineTransform(rotationAngle:)` turns a view on screen for a positive angle. A step
///   of more than π/2 counts a turn.
/// - Began once the angle has changed by more than `5° + 5°·√min(|d − d₀|/d₀, 1)` (`d` the
///   fingers' distance, `d₀` at touch-down: 5° for a pure turn, up to 10° while also
///   pinching). UIKit then moves `θ_initial` by that threshold toward `θ`, so the rotation
///   starts near 0: a 90° clockwise turn of constant radius ends at `π/2 − 5°` (1.4835 rad).
/// - Setting ``rotation`` re-bases `θ_initial` (the photo pattern
///   `view.transform = view.transform.rotated(by: r); rotation.rotation = 0`) and resets the
///   velocity.
/// - ``velocity`` is radians per second, `Δrotation / Δt` per move, reported
///   `0.75·previous + 0.25·latest`.
/// - One finger lifting leaves it active; a finger landing again re-bases the angle. Ended
///   when both fingers lift after began, failed before.
///
/// Not modelled: UIKit's transform analyzer, which holds the rotation while a pinch or a
/// translation dominates the movement (docs/gestures-and-animations.md).
open class UIRotationGestureRecognizer: UIGestureRecognizer {
  private var initialAngle: CGFloat = 0
  private var currentAngle: CGFloat = 0
  private var turns = 0
  private var initialDistance: CGFloat = 0
  private var lastTime: Double?
  private var latestVelocity: CGFloat = 0
  private var previousVelocity: CGFloat = 0

  /// "rotation".
  package override var kindName: String { "rotation" }

  /// The rotation since the gesture began, radians, clockwise on screen positive (`rotation`,
  /// default 0). Setting it re-bases the start angle so the next change continues from the
  /// value set, and resets ``velocity``.
  public var rotation: CGFloat {
    get { initialAngle - currentAngle + 2 * .pi * CGFloat(turns) }
    set {
      var start = currentAngle + newValue
      turns = 0
      while start > .pi {
        start -= 2 * .pi
        turns += 1
      }
      while start < -.pi {
        start += 2 * .pi
        turns -= 1
      }
      initialAngle = start
      latestVelocity = 0
      previousVelocity = 0
    }
  }

  /// The rotation's velocity, radians per second (`velocity`).
  public var velocity: CGFloat { 0.75 * previousVelocity + 0.25 * latestVelocity }

  private var pair: (UITouch, UITouch)? {
    let down = trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled }
    guard down.count >= 2 else { return nil }
    return (down[0], down[1])
  }

  private func angleAndDistance() -> (angle: CGFloat, distance: CGFloat)? {
    guard let (a, b) = pair else { return nil }
    let p = a.location(in: nil)
    let q = b.location(in: nil)
    return (atan2(p.y - q.y, q.x - p.x), hypot(q.x - p.x, q.y - p.y))
  }

  /// A second finger down: re-bases the start angle, so the rotation goes on from where it is.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    for touch in touches.sorted(by: { $0.identifier > $1.identifier }) where numberOfTouches > 2 {
      ignore(touch, for: event)
    }
    guard let (angle, distance) = angleAndDistance() else { return }
    lastTime = event.timestamp
    initialDistance = distance
    initialAngle = angle + initialAngle - currentAngle
    currentAngle = angle
    while initialAngle > .pi {
      initialAngle -= 2 * .pi
      turns += 1
    }
    while initialAngle < -.pi {
      initialAngle += 2 * .pi
      turns -= 1
    }
  }

  /// Begins past the threshold, then follows the angle.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let (angle, distance) = angleAndDistance() else { return }
    let step = angle - currentAngle
    let oldAngle = currentAngle
    let oldTurns = turns
    if abs(step) > .pi / 2 { turns += step >= 0 ? 1 : -1 }
    if state == .possible {
      let change = initialDistance > 0 ? abs(distance - initialDistance) / initialDistance : 0
      let threshold = (5 + 5 * sqrt(min(change, 1))) * .pi / 180
      guard abs(initialAngle - angle) > threshold else {
        currentAngle = angle
        return
      }
      initialAngle -= initialAngle <= angle ? -threshold : threshold
    }
    currentAngle = angle
    let interval = event.timestamp - (lastTime ?? event.timestamp)
    previousVelocity = latestVelocity
    if interval > 0 {
      let turned = oldAngle - angle + 2 * .pi * CGFloat(turns - oldTurns)
      latestVelocity = turned / CGFloat(interval)
    }
    lastTime = event.timestamp
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

  /// Back to no rotation and no velocity.
  open override func reset() {
    super.reset()
    initialAngle = 0
    currentAngle = 0
    turns = 0
    initialDistance = 0
    lastTime = nil
    latestVelocity = 0
    previousVelocity = 0
  }
}
