import UIKit

#if canImport(UIKit.UIGestureRecognizerSubclass)
  import UIKit.UIGestureRecognizerSubclass
#endif

/// A one-finger "swipe right to go back" recognizer: it recognizes once the finger has moved
/// `minimumDistance` to the right while staying within `maximumDrift` of its starting height,
/// and fails as soon as the finger moves left or drifts too far vertically.
final class SwipeRightGestureRecognizer: UIGestureRecognizer {
  var minimumDistance: CGFloat = 80
  var maximumDrift: CGFloat = 30
  private var startPoint = CGPoint.zero
  private var lastX: CGFloat = 0

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    guard touches.count == 1, let touch = touches.first else {
      state = .failed
      return
    }
    startPoint = touch.location(in: view)
    lastX = startPoint.x
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesMoved(touches, with: event)
    guard state == .possible, let touch = touches.first else { return }
    let point = touch.location(in: view)
    if point.x < lastX || abs(point.y - startPoint.y) > maximumDrift {
      state = .failed
      return
    }
    lastX = point.x
    if point.x - startPoint.x >= minimumDistance {
      state = .recognized
    }
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    if state == .possible {
      state = .failed
    }
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesCancelled(touches, with: event)
    state = .cancelled
  }

  override func reset() {
    super.reset()
    startPoint = .zero
    lastX = 0
  }
}
