import Foundation

@_implementationOnly import CCairo

/// The Cairo PDF surface a PDF context draws into, writing to a ``CGDataConsumer``: pages are
/// Cairo's pages, sized in PDF points (1/72 inch), origin top left in Cairo's device space.
///
/// Drawing while no page is open goes to a scratch recording surface and is discarded, as Core
/// Graphics draws nothing outside `beginPage`/`endPage`.
///
/// **Determinism.** Cairo stamps a PDF with the time it was made; the creation date is set to
/// Core Foundation's reference date (2001-01-01 00:00:00 UTC), so the same drawing gives the
/// same bytes on every run.
final class PDFDocumentTarget {
  /// How page boxes map to Cairo's device space.
  enum Space {
    /// Core Graphics' PDF space: origin at the media box's bottom left, y up.
    case coreGraphics
    /// UIKit's: origin at the page bounds' top left, y down.
    case uiKit
  }

  let consumer: CGDataConsumer
  let space: Space
  /// The media box of pages begun without one, points.
  let defaultMediaBox: CGRect
  let surface: OpaquePointer
  /// The context of the open page, or `nil` between pages.
  private(set) var pageContext: OpaquePointer?
  /// The open page's media box, points.
  private(set) var pageBox: CGRect
  /// Pages shown so far.
  private(set) var pageCount = 0
  private(set) var isClosed = false
  /// Where drawing outside a page goes.
  private let scratchSurface: OpaquePointer
  private let scratchContext: OpaquePointer

  /// A document writing to `consumer`, pages `mediaBox` by default (points), with the
  /// document's metadata (`Title`, `Author`, `Subject`, `Keywords`, `Creator`: the values of
  /// Core Graphics' `kCGPDFContext…` keys). `nil` when Cairo cannot make the surface.
  init?(consumer: CGDataConsumer, mediaBox: CGRect, space: Space, metadata: [String: String]) {
    let box = mediaBox.standardized
    guard box.width > 0, box.height > 0, box.width.isFinite, box.height.isFinite else {
      return nil
    }
    self.consumer = consumer
    self.space = space
    self.defaultMediaBox = box
    self.pageBox = box
    let closure = Unmanaged.passUnretained(consumer).toOpaque()
    guard
      let surface = cairo_pdf_surface_create_for_stream(
        { closure, data, length in
          guard let closure, let data else { return CAIRO_STATUS_SUCCESS }
          Unmanaged<CGDataConsumer>.fromOpaque(closure).takeUnretainedValue()
            .write(data, count: Int(length))
          return CAIRO_STATUS_SUCCESS
        }, closure, Double(box.width), Double(box.height))
    else { return nil }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      return nil
    }
    self.surface = surface
    cairo_pdf_surface_set_metadata(
      surface, CAIRO_PDF_METADATA_CREATE_DATE, "2001-01-01T00:00:00Z")
    let keys: [(String, cairo_pdf_metadata_t)] = [
      ("Title", CAIRO_PDF_METADATA_TITLE), ("Author", CAIRO_PDF_METADATA_AUTHOR),
      ("Subject", CAIRO_PDF_METADATA_SUBJECT), ("Keywords", CAIRO_PDF_METADATA_KEYWORDS),
      ("Creator", CAIRO_PDF_METADATA_CREATOR),
    ]
    for (key, field) in keys {
      if let value = metadata[key] { cairo_pdf_surface_set_metadata(surface, field, value) }
    }
    scratchSurface = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil)
    scratchContext = cairo_create(scratchSurface)
  }

  deinit {
    close()
    cairo_destroy(scratchContext)
    cairo_surface_destroy(scratchSurface)
    cairo_surface_destroy(surface)
  }

  /// The Cairo context drawing goes to: the open page's, or the scratch one.
  var cr: OpaquePointer { pageContext ?? scratchContext }

  /// The matrix from the page's default user space to Cairo's device space.
  var pageTransform: CGAffineTransform {
    switch space {
    case .coreGraphics:
      CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: -pageBox.minX, ty: pageBox.maxY)
    case .uiKit: CGAffineTransform(translationX: -pageBox.minX, y: -pageBox.minY)
    }
  }

  /// Opens a page of `mediaBox` (the default box when `nil` or empty), closing the open one
  /// first. Returns `false` once the document is closed.
  @discardableResult
  func beginPage(mediaBox: CGRect?) -> Bool {
    guard !isClosed else { return false }
    endPage()
    let box = mediaBox?.standardized ?? defaultMediaBox
    pageBox = box.width > 0 && box.height > 0 ? box : defaultMediaBox
    cairo_pdf_surface_set_size(surface, Double(pageBox.width), Double(pageBox.height))
    pageContext = cairo_create(surface)
    return true
  }

  /// Shows the open page; does nothing between pages.
  func endPage() {
    guard let pageContext else { return }
    cairo_show_page(pageContext)
    cairo_destroy(pageContext)
    self.pageContext = nil
    pageCount += 1
  }

  /// Ends the open page and writes the rest of the document to the consumer; later drawing
  /// goes nowhere.
  func close() {
    guard !isClosed else { return }
    endPage()
    isClosed = true
    cairo_surface_finish(surface)
  }
}
