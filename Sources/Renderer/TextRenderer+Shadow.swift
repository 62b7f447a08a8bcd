import CCairo
import CPangoCairo
import Foundation
import GestureCore

// The blurred shadow of attributed text (`NSShadow.shadowBlurRadius` > 0).
extension TextRenderer {
  /// Paints the shadow of the laid-out text: the glyphs moved by the shadow's offset (in the
  /// text's points) are drawn into an 8-bit alpha mask in device pixels, blurred by a Gaussian
  /// of standard deviation σ = `blurRadius` / 2 × the device scale (as Core Graphics blurs a
  /// context shadow: `CGContext.setShadow(offset:blur:color:)`) with the three box blurs of a
  /// layer's shadow (``ShadowRenderer``), and the shadow colour is painted through the mask.
  /// `cairo` carries the text's transform and its rectangle's clip; the mask covers the clip's
  /// device box plus 3σ + 1 pixels, so glyphs just outside the clip still blur into it.
  func drawBlurredShadow(
    _ shadow: DisplayRichText.Shadow, of laidOut: LaidOut, gap: Double, on cairo: CairoContext
  ) {
    let cr = cairo.cr
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    let scale = abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx).squareRoot()
    let sigma = shadow.blurRadius / 2 * scale
    let rect = laidOut.rect
    var xs: [Double] = []
    var ys: [Double] = []
    for (x, y) in [
      (rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY),
      (rect.maxX, rect.maxY),
    ] {
      var px = Double(x)
      var py = Double(y)
      cairo_matrix_transform_point(&matrix, &px, &py)
      xs.append(px)
      ys.append(py)
    }
    guard sigma.isFinite, sigma < 10_000, let minX = xs.min(), let maxX = xs.max(),
      let minY = ys.min(), let maxY = ys.max(),
      [minX, maxX, minY, maxY].allSatisfy({ $0.isFinite && abs($0) < 1e9 })
    else { return }
    let pad = Int((3 * sigma).rounded(.up)) + 1
    let originX = Int(minX.rounded(.down)) - pad
    let originY = Int(minY.rounded(.down)) - pad
    let width = Int(maxX.rounded(.up)) + pad - originX
    let height = Int(maxY.rounded(.up)) + pad - originY
    guard width > 0, height > 0, width <= 32767, height <= 32767,
      let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))
    else { return }
    defer { cairo_surface_destroy(mask) }
    guard cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS, let mcr = cairo_create(mask) else {
      return
    }
    // The frame's device pixel p lands at p − origin in the mask.
    cairo_surface_set_device_offset(mask, -Double(originX), -Double(originY))
    cairo_set_matrix(mcr, &matrix)
    TextRenderer.show(
      laidOut.layout, on: mcr, x: laidOut.left + Double(shadow.offset.width),
      y: laidOut.top + Double(shadow.offset.height), gap: gap)
    cairo_destroy(mcr)
    cairo_surface_flush(mask)
    let boxWidth = AlphaMaskBlur.boxWidth(sigma: sigma)
    if boxWidth > 1, let data = cairo_image_surface_get_data(mask) {
      AlphaMaskBlur.blur(
        data, width: width, height: height, stride: Int(cairo_image_surface_get_stride(mask)),
        boxWidth: boxWidth)
    }
    cairo_surface_mark_dirty(mask)
    cairo_surface_set_device_offset(mask, 0, 0)
    cairo_save(cr)
    cairo_identity_matrix(cr)
    cairo.setSource(shadow.color)
    cairo_mask_surface(cr, mask, Double(originX), Double(originY))
    cairo_restore(cr)
  }
}
