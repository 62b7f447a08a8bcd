import CCairo
import Foundation
import GestureCore

/// Draws a ``GestureCore/DisplayShadow``: the shape's rounded rectangle, or its `path` (filled
/// with the non-zero winding rule, as Core Animation fills `shadowPath`), moved by the offset, is filled into
/// an 8-bit alpha mask in device pixels, blurred with three box blurs of width
/// d = ⌊σ · 3 · √(2π) / 4 + 0.5⌋ pixels (σ = the shadow radius × the scale; W3C Filter Effects
/// 1, `feGaussianBlur`: three successive box blurs approximate a Gaussian of that deviation,
/// odd d centred, even d shifted by half a pixel on alternate passes), and painted through the
/// mask in the shadow colour. The mask covers the shape's bounding box plus 3σ on every side;
/// the blur is integer arithmetic on the mask bytes, so the result is the same on every
/// machine.
enum ShadowRenderer {
  /// Draws `shadow` on `cairo`; nothing for an empty shape or a non-invertible transform. With
  /// `masks`, a mask made for an earlier frame with the same key is painted again.
  static func draw(_ shadow: DisplayShadow, on cairo: CairoContext, masks: ShadowMasks? = nil) {
    let cr = cairo.cr
    let scale = cairo.scale
    let shape = shadow.shape
    let moved = shape.transform.translatedBy(x: shadow.offset.width, y: shadow.offset.height)
    // The device-pixel box of the moved shape (the path's control-point box: it holds the
    // curves).
    let box: CGRect
    if let path = shadow.path {
      box = PathGeometry.boundingBox(path)
      guard !box.isNull else { return }
    } else {
      box = shape.rect
    }
    let corners = [
      CGPoint(x: box.minX, y: box.minY), CGPoint(x: box.maxX, y: box.minY),
      CGPoint(x: box.minX, y: box.maxY), CGPoint(x: box.maxX, y: box.maxY),
    ].map { $0.applying(moved) }
    let xs = corners.map { Double($0.x) * scale }
    let ys = corners.map { Double($0.y) * scale }
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
      [minX, maxX, minY, maxY].allSatisfy({ $0.isFinite && abs($0) < 1e9 }), maxX >= minX,
      maxY >= minY
    else { return }
    // Beyond these the mask would pass 32767 pixels a side, which draws nothing anyway; the
    // checks keep the integer conversions below in range.
    let sigma = shadow.radius * scale
    guard sigma.isFinite, sigma < 10_000 else { return }
    let boxWidth = AlphaMaskBlur.boxWidth(sigma: sigma)
    let pad = Int((3 * sigma).rounded(.up)) + 1
    let originX = Int(minX.rounded(.down)) - pad
    let originY = Int(minY.rounded(.down)) - pad
    let width = Int(maxX.rounded(.up)) + pad - originX
    let height = Int(maxY.rounded(.up)) + pad - originY
    guard width > 0, height > 0, width <= 32767, height <= 32767 else { return }
    // The shape in the mask's pixels: window points × scale, less the mask's origin.
    let placed = moved.concatenating(
      CGAffineTransform(
        translationX: CGFloat(-Double(originX) / scale), y: CGFloat(-Double(originY) / scale)))
    let key = ShadowMasks.Key(
      width: width, height: height, boxWidth: boxWidth,
      placed: [placed.a, placed.b, placed.c, placed.d, placed.tx, placed.ty].map { Double($0) },
      rect: [shape.rect.minX, shape.rect.minY, shape.rect.width, shape.rect.height].map {
        Double($0)
      },
      cornerRadius: shape.cornerRadius, maskedCorners: shape.maskedCorners.rawValue,
      cornerCurve: shape.cornerCurve.rawValue, path: shadow.path)
    let make = {
      makeMask(key, shadow: shadow, placed: placed, scale: scale)
    }
    guard let mask = masks?.mask(for: key, make: make) ?? make() else { return }
    defer { if masks == nil { cairo_surface_destroy(mask) } }
    cairo_save(cr)
    cairo_identity_matrix(cr)
    cairo.setSource(shadow.color)
    cairo_mask_surface(cr, mask, Double(originX), Double(originY))
    cairo_restore(cr)
  }

  /// The blurred A8 mask of `shadow`, its shape placed by `placed` (device pixels from the
  /// mask's origin); `nil` when Cairo cannot make the surface.
  private static func makeMask(
    _ key: ShadowMasks.Key, shadow: DisplayShadow, placed: CGAffineTransform, scale: Double
  ) -> OpaquePointer? {
    guard
      let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(key.width), Int32(key.height))
    else { return nil }
    guard cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS, let mcr = cairo_create(mask) else {
      cairo_surface_destroy(mask)
      return nil
    }
    let maskContext = CairoContext(cr: mcr, scale: scale)
    cairo_set_antialias(mcr, CAIRO_ANTIALIAS_GRAY)
    if maskContext.setTransform(placed) {
      cairo_new_path(mcr)
      if let path = shadow.path {
        maskContext.addPath(path)
      } else {
        let shape = shadow.shape
        maskContext.addOutline(of: shape, rect: shape.rect, radius: shape.cornerRadius)
      }
      cairo_set_source_rgba(mcr, 0, 0, 0, 1)
      cairo_fill(mcr)
    }
    cairo_destroy(mcr)
    cairo_surface_flush(mask)
    if key.boxWidth > 1, let data = cairo_image_surface_get_data(mask) {
      AlphaMaskBlur.blur(
        data, width: key.width, height: key.height,
        stride: Int(cairo_image_surface_get_stride(mask)), boxWidth: key.boxWidth)
    }
    cairo_surface_mark_dirty(mask)
    return mask
  }
}
