import Foundation

// UIKit's PDF context functions: a PDF context in UIKit's coordinates (origin at the page's top
// left, y down, points), current from UIGraphicsBeginPDFContextToData to UIGraphicsEndPDFContext.

/// US Letter, 612 × 792 points: the page UIKit uses when a PDF context's bounds are empty.
let defaultPDFPageBounds = CGRect(x: 0, y: 0, width: 612, height: 792)

/// Starts a PDF document written to `data` and makes its context current
/// (`UIGraphicsBeginPDFContextToData(_:_:_:)`). `bounds` is the default page, points; an empty
/// rectangle gives US Letter (612 × 792), as UIKit documents. `documentInfo` may give the
/// `Title`, `Author`, `Subject`, `Keywords` and `Creator` (the `kCGPDFContext…` keys' values).
/// Nothing shows until ``UIGraphicsBeginPDFPage()``; the bytes are complete after
/// ``UIGraphicsEndPDFContext()``.
@preconcurrency @MainActor
public func UIGraphicsBeginPDFContextToData(
  _ data: NSMutableData, _ bounds: CGRect, _ documentInfo: [AnyHashable: Any]?
) {
  guard let stack = SimulationContext.graphicsContexts, let consumer = CGDataConsumer(data: data)
  else { return }
  let page = bounds.isEmpty ? defaultPDFPageBounds : bounds
  guard
    let context = CGContext._uiKitPDFContext(consumer: consumer, bounds: page, info: documentInfo)
  else { return }
  stack.push(context)
}

/// Ends the open page and starts one of the document's default bounds
/// (`UIGraphicsBeginPDFPage()`); does nothing when the current context is not a PDF context.
@preconcurrency @MainActor
public func UIGraphicsBeginPDFPage() {
  guard let context = UIGraphicsGetCurrentContext(), context.isPDFContext else { return }
  context.beginPage(mediaBox: nil)
}

/// Ends the open page and starts one of `bounds`, points (`UIGraphicsBeginPDFPageWithInfo(_:_:)`);
/// an empty `bounds` gives the document's default page. `pageInfo` is not read (its keys name
/// boxes other than the media box, which a rendered page does not show).
@preconcurrency @MainActor
public func UIGraphicsBeginPDFPageWithInfo(_ bounds: CGRect, _ pageInfo: [AnyHashable: Any]?) {
  guard let context = UIGraphicsGetCurrentContext(), context.isPDFContext else { return }
  if bounds.isEmpty {
    context.beginPage(mediaBox: nil)
  } else {
    var box = bounds
    context.beginPage(mediaBox: &box)
  }
}

/// The open page's bounds, points (`UIGraphicsGetPDFContextBounds()`); `.zero` when the
/// current context is not a PDF context or no page is open.
@preconcurrency @MainActor
public func UIGraphicsGetPDFContextBounds() -> CGRect {
  UIGraphicsGetCurrentContext()?.pdfPageBox ?? .zero
}

/// Ends the open page, writes the rest of the document to its data and restores the context
/// before it (`UIGraphicsEndPDFContext()`); does nothing when the current context is not a
/// PDF context.
@preconcurrency @MainActor
public func UIGraphicsEndPDFContext() {
  guard let stack = SimulationContext.graphicsContexts, let context = stack.current,
    context.isPDFContext
  else { return }
  context.closePDF()
  stack.pop()
}
