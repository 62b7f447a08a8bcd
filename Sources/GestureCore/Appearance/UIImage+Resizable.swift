import Foundation

extension UIImage {
  /// How the parts of a resizable image between its caps fill a larger area
  /// (`UIImage.ResizingMode`).
  public enum ResizingMode: Int, Sendable {
    /// The middle parts are repeated at their own size (`tile`).
    case tile = 0
    /// The middle parts are scaled to fill (`stretch`).
    case stretch = 1
  }

  /// The caps of a resizable image in points (`capInsets`): the parts of this width and height
  /// along the edges are drawn at their own size when the image is drawn larger; `.zero` for an
  /// image that is not resizable.
  public var capInsets: UIEdgeInsets { (self as? ResizableImage)?.caps ?? .zero }

  /// How the middle parts fill (`resizingMode`); `.stretch` for an image that is not resizable.
  public var resizingMode: ResizingMode { (self as? ResizableImage)?.mode ?? .stretch }

  /// A copy drawn in nine parts whose caps are `capInsets`, points, and whose middle parts are
  /// tiled (`resizableImage(withCapInsets:)`: tiling is UIKit's default for this method).
  public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
    resizableImage(withCapInsets: capInsets, resizingMode: .tile)
  }

  /// A copy drawn in nine parts (`resizableImage(withCapInsets:resizingMode:)`): drawn larger
  /// than its size (`draw(in:)`, an image view, a button's background) the four corners keep
  /// their size, the top and bottom edges fill across, the left and right edges fill down and
  /// the centre fills both ways, by `resizingMode`. Negative insets count as 0, and caps wider
  /// or taller than the image are cut to it, keeping their ratio.
  public func resizableImage(
    withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode
  ) -> UIImage {
    ResizableImage(self, caps: capInsets, mode: resizingMode)
  }

  /// A copy stretched around one point-wide middle (`stretchableImage(withLeftCapWidth:topCapHeight:)`):
  /// the left cap is `leftCapWidth` points, the right cap the rest of the width less one point,
  /// and the same down; a cap width of 0 stretches the whole width, as UIKit documents.
  public func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> UIImage {
    let left = CGFloat(max(0, leftCapWidth))
    let top = CGFloat(max(0, topCapHeight))
    let right = left > 0 ? max(0, size.width - left - 1) : 0
    let bottom = top > 0 ? max(0, size.height - top - 1) : 0
    return ResizableImage(
      self, caps: UIEdgeInsets(top: top, left: left, bottom: bottom, right: right), mode: .stretch
    )
  }

  /// The left cap of a stretchable image, points (`leftCapWidth`); 0 for other images.
  public var leftCapWidth: Int { Int(capInsets.left) }
  /// The top cap of a stretchable image, points (`topCapHeight`); 0 for other images.
  public var topCapHeight: Int { Int(capInsets.top) }
}

/// An image with cap insets and a resizing mode: the same pixels, size and scale as the image
/// it was made from.
final class ResizableImage: UIImage, @unchecked Sendable {
  /// The caps, points, clamped to the image.
  let caps: UIEdgeInsets
  let mode: ResizingMode

  init(_ image: UIImage, caps: UIEdgeInsets, mode: ResizingMode) {
    self.caps = NinePartLayout.clamped(caps, to: image.size)
    self.mode = mode
    super.init(image, renderingMode: image.renderingMode, symbolTintColor: image.symbolTintColor)
  }

  // Every designated initializer of `UIImage` is overridden (an image with no caps, tiled), so
  // the class inherits `UIImage`'s convenience initializers, the image-literal one included,
  // and the compiler puts no trapping stub in place of any.

  override init(
    _ image: UIImage, renderingMode: RenderingMode, symbolTintColor: UIColor?,
    symbol: SymbolDescription? = nil
  ) {
    caps = .zero
    mode = .tile
    super.init(
      image, renderingMode: renderingMode, symbolTintColor: symbolTintColor, symbol: symbol)
  }

  override init(_ image: UIImage, scale: CGFloat, renderingMode: RenderingMode) {
    caps = .zero
    mode = .tile
    super.init(image, scale: scale, renderingMode: renderingMode)
  }

  override init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
    caps = .zero
    mode = .tile
    super.init(cgImage: cgImage, scale: scale, orientation: orientation)
  }

  override init?(contentsOfFile path: String) {
    caps = .zero
    mode = .tile
    super.init(contentsOfFile: path)
  }

  /// The last nine-part bitmap made for a view, kept while the view's size and scale stay the
  /// same (a frame redraws it only when they change); a lock guards it, as images are shared.
  private let lock = NSLock()
  private var cached: (size: CGSize, scale: CGFloat, image: CGImage)?

  /// The image drawn in nine parts into `size` points at `scale` pixels per point, or `nil`
  /// when there are no pixels.
  func ninePartBitmap(size: CGSize, scale: CGFloat) -> CGImage? {
    lock.withLock {
      if let cached, cached.size == size, cached.scale == scale { return cached.image }
      guard let image = cgImage,
        let context = CGContext._uiKitContext(size: size, scale: scale)
      else { return nil }
      drawNineParts(in: CGRect(origin: .zero, size: size), of: context, image: image)
      guard let bitmap = context.makeImageTakingBitmap() else { return nil }
      cached = (size, scale, bitmap)
      return bitmap
    }
  }
}
