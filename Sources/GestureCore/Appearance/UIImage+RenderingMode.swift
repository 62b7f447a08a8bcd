import Foundation

// Template images: how a view colours an image by its tint.
extension UIImage {
  /// How a view draws an image's colours (`UIImage.RenderingMode`, UIKit's raw values).
  ///
  /// A template image is drawn as its alpha filled with one colour: the tint colour of the
  /// view that shows it (``UIView/tintColor``), or the colour of ``UIImage/withTintColor(_:)``
  /// for a symbol image. Apple: "Always draw the image as a template image, ignoring its color
  /// information."
  public enum RenderingMode: Int, Sendable {
    /// The context decides: a symbol image (``UIImage/init(systemName:)``) and an image in a
    /// `.system` button are drawn as templates, other images in an image view as they are
    /// ("Draw the image using the context's default rendering mode").
    case automatic = 0
    /// Drawn with its own colours ("Always draw the original image, without treating it as a
    /// template image").
    case alwaysOriginal = 1
    /// Drawn as a template ("Always draw the image as a template image, ignoring its color
    /// information").
    case alwaysTemplate = 2
  }

  /// A copy of the image (the same pixels, size, scale and orientation) drawn with
  /// `renderingMode` (`withRenderingMode(_:)`).
  public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
    UIImage(self, renderingMode: renderingMode, symbolTintColor: symbolTintColor)
  }

  /// A copy of the image in `color`, keeping its rendering mode (`withTintColor(_:)`).
  ///
  /// Apple: "For bitmap images, this method draws the background tint color followed by the
  /// image contents using the `CGBlendMode.destinationIn` mode": the new bitmap is `color`
  /// wherever the image has ink, at the image's alpha, its own colours gone; a view that draws
  /// it as a template still fills its alpha with the view's tint. "For symbol images, this
  /// method returns an image that always uses the specified tint color": a view draws it in
  /// `color` whatever its own tint. An image without pixels (an unreadable file) is returned
  /// with the same look.
  public func withTintColor(_ color: UIColor) -> UIImage {
    withTintColor(color, renderingMode: renderingMode)
  }

  /// ``withTintColor(_:)`` whose copy has `renderingMode` (`withTintColor(_:renderingMode:)`).
  public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
    if isSymbolImage {
      return UIImage(self, renderingMode: renderingMode, symbolTintColor: color)
    }
    guard let source = cgImage, source.width > 0, source.height > 0,
      let context = CGContext(
        data: nil, width: source.width, height: source.height, bitsPerComponent: 8,
        bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue)
    else { return UIImage(self, renderingMode: renderingMode, symbolTintColor: nil) }
    let whole = CGRect(x: 0, y: 0, width: source.width, height: source.height)
    context.setFillColor(color.cgColor)
    context.fill(whole)
    context.setBlendMode(.destinationIn)
    context.draw(source, in: whole)
    guard let tinted = context.makeImage() else {
      return UIImage(self, renderingMode: renderingMode, symbolTintColor: nil)
    }
    let made = UIImage(cgImage: tinted, scale: scale, orientation: imageOrientation)
    return UIImage(made, renderingMode: renderingMode, symbolTintColor: nil)
  }

  /// The colour a view showing the image fills its alpha with, or `nil` when it draws the
  /// image's own colours: `tint` (the view's resolved tint colour) for a template
  /// (``RenderingMode-swift.enum/alwaysTemplate``, or ``RenderingMode-swift.enum/automatic``
  /// where `templatesAutomatic`, as a symbol image or a system button's image), a symbol's own
  /// tint (``withTintColor(_:)``) before the view's.
  package func templateColor(
    tint: @autoclosure () -> CGColor, templatesAutomatic: Bool, traits: UITraitCollection
  ) -> CGColor? {
    let template: Bool
    switch renderingMode {
    case .alwaysOriginal: template = false
    case .alwaysTemplate: template = true
    case .automatic: template = templatesAutomatic || isSymbolImage
    }
    if let symbolTintColor, isSymbolImage {
      return symbolTintColor.resolvedColor(with: traits).cgColor
    }
    return template ? tint() : nil
  }
}
