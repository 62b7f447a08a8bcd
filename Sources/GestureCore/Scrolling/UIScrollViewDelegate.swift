/// The messages a scroll view sends about scrolling, UIKit's `UIScrollViewDelegate`. Every
/// method has an empty default implementation; the scroll view holds its delegate weakly.
///
/// Order during a drag and fling (Apple, `UIScrollViewDelegate`; Chameleon's and WinObjC's
/// `UIScrollView` follow it): `scrollViewWillBeginDragging`, `scrollViewDidScroll` for every
/// offset change, `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`,
/// `scrollViewDidEndDragging(_:willDecelerate:)`, then, when it decelerates or
/// bounces, `scrollViewWillBeginDecelerating`, `scrollViewDidScroll` every frame and
/// `scrollViewDidEndDecelerating`.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: _ObjCProtocol {
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
  /// ``UIScrollView/adjustedContentInset`` changed (`contentInset` set, or the safe area it
  /// includes changed, found at the scroll view's layout).
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)

  // Zooming (Scrolling/UIScrollView+Zooming.swift). Order: `scrollViewWillBeginZooming`,
  // `scrollViewDidZoom` for every scale change (after the offset's `scrollViewDidScroll`),
  // `scrollViewDidEndZooming` once the pinch lifted and any bounce back or animation ended.

  /// The view to scale when the user pinches or the code zooms; `nil` (the default) means the
  /// scroll view does not zoom (`viewForZooming(in:)`).
  func viewForZooming(in scrollView: UIScrollView) -> UIView?
  /// A pinch or an animated zoom is about to change the scale of `view`
  /// (`scrollViewWillBeginZooming(_:with:)`).
  func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
  /// The zoom scale changed: every pinch move, every frame of an animated zoom or bounce, and
  /// `setZoomScale(_:animated: false)` (`scrollViewDidZoom(_:)`).
  func scrollViewDidZoom(_ scrollView: UIScrollView)
  /// Zooming ended at `scale`: after the pinch lifted within the limits, after the bounce back
  /// to a limit, or at the end of an animated zoom (`scrollViewDidEndZooming(_:with:atScale:)`).
  func scrollViewDidEndZooming(
    _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
}

extension UIScrollViewDelegate {
  // Each default sends the message to a method of the delegate's class that the protocol's
  // witness does not reach: one declared in a subclass of the class that adopts the protocol,
  // which Objective-C messaging finds on iOS (`ObjectiveCRuntime`). Without one it does
  // nothing (or returns UIKit's default).

  /// Does nothing.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {
    forwardToSubclass("scrollViewDidScroll:", [scrollView], default: ())
  }
  /// Does nothing.
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    forwardToSubclass("scrollViewWillBeginDragging:", [scrollView], default: ())
  }
  /// Does nothing: the content goes to the proposed target.
  public func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    forwardToSubclass(
      "scrollViewWillEndDragging:withVelocity:targetContentOffset:",
      [scrollView, velocity, targetContentOffset], default: ())
  }
  /// Does nothing.
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  {
    forwardToSubclass(
      "scrollViewDidEndDragging:willDecelerate:", [scrollView, decelerate], default: ())
  }
  /// Does nothing.
  public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
    forwardToSubclass("scrollViewWillBeginDecelerating:", [scrollView], default: ())
  }
  /// Does nothing.
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    forwardToSubclass("scrollViewDidEndDecelerating:", [scrollView], default: ())
  }
  /// Does nothing.
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
    forwardToSubclass("scrollViewDidEndScrollingAnimation:", [scrollView], default: ())
  }
  public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
    forwardToSubclass("scrollViewDidChangeAdjustedContentInset:", [scrollView], default: ())
  }
  /// Returns `nil`: no zooming.
  public func viewForZooming(in scrollView: UIScrollView) -> UIView? {
    forwardToSubclass("viewForZoomingWithIn:", [scrollView], default: nil)
  }
  /// Does nothing.
  public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
    forwardToSubclass("scrollViewWillBeginZooming:with:", [scrollView, view], default: ())
  }
  /// Does nothing.
  public func scrollViewDidZoom(_ scrollView: UIScrollView) {
    forwardToSubclass("scrollViewDidZoom:", [scrollView], default: ())
  }
  /// Does nothing.
  public func scrollViewDidEndZooming(
    _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
  ) {
    forwardToSubclass(
      "scrollViewDidEndZooming:with:atScale:", [scrollView, view, scale], default: ())
  }
}
