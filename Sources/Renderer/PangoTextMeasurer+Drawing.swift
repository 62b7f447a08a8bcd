import CCairo
import CPangoCairo
import Foundation
import GestureCore

// Text drawn by code into a graphics context (`NSString.draw(at:withAttributes:)` and its
// kin), laid out by the same Pango layout as labels.
extension PangoTextMeasurer: TextDrawing {
  /// Lays `string` out as ``TextRenderer`` lays a label's text out (same fonts, wrapping and
  /// unhinted metrics), with no limit on lines, and paints it into `context` with its first
  /// line's top at `origin.y`: through the context's clip, matrix, alpha, blend mode and
  /// shadow, and through `clip` when given.
  package func draw(
    _ string: String, font: DisplayFont, color: CGColor, alignment: NSTextAlignment,
    at origin: CGPoint, width: CGFloat?, clip: CGRect?, rich: DisplayRichText?,
    in context: CGContext
  ) {
    guard !string.isEmpty, color.alpha > 0 else { return }
    let unbounded = 100_000.0
    let item = DisplayText(
      id: "", transform: .identity,
      rect: CGRect(
        x: Double(origin.x), y: Double(origin.y),
        width: width.map { max(1, Double($0)) } ?? unbounded, height: 1_000_000),
      string: string, font: font, color: color, alignment: alignment, numberOfLines: 0,
      rich: rich)
    guard let laidOut = text.layout(for: item) else { return }
    defer { g_object_unref(UnsafeMutableRawPointer(laidOut.layout)) }
    var logical = PangoRectangle()
    pango_layout_get_extents(laidOut.layout, nil, &logical)
    let top = Double(origin.y) - Double(logical.y) / Double(PANGO_SCALE)
    context.paintWithCairo { cr, ctm, alpha in
      cairo_save(cr)
      defer { cairo_restore(cr) }
      guard CairoContext(cr: cr, scale: 1).setTransform(ctm) else { return }
      cairo_new_path(cr)
      if let clip {
        cairo_rectangle(
          cr, Double(clip.minX), Double(clip.minY), Double(clip.width), Double(clip.height))
        cairo_clip(cr)
      }
      cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha * alpha)
      TextRenderer.show(
        laidOut.layout, on: cr, x: Double(laidOut.rect.minX), y: top,
        gap: laidOut.paragraphGap)
    }
  }

  /// The baseline of a line of `font` below its top, points (Pango's layout baseline).
  package func ascent(of font: DisplayFont) -> CGFloat {
    let item = DisplayText(
      id: "", transform: .identity, rect: CGRect(x: 0, y: 0, width: 100_000, height: 1_000_000),
      string: "X", font: font, color: .black, alignment: .left, numberOfLines: 0)
    guard let laidOut = text.layout(for: item) else { return 0 }
    defer { g_object_unref(UnsafeMutableRawPointer(laidOut.layout)) }
    var logical = PangoRectangle()
    pango_layout_get_extents(laidOut.layout, nil, &logical)
    let baseline = pango_layout_get_baseline(laidOut.layout)
    return CGFloat(Double(baseline - logical.y) / Double(PANGO_SCALE))
  }
}
