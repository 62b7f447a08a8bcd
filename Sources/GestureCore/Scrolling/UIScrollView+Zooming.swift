import Foundation

/// Zooming, UIKit's model (Apple's `UIScrollView` zoom API and "Zooming by Tapping" guide;
/// numbers from the decompiled UIKitCore, reference uikit-multitouch.md §8; docs/uikit-code.md).
///
/// - The delegate's `viewForZooming(in:)` names the view to scale; without one, or while
///   `maximumZoomScale` is not above `minimumZoomScale` (both 1 by default), nothing zooms.
/// - Applying a scale `s` sets the zoom view's transform to `CGAffineTransform(scaleX: s, y: s)`
///   (replacing any other transform), keeps its frame origin where it is, sets `contentSize`
///   to its frame size, moves `contentOffset` so the anchor point stays put, then sends
///   `scrollViewDidZoom`.
/// - A pinch (``pinchGestureRecognizer``) shows `zoomScale` at its start × the pinch's scale;
///   past a limit with ``bouncesZoom`` that raw scale is rubber-banded (`ZoomRubberBand`:
///   `max·(2 − max/s)`, `min/(2 − s/min)`), without it clamped. The point under the fingers'
///   centroid at the start stays under the centroid (so moving both fingers also scrolls; when
///   a finger lifts or lands, the point under the new centroid takes over, so nothing jumps);
///   an offset past the content's edges is rubber-banded as a drag's is. Released past a limit
///   (or past an edge), the scale and offset animate back (``isZoomBouncing``) and
///   `scrollViewDidEndZooming` follows at the end.
/// - Animated changes (`setZoomScale(_:animated:)`, `zoom(to:animated:)`, the bounce back) are
///   one `UIView.animate` block of `min(0.1 + 0.3·|ln s₁ − ln s₀|, 0.4)` s along the
///   ease-in-out curve, with `.beginFromCurrentState`, as UIKit's: the scale is applied inside
///   it, so the model (`zoomScale`, `contentSize`, `contentOffset`, the zoom view's transform)
///   takes the target at once, with one `scrollViewDidZoom`, and only the presentation moves.
///
/// Not modelled: the pinch and the scroll view's pan do not recognize together (a pinch that
/// starts before the pan makes it fail, a pan already scrolling keeps the second finger from
/// pinching); content smaller than the bounds is not centred (UIKit apps centre it themselves
/// in `scrollViewDidZoom`, as on a device).
extension UIScrollView {
  /// The smallest scale a pinch or the code may settle at (`minimumZoomScale`, default 1).
  /// Zooming needs it below ``maximumZoomScale``.
  public var minimumZoomScale: CGFloat {
    get { zooming.minimumScale }
    set {
      zooming.minimumScale = newValue
      updatePinchGesture()
    }
  }

  /// The largest scale a pinch or the code may settle at (`maximumZoomScale`, default 1).
  public var maximumZoomScale: CGFloat {
    get { zooming.maximumScale }
    set {
      zooming.maximumScale = newValue
      updatePinchGesture()
    }
  }

  /// The scale of the zoom view (`zoomScale`, default 1). Setting it is
  /// `setZoomScale(_:animated: false)`.
  public var zoomScale: CGFloat {
    get { zooming.scale }
    set { setZoomScale(newValue, animated: false) }
  }

  /// Whether a pinch past a limit shows a scale "just past" it and returns when the fingers
  /// lift (`bouncesZoom`, default true); false stops the scale at the limit.
  public var bouncesZoom: Bool {
    get { zooming.bouncesZoom }
    set { zooming.bouncesZoom = newValue }
  }

  /// Whether the user is pinching the content (`isZooming`): from the pinch's began to its
  /// end, not during a bounce back or a programmatic zoom.
  public var isZooming: Bool { zooming.isZooming }

  /// Whether the scale is returning to a limit after a pinch went past it
  /// (`isZoomBouncing`).
  public var isZoomBouncing: Bool { zooming.isZoomBouncing }

  /// The scroll view's own pinch, which zooms the content (`pinchGestureRecognizer`): `nil`
  /// until `maximumZoomScale` is set above `minimumZoomScale`, then kept and enabled only while
  /// that holds. Named "zoom" in timelines.
  public var pinchGestureRecognizer: UIPinchGestureRecognizer? { zooming.pinch }

  /// Changes the zoom scale to `scale`, clamped to `minimumZoomScale…maximumZoomScale`,
  /// about the centre of the visible area (`setZoomScale(_:animated:)`); the offset is then
  /// kept within the content's edges. Not animated: one change and `scrollViewDidZoom`.
  /// Animated: `scrollViewWillBeginZooming`, a `scrollViewDidZoom` every frame for
  /// `min(0.1 + 0.3·|ln s₁ − ln s₀|, 0.4)` s, then `scrollViewDidEndZooming`. Nothing happens
  /// without a view for zooming.
  public func setZoomScale(_ scale: CGFloat, animated: Bool) {
    guard !scale.isNaN, let view = delegate?.viewForZooming(in: self) else { return }
    let target = zooming.clamped(scale)
    let centre = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
    let anchor = convert(CGPoint(x: bounds.midX, y: bounds.midY), to: view)
    let offset = restingOffset(
      for: contentPoint(anchor, of: view, atScale: target) - centre, view: view, scale: target)
    zoom(view, to: target, offset: offset, animated: animated)
  }

  /// Zooms so that `rect`, in the zoom view's coordinates, fills the visible area as far as the
  /// limits allow, centred on the rect's centre (`zoom(to:animated:)`): the scale is
  /// `min(bounds.width / rect.width, bounds.height / rect.height)` clamped to the limits, and
  /// the offset is kept within the content's edges. Messages and timing as
  /// ``setZoomScale(_:animated:)``.
  public func zoom(to rect: CGRect, animated: Bool) {
    guard [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite),
      let view = delegate?.viewForZooming(in: self)
    else { return }
    let rect = rect.standardized
    let fit = min(bounds.width / rect.width, bounds.height / rect.height)
    let target = zooming.clamped(fit.isNaN ? zooming.maximumScale : fit)
    let centre = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
    let point = contentPoint(CGPoint(x: rect.midX, y: rect.midY), of: view, atScale: target)
    let offset = restingOffset(for: point - centre, view: view, scale: target)
    zoom(view, to: target, offset: offset, animated: animated)
  }

  // MARK: Applying a scale

  /// Creates the pinch once zooming is possible and enables it only while it is
  /// (UIKit's `_updatePinchGesture`).
  private func updatePinchGesture() {
    if zooming.pinch == nil, zooming.isZoomPossible {
      let pinch = UIPinchGestureRecognizer()
      pinch.name = "zoom"
      pinch.delegate = zooming
      pinch.addTarget(self, action: UIScrollView.handleZoomPinch)
      addGestureRecognizer(pinch)
      zooming.pinch = pinch
    }
    zooming.pinch?.isEnabled = zooming.isZoomPossible
  }

  /// Where `point` of `view` (its bounds coordinates) lies in the content at `scale`, with the
  /// view's frame origin kept where it is.
  private func contentPoint(_ point: CGPoint, of view: UIView, atScale scale: CGFloat) -> CGPoint {
    let origin = view.frame.origin
    return CGPoint(
      x: origin.x + (point.x - view.bounds.minX) * scale,
      y: origin.y + (point.y - view.bounds.minY) * scale)
  }

  /// `offset` moved within the offset range the content has at `scale`.
  private func restingOffset(for offset: CGPoint, view: UIView, scale: CGFloat) -> CGPoint {
    let range = offsetRange(contentSize: view.bounds.size * scale)
    return CGPoint(
      x: min(max(offset.x, range.x.lowerBound), range.x.upperBound),
      y: min(max(offset.y, range.y.lowerBound), range.y.upperBound))
  }

  /// The offset range for a content of `size` (`contentOffsetRange` with that content size).
  private func offsetRange(contentSize size: CGSize)
    -> (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>)
  {
    let saved = contentSize
    contentSize = size
    defer { contentSize = saved }
    return contentOffsetRange
  }

  /// Sets `view`'s transform to the scale, keeping its frame origin, and the content size to
  /// its frame size.
  private func applyZoomScale(_ scale: CGFloat, to view: UIView) {
    let origin = view.frame.origin
    view.transform = CGAffineTransform(scaleX: scale, y: scale)
    let moved = view.frame.origin
    view.center = CGPoint(
      x: view.center.x + origin.x - moved.x, y: view.center.y + origin.y - moved.y)
    contentSize = view.frame.size
    zooming.scale = scale
  }

  private func didZoom() {
    sendToDelegate("scrollViewDidZoom", detail: "zoomScale \(format(Double(zoomScale)))") {
      $0.scrollViewDidZoom(self)
    }
  }

  private func willBeginZooming(_ view: UIView) {
    sendToDelegate(
      "scrollViewWillBeginZooming", detail: "zoomScale \(format(Double(zoomScale)))"
    ) { $0.scrollViewWillBeginZooming(self, with: view) }
  }

  private func didEndZooming(_ view: UIView?, at scale: CGFloat) {
    sendToDelegate("scrollViewDidEndZooming", detail: "atScale \(format(Double(scale)))") {
      $0.scrollViewDidEndZooming(self, with: view, atScale: scale)
    }
  }

  /// Goes to `scale` and `offset` at once, or animates there.
  private func zoom(_ view: UIView, to scale: CGFloat, offset: CGPoint, animated: Bool) {
    zooming.animation += 1
    zooming.isZoomBouncing = false
    guard animated, window != nil else {
      applyZoomScale(scale, to: view)
      bounds.origin = offset
      didZoom()
      return
    }
    zooming.view = view
    willBeginZooming(view)
    animateZoom(view, to: scale, offset: offset, isBounce: false)
  }

  // MARK: Animation

  /// Applies `scale` and `offset` inside one animations block, as UIKit's
  /// `_setZoomScale:duration:` does (reference uikit-multitouch.md §8): the model values are the
  /// targets at once, with one `scrollViewDidZoom`; the zoom view's transform and centre and
  /// the scroll view's bounds animate on screen for ``ZoomAnimation/duration(from:to:)`` along
  /// the ease-in-out curve. `scrollViewDidEndZooming` comes when the block completes, unless a
  /// pinch or another zoom began meanwhile.
  private func animateZoom(_ view: UIView, to scale: CGFloat, offset: CGPoint, isBounce: Bool) {
    zooming.animation += 1
    let animation = zooming.animation
    zooming.isZoomBouncing = isBounce
    UIView.animate(
      withDuration: ZoomAnimation.duration(from: zoomScale, to: scale), delay: 0,
      options: [.beginFromCurrentState],
      animations: {
        self.applyZoomScale(scale, to: view)
        self.bounds.origin = offset
        self.didZoom()
      },
      completion: { [weak self, weak view] _ in
        guard let self, self.zooming.animation == animation else { return }
        self.zooming.isZoomBouncing = false
        self.didEndZooming(view, at: scale)
      })
  }

  // MARK: Pinching

  private func handleZoomPinch(_ pinch: UIPinchGestureRecognizer) {
    switch pinch.state {
    case .began:
      guard let view = delegate?.viewForZooming(in: self) else { return }
      zooming.animation += 1
      zooming.isZoomBouncing = false
      zooming.view = view
      zooming.pinchStartScale =
        bouncesZoom
        ? ZoomRubberBand.rawScale(
          forDisplayed: zoomScale, minimum: minimumZoomScale, maximum: maximumZoomScale)
        : zoomScale
      zooming.anchorTouches = []
      zooming.isZooming = true
      willBeginZooming(view)
      followPinch(pinch)
    case .changed:
      followPinch(pinch)
    case .ended, .cancelled:
      endPinch(pinch)
    default:
      break
    }
  }

  /// The raw scale through the rubber band (or the clamp), and the anchor under the centroid.
  private func followPinch(_ pinch: UIPinchGestureRecognizer) {
    guard zooming.isZooming, let view = zooming.view else { return }
    let raw = zooming.pinchStartScale * pinch.scale
    let scale =
      bouncesZoom
      ? ZoomRubberBand.displayedScale(
        forRaw: raw, minimum: minimumZoomScale, maximum: maximumZoomScale)
      : zooming.clamped(raw)
    let location = pinch.location(in: self)
    let fingers = pinch.trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled }
      .map(ObjectIdentifier.init)
    if fingers != zooming.anchorTouches {
      zooming.anchor = convert(location, to: view)
      zooming.anchorTouches = fingers
    }
    let visible = location - contentOffset
    zooming.anchorLocation = visible
    applyZoomScale(scale, to: view)
    let wanted = contentPoint(zooming.anchor, of: view, atScale: scale) - visible
    let range = contentOffsetRange
    func band(_ value: CGFloat, _ r: ClosedRange<CGFloat>, _ dimension: CGFloat) -> CGFloat {
      if bounces {
        return CGFloat(
          RubberBand.clamp(
            Double(value), to: Double(r.lowerBound)...Double(r.upperBound),
            dimension: Double(dimension)))
      }
      return min(max(value, r.lowerBound), r.upperBound)
    }
    bounds.origin = CGPoint(
      x: band(wanted.x, range.x, bounds.width), y: band(wanted.y, range.y, bounds.height))
    didZoom()
  }

  /// Ends zooming, or animates back within the limits and the content's edges first.
  private func endPinch(_ pinch: UIPinchGestureRecognizer) {
    guard zooming.isZooming else { return }
    zooming.isZooming = false
    let view = zooming.view
    let scale = zoomScale
    guard let view, window != nil else { return didEndZooming(view, at: scale) }
    let target = zooming.clamped(scale)
    let visible = zooming.anchorLocation
    let offset = restingOffset(
      for: contentPoint(zooming.anchor, of: view, atScale: target) - visible, view: view,
      scale: target)
    let current = contentOffset
    let range = contentOffsetRange
    let offsetInside = range.x.contains(current.x) && range.y.contains(current.y)
    guard target != scale || !offsetInside else { return didEndZooming(view, at: scale) }
    animateZoom(
      view, to: target,
      offset: target != scale ? offset : restingOffset(for: current, view: view, scale: scale),
      isBounce: true)
  }
}

extension CGPoint {
  fileprivate static func - (a: CGPoint, b: CGPoint) -> CGPoint {
    CGPoint(x: a.x - b.x, y: a.y - b.y)
  }
}

extension CGSize {
  fileprivate static func * (size: CGSize, scale: CGFloat) -> CGSize {
    CGSize(width: size.width * scale, height: size.height * scale)
  }
}
