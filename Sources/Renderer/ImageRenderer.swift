import CCairo
import Foundation
import GestureCore

/// Draws `DisplayImage` items: PNG files decoded once by Cairo and kept for the renderer's
/// life, painted into their rectangle with Cairo's `GOOD` filter (bilinear when scaling up,
/// box-filtered when scaling down: the bicubic `BEST` filter is an order of magnitude slower in
/// Cairo 1.16 for no visible gain at device scale).
final class ImageRenderer {
  private var surfaces: [String: OpaquePointer] = [:]

  deinit {
    for surface in surfaces.values { cairo_surface_destroy(surface) }
  }

  /// Paints `item` on `cairo`.
  ///
  /// - Throws: ``RenderError/invalidImage(source:reason:)`` when the file cannot be read as a
  ///   PNG.
  func draw(_ item: DisplayImage, on cairo: CairoContext) throws {
    let surface = try self.surface(for: item.source)
    let width = Double(cairo_image_surface_get_width(surface))
    let height = Double(cairo_image_surface_get_height(surface))
    let rect = item.rect
    guard width > 0, height > 0, rect.width > 0, rect.height > 0,
      cairo.setTransform(item.transform)
    else { return }
    let cr = cairo.cr
    cairo_save(cr)
    cairo_rectangle(
      cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
    cairo_clip(cr)
    cairo_translate(cr, Double(rect.minX), Double(rect.minY))
    cairo_scale(cr, Double(rect.width) / width, Double(rect.height) / height)
    cairo_set_source_surface(cr, surface, 0, 0)
    cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
    cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
    cairo_paint(cr)
    cairo_restore(cr)
  }

  private func surface(for path: String) throws -> OpaquePointer {
    if let cached = surfaces[path] { return cached }
    guard let surface = cairo_image_surface_create_from_png(path) else {
      throw RenderError.invalidImage(source: path, reason: "cairo returned no surface")
    }
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      throw RenderError.invalidImage(source: path, reason: cairoStatusText(status))
    }
    surfaces[path] = surface
    return surface
  }
}
