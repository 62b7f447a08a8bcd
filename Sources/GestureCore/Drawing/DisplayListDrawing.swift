import Foundation

/// Draws display items into a graphics context with the renderer that draws frames, the seam
/// through which `CALayer.render(in:)`, `UIView.drawHierarchy(in:afterScreenUpdates:)` and
/// `snapshotView(afterScreenUpdates:)` reach it (GestureCore cannot see the renderer). The
/// renderer's `PangoTextMeasurer` conforms; it is found through the scene's text measurer
/// (``SimulationContext/textMeasurer``).
package protocol DisplayListDrawing: AnyObject {
  /// Draws `items` (back to front, their transforms mapping to pixels ÷ `scale`) into
  /// `context` as the frame renderer draws a frame's items at `scale` pixels per point, through
  /// the context's clip, alpha, blend mode and shadow.
  func draw(_ items: [DisplayItem], scale: Double, in context: CGContext)
}

/// How a layer tree is drawn into a context: its display list, made as a frame's is from what
/// the screen shows (presentation values), with the layer's own bounds space mapped to the
/// context's user space.
@preconcurrency @MainActor
enum LayerRendering {
  /// Draws `layer` and its sublayers into `context` in the layer's bounds space
  /// (`render(in:)`); `false`, with `graphics.unsupported` recorded, when it cannot: the layer
  /// is in no window, or the scene has no renderer.
  @discardableResult
  static func render(_ layer: CALayer, in context: CGContext, call: String) -> Bool {
    guard let window = window(of: layer) else {
      record(call, "the layer is in no window; nothing is drawn")
      return false
    }
    guard let drawer = SimulationContext.textMeasurer?.measurer as? DisplayListDrawing else {
      record(call, "the scene has no renderer to draw layers with; nothing is drawn")
      return false
    }
    let ctm = context.ctm
    let scale = Double(abs(ctm.a * ctm.d - ctm.b * ctm.c)).squareRoot()
    guard scale > 0, scale.isFinite else { return true }
    // Items map to pixels ÷ scale: the layer's own space, then the context's matrix.
    let toContext = ctm.concatenating(CGAffineTransform(scaleX: 1 / scale, y: 1 / scale))
    var items: [DisplayItem] = []
    if let view = layer.view {
      let p = DisplayListBuilder.presentation(of: view, in: window)
      let own = view.transformToSuperview(
        center: p.center, bounds: p.bounds, transform: p.transform)
      guard own.a * own.d - own.b * own.c != 0 else { return true }
      var capture = DisplayListBuilder.Capture(reuses: false)
      DisplayListBuilder.append(
        view, id: view.identifier, parentTransform: own.inverted().concatenating(toContext),
        window: window, style: window.resolvedUserInterfaceStyle(inheriting: nil), depth: 0,
        snapshots: false, to: &capture)
      items = capture.items
    } else {
      let p = window.animator.presentation(of: layer)
      let own = CALayer.transformToSuperlayer(
        position: p.position, bounds: p.bounds, anchorPoint: layer.anchorPoint,
        transform: p.transform)
      guard own.a * own.d - own.b * own.c != 0 else { return true }
      DisplayListBuilder.appendStandalone(
        layer, id: "layer", parentTransform: own.inverted().concatenating(toContext),
        window: window,
        traits: UITraitCollection.of(
          window.resolvedUserInterfaceStyle(inheriting: nil),
          level: window.screenUserInterfaceLevel), to: &items)
    }
    drawer.draw(items, scale: scale, in: context)
    return true
  }

  /// The window `layer` is shown in: its view's, or the nearest superlayer's view's.
  private static func window(of layer: CALayer) -> UIWindow? {
    var current: CALayer? = layer
    while let l = current {
      if let view = l.view { return view as? UIWindow ?? view.window }
      current = l.superlayer
    }
    return nil
  }

  private static func record(_ call: String, _ reason: String) {
    SimulationContext.eventLog?.record(
      "graphics.unsupported", view: nil, detail: "\(call): \(reason)")
  }
}

extension CALayer {
  /// Draws the layer and its sublayers into `ctx` in the layer's own coordinates (its bounds
  /// space; its own position, transform and anchor are left out), as the screen shows them now
  /// (`render(in:)`): background, border, corners, shadows, contents, text, images and
  /// sublayers, with their opacity, through the context's matrix, clip and alpha. Drawn by the
  /// renderer that draws frames; a layer in no window draws nothing and records
  /// `graphics.unsupported` (the model needs the window's animations and traits).
  @preconcurrency @MainActor
  public func render(in ctx: CGContext) {
    LayerRendering.render(self, in: ctx, call: "CALayer.render(in:)")
  }
}

extension UIView {
  /// Draws the view and its subviews, as the screen shows them, scaled into `rect` of the
  /// current context (`drawHierarchy(in:afterScreenUpdates:)`); `true` when drawn, `false`
  /// without a current context or when the view cannot be drawn (in no window). With
  /// `afterScreenUpdates`, pending layout is done first.
  @preconcurrency @MainActor
  @discardableResult
  public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
    guard let context = UIGraphicsGetCurrentContext() else { return false }
    if afterUpdates { layoutIfNeeded() }
    let b = bounds
    guard b.width > 0, b.height > 0 else { return true }
    context.saveGState()
    defer { context.restoreGState() }
    context.translateBy(x: rect.minX, y: rect.minY)
    context.scaleBy(x: rect.width / b.width, y: rect.height / b.height)
    context.translateBy(x: -b.minX, y: -b.minY)
    return LayerRendering.render(
      layer, in: context, call: "UIView.drawHierarchy(in:afterScreenUpdates:)")
  }

  /// A new view showing what the view looks like now (`snapshotView(afterScreenUpdates:)`),
  /// the drag preview of reorder code: a view of the same bounds size, at the origin, whose
  /// layer's contents is the view drawn at the screen's scale; later changes to the view do not
  /// change it. A view that cannot be drawn (in no window) gives a snapshot with no content, as
  /// Apple documents for a view not yet on screen; `nil` for empty bounds.
  @preconcurrency @MainActor
  public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
    if afterUpdates { layoutIfNeeded() }
    let size = bounds.size
    let scale = SimulationContext.screen?.scale ?? 1
    guard size.width > 0, size.height > 0,
      let context = CGContext._uiKitContext(size: size, scale: scale)
    else { return nil }
    let origin = bounds.origin
    context.translateBy(x: -origin.x, y: -origin.y)
    let snapshot = UIView(frame: CGRect(origin: .zero, size: size))
    if LayerRendering.render(layer, in: context, call: "UIView.snapshotView(afterScreenUpdates:)"),
      let image = context.makeImageTakingBitmap()
    {
      snapshot.layer.contentsScale = scale
      snapshot.layer.contents = image
    }
    return snapshot
  }
}
