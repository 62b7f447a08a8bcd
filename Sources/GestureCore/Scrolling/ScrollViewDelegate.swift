/// The messages a scroll view sends about scrolling, UIKit's `UIScrollViewDelegate`. Every
/// method has an empty default implementation; the scroll view holds its delegate weakly.
///
/// Order during a drag and fling (Apple, `UIScrollViewDelegate`; Chameleon's and WinObjC's
/// `UIScrollView` follow it): `scrollViewWillBeginDragging`, `scrollViewDidScroll` for every
/// offset change, `scrollViewDidEndDragging(_:willDecelerate:)`, then, when it decelerates or
/// bounces, `scrollViewWillBeginDecelerating`, `scrollViewDidScroll` every frame and
/// `scrollViewDidEndDecelerating`.
public protocol ScrollViewDelegate: AnyObject {
  /// The content offset changed, by a drag, a deceleration or bounce frame, or a programmatic
  /// change.
  func scrollViewDidScroll(_ scrollView: ScrollView)
  /// The user's finger started scrolling the content.
  func scrollViewWillBeginDragging(_ scrollView: ScrollView)
  /// The finger lifted; `decelerate` says whether the content keeps moving (a fling, a bounce
  /// back, or a page snap).
  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
  /// The content starts moving on its own after the finger lifted.
  func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
  /// The content came to rest after decelerating or bouncing.
  func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
  /// An animated `setContentOffset(_:animated:)` finished.
  func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
  /// Does nothing.
  public func scrollViewDidScroll(_ scrollView: ScrollView) {}
  /// Does nothing.
  public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
  /// Does nothing.
  public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
  /// Does nothing.
  public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
  /// Does nothing.
  public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
  /// Does nothing.
  public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
}
