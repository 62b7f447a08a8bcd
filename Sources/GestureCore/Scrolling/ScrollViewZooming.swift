import Foundation

/// What a scroll view keeps for zooming (`Scrolling/UIScrollView+Zooming.swift`): the limits,
/// the current scale, its own pinch recognizer once zooming is possible, the pinch's anchor
/// and which zoom animation is the latest. It is also the pinch's delegate: the pinch begins only when
/// the scroll view can zoom and its delegate names a view to zoom.
@preconcurrency @MainActor
package final class ScrollViewZooming: UIGestureRecognizerDelegate {
  var minimumScale: CGFloat = 1
  var maximumScale: CGFloat = 1
  var bouncesZoom = true
  /// The scale last applied, 1 until something zooms.
  var scale: CGFloat = 1
  var pinch: UIPinchGestureRecognizer?
  var isZooming = false
  var isZoomBouncing = false

  /// The view being zoomed (weak: the scroll view's content owns it).
  weak var view: UIView?
  /// The raw scale when the pinch began (the shown scale mapped back through the rubber band).
  var pinchStartScale: CGFloat = 1
  /// The point of the zoom view, in its bounds coordinates, under the pinch's centroid when the
  /// pinch began; the pinch keeps it under the centroid.
  var anchor = CGPoint.zero
  /// The fingers down when the anchor was taken; when they change (one lifts, another lands),
  /// the point under the new centroid becomes the anchor, so the content does not jump.
  var anchorTouches: [ObjectIdentifier] = []
  /// Where the anchor was last held, in the scroll view's frame (its bounds minus the offset),
  /// points: where the bounce back keeps it.
  var anchorLocation = CGPoint.zero
  /// Counts the zoom animations, pinches and immediate zooms begun: an animation's completion
  /// reports `scrollViewDidEndZooming` only if nothing began after it.
  var animation = 0

  package init() {}

  /// Whether the limits allow zooming: `maximumZoomScale > minimumZoomScale` (Apple).
  var isZoomPossible: Bool { maximumScale > minimumScale }

  /// `scale` clamped to the limits.
  func clamped(_ scale: CGFloat) -> CGFloat {
    min(max(scale, minimumScale), max(minimumScale, maximumScale))
  }

  /// Begins only when zooming is possible and the delegate names a view to zoom.
  package func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard isZoomPossible, let scrollView = gestureRecognizer.view as? UIScrollView else {
      return false
    }
    return scrollView.delegate?.viewForZooming(in: scrollView) != nil
  }
}
