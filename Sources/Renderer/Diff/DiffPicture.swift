import CCairo
import Foundation
import GestureCore

/// The picture of one frame's difference: old | delta | new side by side on a dark strip, each
/// panel labelled above ("old", "delta: 1,234 px changed, max 255", "new"). A missing side
/// (an added or removed frame) is a grey panel saying so.
enum DiffPicture {
  /// The label strip's height, pixels.
  static let labelHeight = 36
  /// The space around and between panels, pixels.
  static let gutter = 12

  /// Composes the picture; `width` × `height` is the panel size (the larger of the frames).
  static func compose(
    old: RenderedImage?, delta: RenderedImage, new: RenderedImage?, labels: [String],
    text: TextRenderer
  ) throws -> OpaquePointer {
    let panelWidth = delta.width
    let panelHeight = delta.height
    let width = 4 * gutter + 3 * panelWidth
    let height = labelHeight + panelHeight + gutter
    guard width <= 32767, height <= 32767,
      let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    else {
      throw RenderError.invalidCanvas(width: Double(width), height: Double(height), scale: 1)
    }
    guard let cr = cairo_create(surface) else {
      cairo_surface_destroy(surface)
      throw RenderError.cairo(operation: "creating the diff context", status: "NULL")
    }
    defer { cairo_destroy(cr) }
    let cairo = CairoContext(cr: cr, scale: 1)
    cairo_set_antialias(cr, CAIRO_ANTIALIAS_GRAY)
    cairo.paintBackground(CGColor(red8: 0x2C, green8: 0x2C, blue8: 0x2E))
    for (column, image) in [old, delta, new].enumerated() {
      let x = gutter + column * (panelWidth + gutter)
      let y = labelHeight
      if let image {
        try paint(image, on: cr, x: x, y: y)
      } else {
        cairo.fill(
          DisplayShape(
            id: "missing", transform: .identity,
            rect: CGRect(x: x, y: y, width: panelWidth, height: panelHeight)),
          color: CGColor(red8: 0x63, green8: 0x63, blue8: 0x66))
        text.draw(
          DisplayText(
            id: "missing", transform: .identity,
            rect: CGRect(x: x, y: y, width: panelWidth, height: panelHeight),
            string: column == 0 ? "no old frame" : "no new frame",
            font: DisplayFont(size: 18, isBold: true), color: .white, alignment: .center,
            numberOfLines: 1),
          on: cairo)
      }
      text.draw(
        DisplayText(
          id: "label", transform: .identity,
          rect: CGRect(x: x, y: 4, width: panelWidth, height: labelHeight - 8),
          string: labels[column], font: DisplayFont(size: 18, isBold: column == 1),
          color: column == 1 ? CGColor(red: 1, green: 0.45, blue: 0.9) : .white,
          alignment: column == 0 ? .left : (column == 1 ? .center : .right), numberOfLines: 1),
        on: cairo)
    }
    cairo_surface_flush(surface)
    return surface
  }

  /// Copies `image` (straight RGBA) into the surface at (x, y), premultiplied.
  private static func paint(_ image: RenderedImage, on cr: OpaquePointer, x: Int, y: Int) throws {
    guard
      let source = cairo_image_surface_create(
        CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height)),
      let data = cairo_image_surface_get_data(source)
    else { throw RenderError.cairo(operation: "creating a panel surface", status: "NULL") }
    defer { cairo_surface_destroy(source) }
    cairo_surface_flush(source)
    let stride = Int(cairo_image_surface_get_stride(source))
    image.rgba.withUnsafeBufferPointer { p in
      for row in 0..<image.height {
        let line = UnsafeMutableRawPointer(data) + row * stride
        for column in 0..<image.width {
          let o = (row * image.width + column) * 4
          let a = UInt32(p[o + 3])
          let r = (UInt32(p[o]) * a + 127) / 255
          let g = (UInt32(p[o + 1]) * a + 127) / 255
          let b = (UInt32(p[o + 2]) * a + 127) / 255
          line.storeBytes(
            of: a << 24 | r << 16 | g << 8 | b, toByteOffset: column * 4, as: UInt32.self)
        }
      }
    }
    cairo_surface_mark_dirty(source)
    cairo_save(cr)
    cairo_identity_matrix(cr)
    // A checkerboard shows through translucent frames.
    cairo_rectangle(cr, Double(x), Double(y), Double(image.width), Double(image.height))
    cairo_set_source_rgb(cr, 1, 1, 1)
    cairo_fill(cr)
    cairo_set_source_surface(cr, source, Double(x), Double(y))
    cairo_paint(cr)
    cairo_restore(cr)
  }
}
