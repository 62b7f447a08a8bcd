import CCairo
import Foundation
import GestureCore

/// A borrowed `cairo_t` and the device scale, with the shape operations of the display list.
///
/// Every item sets the whole transformation matrix itself (`scale · item.transform`), so items
/// never depend on each other's transforms.
struct CairoContext {
  /// The Cairo context; not owned.
  let cr: OpaquePointer
  /// Device pixels per point.
  let scale: Double

  /// Sets the CTM to `scale · transform` (shape points → device pixels). Returns `false`, and
  /// leaves the CTM alone, when that matrix is not finite or not invertible (a view scaled to
  /// 0 covers nothing; Cairo would put the context into an error state for good).
  @discardableResult
  func setTransform(_ transform: CGAffineTransform) -> Bool {
    let s = scale
    var matrix = cairo_matrix_t(
      xx: s * Double(transform.a), yx: s * Double(transform.b),
      xy: s * Double(transform.c), yy: s * Double(transform.d),
      x0: s * Double(transform.tx), y0: s * Double(transform.ty))
    let values = [matrix.xx, matrix.yx, matrix.xy, matrix.yy, matrix.x0, matrix.y0]
    guard values.allSatisfy(\.isFinite) else { return false }
    let determinant = matrix.xx * matrix.yy - matrix.yx * matrix.xy
    guard determinant != 0, determinant.isFinite else { return false }
    cairo_set_matrix(cr, &matrix)
    return true
  }

  /// Sets the CTM to `scale` alone: window points → device pixels.
  func setWindowTransform() {
    cairo_identity_matrix(cr)
    cairo_scale(cr, scale, scale)
  }

  /// Sets the source to `color` (straight alpha; Cairo premultiplies).
  func setSource(_ color: CGColor) {
    cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
  }

  /// Adds a closed rectangle with circular corners of `radius` points to the path. The radius
  /// is clamped to 0…half the shorter side, as Core Animation draws an oversized `cornerRadius`
  /// (a pill, never overlapping arcs). Empty or non-finite rects add nothing.
  func addRoundedRect(_ rect: CGRect, radius: Double) {
    let r = rect.standardized
    let x = Double(r.minX)
    let y = Double(r.minY)
    let w = Double(r.width)
    let h = Double(r.height)
    guard w > 0, h > 0, [x, y, w, h].allSatisfy(\.isFinite) else { return }
    let radius = CairoContext.clampedRadius(radius, width: w, height: h)
    if radius <= 0 {
      cairo_rectangle(cr, x, y, w, h)
      return
    }
    let quarter = Double.pi / 2
    cairo_new_sub_path(cr)
    cairo_arc(cr, x + w - radius, y + radius, radius, -quarter, 0)
    cairo_arc(cr, x + w - radius, y + h - radius, radius, 0, quarter)
    cairo_arc(cr, x + radius, y + h - radius, radius, quarter, 2 * quarter)
    cairo_arc(cr, x + radius, y + radius, radius, 2 * quarter, 3 * quarter)
    cairo_close_path(cr)
  }

  /// Adds the outline of `rect` with `shape`'s corners rounded by `radius` points: circle
  /// arcs (``addRoundedRect(_:radius:)``) when all four corners are circular, else the path of
  /// ``GestureCore/DisplayShape/outline(of:radius:)`` (`maskedCorners`, `cornerCurve`).
  func addOutline(of shape: DisplayShape, rect: CGRect, radius: Double) {
    if shape.hasCircularCorners {
      addRoundedRect(rect, radius: radius)
    } else {
      cairo_new_sub_path(cr)
      addPath(shape.outline(of: rect, radius: radius))
    }
  }

  /// `radius` limited to 0…min(width, height)/2 (non-finite radii become 0).
  static func clampedRadius(_ radius: Double, width: Double, height: Double) -> Double {
    guard radius.isFinite, radius > 0 else { return 0 }
    return min(radius, min(width, height) / 2)
  }

  /// Fills `shape` with `color`: a layer's `backgroundColor`, rounded by `cornerRadius`
  /// (Apple, CALayer.cornerRadius: the radius applies to the background).
  func fill(_ shape: DisplayShape, color: CGColor) {
    guard color.alpha > 0, setTransform(shape.transform) else { return }
    cairo_new_path(cr)
    addOutline(of: shape, rect: shape.rect, radius: shape.cornerRadius)
    setSource(color)
    cairo_fill(cr)
  }

  /// Draws a border `width` points wide inside the edge of `shape` (Apple, CALayer.borderWidth:
  /// "the border is drawn inset from the receiver's bounds"): the region between the outer
  /// rounded rect and the rect inset by `width` whose corner radius is `max(0, r − width)`,
  /// filled with the even-odd rule. A border at least half the shorter side wide fills the
  /// whole shape.
  func border(_ shape: DisplayShape, width: Double, color: CGColor) {
    guard width > 0, width.isFinite, color.alpha > 0, setTransform(shape.transform) else {
      return
    }
    let outer = shape.rect.standardized
    guard outer.width > 0, outer.height > 0 else { return }
    let radius = CairoContext.clampedRadius(
      shape.cornerRadius, width: Double(outer.width), height: Double(outer.height))
    cairo_new_path(cr)
    addOutline(of: shape, rect: outer, radius: radius)
    let inset = CGFloat(width)
    if 2 * inset < outer.width && 2 * inset < outer.height {
      addOutline(
        of: shape, rect: outer.insetBy(dx: inset, dy: inset), radius: max(0, radius - width))
    }
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
    setSource(color)
    cairo_fill(cr)
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
  }

  /// Saves the state and intersects the clip with `shape`, corner radius included (Apple,
  /// CALayer.masksToBounds: the mask "includes any corner radius effects"). A shape that cannot
  /// be drawn (a non-invertible transform) clips everything away. Undo with ``popClip()``.
  func pushClip(_ shape: DisplayShape) {
    cairo_save(cr)
    cairo_new_path(cr)
    if setTransform(shape.transform) {
      addOutline(of: shape, rect: shape.rect, radius: shape.cornerRadius)
    }
    // An empty path clips everything.
    cairo_clip(cr)
  }

  /// Restores the clip (and the rest of the state) saved by the matching ``pushClip(_:)``.
  func popClip() {
    cairo_restore(cr)
  }

  /// Starts compositing into an offscreen group (`cairo_push_group`; also saves the state).
  func beginGroup() {
    cairo_push_group(cr)
  }

  /// Paints the group started by the matching ``beginGroup()`` with `opacity` (0…1), once, so
  /// overlapping children do not show through each other (Core Animation group opacity).
  func endGroup(opacity: Double) {
    cairo_pop_group_to_source(cr)
    cairo_paint_with_alpha(cr, opacity)
    // Drop the reference the context holds on the group pattern.
    cairo_set_source_rgba(cr, 0, 0, 0, 0)
  }

  /// Starts compositing a masked layer into an offscreen group (`cairo_push_group`, which
  /// also saves the state), in device space, so that ``endMaskedGroup(drawingMask:)`` can
  /// line it up with its mask. End with ``endMaskedGroup(drawingMask:)``.
  func beginMaskedGroup() {
    cairo_identity_matrix(cr)
    cairo_push_group(cr)
  }

  /// Ends the group ``beginMaskedGroup()`` began: draws the mask with `drawMask` into a group
  /// of its own and paints the layer's group through the mask's alpha (`cairo_mask`: the
  /// result is the layer's pixels times the mask's alpha, Core Animation's `mask`). Both
  /// groups are taken in device space.
  func endMaskedGroup(drawingMask drawMask: () throws -> Void) rethrows {
    cairo_identity_matrix(cr)
    guard let content = cairo_pop_group(cr) else { return }
    defer { cairo_pattern_destroy(content) }
    cairo_identity_matrix(cr)
    cairo_push_group(cr)
    do {
      try drawMask()
    } catch {
      cairo_pattern_destroy(cairo_pop_group(cr))
      throw error
    }
    cairo_identity_matrix(cr)
    guard let mask = cairo_pop_group(cr) else { return }
    defer { cairo_pattern_destroy(mask) }
    cairo_identity_matrix(cr)
    cairo_set_source(cr, content)
    cairo_mask(cr, mask)
    // Drop the reference the context holds on the group pattern.
    cairo_set_source_rgba(cr, 0, 0, 0, 0)
  }

  /// Fills the whole target with `color`, replacing what is there (the frame's background);
  /// with `keepingClip`, only inside the current clip (the rounded screen of the chrome).
  func paintBackground(_ color: CGColor, keepingClip: Bool = false) {
    cairo_save(cr)
    cairo_identity_matrix(cr)
    if !keepingClip { cairo_reset_clip(cr) }
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    setSource(color)
    cairo_paint(cr)
    cairo_restore(cr)
  }
}
