import Foundation

/// How an image renderer's bitmap is made (`UIGraphicsImageRendererFormat`).
@preconcurrency @MainActor
open class UIGraphicsImageRendererFormat {
  /// Pixels per point (`scale`); the default format's is the screen's.
  open var scale: CGFloat
  /// Whether the image has no alpha (`opaque`, default false): pixels the drawing leaves
  /// uncovered are black.
  open var opaque = false

  /// A format at the screen's scale (`init()`; 1 outside a scene, where there is no screen).
  public init() { scale = SimulationContext.screen?.scale ?? 1 }

  /// The format UIKit uses when none is given (`default()`): the screen's scale, not opaque.
  open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

  /// The format of the device's widest colour range (`preferred()`); colours are sRGB here.
  open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// What an image renderer's block draws with (`UIGraphicsImageRendererContext`).
@preconcurrency @MainActor
open class UIGraphicsImageRendererContext {
  /// The bitmap's Core Graphics context, in UIKit's coordinates of the renderer's bounds
  /// (`cgContext`).
  public let cgContext: CGContext
  /// The renderer's format (`format`).
  public let format: UIGraphicsImageRendererFormat

  init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
    self.cgContext = cgContext
    self.format = format
  }

  /// An image of what is drawn so far (`currentImage`).
  open var currentImage: UIImage {
    guard let image = cgContext.makeImage() else { return UIImage() }
    return UIImage(cgImage: image, scale: format.scale, orientation: .up)
  }

  /// Fills `rect` with the fill colour (`fill(_:)`).
  open func fill(_ rect: CGRect) { cgContext.fill(rect) }

  /// Fills `rect` blended by `blendMode` (`fill(_:blendMode:)`).
  open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
    cgContext.saveGState()
    cgContext.setBlendMode(blendMode)
    cgContext.fill(rect)
    cgContext.restoreGState()
  }

  /// Strokes a one-point frame just inside `rect` (`stroke(_:)`).
  open func stroke(_ rect: CGRect) {
    cgContext.stroke(rect.insetBy(dx: 0.5, dy: 0.5), width: 1)
  }

  /// Strokes a frame inside `rect` blended by `blendMode` (`stroke(_:blendMode:)`).
  open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
    cgContext.saveGState()
    cgContext.setBlendMode(blendMode)
    stroke(rect)
    cgContext.restoreGState()
  }

  /// Intersects the clip with `rect` (`clip(to:)`).
  open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// Makes images by drawing (`UIGraphicsImageRenderer`): each call of ``image(actions:)`` runs
/// the block with a new bitmap of the renderer's bounds at the format's scale current
/// (`UIGraphicsGetCurrentContext()`, `UIBezierPath.fill()`, `UIColor.setFill()` draw into it)
/// and returns what it drew, in UIKit's coordinates (origin top left, y down, points).
@preconcurrency @MainActor
open class UIGraphicsImageRenderer {
  /// The area drawn, points (`init(bounds:)`).
  public let bounds: CGRect
  /// The format (`format`).
  public let format: UIGraphicsImageRendererFormat

  /// A renderer of `size` points with the default format (`init(size:)`).
  public convenience init(size: CGSize) {
    self.init(bounds: CGRect(origin: .zero, size: size), format: .default())
  }

  /// A renderer of `size` points with `format` (`init(size:format:)`).
  public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
    self.init(bounds: CGRect(origin: .zero, size: size), format: format)
  }

  /// A renderer of `bounds` with the default format (`init(bounds:)`).
  public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: .default()) }

  /// A renderer of `bounds`, points, with `format` (`init(bounds:format:)`).
  public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
    self.bounds = bounds
    self.format = format
  }

  /// Runs `actions` with a new bitmap current and returns what it drew (`image(actions:)`):
  /// an image of the bounds' size at the format's scale. A bounds with no pixels gives an
  /// empty image, as UIKit does.
  open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    guard let context = draw(actions), let image = context.cgContext.makeImageTakingBitmap() else {
      return UIImage()
    }
    return UIImage(cgImage: image, scale: format.scale, orientation: .up)
  }

  /// Runs `actions` like ``image(actions:)`` and returns the image as PNG data
  /// (`pngData(actions:)`).
  open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
    draw(actions)?.cgContext.makeImageTakingBitmap()?.pngData() ?? Data()
  }

  /// Makes the bitmap, runs `actions` with it current and finishes it (opaque: black under).
  @discardableResult
  private func draw(_ actions: (UIGraphicsImageRendererContext) -> Void)
    -> UIGraphicsImageRendererContext?
  {
    guard let cgContext = CGContext._uiKitContext(size: bounds.size, scale: format.scale) else {
      SimulationContext.eventLog?.record(
        "graphics.invalidSize", view: nil,
        detail: "UIGraphicsImageRenderer: size \(bounds.width)×\(bounds.height) points at scale "
          + "\(format.scale) makes no bitmap; the image is empty")
      return nil
    }
    cgContext.translateBy(x: -bounds.minX, y: -bounds.minY)
    let context = UIGraphicsImageRendererContext(cgContext: cgContext, format: format)
    let stack = SimulationContext.graphicsContexts ?? GraphicsContextStack()
    SimulationContext.$graphicsContexts.withValue(stack) {
      stack.with(cgContext) { actions(context) }
    }
    if format.opaque { cgContext.fillBehind(.black) }
    return context
  }
}
