import CCairo
import Foundation
import GestureCore

/// The trail behind each touch indicator: a line through the touch's recent locations
/// (``GestureCore/TouchMark/trail``), widest and most opaque at the finger, thinning with age and
/// fading along the line from its oldest point to the finger; it fades out with the touch mark
/// after the lift. Drawn under the
/// touch discs, above the view outlines.
public enum TouchTrailOverlay {
  /// The trail's colour at the finger.
  public static let color = CGColor(red: 0.0, green: 0.48, blue: 1.0, alpha: 0.75)
  /// The width at the finger, points.
  public static let width: Double = 8

  /// Draws the trails of `frame` in window points.
  static func draw(_ frame: Frame, on cairo: CairoContext) {
    let cr = cairo.cr
    for mark in frame.touches where mark.trail.count >= 2 {
      let markOpacity = TouchOverlay.opacity(of: mark, at: frame.time)
      guard markOpacity > 0 else { continue }
      let points = mark.trail
      let oldest = points.first!.time
      let span = max(frame.time - oldest, 1e-9)
      cairo_save(cr)
      cairo.setWindowTransform()
      cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
      cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
      // The segments are stroked opaque into a group, where their overlapping round caps cover
      // each other without darker beads at the joints; the group is then painted through a mask
      // that fades from the oldest point to the newest. Only OVER and a gradient mask are used,
      // which vector surfaces (the SVG sheet) keep as vectors: a SOURCE operator inside the
      // group would make Cairo's SVG surface fall back to an embedded bitmap.
      cairo_push_group(cr)
      cairo_set_source_rgb(cr, color.red, color.green, color.blue)
      for i in 1..<points.count {
        let a = points[i - 1]
        let b = points[i]
        guard [a.location.x, a.location.y, b.location.x, b.location.y].allSatisfy(\.isFinite)
        else { continue }
        // 0 at the oldest point, 1 at the newest.
        let age = min(1, max(0, (b.time - oldest) / span))
        cairo_new_path(cr)
        cairo_move_to(cr, Double(a.location.x), Double(a.location.y))
        cairo_line_to(cr, Double(b.location.x), Double(b.location.y))
        cairo_set_line_width(cr, max(1, width * (0.25 + 0.75 * age)))
        cairo_stroke(cr)
      }
      cairo_pop_group_to_source(cr)
      let alpha = color.alpha * markOpacity
      let (tail, head) = (points.first!.location, points.last!.location)
      if hypot(head.x - tail.x, head.y - tail.y) < 0.5
        || !(head.x + head.y + tail.x + tail.y).isFinite
      {
        cairo_paint_with_alpha(cr, alpha)
      } else {
        let fade = cairo_pattern_create_linear(
          Double(tail.x), Double(tail.y), Double(head.x), Double(head.y))
        cairo_pattern_add_color_stop_rgba(fade, 0, 0, 0, 0, alpha * 0.15)
        cairo_pattern_add_color_stop_rgba(fade, 1, 0, 0, 0, alpha)
        cairo_mask(cr, fade)
        cairo_pattern_destroy(fade)
      }
      cairo_restore(cr)
    }
  }
}
