import Foundation

// PDF contexts: Core Graphics' page-based drawing destination, written by Cairo's PDF surface.
extension CGContext {
  /// A PDF context writing a document to `consumer` (`init(consumer:mediaBox:_:)`), its pages
  /// `mediaBox` points (1/72 inch) by default, or US Letter (612 × 792) when `nil`, as Core
  /// Graphics does.
  ///
  /// Its space is Core Graphics' PDF space: origin at the media box's bottom-left corner, y up,
  /// one unit per point. `auxiliaryInfo` may give the document's `Title`, `Author`, `Subject`,
  /// `Keywords` and `Creator` (the values of the `kCGPDFContext…` keys), written to the
  /// document's information dictionary; other keys are not read. An empty or non-finite media
  /// box gives `nil`.
  ///
  /// Drawing shows only between ``beginPDFPage(_:)`` (or ``beginPage(mediaBox:)``) and the
  /// matching end; the document is complete after ``closePDF()`` or once the context is released.
  public convenience init?(
    consumer: CGDataConsumer, mediaBox: UnsafePointer<CGRect>?, _ auxiliaryInfo: CFDictionary?
  ) {
    let box = mediaBox?.pointee ?? CGRect(x: 0, y: 0, width: 612, height: 792)
    guard
      let document = PDFDocumentTarget(
        consumer: consumer, mediaBox: box, space: .coreGraphics,
        metadata: Self.pdfMetadata(auxiliaryInfo))
    else { return nil }
    self.init(document: document)
  }

  /// A PDF context in UIKit's space (origin at `bounds`' top left, y down, points) writing to
  /// `consumer`, pages `bounds` by default; `nil` for an empty bounds.
  package static func _uiKitPDFContext(
    consumer: CGDataConsumer, bounds: CGRect, info: [AnyHashable: Any]?
  ) -> CGContext? {
    var metadata: [String: String] = [:]
    for (key, value) in info ?? [:] { metadata["\(key)"] = "\(value)" }
    guard
      let document = PDFDocumentTarget(
        consumer: consumer, mediaBox: bounds, space: .uiKit, metadata: metadata)
    else { return nil }
    return CGContext(document: document)
  }

  /// Whether this is a PDF context.
  package var isPDFContext: Bool { document != nil }

  /// The open PDF page's media box in points, or `nil` for a bitmap context or between pages.
  package var pdfPageBox: CGRect? {
    guard let document, document.pageContext != nil else { return nil }
    return document.pageBox
  }

  /// The number of PDF pages ended so far; 0 for a bitmap context.
  package var pdfPageCount: Int { document?.pageCount ?? 0 }

  /// Starts a page (`beginPage(mediaBox:)`) of `mediaBox` points, or the context's media box
  /// when `nil`, ending an open one first. The graphics state starts over: the page's default
  /// space, no clip, Core Graphics' default colours and line. Does nothing on a bitmap context
  /// or a closed PDF.
  public func beginPage(mediaBox: UnsafePointer<CGRect>?) {
    guard let document, document.beginPage(mediaBox: mediaBox?.pointee) else { return }
    baseTransform = document.pageTransform
    state = GraphicsState(ctm: baseTransform)
    savedStates = []
    devicePath = CGMutablePath()
  }

  /// Ends the page begun by ``beginPage(mediaBox:)`` (`endPage()`); does nothing between pages.
  public func endPage() {
    document?.endPage()
    savedStates = []
  }

  /// Starts a page of the context's media box (`beginPDFPage(_:)`), ending an open one first.
  /// `pageInfo` may give the page's `MediaBox` as `Data` holding a `CGRect` (the
  /// `kCGPDFContextMediaBox` key's value); other page keys are not read.
  public func beginPDFPage(_ pageInfo: CFDictionary?) {
    var box: CGRect?
    if let data = pageInfo?["MediaBox"] as? Data, data.count == MemoryLayout<CGRect>.size {
      box = data.withUnsafeBytes { $0.loadUnaligned(as: CGRect.self) }
    }
    if var box { beginPage(mediaBox: &box) } else { beginPage(mediaBox: nil) }
  }

  /// Ends the page begun by ``beginPDFPage(_:)`` (`endPDFPage()`).
  public func endPDFPage() { endPage() }

  /// Ends an open page and writes the rest of the document to the consumer (`closePDF()`);
  /// drawing afterwards goes nowhere. Does nothing on a bitmap context.
  public func closePDF() {
    document?.close()
    savedStates = []
  }

  /// The document metadata of a Core Graphics `auxiliaryInfo` dictionary.
  private static func pdfMetadata(_ info: CFDictionary?) -> [String: String] {
    var metadata: [String: String] = [:]
    info?.forEach { key, value in metadata["\(key)"] = "\(value)" }
    return metadata
  }
}
