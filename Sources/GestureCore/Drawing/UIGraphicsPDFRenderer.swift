import Foundation

/// How a PDF renderer's document is made (`UIGraphicsPDFRendererFormat`).
@preconcurrency @MainActor
open class UIGraphicsPDFRendererFormat {
  /// The document's information (`documentInfo`): the `Title`, `Author`, `Subject`,
  /// `Keywords` and `Creator` values (the `kCGPDFContext…` keys) are written to the PDF's
  /// information dictionary.
  open var documentInfo: [String: Any] = [:]

  /// A format with no document information (`init()`).
  public init() {}

  /// The format UIKit uses when none is given (`default()`).
  open class func `default`() -> UIGraphicsPDFRendererFormat { UIGraphicsPDFRendererFormat() }
}

/// What a PDF renderer's block draws with (`UIGraphicsPDFRendererContext`): the document's
/// context, in UIKit's coordinates (origin at the page's top left, y down, points).
@preconcurrency @MainActor
open class UIGraphicsPDFRendererContext {
  /// The PDF's Core Graphics context (`cgContext`).
  public let cgContext: CGContext
  /// The renderer's format (`format`).
  public let format: UIGraphicsPDFRendererFormat
  /// The renderer's bounds: the page ``beginPage()`` starts.
  let defaultBounds: CGRect

  init(cgContext: CGContext, format: UIGraphicsPDFRendererFormat, bounds: CGRect) {
    self.cgContext = cgContext
    self.format = format
    self.defaultBounds = bounds
  }

  /// The open page's bounds, points (`pdfContextBounds`); the renderer's bounds before the
  /// first page.
  open var pdfContextBounds: CGRect { cgContext.pdfPageBox ?? defaultBounds }

  /// Ends the open page and starts one of the renderer's bounds (`beginPage()`). Drawing shows
  /// only on a page: what is drawn before the first is discarded, as in UIKit.
  open func beginPage() { cgContext.beginPage(mediaBox: nil) }

  /// Ends the open page and starts one of `bounds`, points (`beginPage(withBounds:pageInfo:)`);
  /// an empty `bounds` gives the renderer's. `pageInfo` is not read (its keys name boxes other
  /// than the media box, which a rendered page does not show).
  open func beginPage(withBounds bounds: CGRect, pageInfo: [String: Any]) {
    if bounds.isEmpty {
      cgContext.beginPage(mediaBox: nil)
    } else {
      var box = bounds
      cgContext.beginPage(mediaBox: &box)
    }
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
  open func stroke(_ rect: CGRect) { cgContext.stroke(rect.insetBy(dx: 0.5, dy: 0.5), width: 1) }

  /// Intersects the clip with `rect` (`clip(to:)`).
  open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// Makes PDF documents by drawing (`UIGraphicsPDFRenderer`): each call of ``pdfData(actions:)``
/// runs the block with a new PDF context current (`UIGraphicsGetCurrentContext()`,
/// `UIBezierPath.fill()`, `UIImage.draw(in:)` draw into it) and returns the document's bytes,
/// written by Cairo's PDF surface. Pages are started by the block
/// (``UIGraphicsPDFRendererContext/beginPage()``); the same drawing gives the same bytes.
@preconcurrency @MainActor
open class UIGraphicsPDFRenderer {
  /// The default page, points (`init(bounds:)`); an empty rectangle is US Letter (612 × 792).
  public let bounds: CGRect
  /// The format (`format`).
  public let format: UIGraphicsPDFRendererFormat

  /// A renderer of pages `bounds` with the default format (`init(bounds:)`).
  public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: .default()) }

  /// A renderer of pages `bounds`, points, with `format` (`init(bounds:format:)`).
  public init(bounds: CGRect, format: UIGraphicsPDFRendererFormat) {
    self.bounds = bounds
    self.format = format
  }

  /// Runs `actions` with a new PDF context current and returns the document
  /// (`pdfData(actions:)`): `%PDF-` and one page for each page the block began.
  open func pdfData(actions: (UIGraphicsPDFRendererContext) -> Void) -> Data {
    let data = NSMutableData()
    guard let consumer = CGDataConsumer(data: data) else { return Data() }
    let page = bounds.isEmpty ? defaultPDFPageBounds : bounds
    guard
      let cgContext = CGContext._uiKitPDFContext(
        consumer: consumer, bounds: page, info: format.documentInfo)
    else { return Data() }
    let context = UIGraphicsPDFRendererContext(cgContext: cgContext, format: format, bounds: page)
    let stack = SimulationContext.graphicsContexts ?? GraphicsContextStack()
    SimulationContext.$graphicsContexts.withValue(stack) {
      stack.with(cgContext) { actions(context) }
    }
    cgContext.closePDF()
    return data as Data
  }

  /// Writing the document to a file (`writePDF(to:withActions:)`) is not offered: a scenario
  /// writes only its own output. The block does not run; it throws
  /// `CocoaError(.fileWriteNoPermission)` with the URL and records a `graphics.unsupported`
  /// warning naming it. ``pdfData(actions:)`` gives the same bytes.
  open func writePDF(to url: URL, withActions actions: (UIGraphicsPDFRendererContext) -> Void)
    throws
  {
    SimulationContext.eventLog?.record(
      "graphics.unsupported", view: nil,
      detail: "UIGraphicsPDFRenderer.writePDF(to:withActions:): a scenario does not write files "
        + "(\(url.path)); use pdfData(actions:) for the document's bytes")
    throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: url.path])
  }
}
