import Foundation

@_implementationOnly import CCairo

/// A drawing destination (Core Graphics' `CGContext`): a bitmap of premultiplied 32-bit pixels
/// painted by Cairo, with Core Graphics' graphics state, current path and coordinate systems.
///
/// **Coordinates.** Points given to a context are in its user space, mapped to pixels by the
/// current transformation matrix (``ctm``). A context made with
/// ``init(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)`` has Core Graphics'
/// default space: origin at the bottom left, y up, one unit per pixel. The contexts UIKit makes
/// (`UIGraphicsGetCurrentContext()` in `draw(_:)`, `UIGraphicsImageRenderer`) have UIKit's:
/// origin top left, y down, one unit per point (the matrix scales by the screen scale).
///
/// **The path** is kept in device space: each point is mapped through the matrix in force
/// when it is added, and painting a path ends it, as in Core Graphics. A stroke's width and
/// dashes are in the user space in force when it is stroked.
///
/// **State** (``saveGState()``/``restoreGState()``): the matrix, the clip, fill and stroke
/// colours, alpha, line width, cap, join, miter limit, dashes, blend mode and antialiasing.
/// Cairo's pixels are Core Graphics': antialiased coverage, colours composited in sRGB.
public final class CGContext {
  /// The bitmap's width in pixels (`width`); 0 for a PDF context, which has no bitmap.
  public let width: Int
  /// The bitmap's height in pixels (`height`); 0 for a PDF context.
  public let height: Int
  /// The bytes of one row of the bitmap (`bytesPerRow`); 0 for a PDF context.
  public var bytesPerRow: Int {
    document == nil ? Int(cairo_image_surface_get_stride(surface)) : 0
  }

  /// The Cairo surface and context, made on first use: a context nothing draws into costs no
  /// bitmap (UIKit asks every view to draw once; most draw nothing).
  private var bitmap: CairoBitmap?
  /// The PDF document a PDF context draws into (``init(consumer:mediaBox:_:)``), or `nil` for
  /// a bitmap context.
  let document: PDFDocumentTarget?
  var surface: OpaquePointer { document?.surface ?? materialized.surface }
  var cr: OpaquePointer { document?.cr ?? materialized.cr }
  /// The device space's size in pixels: the bitmap's, or the open PDF page's in points.
  var deviceWidth: Int {
    guard let document else { return width }
    return Int(document.pageBox.width.rounded(.up))
  }
  var deviceHeight: Int {
    guard let document else { return height }
    return Int(document.pageBox.height.rounded(.up))
  }
  /// Whether anything has used the bitmap yet.
  package var isMaterialized: Bool { bitmap != nil }
  /// The pixels painted so far may lie only in this box (``PixelBox``); every painting widens
  /// it by a bound of what it can touch (``markInked(_:margin:)``, ``markAllInked()``).
  package internal(set) var inkedBox = PixelBox.empty
  /// A bitmap to draw into instead of new memory (``recycle(_:)``), and the box of it that
  /// must be cleared first.
  private var recycled: (storage: PixelStorage, dirty: PixelBox)?
  /// The matrix from the default user space to pixels (for a PDF context, to the open page's
  /// points).
  var baseTransform: CGAffineTransform
  /// The graphics state in force, and the saved ones (innermost last).
  var state: GraphicsState
  var savedStates: [GraphicsState] = []
  /// The current path, in pixels.
  var devicePath = CGMutablePath()

  /// A bitmap context (`init(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)`)
  /// with Core Graphics' default space (origin bottom left, y up, units of pixels), cleared
  /// to transparent.
  ///
  /// `data` must be `nil` (the context owns its pixels, which ``makeImage()`` reads); a
  /// caller's buffer, a component size other than 8 or a non-positive size give `nil`, as Core
  /// Graphics does for a combination it does not support. Every alpha layout is drawn as
  /// premultiplied ARGB.
  public convenience init?(
    data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
    bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32
  ) {
    guard data == nil, bitsPerComponent == 8, width > 0, height > 0 else { return nil }
    self.init(
      pixelWidth: width, pixelHeight: height,
      baseTransform: CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height)))
  }

  /// A context of `pixelWidth` × `pixelHeight` pixels, cleared to transparent, whose default
  /// user space maps to pixels by `baseTransform`; `nil` when Cairo cannot make the bitmap.
  init?(pixelWidth: Int, pixelHeight: Int, baseTransform: CGAffineTransform) {
    guard pixelWidth > 0, pixelHeight > 0, pixelWidth <= 16_384, pixelHeight <= 16_384 else {
      return nil
    }
    self.width = pixelWidth
    self.height = pixelHeight
    self.baseTransform = baseTransform
    self.state = GraphicsState(ctm: baseTransform)
    self.document = nil
  }

  /// A context drawing into the PDF `document`, whose pages are begun by ``beginPage(mediaBox:)``.
  init(document: PDFDocumentTarget) {
    self.width = 0
    self.height = 0
    self.document = document
    self.baseTransform = document.pageTransform
    self.state = GraphicsState(ctm: document.pageTransform)
  }

  /// A context in UIKit's space: origin top left, y down, `scale` pixels per point, for a
  /// bitmap of `size` points rounded up to whole pixels.
  /// A size or scale that is not finite, or a bitmap over 16,384 pixels on a side, gives `nil`.
  public static func _uiKitContext(size: CGSize, scale: CGFloat) -> CGContext? {
    let s = Double(scale)
    let width = (Double(size.width) * s).rounded(.up)
    let height = (Double(size.height) * s).rounded(.up)
    guard width.isFinite, height.isFinite, width > 0, height > 0, width <= 16_384,
      height <= 16_384
    else { return nil }
    let w = Int(width)
    let h = Int(height)
    return CGContext(
      pixelWidth: w, pixelHeight: h, baseTransform: CGAffineTransform(scaleX: scale, y: scale))
  }

  /// Lets the context draw into `image`'s memory instead of new memory, cleared to
  /// transparent over the image's inked box (all of it when the box is unknown) when the bitmap
  /// is first used: the same pixels as a new bitmap, without allocating and clearing 4 bytes a
  /// pixel. The caller guarantees that nothing else holds `image` (it is about to be released)
  /// and that it is a bitmap of this context's size; otherwise nothing is recycled.
  package func recycle(_ image: CGImage) {
    guard document == nil, bitmap == nil, image.width == width, image.height == height,
      image.bytesPerRow == Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width))),
      image.storage.bytes != nil
    else { return }
    recycled = (image.storage, image.inkedBox ?? .all(width: width, height: height))
  }

  /// Widens the inked box by the pixels `rect` (device pixels) touches, `margin` pixels more
  /// on every side.
  func markInked(_ rect: CGRect, margin: Double) {
    guard document == nil, inkedBox != .all(width: width, height: height) else { return }
    inkedBox = inkedBox.union(
      PixelBox(covering: rect, margin: margin, width: width, height: height))
  }

  /// Marks the whole bitmap as possibly painted (a painting whose extent is not bounded here).
  func markAllInked() {
    guard document == nil else { return }
    inkedBox = .all(width: width, height: height)
  }

  private var materialized: CairoBitmap {
    if let bitmap { return bitmap }
    let made = CairoBitmap(width: width, height: height, recycling: recycled)
    recycled = nil
    // Restores of states saved before the bitmap existed find no Cairo save to undo.
    // The saved states so far are replayed as Cairo saves, so restores stay paired.
    for _ in savedStates { cairo_save(made.cr) }
    bitmap = made
    return made
  }

  /// An image of the bitmap as it is now (`makeImage()`): a copy, so drawing on does not
  /// change it.
  public func makeImage() -> CGImage? {
    guard document == nil else { return nil }
    let bitmap = materialized
    cairo_surface_flush(bitmap.surface)
    guard cairo_surface_status(bitmap.surface) == CAIRO_STATUS_SUCCESS,
      let copy = PixelStorage(copying: bitmap.storage.buffer)
    else { return nil }
    return CGImage(
      width: width, height: height, bytesPerRow: bitmap.stride, storage: copy,
      inkedBox: inkedBox)
  }

  /// An image of the bitmap that takes its memory over, without a copy: for a context that is
  /// done drawing (a backing store, an image renderer's bitmap). Drawing afterwards starts a new,
  /// transparent bitmap.
  package func makeImageTakingBitmap() -> CGImage? {
    guard document == nil else { return nil }
    let bitmap = materialized
    cairo_surface_flush(bitmap.surface)
    guard cairo_surface_status(bitmap.surface) == CAIRO_STATUS_SUCCESS else { return nil }
    self.bitmap = nil
    let box = inkedBox
    inkedBox = .empty
    return CGImage(
      width: width, height: height, bytesPerRow: bitmap.stride, storage: bitmap.storage,
      inkedBox: box)
  }

  // MARK: Graphics state

  /// Pushes a copy of the graphics state (`saveGState()`).
  public func saveGState() {
    savedStates.append(state)
    if let document { cairo_save(document.cr) } else if let bitmap { cairo_save(bitmap.cr) }
  }

  /// Restores the state saved by the matching ``saveGState()`` (`restoreGState()`); without
  /// one it does nothing, as Core Graphics does.
  public func restoreGState() {
    guard let saved = savedStates.popLast() else { return }
    state = saved
    if let document { cairo_restore(document.cr) } else if let bitmap { cairo_restore(bitmap.cr) }
  }

  /// The current transformation matrix, user space to pixels (`ctm`).
  public var ctm: CGAffineTransform { state.ctm }

  /// Moves the user space's origin by (`tx`, `ty`) user units (`translateBy(x:y:)`).
  public func translateBy(x tx: CGFloat, y ty: CGFloat) {
    concatenate(CGAffineTransform(translationX: tx, y: ty))
  }

  /// Scales the user space (`scaleBy(x:y:)`).
  public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
    concatenate(CGAffineTransform(scaleX: sx, y: sy))
  }

  /// Rotates the user space by `angle` radians (`rotate(by:)`): positive turns from the x axis
  /// toward the y axis (counter-clockwise in Core Graphics' y-up space, clockwise in UIKit's).
  public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }

  /// Applies `transform` to the user space before the current matrix (`concatenate(_:)`).
  public func concatenate(_ transform: CGAffineTransform) {
    state.ctm = transform.concatenating(state.ctm)
  }

  /// Sets the opacity every painting is multiplied by, 0…1 (`setAlpha(_:)`).
  public func setAlpha(_ alpha: CGFloat) { state.alpha = min(1, max(0, Double(alpha))) }
  /// Sets the stroke width in user units (`setLineWidth(_:)`).
  public func setLineWidth(_ width: CGFloat) { state.lineWidth = Double(width) }
  /// Sets the cap of open subpaths' ends (`setLineCap(_:)`).
  public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
  /// Sets how corners are joined (`setLineJoin(_:)`).
  public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
  /// Sets the miter limit, the ratio of miter length to line width (`setMiterLimit(_:)`).
  public func setMiterLimit(_ limit: CGFloat) { state.miterLimit = Double(limit) }
  /// Sets the dash pattern, lengths in user units from `phase` (`setLineDash(phase:lengths:)`);
  /// empty lengths give a solid line.
  public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
    state.dashPhase = Double(phase)
    state.dashLengths = lengths.map(Double.init)
  }
  /// Sets how painting combines with the bitmap (`setBlendMode(_:)`).
  public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }
  /// Turns antialiasing of paths on or off (`setShouldAntialias(_:)`).
  public func setShouldAntialias(_ flag: Bool) { state.antialias = flag }
  /// Allows antialiasing (`setAllowsAntialiasing(_:)`); with ``setShouldAntialias(_:)`` both
  /// must be on for edges to be smoothed.
  public func setAllowsAntialiasing(_ flag: Bool) { state.allowsAntialias = flag }
  /// The accuracy of curves, in pixels (`setFlatness(_:)`); Cairo's tolerance.
  public func setFlatness(_ flatness: CGFloat) { state.flatness = max(0.01, Double(flatness)) }
  /// How images are resampled when drawn scaled (`interpolationQuality`): `.none` is nearest
  /// neighbour, anything else Cairo's `GOOD` filter.
  public var interpolationQuality: CGInterpolationQuality {
    get { state.interpolationQuality }
    set { state.interpolationQuality = newValue }
  }

  // MARK: Colours

  /// Sets the colour of fills (`setFillColor(_:)`).
  public func setFillColor(_ color: CGColor) { state.fillColor = color }
  /// Sets the colour of strokes (`setStrokeColor(_:)`).
  public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }
  /// Sets the fill colour from sRGB components, 0…1 (`setFillColor(red:green:blue:alpha:)`).
  public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
  }
  /// Sets the stroke colour from sRGB components, 0…1.
  public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
  }
  /// Sets the fill colour to a grey, 0 black … 1 white (`setFillColor(gray:alpha:)`).
  public func setFillColor(gray: CGFloat, alpha: CGFloat) {
    state.fillColor = CGColor(red: gray, green: gray, blue: gray, alpha: alpha)
  }
  /// Sets the stroke colour to a grey (`setStrokeColor(gray:alpha:)`).
  public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
    state.strokeColor = CGColor(red: gray, green: gray, blue: gray, alpha: alpha)
  }
}

/// A Cairo ARGB32 image surface over memory of our own, and a context drawing on it; the
/// context and surface are destroyed before the memory, which an image may take over.
private final class CairoBitmap {
  let storage: PixelStorage
  let stride: Int
  let surface: OpaquePointer
  let cr: OpaquePointer

  /// A transparent bitmap of `width` × `height` pixels: new memory, or `recycling`'s storage
  /// with its `dirty` box cleared (everything outside it is transparent already). A failed
  /// allocation gives a Cairo surface in an error state, on which drawing does nothing and no
  /// image is made.
  init(width: Int, height: Int, recycling: (storage: PixelStorage, dirty: PixelBox)? = nil) {
    stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
    if let recycling, recycling.storage.count == stride * height,
      let bytes = recycling.storage.bytes
    {
      let box = recycling.dirty
      if !box.isEmpty {
        for row in box.y0..<box.y1 {
          memset(bytes + row * stride + 4 * box.x0, 0, 4 * (box.x1 - box.x0))
        }
      }
      storage = recycling.storage
    } else {
      storage = PixelStorage(zeroed: stride * height) ?? PixelStorage(zeroed: 0)!
    }
    if let bytes = storage.bytes {
      surface = cairo_image_surface_create_for_data(
        bytes.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width),
        Int32(height), Int32(stride))
    } else {
      // An error surface (Cairo's own for an invalid size): drawing on it does nothing.
      surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, -1, -1)
    }
    cr = cairo_create(surface)
  }

  deinit {
    cairo_destroy(cr)
    cairo_surface_finish(surface)
    cairo_surface_destroy(surface)
  }
}

/// How scaled images are resampled (`CGInterpolationQuality`).
public enum CGInterpolationQuality: Int32, Sendable {
  case `default` = 0
  case none = 1
  case low = 2
  case medium = 4
  case high = 3
}
