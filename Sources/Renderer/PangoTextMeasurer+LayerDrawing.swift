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
  /// blend mode and shadow. An image whose file can no longer be read draws nothing.
  package func draw(_ items: [DisplayItem], scale: Double, in context: CGContext) {
    guard !items.isEmpty else { return }
    context.paintWithCairo { cr, _, alpha in
      cairo_save(cr)
      defer { cairo_restore(cr) }
      cairo_set_antialias(cr, CAIRO_ANTIALIAS_GRAY)
      let cairo = CairoContext(cr: cr, scale: scale)
      if alpha < 1 { cairo.beginGroup() }
      var groups: [Double?] = []
      for item in items {
        switch item {
        case .beginGroup(_, let opacity):
          let opacity = opacity.isNaN ? 0 : min(1, max(0, opacity))
          if opacity < 1 {
            cairo.beginGroup()
            groups.append(opacity)
          } else {
            groups.append(nil)
          }
        case .endGroup:
          if let opacity = groups.popLast(), let opacity { cairo.endGroup(opacity: opacity) }
        case .pushClip(let shape): cairo.pushClip(shape)
        case .popClip: cairo.popClip()
        case .shadow(let shadow): ShadowRenderer.draw(shadow, on: cairo)
        case .fill(let shape, let color): cairo.fill(shape, color: color)
        case .gradient(let gradient): cairo.fill(gradient)
        case .border(let shape, let width, let color):
          cairo.border(shape, width: width, color: color)
        case .text(let item): text.draw(item, on: cairo)
        case .image(let item): try? images.draw(item, on: cairo)
        case .path(let item): cairo.draw(item)
        }
      }
      images.endFrame()
      if alpha < 1 { cairo.endGroup(opacity: alpha) }
    }
  }
}
