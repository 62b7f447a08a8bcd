import Foundation

/// A discrete gesture: a quick stroke in one direction, UIKit's `UISwipeGestureRecognizer`
/// (docs/gestures-and-animations.md; reference uikit-multitouch.md §4).
///
/// UIKit's algorithm (decompiled `_checkForSwipeWithDelta:`), with `t` the seconds since the
/// first finger touched down and, for each finger, `primary` its displacement along a
/// ``direction`` (signed: positive is the way the direction points) and `secondary` across it:
/// - the thresholds shrink over the first 0.5 s: `m_min = 1 − min(t, 0.5)·(1 − 0.06)`,
///   `m_max = 1 − min(t, 0.5)·(1 − 0.02)`;
/// - a finger is far enough when `primary ≥ 50·m_min` and `|secondary| ≤ 200·m_max`; it fails
///   the swipe when `|secondary| > 200·m_max` in every enabled direction;
/// - recognized on the first event in which all ``numberOfTouchesRequired`` fingers are far
///   enough in one enabled direction; failed when more fingers come down, when all lift first,
///   or when 0.5 s pass without a swipe.
///
/// So a swipe recognized at once needs 50 pt, one at 0.5 s needs 26.5 pt with 102 pt of
/// sideways drift allowed. UIKit's own defaults are not visible in the decompile; these are the
/// values of its sibling `BKSwipeGestureRecognizer`, the best-sourced ones. UIKit's minimum rate
/// and opposite-movement terms have no known values and are left out.
///
/// ``location(in:)`` is where the swipe began: the centroid of the fingers at touch-down.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
  /// The directions that count (`direction`, default `.right`).
  public var direction: Direction = .right
  /// The fingers that must swipe together (`numberOfTouchesRequired`, default 1).
  public var numberOfTouchesRequired = 1
  /// The longest a swipe may take, seconds.
  package var maximumDuration = 0.5
  /// The distance along the direction needed at once, points (shrinks to 53 % over 0.5 s).
  package var minimumPrimaryMovement: CGFloat = 50
  /// The sideways drift allowed at once, points (shrinks to 51 % over 0.5 s).
  package var maximumSecondaryMovement: CGFloat = 200

  private var startTime: Double?
  private var starts: [ObjectIdentifier: CGPoint] = [:]
  private var startCentroid: CGPoint?
  private var timer: Int?

  /// Discrete.
  open override var isContinuous: Bool { false }

  /// "swipe".
  package override var kindName: String { "swipe" }

  /// Where the swipe began, in `view`'s coordinates (the window's when `nil`), points: the
  /// centroid of the fingers when they touched down (`location(in:)`).
  open override func location(in view: UIView?) -> CGPoint {
    guard let start = startCentroid else { return super.location(in: view) }
    return view?.convert(start, from: nil) ?? start
  }

  /// Notes where the fingers start; fails past ``numberOfTouchesRequired`` fingers.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard state == .possible else { return }
    if numberOfTouches > numberOfTouchesRequired {
      fail()
      return
    }
    for touch in touches { starts[ObjectIdentifier(touch)] = touch.location(in: nil) }
    let down = trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled }
    let points = down.map { $0.location(in: nil) }
    let n = CGFloat(points.count)
    startCentroid = CGPoint(
      x: points.map(\.x).reduce(0, +) / n, y: points.map(\.y).reduce(0, +) / n)
    if startTime == nil {
      startTime = event.timestamp
      timer = scheduler?.schedule(after: maximumDuration) { [weak self] in
        self?.timer = nil
        self?.fail()
      }
    }
  }

  /// Recognizes once every required finger has gone far enough in one enabled direction.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard state == .possible, let startTime else { return }
    let t = min(max(event.timestamp - startTime, 0), maximumDuration)
    let minimumFactor = 1 - CGFloat(t) * (1 - 0.06)
    let maximumFactor = 1 - CGFloat(t) * (1 - 0.02)
    let down = trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled }
    guard down.count == numberOfTouchesRequired else { return }
    var anyAllowed = false
    for candidate in [Direction.right, .left, .up, .down] where direction.contains(candidate) {
      var allFar = true
      var allWithin = true
      for touch in down {
        guard let start = starts[ObjectIdentifier(touch)] else {
          allFar = false
          continue
        }
        let p = touch.location(in: nil)
        let (primary, secondary) = UISwipeGestureRecognizer.components(
          CGPoint(x: p.x - start.x, y: p.y - start.y), along: candidate)
        if abs(secondary) > maximumSecondaryMovement * maximumFactor { allWithin = false }
        if primary < minimumPrimaryMovement * minimumFactor { allFar = false }
      }
      if allWithin { anyAllowed = true }
      if allWithin && allFar {
        cancelTimer()
        state = .recognized
        return
      }
    }
    if !anyAllowed { fail() }
  }

  /// Lifting before the swipe is recognized fails it.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    guard state == .possible else { return }
    if numberOfTouches == 0 { fail() }
  }

  /// A cancelled touch fails the swipe.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    fail()
  }

  /// Forgets the start and its timer.
  open override func reset() {
    super.reset()
    cancelTimer()
    startTime = nil
    starts.removeAll()
    startCentroid = nil
  }

  /// A displacement's component along `direction` (positive the way it points) and across it.
  static func components(_ delta: CGPoint, along direction: Direction) -> (CGFloat, CGFloat) {
    switch direction {
    case .left: return (-delta.x, delta.y)
    case .up: return (-delta.y, delta.x)
    case .down: return (delta.y, delta.x)
    default: return (delta.x, delta.y)
    }
  }

  private func fail() {
    guard state == .possible else { return }
    cancelTimer()
    state = .failed
  }

  private func cancelTimer() {
    if let timer { scheduler?.cancel(timer) }
    timer = nil
  }
}
