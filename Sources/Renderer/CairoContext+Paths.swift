import CCairo
import Foundation
import GestureCore

extension CairoContext {
  /// Adds `elements` to the current path in the current user space (``appendCairoPath(_:to:)``).
  func addPath(_ elements: [PathElement]) { appendCairoPath(elements, to: cr) }

  /// Draws a shape layer's path: the whole path filled with its rule and colour, then the
  /// part between `strokeStart` and `strokeEnd` stroked with its width, cap, join, miter limit
  /// and dashes (Cairo's stroke model is Core Graphics': the line centred on the path, dashes
  /// in user-space lengths from the phase).
  func draw(_ path: DisplayPath) {
    guard setTransform(path.transform) else { return }
    if let fill = path.fillColor, fill.alpha > 0 {
      cairo_new_path(cr)
      addPath(path.elements)
      cairo_set_fill_rule(
        cr, path.fillRule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
      setSource(fill)
      cairo_fill(cr)
      cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    }
    guard let stroke = path.strokeColor, stroke.alpha > 0, path.lineWidth > 0,
      path.lineWidth.isFinite
    else { return }
    let stroked = path.strokedElements
    guard !stroked.isEmpty else { return }
    cairo_new_path(cr)
    addPath(stroked)
    cairo_set_line_width(cr, path.lineWidth)
    cairo_set_line_cap(
      cr,
      path.lineCap == .round
        ? CAIRO_LINE_CAP_ROUND
        : path.lineCap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
    cairo_set_line_join(
      cr,
      path.lineJoin == .round
        ? CAIRO_LINE_JOIN_ROUND
        : path.lineJoin == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
    cairo_set_miter_limit(cr, path.miterLimit > 0 ? path.miterLimit : 10)
    if !path.dashPattern.isEmpty {
      path.dashPattern.withUnsafeBufferPointer { dashes in
        cairo_set_dash(cr, dashes.baseAddress, Int32(dashes.count), path.dashPhase)
      }
    }
    setSource(stroke)
    cairo_stroke(cr)
    cairo_set_dash(cr, nil, 0, 0)
    cairo_set_line_width(cr, 2)
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
    cairo_set_miter_limit(cr, 10)
  }
}
