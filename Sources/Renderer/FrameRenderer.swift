import CCairo
import Foundation
import GestureCore

/// Draws ``GestureCore/Frame``s with Cairo (shapes) and Pango (text) into PNG bytes, SVG bytes or
/// pixels.
///
/// A frame is drawn as: its background colour over the whole canvas, then the display list in
/// order (fills, borders, clips, opacity groups, text; each item placed by its own absolute
/// transform, multiplied by ``RenderOptions/scale``), then the device chrome
/// (``DeviceChromeOverlay``) when ``RenderOptions/chrome`` is set, then the touch overlay
/// (``TouchOverlay``) when ``RenderOptions/showsTouches`` is on, then the gesture captions
/// (``CaptionOverlay``) when ``RenderOptions/showsCaptions`` is on. Shapes and text are antialiased
/// in gray, with unhinted fonts, so the same frame always gives the same bytes.
///
/// One renderer per thread: it owns a Pango font map, which must not be shared between threads
/// (the type is deliberately not `Sendable`). Create one per worker; creating one loads the
/// fonts (tens of milliseconds).
public final class FrameRenderer {
  /// How frames are drawn.
  public let options: RenderOptions
  /// The text renderer, shared with the review outputs that draw captions.
  let text: TextRenderer
  /// Decoded image files, kept for the renderer's life.
  let images = ImageRenderer()
  /// The blurred shadow masks of the last frame.
  let shadows = ShadowMasks()

  /// Creates a renderer and loads its pinned fonts.
  ///
  /// - Throws: ``RenderError/fontsMissing(directory:package:)`` naming the Debian package to
  ///   install when a font directory is missing or empty,
  ///   ``RenderError/fontFamilyMissing(family:directories:)``, or
  ///   ``RenderError/fontSetupFailed(reason:)``.
  public init(options: RenderOptions = RenderOptions()) throws {
    self.options = options
    self.text = try TextRenderer(fonts: FontSet(options.fonts))
  }

  /// The output size of `frame` in device pixels: `canvasSize × scale`, each side rounded to the
  /// nearest whole pixel (375×667 pt at scale 2 is 750×1334 px); with
  /// ``RenderOptions/showsAccessibility``, the width has the legend's
  /// ``AccessibilityOverlay/legendWidth`` points more.
  ///
  /// - Throws: ``RenderError/invalidCanvas(width:height:scale:)`` when the scale is not finite
  ///   and positive, or a side is not 1…32767 pixels.
  public func pixelSize(of frame: Frame) throws -> (width: Int, height: Int) {
    let scale = options.scale
    let legend = options.showsAccessibility ? AccessibilityOverlay.legendWidth : 0
    let width = (Double(frame.canvasSize.width) + legend) * scale
    let height = Double(frame.canvasSize.height) * scale
    let invalid = RenderError.invalidCanvas(
      width: Double(frame.canvasSize.width), height: Double(frame.canvasSize.height), scale: scale)
    guard scale.isFinite, scale > 0, width.isFinite, height.isFinite else { throw invalid }
    let w = width.rounded()
    let h = height.rounded()
    guard (1...32767).contains(w), (1...32767).contains(h) else { throw invalid }
    return (Int(w), Int(h))
  }

  /// Draws `frame` and encodes it as PNG (8-bit RGB, or RGBA when the background or anything
  /// else leaves pixels translucent).
  ///
  /// - Throws: ``RenderError/invalidCanvas(width:height:scale:)``,
  ///   ``RenderError/unbalancedDisplayList(frameIndex:itemIndex:reason:)``,
  ///   ``RenderError/cairo(operation:status:)``.
  public func renderPNG(_ frame: Frame) throws -> Data {
    try PNGEncoding.encode(renderPixels(frame), writer: options.pngWriter)
  }

  /// Draws `frame` into a new ARGB32 pixel buffer (premultiplied, as Cairo draws), which can be
  /// encoded on another thread with ``PNGEncoding``.
  ///
  /// - Throws: the errors of ``renderPNG(_:)``.
  public func renderPixels(_ frame: Frame) throws -> PixelBuffer {
    var storage: [UInt8] = []
    return try renderPixels(frame, reusing: &storage)
  }

  /// Draws `frame` like ``renderPixels(_:)``, into `storage` (the ``PixelBuffer/bytes`` of a
  /// buffer no longer needed; taken, so left empty) when it has the right size, which saves
  /// mapping fresh memory.
  ///
  /// - Throws: the errors of ``renderPNG(_:)``.
  public func renderPixels(_ frame: Frame, reusing storage: inout [UInt8]) throws -> PixelBuffer {
    let size = try pixelSize(of: frame)
    try FrameRenderer.validate(frame)
    // `draw(_:on:)` paints every pixel first (the background, or clear outside the chrome's
    // screen, with CAIRO_OPERATOR_SOURCE), so reused memory need not be cleared.
    var pixels = try PixelBuffer(
      width: size.width, height: size.height, reusing: &storage, clearing: false)
    try pixels.withCairo { try draw(frame, on: $0) }
    return pixels
  }

  /// Draws `frame` into pixels without encoding (what ``renderPNG(_:)`` would decode to).
  ///
  /// - Throws: the errors of ``renderPNG(_:)``.
  public func renderImage(_ frame: Frame) throws -> RenderedImage {
    try withDrawnSurface(frame) { try RenderedImage(surface: $0, source: "frame \(frame.index)") }
  }

  /// Draws `frame` as an SVG document of the same pixel size as the PNG (`width="750px"` at
  /// scale 2 for a 375 pt wide canvas; the drawing is scaled by ``RenderOptions/scale``).
  /// Text becomes glyph outlines, so the file looks the same without the fonts. Ids Cairo
  /// numbers from process-wide counters are renumbered (``SVGEncoding``), so the bytes do not
  /// depend on what was rendered earlier in the process.
  ///
  /// - Throws: the errors of ``renderPNG(_:)``.
  public func renderSVG(_ frame: Frame) throws -> Data {
    let size = try pixelSize(of: frame)
    try FrameRenderer.validate(frame)
    return try SVGEncoding.document(width: size.width, height: size.height) { cr in
      try draw(frame, on: cr)
    }
  }

  /// Creates an ARGB32 image surface of the frame's pixel size, draws the frame on it and hands
  /// it to `body`.
  private func withDrawnSurface<T>(_ frame: Frame, _ body: (OpaquePointer) throws -> T) throws
    -> T
  {
    let size = try pixelSize(of: frame)
    try FrameRenderer.validate(frame)
    guard
      let surface = cairo_image_surface_create(
        CAIRO_FORMAT_ARGB32, Int32(size.width), Int32(size.height))
    else { throw RenderError.cairo(operation: "creating the image surface", status: "NULL") }
    defer { cairo_surface_destroy(surface) }
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw RenderError.cairo(
        operation: "creating a \(size.width)×\(size.height) image surface",
        status: cairoStatusText(status))
    }
    guard let cr = cairo_create(surface) else {
      throw RenderError.cairo(operation: "creating the context", status: "NULL")
    }
    defer { cairo_destroy(cr) }
    try draw(frame, on: cr)
    cairo_surface_flush(surface)
    return try body(surface)
  }

  /// Draws `frame` on `cr`, whose target is `canvasSize × scale` device units: its content
  /// (``drawContent(_:on:within:)``), then the overlays (``drawOverlays(_:on:)``). `frame` must
  /// have passed ``validate(_:)``.
  ///
  /// - Throws: the errors of ``ImageRenderer/draw(_:on:)``, ``RenderError/cairo(operation:status:)``.
  func draw(_ frame: Frame, on cr: OpaquePointer) throws {
    try drawContent(frame, on: cr)
    try drawOverlays(frame, on: cr)
  }

  /// Draws the content of `frame`: the background over every pixel, the display list and the
  /// device chrome. With `region` (whole device pixels), only pixels inside it are painted and
  /// items whose boxes (``DisplayItemBounds``) miss it are skipped; outside it the target keeps
  /// its pixels. The context's state is restored afterwards.
  ///
  /// - Throws: the errors of ``ImageRenderer/draw(_:on:)``, ``RenderError/cairo(operation:status:)``.
  func drawContent(_ frame: Frame, on cr: OpaquePointer, within region: DeviceBox? = nil) throws {
    let cairo = CairoContext(cr: cr, scale: options.scale)
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_set_antialias(cr, CAIRO_ANTIALIAS_GRAY)
    if let region {
      cairo_rectangle(
        cr, region.minX, region.minY, region.maxX - region.minX, region.maxY - region.minY)
      cairo_clip(cr)
    }
    let clipped = region != nil
    // With chrome, everything is drawn inside the rounded screen; outside stays transparent.
    if let chrome = options.chrome, chrome.screenCornerRadius > 0 {
      cairo.paintBackground(.clear, keepingClip: clipped)
      DeviceChromeOverlay.clipScreen(chrome, size: frame.canvasSize, on: cairo)
      cairo.paintBackground(frame.backgroundColor, keepingClip: true)
    } else {
      cairo.paintBackground(frame.backgroundColor, keepingClip: clipped)
    }
    try DisplayItemPainter(text: text, images: images, scale: options.scale, shadows: shadows)
      .draw(frame.items, on: cairo, within: region)
    images.endFrame()
    shadows.endFrame()
    if let chrome = options.chrome {
      DeviceChromeOverlay.draw(
        chrome, style: options.chromeStyle, size: frame.canvasSize, on: cairo, text: text)
    }
    try checkStatus(of: cr, frame: frame)
  }

  /// Whether any overlay is drawn above the content.
  var drawsOverlays: Bool {
    options.showsViewOutlines || options.showsTouchTrails || options.showsTouches
      || options.showsCaptions || options.showsFrameInfo || options.showsAccessibility
  }

  /// Draws the overlays of `frame` above its content, bottom to top: view outlines, (constraint
  /// lines, with Auto Layout), the accessibility elements and their legend, touch trails, touch indicators, gesture captions, frame number
  /// and time. Each starts from the context's state as `cairo_create` leaves it (antialiasing
  /// gray), so they draw the same over content drawn in one go or in parts.
  ///
  /// - Throws: ``RenderError/cairo(operation:status:)``.
  func drawOverlays(_ frame: Frame, on cr: OpaquePointer) throws {
    guard drawsOverlays else { return }
    let cairo = CairoContext(cr: cr, scale: options.scale)
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_new_path(cr)
    cairo_set_antialias(cr, CAIRO_ANTIALIAS_GRAY)
    if options.showsViewOutlines {
      ViewOutlineOverlay.draw(frame, on: cairo, text: text)
    }
    if options.showsAccessibility {
      AccessibilityOverlay.draw(frame, on: cairo, text: text)
    }
    if options.showsTouchTrails {
      TouchTrailOverlay.draw(frame, on: cairo)
    }
    if options.showsTouches {
      TouchOverlay.draw(frame, on: cairo)
    }
    if options.showsCaptions {
      CaptionOverlay.draw(frame, on: cairo, text: text)
    }
    if options.showsFrameInfo {
      FrameInfoOverlay.draw(frame, on: cairo, text: text)
    }
    try checkStatus(of: cr, frame: frame)
  }

  private func checkStatus(of cr: OpaquePointer, frame: Frame) throws {
    let status = cairo_status(cr)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw RenderError.cairo(
        operation: "drawing frame \(frame.index)", status: cairoStatusText(status))
    }
  }

  /// Checks that groups and clips nest: every `endGroup` closes a `beginGroup`, every `popClip`
  /// a `pushClip`, innermost first, and nothing is left open.
  ///
  /// - Throws: ``RenderError/unbalancedDisplayList(frameIndex:itemIndex:reason:)``.
  static func validate(_ frame: Frame) throws {
    try validate(frame.items) { index, reason in
      .unbalancedDisplayList(frameIndex: frame.index, itemIndex: index, reason: reason)
    }
  }

  /// Checks the nesting of `items` (and of the items of each mask, which must nest on their
  /// own), reporting the index in `items` where it breaks.
  private static func validate(
    _ items: [DisplayItem], _ fail: (Int, String) -> RenderError
  ) throws {
    enum Open: String { case group, clip, mask }
    var open: [Open] = []
    func close(_ kind: Open, at index: Int, _ name: String, _ opener: String) throws {
      guard let last = open.last else { throw fail(index, "\(name) without \(opener)") }
      guard last == kind else { throw fail(index, "\(name) inside a \(last.rawValue)") }
      open.removeLast()
    }
    for (index, item) in items.enumerated() {
      switch item {
      case .beginGroup: open.append(.group)
      case .pushClip: open.append(.clip)
      case .pushMask(_, let mask):
        try validate(mask) { _, reason in fail(index, "in its mask: \(reason)") }
        open.append(.mask)
      case .endGroup: try close(.group, at: index, "endGroup", "beginGroup")
      case .popClip: try close(.clip, at: index, "popClip", "pushClip")
      case .popMask: try close(.mask, at: index, "popMask", "pushMask")
      case .projected(let projection):
        try validate(projection.items) { _, reason in fail(index, "in its projection: \(reason)") }
      case .shadow(let shadow):
        if let content = shadow.content {
          try validate(content) { _, reason in fail(index, "in its shadow's content: \(reason)") }
        }
      case .fill, .gradient, .border, .text, .image, .path, .backdrop: break
      }
    }
    if let last = open.last {
      let reason: String
      switch last {
      case .group: reason = "beginGroup never ended"
      case .clip: reason = "pushClip never popped"
      case .mask: reason = "pushMask never popped"
      }
      throw fail(items.count, reason)
    }
  }
}

@available(
  *, unavailable, message: "Pango font maps are per thread: create one renderer per thread"
)
extension FrameRenderer: Sendable {}
