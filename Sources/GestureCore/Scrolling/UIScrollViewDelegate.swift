/// The messages a scroll view sends about scrolling, UIKit's `UIScrollViewDelegate`. Every
/// method has an empty default implementation; the scroll view holds its delegate weakly.
///
/// Order during a drag and fling (Apple, `UIScrollViewDelegate`; Chameleon's and WinObjC's
/// `UIScrollView` follow it): `scrollViewWillBeginDragging`, `scrollViewDidScroll` for every
/// offset change, `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`,
/// `scrollViewDidEndDragging(_:willDecelerate:)`, then, when it decelerates or
/// bounces, `scrollViewWillBeginDecelerating`, `scrollViewDidScroll` every frame and
/// `scrollViewDidEndDecelerating`.
@MainActor
public protocol UIScrollViewDelegate: AnyObject {
  /// The content offset changed, by a drag, a deceleration or bounce frame, or a programmatic
  /// change.
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  /// The user's finger started scrolling the content.
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  /// The finger is lifting (`scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`),
  /// sent before ``scrollViewDidEndDragging(_:willDecelerate:)``.
  ///
  /// - `velocity`: the content's velocity at release in points per millisecond (Apple: "The
  ///   velocity of the scroll view (in points per millisecond) at the moment the touch was
  ///   released"; positive when `contentOffset` grows, so a finger moving up gives a positive
  ///   `y`); 0 on an axis the scroll view does not scroll.
  /// - `targetContentOffset`: where the content will come to rest: the deceleration's resting
  ///   offset `x0 − v0/(1000·ln decelerationRate)` (v0 in points per second) clamped to the
  ///   offset range, the page with paging, the edge when released past it. Write another offset
  ///   to make the content go there instead (snapping carousels, sheets; a target past an
  ///   edge bounces back at that edge); the pointer is valid only during the call.
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>)
  /// The finger lifted; `decelerate` says whether the content keeps moving (a fling, a bounce
  /// back, or a page snap).
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  /// The content starts moving on its own after the finger lifted.
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
  /// The content came to rest after decelerating or bouncing.
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  /// An animated `setContentOffset(_:animated:)` finished.
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  /// Does nothing.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  /// Does nothing: the content goes to the proposed target.
  public func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  /// Does nothing.
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  {}
  /// Does nothing.
  public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}
