import CCairo
import Foundation
import GestureCore

extension CairoContext {
  /// Adds `elements` to the current path in the current user space: `cairo_move_to`,
  /// `cairo_line_to`, `cairo_curve_to`, `cairo_close_path`; a quadratic curve from p0 with
  /// control c to p becomes the cubic of exactly the same shape, controls p0 + ⅔(c − p0) and
  /// p + ⅔(c − p). Elements with non-finite points are skipped.
  func addPath(_ elements: [PathElement]) {
    var current: CGPoint?
    for element in elements {
      guard element.points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { continue }
      switch element {
      case .moveTo(let p):
        cairo_move_to(cr, Double(p.x), Double(p.y))
        current = p
      case .lineTo(let p):
        cairo_line_to(cr, Double(p.x), Double(p.y))
        current = p
      case .quadCurveTo(let p, let c):
        let p0 = current ?? p
        let c1x = Double(p0.x) + 2.0 / 3.0 * Double(c.x - p0.x)
        let c1y = Double(p0.y) + 2.0 / 3.0 * Double(c.y - p0.y)
        let c2x = Double(p.x) + 2.0 / 3.0 * Double(c.x - p.x)
        let c2y = Double(p.y) + 2.0 / 3.0 * Double(c.y - p.y)
        cairo_curve_to(cr, c1x, c1y, c2x, c2y, Double(p.x), Double(p.y))
        current = p
      case .curveTo(let p, let c1, let c2):
        cairo_curve_to(
          cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
        current = p
      case .closeSubpath:
        cairo_close_path(cr)
        var x = 0.0
        var y = 0.0
        if cairo_has_current_point(cr) != 0 {
          cairo_get_current_point(cr, &x, &y)
          current = CGPoint(x: x, y: y)
        }
      }
    }
  }

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
