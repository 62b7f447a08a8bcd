import Foundation

/// A layer's contents image as its ``CALayer/contentsRect`` and ``CALayer/contentsCenter``
/// show it at one drawn size: the key it was made for and the bitmap.
struct ShownContents {
  var image: CGImage
  var contentsRect: CGRect
  var contentsCenter: CGRect
  var size: CGSize
  var scale: CGFloat
  var shown: CGImage
}

extension CALayer {
  /// The unit rectangle, the default of ``contentsRect`` and ``contentsCenter``.
  static let unitRect = CGRect(x: 0, y: 0, width: 1, height: 1)

  /// Where and what the contents `image` draws in `bounds` at `scale` pixels per point, placed
  /// by `mode`: the part ``contentsRect`` (of `look`, the layer as animations show it) picks,
  /// drawn in nine parts by ``contentsCenter`` when placed at another size than its own; `nil`
  /// when nothing is drawn. The nine-part bitmap is kept while the inputs stay the same.
  func shownContents(
    _ image: CGImage, look: CALayer, scale: CGFloat, mode: UIView.ContentMode, in bounds: CGRect
  ) -> (image: CGImage, rect: CGRect)? {
    let part = look.contentsRect.standardized
    let center = look.contentsCenter.standardized
    let x0 = (part.minX * CGFloat(image.width)).rounded()
    let y0 = (part.minY * CGFloat(image.height)).rounded()
    let width = (part.maxX * CGFloat(image.width)).rounded() - x0
    let height = (part.maxY * CGFloat(image.height)).rounded() - y0
    // A part that is not finite, or more than 16,384 pixels on a side (the largest bitmap a
    // frame draws), shows nothing, as a backing store too large does.
    guard x0.isFinite, y0.isFinite, width.isFinite, height.isFinite, width > 0, height > 0,
      width <= 16_384, height <= 16_384, abs(x0) <= 1e9, abs(y0) <= 1e9
    else { return nil }
    let (w, h) = (Int(width), Int(height))
    let size = CGSize(width: CGFloat(w) / scale, height: CGFloat(h) / scale)
    guard let rect = mode.rect(forContentOfSize: size, in: bounds) else { return nil }
    let sized = center != Self.unitRect && rect.size != size
    if !sized && part == Self.unitRect { return (image, rect) }
    if let cache = shownContentsCache, cache.image === image, cache.contentsRect == part,
      cache.contentsCenter == center, cache.size == (sized ? rect.size : size),
      cache.scale == scale
    {
      return (cache.shown, rect)
    }
    guard
      let cropped = image.croppingExtendingEdges(x: Int(x0), y: Int(y0), width: w, height: h)
    else { return nil }
    var shown = cropped
    if sized, let stretched = Self.ninePart(cropped, scale: scale, center: center, size: rect.size)
    {
      shown = stretched
    }
    shownContentsCache = ShownContents(
      image: image, contentsRect: part, contentsCenter: center,
      size: sized ? rect.size : size, scale: scale, shown: shown)
    return (shown, rect)
  }

  /// `image` (`scale` pixels per point) drawn in nine parts into `size` points, the caps
  /// outside `center` (unit space of the image, edges rounded to whole pixels) at their size;
  /// a middle narrower than one pixel is widened to the pixel at its place.
  private static func ninePart(
    _ image: CGImage, scale: CGFloat, center: CGRect, size: CGSize
  ) -> CGImage? {
    /// The caps before and after the middle along one axis of `n` pixels, points.
    func caps(_ lower: CGFloat, _ upper: CGFloat, _ n: Int) -> (CGFloat, CGFloat) {
      let length = CGFloat(n)
      var start = min(length, max(0, (lower * length).rounded()))
      var end = min(length, max(start, (upper * length).rounded()))
      if end - start < 1 {
        start = min(length - 1, max(0, (lower * length).rounded(.down)))
        end = start + 1
      }
      return (start / scale, (length - end) / scale)
    }
    let (left, right) = caps(center.minX, center.maxX, image.width)
    let (top, bottom) = caps(center.minY, center.maxY, image.height)
    guard let context = CGContext._uiKitContext(size: size, scale: scale) else { return nil }
    NinePartLayout.draw(
      image, scale: scale, caps: UIEdgeInsets(top: top, left: left, bottom: bottom, right: right),
      mode: .stretch, in: CGRect(origin: .zero, size: size), of: context)
    return context.makeImageTakingBitmap()
  }
}
