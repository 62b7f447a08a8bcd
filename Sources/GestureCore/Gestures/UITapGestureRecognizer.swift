import Foundation

/// A discrete gesture: one or more taps, UIKit's `UITapGestureRecognizer`
/// (docs/gestures-and-animations.md).
///
/// Recognized when the last finger of the `numberOfTapsRequired`th tap lifts. It fails when
/// - more fingers than `numberOfTouchesRequired` come down;
/// - a finger moves more than ``allowableMovement`` (45 pt) from where it touched down, or a
///   later tap lands farther than that from the first;
/// - a tap lasts longer than ``maximumTapDuration`` (0.75 s);
/// - the next tap does not begin within ``maximumIntervalBetweenSuccessiveTaps`` (0.35 s) of
///   the previous lift.
///
/// 0.35 s is UIKit's `_maximumIntervalBetweenSuccessiveTaps`; the 45 pt and 0.75 s limits are
/// values an Apple-internal recognizer is configured with and are the working assumption for
/// the defaults (§4.5, §10: not verified on a device).
open class UITapGestureRecognizer: UIGestureRecognizer {
  /// Taps needed (`numberOfTapsRequired`, default 1).
  public var numberOfTapsRequired = 1
  /// Fingers per tap (`numberOfTouchesRequired`, default 1).
  public var numberOfTouchesRequired = 1
  /// How far a finger may move during a tap, and later taps may land from the first, points
  /// (working assumption 45).
  public var allowableMovement: CGFloat = 45
  /// How long a finger may stay down in one tap, seconds (working assumption 0.75).
  public var maximumTapDuration: Double = 0.75
  /// The longest pause between a lift and the next tap, seconds (UIKit's 0.35).
  public var maximumIntervalBetweenSuccessiveTaps: Double = 0.35

  private var tapsCompleted = 0
  private var firstTapLocation: CGPoint?
  /// Where the fingers of the first tap touched down, window points.
  private var firstTapStarts: [CGPoint] = []
  private var startLocations: [ObjectIdentifier: CGPoint] = [:]
  private var fingersDown = 0
  private var maximumFingersThisTap = 0
  private var durationTimer: Int?
  private var intervalTimer: Int?

  /// Discrete.
  open override var isContinuous: Bool { false }

  /// "tap", "double tap", "3-tap".
  package override var kindName: String {
    switch numberOfTapsRequired {
    case 1: return "tap"
    case 2: return "double tap"
    default: return "\(numberOfTapsRequired)-tap"
    }
  }

  /// Starts a tap, or fails when too many fingers come down or the tap lands too far away.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard state == .possible else { return }
    cancel(&intervalTimer)
    for touch in touches {
      let point = touch.location(in: nil)
      startLocations[ObjectIdentifier(touch)] = point
      if let first = firstTapLocation, distance(point, first) > allowableMovement {
        fail()
        return
      }
    }
    fingersDown += touches.count
    maximumFingersThisTap = max(maximumFingersThisTap, fingersDown)
    if fingersDown > numberOfTouchesRequired {
      fail()
      return
    }
    if firstTapLocation == nil {
      firstTapLocation = touches.min { $0.identifier < $1.identifier }?.location(in: nil)
    }
    if tapsCompleted == 0 {
      firstTapStarts += touches.sorted { $0.identifier < $1.identifier }.map {
        $0.location(in: nil)
      }
    }
    if durationTimer == nil, let scheduler {
      durationTimer = scheduler.schedule(after: maximumTapDuration) { [weak self] in
        self?.durationTimer = nil
        self?.fail()
      }
    }
  }

  /// Fails when a finger moves beyond ``allowableMovement``.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard state == .possible else { return }
    for touch in touches {
      guard let start = startLocations[ObjectIdentifier(touch)] else { continue }
      if distance(touch.location(in: nil), start) > allowableMovement {
        fail()
        return
      }
    }
  }

  /// Completes a tap when the last finger lifts; recognizes after the last required tap.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    guard state == .possible else { return }
    fingersDown = max(0, fingersDown - touches.count)
    guard fingersDown == 0 else { return }
    cancel(&durationTimer)
    guard maximumFingersThisTap == numberOfTouchesRequired else {
      fail()
      return
    }
    maximumFingersThisTap = 0
    tapsCompleted += 1
    if tapsCompleted >= numberOfTapsRequired {
      state = .recognized
    } else if let scheduler {
      intervalTimer = scheduler.schedule(after: maximumIntervalBetweenSuccessiveTaps) {
        [weak self] in
        self?.intervalTimer = nil
        self?.fail()
      }
    }
  }

  /// A cancelled touch fails the tap.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    fail()
  }

  /// Clears the tap count and timers.
  open override func reset() {
    super.reset()
    cancel(&durationTimer)
    cancel(&intervalTimer)
    tapsCompleted = 0
    firstTapLocation = nil
    firstTapStarts.removeAll()
    startLocations.removeAll()
    fingersDown = 0
    maximumFingersThisTap = 0
  }

  /// Where the gesture happened, in `view`'s coordinates (the window's when `nil`), points: the
  /// centroid of the first tap's fingers where they touched down, as UIKit reports it for every
  /// tap of a multi-tap gesture (decompiled `UITapGestureRecognizer`, reference §2).
  open override func location(in view: UIView?) -> CGPoint {
    guard !firstTapStarts.isEmpty else { return super.location(in: view) }
    let n = CGFloat(firstTapStarts.count)
    let centroid = CGPoint(
      x: firstTapStarts.map(\.x).reduce(0, +) / n, y: firstTapStarts.map(\.y).reduce(0, +) / n)
    return view?.convert(centroid, from: nil) ?? centroid
  }

  /// Fewer taps can be prevented only by recognizers that are not taps needing fewer taps: a
  /// tap recognizer needing more taps prevents one needing fewer, not the other way round
  /// (Chameleon, `canPrevent`/`canBePrevented`).
  open override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
    guard let other = preventedGestureRecognizer as? UITapGestureRecognizer else { return true }
    return numberOfTapsRequired >= other.numberOfTapsRequired
  }

  private func fail() {
    guard state == .possible else { return }
    cancel(&durationTimer)
    cancel(&intervalTimer)
    state = .failed
  }

  private func cancel(_ timer: inout Int?) {
    if let token = timer { scheduler?.cancel(token) }
    timer = nil
  }

  private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    hypot(a.x - b.x, a.y - b.y)
  }
}
