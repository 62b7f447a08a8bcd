/// The delegate of a scroll view's `panGestureRecognizer`.
///
/// UIKit makes the scroll view the delegate of its own pan and does not declare the conformance
/// publicly, so an app's subclass may declare `UIGestureRecognizerDelegate` itself and have its
/// methods called for the pan (the common way to let the scroll view's pan recognize together
/// with another gesture). This object plays that part: it runs the scroll view's own bookkeeping
/// for a new touch, then asks the subclass when it conforms, and otherwise answers UIKit's
/// defaults.
@preconcurrency @MainActor
final class ScrollViewPanDelegate: UIGestureRecognizerDelegate {
  /// The scroll view whose pan this is (weak: the scroll view owns this object).
  private weak var scrollView: UIScrollView?

  init(scrollView: UIScrollView) { self.scrollView = scrollView }

  /// The subclass's own conformance, if it declares one.
  private var subclassDelegate: (any UIGestureRecognizerDelegate)? {
    scrollView as? any UIGestureRecognizerDelegate
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    // The scroll view's own answer is `UIView.gestureRecognizerShouldBegin(_:)`, which the
    // runtime asks of the recognizer's view already.
    true
  }

  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
    -> Bool
  {
    guard let scrollView, scrollView.panShouldReceive(gestureRecognizer, touch: touch) else {
      return false
    }
    return subclassDelegate?.gestureRecognizer(gestureRecognizer, shouldReceive: touch) ?? true
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    subclassDelegate?.gestureRecognizer(
      gestureRecognizer, shouldRecognizeSimultaneouslyWith: otherGestureRecognizer) ?? false
  }
}
