import CCairo
import Foundation
import GestureCore

/// Draws a ``GestureCore/DisplayBackdrop`` (a `UIVisualEffectView`'s blur): what the frame
/// holds under the shape's device-pixel box, grown by 3σ, is copied from the frame's surface
/// (the context's target, so what groups in progress hold is not included), each premultiplied
/// channel blurred with the shadows' Gaussian (``AlphaMaskBlur``: three box blurs, σ = the
/// radius × the scale, integer arithmetic, the same bytes on every machine; pixels beyond the
/// frame count as transparent), painted back through the shape, then the tint filled over it.
/// A target that is not an image (an SVG) gets the tint only.
enum BackdropRenderer {
  static func draw(_ backdrop: DisplayBackdrop, on cairo: CairoContext) {
    defer { cairo.fill(backdrop.shape, color: backdrop.tint) }
    let cr = cairo.cr
    let scale = cairo.scale
    let shape = backdrop.shape
    guard let target = cairo_get_target(cr),
      cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
      cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32
    else { return }
    let corners = [
      CGPoint(x: shape.rect.minX, y: shape.rect.minY),
      CGPoint(x: shape.rect.maxX, y: shape.rect.minY),
      CGPoint(x: shape.rect.minX, y: shape.rect.maxY),
      CGPoint(x: shape.rect.maxX, y: shape.rect.maxY),
    ].map { $0.applying(shape.transform) }
    let xs = corners.map { Double($0.x) * scale }
    let ys = corners.map { Double($0.y) * scale }
    let sigma = backdrop.radius * scale
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
      [minX, maxX, minY, maxY].allSatisfy({ $0.isFinite && abs($0) < 1e6 }), sigma.isFinite,
      sigma >= 0, sigma < 1000
    else { return }
    cairo_surface_flush(target)
    let surfaceWidth = Int(cairo_image_surface_get_width(target))
    let surfaceHeight = Int(cairo_image_surface_get_height(target))
    let pad = Int((3 * sigma).rounded(.up)) + 1
    let x0 = max(0, Int(minX.rounded(.down)) - pad)
    let y0 = max(0, Int(minY.rounded(.down)) - pad)
    let x1 = min(surfaceWidth, Int(maxX.rounded(.up)) + pad)
    let y1 = min(surfaceHeight, Int(maxY.rounded(.up)) + pad)
    let width = x1 - x0
    let height = y1 - y0
    guard width > 0, height > 0, let source = cairo_image_surface_get_data(target) else { return }
    let sourceStride = Int(cairo_image_surface_get_stride(target))
    guard let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    else { return }
    defer { cairo_surface_destroy(copy) }
    guard cairo_surface_status(copy) == CAIRO_STATUS_SUCCESS,
      let data = cairo_image_surface_get_data(copy)
    else { return }
    let stride = Int(cairo_image_surface_get_stride(copy))
    let boxWidth = AlphaMaskBlur.boxWidth(sigma: sigma)
    var plane = [UInt8](repeating: 0, count: width * height)
    for channel in 0..<4 {
      for y in 0..<height {
        let row = source + (y0 + y) * sourceStride + x0 * 4 + channel
        for x in 0..<width { plane[y * width + x] = row[x * 4] }
      }
      plane.withUnsafeMutableBufferPointer {
        AlphaMaskBlur.blur(
          $0.baseAddress!, width: width, height: height, stride: width, boxWidth: boxWidth)
      }
      for y in 0..<height {
        let row = data + y * stride + channel
        for x in 0..<width { row[x * 4] = plane[y * width + x] }
      }
    }
    cairo_surface_mark_dirty(copy)
    cairo_save(cr)
    cairo_new_path(cr)
    if cairo.setTransform(shape.transform) {
      cairo.addOutline(of: shape, rect: shape.rect, radius: shape.cornerRadius)
    }
    cairo_identity_matrix(cr)
    cairo_set_source_surface(cr, copy, Double(x0), Double(y0))
    cairo_fill(cr)
    cairo_restore(cr)
  }
}
