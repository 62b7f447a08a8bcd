import CCairo
import Foundation
import GestureCore

// Layers drawn by code into a graphics context (`CALayer.render(in:)`,
// `UIView.drawHierarchy(in:afterScreenUpdates:)`, `snapshotView(afterScreenUpdates:)`), with
// the leaf drawing of frames.
extension PangoTextMeasurer: DisplayListDrawing {
  /// Draws `items` into `context` as ``FrameRenderer`` draws a frame's items (groups of
  /// opacity, clips, shadows, fills, gradients, borders, text, images, paths) at `scale`,
  /// as one painting of the context: through its clip, alpha (the whole drawing as one group),
  /// blend mode and shadow. Drawing stops at an image whose file can no longer be read.
  package func draw(_ items: [DisplayItem], scale: Double, in context: CGContext) {
    guard !items.isEmpty else { return }
    context.paintWithCairo { cr, _, alpha in
      cairo_save(cr)
      defer { cairo_restore(cr) }
      cairo_set_antialias(cr, CAIRO_ANTIALIAS_GRAY)
      let cairo = CairoContext(cr: cr, scale: scale)
      if alpha < 1 { cairo.beginGroup() }
      // Drawing stops at an image whose file can no longer be read.
      try? DisplayItemPainter(text: text, images: images, scale: scale).draw(
        items, on: cairo, within: nil)
      images.endFrame()
      if alpha < 1 { cairo.endGroup(opacity: alpha) }
    }
  }
}
