import Foundation

@_implementationOnly import CCairo

// Painting by code outside Core Graphics that draws with Cairo itself (the renderer's text).
extension CGContext {
  /// Runs `body` with the context's Cairo context (a `cairo_t *`), the current matrix (user
  /// space to pixels) and the state's alpha, as one painting: through the clip, with the blend
  /// mode, casting the shadow. `body` sets its own matrix and source, and must leave Cairo's
  /// state as it found it (`cairo_save`/`cairo_restore`); it multiplies its colours' alpha by
  /// the given alpha.
  package func paintWithCairo(
    _ body: (_ cairo: OpaquePointer, _ ctm: CGAffineTransform, _ alpha: Double) -> Void
  ) {
    markAllInked()
    shadowed {
      cairo_save(cr)
      applyCompositing()
      body(cr, state.ctm, state.alpha)
      cairo_restore(cr)
    }
  }
}
