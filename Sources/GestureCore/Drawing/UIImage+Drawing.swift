import Foundation

// Drawing an image into the current context, upright in UIKit's coordinates, and encoding it.
extension UIImage {
  /// An empty image, 0 × 0 points (`init()`).
  public convenience init() {
    self.init(
      cgImage: CGImage(width: 0, height: 0, bytesPerRow: 0, pixels: []), scale: 1,
      orientation: .up)
  }

  /// Draws the image at its size with its top-left corner at `point` (`draw(at:)`).
  @preconcurrency @MainActor
  public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

  /// Draws the image at its size at `point`, blended by `blendMode` at `alpha`
  /// (`draw(at:blendMode:alpha:)`).
  @preconcurrency @MainActor
  public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
    draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
  }

  /// Draws the image scaled into `rect`, upright, turned by its ``imageOrientation``
  /// (`draw(in:)`); nothing without a current context. A resizable image
  /// (``resizableImage(withCapInsets:resizingMode:)``) drawn at another size is drawn in nine
  /// parts: caps at their size, the middle stretched or tiled.
  @preconcurrency @MainActor
  public func draw(in rect: CGRect) { draw(in: rect, blendMode: .normal, alpha: 1) }

  /// Draws the image into `rect` blended by `blendMode` at `alpha`
  /// (`draw(in:blendMode:alpha:)`).
  @preconcurrency @MainActor
  public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
    guard let context = UIGraphicsGetCurrentContext(), let image = cgImage else { return }
    if let warning = symbol?.warning {
      SimulationContext.eventLog?.recordOnce("symbol.unsupported", view: nil, detail: warning)
    }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.setAlpha(alpha)
    if self is ResizableImage, rect.size != size {
      drawNineParts(in: rect, of: context, image: image)
      context.restoreGState()
      return
    }
    context.translateBy(x: rect.minX, y: rect.minY)
    context.scaleBy(x: rect.width, y: rect.height)
    context.concatenate(imageOrientation.unitTransform)
    context.draw(image, in: CGRect(x: 0, y: 0, width: 1, height: 1), flipped: false)
    context.restoreGState()
  }

  /// The image as PNG data (`pngData()`): the stored pixels, without the orientation, as
  /// UIKit writes them; `nil` when there are no pixels.
  public func pngData() -> Data? {
    guard let image = cgImage, image.width > 0, image.height > 0 else { return nil }
    return image.pngData()
  }
}
