import Foundation

/// A continuous gesture: fingers dragged across the screen, UIKit's `UIPanGestureRecognizer`
/// (docs/gestures-and-animations.md).
///
/// - Began: once the centroid of the fingers has moved at least ``hysteresis`` (10 pt) along x
///   **or** along y from where it started. The hysteresis is then removed from the translation
///   per axis, `t' = sign(t)·max(|t| − 10, 0)`, so a 12 pt vertical drag reports (0, 2) at
///   began (UIKit's `_removeHysteresisFromTranslation`) and the content does not jump.
/// - Changed on every later move; ended when the last finger lifts after began; failed when
///   the fingers lift before it began; cancelled when the system cancels the touches.
///
/// ``velocity(in:)`` is in points per second from the last two centroid samples,
/// `Δp/Δt` each (samples less than 1 ms apart count as 0), blended `0.2·current +
/// 0.8·previous` (UIKit's `velocityInView:`, reference §4.3). Every centroid update at least
/// 1 ms after the last is a sample, one where the fingers did not move a sample of 0; one
/// after a rest of ``restDuration`` (100 ms) or more clears both samples, so fingers held
/// still before lifting end with no velocity (the rule the scroll view's release follows;
/// working value, docs/gestures-and-animations.md).
open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// The fewest fingers that can pan (`minimumNumberOfTouches`, default 1).
  public var minimumNumberOfTouches = 1
  /// The most fingers that can pan (`maximumNumberOfTouches`, default `Int.max`).
  public var maximumNumberOfTouches = Int.max
  /// The distance the centroid must move along one axis before the pan begins, points
  /// (UIKit's `_defaultHysteresis`, 10).
  package var hysteresis: CGFloat = 10

  /// Whether movement along x counts toward beginning. A scroll view's pan counts only the
  /// axes it can scroll along (UIKit's `_willScrollX`/`_willScrollY`), so a vertical scroll view
  /// does not start scrolling on a sideways swipe.
  var countsHorizontalMovement = true
  /// Whether movement along y counts toward beginning (see `countsHorizontalMovement`).
  var countsVerticalMovement = true

  /// Accumulated centroid movement since the gesture started, window points.
  private var rawTranslation = CGPoint.zero
  /// Subtracted from ``rawTranslation`` to give the reported translation (the hysteresis,
  /// then whatever `setTranslation` set).
  private var translationOffset = CGPoint.zero
  private var lastCentroid: CGPoint?
  private var lastTouchCount = 0
  private var lastSampleTime: Double?
  private var currentVelocity: CGPoint?
  private var previousVelocity: CGPoint?

  /// "pan".
  package override var kindName: String { "pan" }

  /// How long the fingers rest before the movement before it no longer counts toward the
  /// velocity, seconds (working value: the scroll view's 100 ms release rule).
  static let restDuration: Double = 0.1

  /// The centroid's whole movement since the fingers came down, hysteresis included, window
  /// points: the direction the drag started in (a scroll view's directional lock reads it
  /// when the pan begins).
  package var movementSinceTouchDown: CGPoint { rawTranslation }

  /// The total translation since the gesture began (hysteresis removed), as a vector in
  /// `view`'s coordinates (the window's when `nil`), points (`translation(in:)`).
  open func translation(in view: UIView?) -> CGPoint {
    let t = CGPoint(
      x: rawTranslation.x - translationOffset.x, y: rawTranslation.y - translationOffset.y)
    return UIPanGestureRecognizer.vector(t, fromWindowTo: view)
  }

  /// Makes the current translation read `translation` in `view`'s coordinates, and resets the
  /// velocity (`setTranslation(_:in:)`; Apple: "Changing the translation value resets the
  /// velocity").
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {
    let inWindow = UIPanGestureRecognizer.vector(translation, toWindowFrom: view)
    translationOffset = CGPoint(
      x: rawTranslation.x - inWindow.x, y: rawTranslation.y - inWindow.y)
    currentVelocity = nil
    previousVelocity = nil
  }

  /// The velocity of the centroid in `view`'s coordinates (the window's when `nil`), points
  /// per second (`velocity(in:)`).
  open func velocity(in view: UIView?) -> CGPoint {
    guard let current = currentVelocity else { return .zero }
    let blended: CGPoint
    if let previous = previousVelocity {
      blended = CGPoint(
        x: 0.2 * current.x + 0.8 * previous.x, y: 0.2 * current.y + 0.8 * previous.y)
    } else {
      blended = current
    }
    return UIPanGestureRecognizer.vector(blended, fromWindowTo: view)
  }

  /// Starts tracking the new fingers; fingers beyond ``maximumNumberOfTouches`` are not
  /// tracked (UIKit ignores them rather than failing: decompiled `UIPanGestureRecognizer`,
  /// whose `failsPastMaxTouches` is off by default).
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    for touch in touches.sorted(by: { $0.identifier > $1.identifier })
    where numberOfTouches > maximumNumberOfTouches {
      ignore(touch, for: event)
    }
    sample(at: event.timestamp)
  }

  /// Accumulates the movement; begins past the hysteresis, else reports changed.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    sample(at: event.timestamp)
    switch state {
    case .possible:
      guard numberOfTouches >= minimumNumberOfTouches,
        (countsHorizontalMovement && abs(rawTranslation.x) >= hysteresis)
          || (countsVerticalMovement && abs(rawTranslation.y) >= hysteresis)
      else { return }
      translationOffset = CGPoint(
        x: rawTranslation.x - UIPanGestureRecognizer.removeHysteresis(rawTranslation.x, hysteresis),
        y: rawTranslation.y - UIPanGestureRecognizer.removeHysteresis(rawTranslation.y, hysteresis))
      state = .began
    case .began, .changed:
      state = .changed
    default:
      break
    }
  }

  /// Ends (or fails before began) when the last finger lifts.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    // Where the fingers lift is the last sample of their movement (a rest before it shows).
    sample(at: event.timestamp, including: touches)
    sample(at: event.timestamp)
    guard numberOfTouches == 0 || (state.isActive && numberOfTouches < minimumNumberOfTouches)
    else { return }
    state = state.finished(.ended)
  }

  /// Cancels (or fails before began).
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    state = state.finished(.cancelled)
  }

  /// Clears the translation and velocity.
  open override func reset() {
    super.reset()
    rawTranslation = .zero
    translationOffset = .zero
    lastCentroid = nil
    lastTouchCount = 0
    lastSampleTime = nil
    currentVelocity = nil
    previousVelocity = nil
  }

  /// `sign(t)·max(|t| − h, 0)`.
  static func removeHysteresis(_ t: CGFloat, _ h: CGFloat) -> CGFloat {
    let magnitude = max(abs(t) - h, 0)
    return t < 0 ? -magnitude : magnitude
  }

  /// Adds the centroid's movement since the last sample. When fingers are added or lifted the
  /// centroid jumps; that jump is not movement, so the reference is moved instead.
  private func sample(at time: Double, including lifting: Set<UITouch> = []) {
    let down = trackedTouches.filter {
      ($0.phase != .ended && $0.phase != .cancelled) || lifting.contains($0)
    }
    guard !down.isEmpty else {
      lastCentroid = nil
      lastTouchCount = 0
      return
    }
    let n = CGFloat(down.count)
    let points = down.map { $0.location(in: nil) }
    let centroid = CGPoint(
      x: points.map(\.x).reduce(0, +) / n, y: points.map(\.y).reduce(0, +) / n)
    defer {
      lastCentroid = centroid
      lastTouchCount = down.count
    }
    guard let last = lastCentroid, lastTouchCount == down.count else {
      lastSampleTime = time
      return
    }
    let delta = CGPoint(x: centroid.x - last.x, y: centroid.y - last.y)
    rawTranslation.x += delta.x
    rawTranslation.y += delta.y
    if let previousTime = lastSampleTime {
      let dt = time - previousTime
      if delta != .zero {
        let velocity = dt < 0.001 ? CGPoint.zero : CGPoint(x: delta.x / dt, y: delta.y / dt)
        previousVelocity = currentVelocity
        currentVelocity = velocity
      } else if dt >= 0.001 {
        // The finger stayed where it was: a sample of no movement. After a rest of 100 ms or
        // more the movement before it is stale too, so the finger lifts still.
        previousVelocity =
          Scheduler.hasElapsed(UIPanGestureRecognizer.restDuration, from: previousTime, to: time)
          ? .zero : currentVelocity
        currentVelocity = .zero
      }
    }
    if delta != .zero || lastSampleTime == nil || time - (lastSampleTime ?? time) >= 0.001 {
      lastSampleTime = time
    }
  }

  static func vector(_ v: CGPoint, fromWindowTo view: UIView?) -> CGPoint {
    guard let view else { return v }
    let origin = view.convert(CGPoint.zero, from: nil)
    let tip = view.convert(v, from: nil)
    return CGPoint(x: tip.x - origin.x, y: tip.y - origin.y)
  }

  static func vector(_ v: CGPoint, toWindowFrom view: UIView?) -> CGPoint {
    guard let view else { return v }
    let origin = view.convert(CGPoint.zero, to: nil)
    let tip = view.convert(v, to: nil)
    return CGPoint(x: tip.x - origin.x, y: tip.y - origin.y)
  }
}
