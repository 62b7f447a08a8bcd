import CCairo
import Foundation
import GestureCore

/// Draws `DisplayImage` items: PNG files decoded once by Cairo and kept for the renderer's
/// life, bitmaps drawn by the code made into surfaces while the same bitmap is shown, painted into their rectangle with Cairo's `GOOD` filter (bilinear when scaling up,
/// box-filtered when scaling down: the bicubic `BEST` filter is an order of magnitude slower in
/// Cairo 1.16 for no visible gain at device scale). A template image (an item with a `tint`)
/// paints its tint colour through the image's alpha, filtered the same way.
final class ImageRenderer {
  private var surfaces: [String: OpaquePointer] = [:]
  /// The surfaces of the bitmaps of the last frame drawn, by identity (a view's backing store
  /// stays the same object until it is redrawn).
  private var bitmaps: [ObjectIdentifier: (image: CGImage, surface: OpaquePointer)] = [:]
  private var bitmapsUsed: Set<ObjectIdentifier> = []

  deinit {
    for surface in surfaces.values { cairo_surface_destroy(surface) }
    for entry in bitmaps.values { cairo_surface_destroy(entry.surface) }
  }

  /// Forgets the surfaces of bitmaps no item drew since the last call: called after each frame.
  func endFrame() {
    for (key, entry) in bitmaps where !bitmapsUsed.contains(key) {
      cairo_surface_destroy(entry.surface)
      bitmaps[key] = nil
    }
    bitmapsUsed.removeAll(keepingCapacity: true)
  }

  /// Paints `item` on `cairo`.
  ///
  /// - Throws: ``RenderError/invalidImage(source:reason:)`` when the file cannot be read as a
  ///   PNG.
  func draw(_ item: DisplayImage, on cairo: CairoContext) throws {
    let surface: OpaquePointer
    switch item.content {
    case .file(let path): surface = try self.surface(for: path)
    case .bitmap(let image):
      guard let made = self.surface(for: image) else { return }
      surface = made
    }
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
    guard let tint = item.tint else {
      cairo_set_source_surface(cr, surface, 0, 0)
      cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
      cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
      cairo_paint(cr)
      cairo_restore(cr)
      return
    }
    // A template: the tint colour through the image's alpha.
    let mask = cairo_pattern_create_for_surface(surface)
    cairo_pattern_set_filter(mask, CAIRO_FILTER_GOOD)
    cairo_pattern_set_extend(mask, CAIRO_EXTEND_PAD)
    cairo.setSource(tint)
    cairo_mask(cr, mask)
    cairo_pattern_destroy(mask)
    cairo_restore(cr)
  }

  /// A surface with a copy of `image`'s pixels, kept while frames draw it.
  private func surface(for image: CGImage) -> OpaquePointer? {
    let key = ObjectIdentifier(image)
    bitmapsUsed.insert(key)
    if let entry = bitmaps[key], entry.image === image { return entry.surface }
    guard let surface = image.makeCairoSurface() else { return nil }
    bitmaps[key] = (image, surface)
    return surface
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
