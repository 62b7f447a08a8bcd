import Foundation

/// A continuous gesture: fingers held still for a while, then possibly moved, UIKit's
/// `UILongPressGestureRecognizer` (docs/gestures-and-animations.md).
///
/// - Began: `minimumPressDuration` (0.5 s) after the required fingers touched down, fired by
///   the window's clock at exactly that instant even if no touch event arrives then
///   (Chameleon and WinObjC use a timer the same way).
/// - Failed: a finger moves more than `allowableMovement` (10 pt) from where it touched down,
///   or lifts, before the gesture began (Apple, `allowableMovement`).
/// - Changed: whenever a finger moves after began, by any distance — `allowableMovement`
///   applies only before began, which is what drag-to-reorder relies on.
/// - Ended: when a finger lifts after began; cancelled when the system cancels the touch.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  /// How long the fingers must be held, seconds (`minimumPressDuration`, default 0.5).
  public var minimumPressDuration: Double = 0.5
  /// How far a finger may move before the gesture began without failing it, points, measured
  /// from where it touched down (`allowableMovement`, default 10).
  public var allowableMovement: CGFloat = 10
  /// How many fingers must be down (`numberOfTouchesRequired`, default 1).
  public var numberOfTouchesRequired = 1
  /// How many taps must precede the press (`numberOfTapsRequired`, default 0; only 0 is
  /// modelled).
  public var numberOfTapsRequired = 0

  private var startLocations: [ObjectIdentifier: CGPoint] = [:]
  private var timer: Int?

  /// "long press".
  package override var kindName: String { "long press" }

  /// Starts the timer once the required fingers are down; fails when more come down first.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard state == .possible else { return }
    for touch in touches {
      startLocations[ObjectIdentifier(touch)] = touch.location(in: nil)
    }
    let down = numberOfTouches
    if down > numberOfTouchesRequired {
      cancelTimer()
      state = .failed
    } else if down == numberOfTouchesRequired, timer == nil, let scheduler {
      timer = scheduler.schedule(after: minimumPressDuration) { [weak self] in
        self?.pressDurationElapsed()
      }
    }
  }

  /// Fails on movement beyond `allowableMovement` before began; reports changed after.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    switch state {
    case .possible:
      for touch in touches {
        guard let start = startLocations[ObjectIdentifier(touch)] else { continue }
        let p = touch.location(in: nil)
        let distance = hypot(p.x - start.x, p.y - start.y)
        if distance > allowableMovement {
          cancelTimer()
          state = .failed
          return
        }
      }
    case .began, .changed:
      state = .changed
    default:
      break
    }
  }

  /// Ends after began; fails before.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    switch state {
    case .possible:
      cancelTimer()
      state = .failed
    case .began, .changed:
      state = .ended
    default:
      break
    }
  }

  /// Cancels after began; fails before.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    cancelTimer()
    state = state.finished(.cancelled)
  }

  /// Clears the timer and start points.
  open override func reset() {
    super.reset()
    cancelTimer()
    startLocations.removeAll()
  }

  private func pressDurationElapsed() {
    timer = nil
    guard state == .possible, numberOfTouches == numberOfTouchesRequired else { return }
    state = .began
  }

  private func cancelTimer() {
    if let timer { scheduler?.cancel(timer) }
    timer = nil
  }
}
