import Foundation

/// The scroll view's own pan (UIKit's private `UIScrollViewPanGestureRecognizer`): a
/// `UIPanGestureRecognizer` that also tells its scroll view when it resets, once the touches it
/// tracked have lifted (or it failed), so that a finger that stopped moving content and lifted
/// without dragging ends that motion (``UIScrollView/panDidReset()``).
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
  /// The scroll view (weak: the scroll view owns its pan).
  weak var scrollView: UIScrollView?

  override func reset() {
    super.reset()
    scrollView?.panDidReset()
  }
}
