import Foundation

@_implementationOnly import CCairo

// Shadows: every painting (fills, strokes, images, gradients) casts the context's shadow, drawn
// under it.
extension CGContext {
  /// Makes every later painting cast a shadow of `color`, moved by `offset` and blurred by
  /// `blur` (`setShadow(offset:blur:color:)`); a `nil` or fully transparent colour turns
  /// shadows off. Part of the graphics state (``saveGState()``/``restoreGState()``).
  ///
  /// As in Core Graphics, `offset` and `blur` are in the base space (the context's default user
  /// space), not the current one: scaling or rotating the context does not move or widen the
  /// shadow. In UIKit's contexts that space is points with y down, so a positive height moves
  /// the shadow down (as `NSShadow` documents for UIKit); in a bitmap context made with
  /// ``init(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)`` it is pixels
  /// with y up. The shadow is the painting's alpha, moved, blurred by a Gaussian of standard
  /// deviation `blur` / 2 (the HTML canvas's `shadowBlur`, which WebKit draws with this very
  /// call), and filled with `color`; then the painting is drawn over it. Both go through the
  /// clip and the blend mode. Ink the clip or the bitmap's edges cut off casts no shadow.
  public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
    let b = baseTransform
    let w = Double(offset.width)
    let h = Double(offset.height)
    let dx = Double(b.a) * w + Double(b.c) * h
    let dy = Double(b.b) * w + Double(b.d) * h
    let scale = abs(Double(b.a * b.d - b.b * b.c)).squareRoot()
    let sigma = max(0, Double(blur)) * scale / 2
    guard let color, color.alpha > 0, dx.isFinite, dy.isFinite, sigma.isFinite,
      max(abs(dx), abs(dy), sigma) < 100_000
    else {
      state.shadow = nil
      return
    }
    state.shadow = ContextShadow(dx: dx, dy: dy, sigma: sigma, color: color)
  }

  /// Makes every later painting cast a shadow of black at 1/3 alpha, moved by `offset` and
  /// blurred by `blur` (`setShadow(offset:blur:)`; Apple documents the colour as RGBA
  /// {0, 0, 0, 1/3}); see ``setShadow(offset:blur:color:)``.
  public func setShadow(offset: CGSize, blur: CGFloat) {
    setShadow(offset: offset, blur: blur, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1 / 3))
  }

  /// Runs `draw` (one painting) so that it casts the state's shadow: the painting is drawn
  /// into a group with normal blending, its alpha is moved and blurred into a mask the shadow
  /// colour is painted through, then the group is painted over, both with the state's blend
  /// mode. Without a shadow `draw` paints directly.
  func shadowed(_ draw: () -> Void) {
    guard let shadow = state.shadow else {
      draw()
      return
    }
    // The shadow reaches beyond the painting by its offset and blur.
    markAllInked()
    let mode = state.blendMode
    cairo_identity_matrix(cr)
    cairo_push_group(cr)
    state.blendMode = .normal
    draw()
    state.blendMode = mode
    guard let group = cairo_pop_group(cr) else { return }
    defer { cairo_pattern_destroy(group) }
    cairo_save(cr)
    cairo_identity_matrix(cr)
    applyCompositing()
    paintShadow(of: group, shadow)
    cairo_set_source(cr, group)
    cairo_paint(cr)
    cairo_restore(cr)
  }

  /// Paints `shadow` of the group `group` (device pixels) on the context, whose matrix is the
  /// identity.
  private func paintShadow(of group: OpaquePointer, _ shadow: ContextShadow) {
    // The group's pixels: its surface covers the clip's extents, placed by a device offset.
    var surface: OpaquePointer?
    cairo_pattern_get_surface(group, &surface)
    var groupX = 0.0
    var groupY = 0.0
    var groupWidth = deviceWidth
    var groupHeight = deviceHeight
    if let surface, cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE {
      var offsetX = 0.0
      var offsetY = 0.0
      cairo_surface_get_device_offset(surface, &offsetX, &offsetY)
      groupX = -offsetX
      groupY = -offsetY
      groupWidth = Int(cairo_image_surface_get_width(surface))
      groupHeight = Int(cairo_image_surface_get_height(surface))
    }
    guard groupWidth > 0, groupHeight > 0 else { return }
    let pad = Int((3 * shadow.sigma).rounded(.up)) + 1
    let maskX = Int((groupX + shadow.dx).rounded(.down)) - pad
    let maskY = Int((groupY + shadow.dy).rounded(.down)) - pad
    let maskWidth = groupWidth + 2 * pad + 1
    let maskHeight = groupHeight + 2 * pad + 1
    guard maskWidth <= 32767, maskHeight <= 32767,
      let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(maskWidth), Int32(maskHeight))
    else { return }
    defer { cairo_surface_destroy(mask) }
    guard cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS, let mcr = cairo_create(mask) else {
      return
    }
    cairo_translate(mcr, shadow.dx - Double(maskX), shadow.dy - Double(maskY))
    cairo_set_source(mcr, group)
    cairo_paint(mcr)
    cairo_destroy(mcr)
    cairo_surface_flush(mask)
    let boxWidth = AlphaMaskBlur.boxWidth(sigma: shadow.sigma)
    if boxWidth > 1, let data = cairo_image_surface_get_data(mask) {
      AlphaMaskBlur.blur(
        data, width: maskWidth, height: maskHeight,
        stride: Int(cairo_image_surface_get_stride(mask)), boxWidth: boxWidth)
    }
    cairo_surface_mark_dirty(mask)
    let c = shadow.color
    cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
    cairo_mask_surface(cr, mask, Double(maskX), Double(maskY))
  }
}
