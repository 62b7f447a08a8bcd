import CCairo
import Foundation
import GestureCore

/// Draws the shadow of a layer's composited content (``GestureCore/DisplayShadow/content``): a
/// layer with no background colour and no `shadowPath` casts, as Core Animation does, the
/// shadow of the alpha of what it draws (its sublayers, a label's glyphs, a view's drawing).
/// The content's items are drawn into an 8-bit alpha mask in device pixels, moved by the
/// offset (the layer's `shadowOffset` in its own coordinates), blurred as
/// ``ShadowRenderer`` blurs a shape's mask (three box blurs, W3C Filter Effects 1), and the
/// shadow colour is painted through it.
///
/// Cost: the content is drawn a second time, into the mask, and the mask (the content's box
/// plus 3σ + 1 pixels on every side) is blurred. A frame renderer keeps the mask for the next
/// frame (``ShadowMasks``): the items are placed in the mask first (``ContentShadowPlacement``:
/// translations moved by the mask's offset, rounded to 1/256 pixel), and a shadow whose placed
/// items, mask size, blur and scale are those of a kept mask paints it again. So a layer that
/// only moves, by whole device pixels, blurs its content's shadow once; a change of its content, size, scale or radius, a turn, or a move
/// by a fraction of a pixel makes a new mask. The shadow's colour and opacity are not part of
/// the mask (the colour is painted through it), so a fading shadow keeps its mask too. The
/// mask is the same bytes whether it was kept or made, since it is made from the placed items
/// either way.
enum ContentShadowRenderer {
  /// The device-pixel offset of `shadow` (its offset through the linear part of its shape's
  /// transform, times `scale`).
  static func deviceOffset(of shadow: DisplayShadow, scale: Double) -> (x: Double, y: Double) {
    let t = shadow.shape.transform
    let w = shadow.offset.width
    let h = shadow.offset.height
    return (Double(t.a * w + t.c * h) * scale, Double(t.b * w + t.d * h) * scale)
  }

  /// The device box the content's items draw in (``DisplayItemBounds``), not yet moved.
  static func contentBox(of items: [DisplayItem], scale: Double) -> DeviceBox {
    items.reduce(DeviceBox.empty) { box, item in
      DisplayItemBounds.box(of: item, scale: scale).map { box.union($0) } ?? box
    }
  }

  /// Draws `shadow`, whose ``GestureCore/DisplayShadow/content`` is `items`, on `cairo`, the
  /// items drawn into the mask by `painter`. Nothing when the content draws nowhere or its box
  /// is not finite.
  ///
  /// - Throws: the errors of drawing the items (``DisplayItemPainter/draw(_:on:within:)``).
  static func draw(
    _ shadow: DisplayShadow, content items: [DisplayItem], on cairo: CairoContext,
    painter: DisplayItemPainter
  ) throws {
    let scale = cairo.scale
    let box = contentBox(of: items, scale: scale)
    let (dx, dy) = deviceOffset(of: shadow, scale: scale)
    let sigma = shadow.radius * scale
    guard box.isFinite, !box.isEmpty, dx.isFinite, dy.isFinite, sigma.isFinite, sigma < 10_000,
      [box.minX, box.minY, box.maxX, box.maxY].allSatisfy({ abs($0) < 1e9 }), abs(dx) < 1e9,
      abs(dy) < 1e9
    else { return }
    let boxWidth = AlphaMaskBlur.boxWidth(sigma: sigma)
    let pad = Int((3 * sigma).rounded(.up)) + 1
    let originX = Int((box.minX + dx).rounded(.down)) - pad
    let originY = Int((box.minY + dy).rounded(.down)) - pad
    let width = Int((box.maxX + dx).rounded(.up)) + pad - originX
    let height = Int((box.maxY + dy).rounded(.up)) + pad - originY
    guard width > 0, height > 0, width <= 32767, height <= 32767 else { return }
    // The frame's device pixel p lands at p + offset in the mask.
    let offset = (x: dx - Double(originX), y: dy - Double(originY))
    let mask: OpaquePointer?
    // Whether the mask is this call's to destroy (not kept by ``ShadowMasks``).
    var owned = true
    if let placed = ContentShadowPlacement.place(items, offset: offset, scale: scale) {
      // The items placed in the mask: the same content moved by whole pixels gives the same
      // key, and the kept mask is the bytes this one would be.
      let key = ShadowMasks.ContentKey(
        width: width, height: height, boxWidth: boxWidth, radius: shadow.radius, scale: scale,
        items: placed)
      let make = {
        try makeMask(
          placed, width: width, height: height, offset: (0, 0), boxWidth: boxWidth,
          scale: scale, painter: painter)
      }
      if let masks = painter.shadows {
        mask = try masks.contentMask(for: key, make: make)
        owned = false
      } else {
        mask = try make()
      }
    } else {
      mask = try makeMask(
        items, width: width, height: height, offset: offset, boxWidth: boxWidth, scale: scale,
        painter: painter)
    }
    guard let mask else { return }
    defer { if owned { cairo_surface_destroy(mask) } }
    let cr = cairo.cr
    cairo_save(cr)
    cairo_identity_matrix(cr)
    cairo.setSource(shadow.color)
    cairo_mask_surface(cr, mask, Double(originX), Double(originY))
    cairo_restore(cr)
  }

  /// The blurred A8 mask of `items` drawn at `scale` into `width` × `height` pixels, the
  /// frame's device pixel p at p + `offset`; `nil` when Cairo cannot make the surface.
  ///
  /// - Throws: the errors of drawing the items (``DisplayItemPainter/draw(_:on:within:)``).
  private static func makeMask(
    _ items: [DisplayItem], width: Int, height: Int, offset: (x: Double, y: Double),
    boxWidth: Int, scale: Double, painter: DisplayItemPainter
  ) throws -> OpaquePointer? {
    guard let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))
    else { return nil }
    guard cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS, let mcr = cairo_create(mask) else {
      cairo_surface_destroy(mask)
      return nil
    }
    cairo_surface_set_device_offset(mask, offset.x, offset.y)
    do {
      try painter.draw(items, on: CairoContext(cr: mcr, scale: scale), within: nil)
    } catch {
      cairo_destroy(mcr)
      cairo_surface_destroy(mask)
      throw error
    }
    cairo_destroy(mcr)
    cairo_surface_flush(mask)
    if boxWidth > 1, let data = cairo_image_surface_get_data(mask) {
      AlphaMaskBlur.blur(
        data, width: width, height: height, stride: Int(cairo_image_surface_get_stride(mask)),
        boxWidth: boxWidth)
    }
    cairo_surface_mark_dirty(mask)
    // The mask's own pixels from here on (the device offset placed the content in it).
    cairo_surface_set_device_offset(mask, 0, 0)
    return mask
  }
}
