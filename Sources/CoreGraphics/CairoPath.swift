import Foundation

@_implementationOnly import CCairo

/// Adds `elements` to Cairo context `cr`'s current path in its current user space:
/// `cairo_move_to`, `cairo_line_to`, `cairo_curve_to`, `cairo_close_path`; a quadratic curve
/// from p0 with control c to p becomes the cubic of exactly the same shape, controls
/// p0 + ⅔(c − p0) and p + ⅔(c − p). Elements with non-finite points are skipped. Shared by
/// ``CGContext`` and the frame renderer, which draw paths the same way.
package func appendCairoPath(_ elements: [PathElement], to cr: OpaquePointer) {
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
