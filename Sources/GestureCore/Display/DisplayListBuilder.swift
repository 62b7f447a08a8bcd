import Foundation

/// Turns a view tree into a flat display list and geometry snapshots, reading presentation
/// values (what the screen shows), never model values.
@MainActor
enum DisplayListBuilder {
  /// The display list of everything inside `window` (the window's own background is the
  /// frame's background colour), back to front: the window layer's sublayers in order.
  static func items(for window: UIWindow) -> [DisplayItem] {
    var items: [DisplayItem] = []
    let origin = window.presentation.bounds.origin
    let base = CGAffineTransform(translationX: -origin.x, y: -origin.y)
    let style = window.resolvedUserInterfaceStyle(inheriting: nil)
    appendSublayers(
      of: window.layer, id: window.identifier, transform: base, window: window, style: style,
      to: &items)
    return items
  }

  /// What a view's layer fills its bounds with: the colour `backgroundColor` set, resolved for
  /// `traits` (the view's, known to the caller), else the layer's own colour.
  static func backgroundColor(of view: UIView, traits: UITraitCollection) -> CGColor? {
    backgroundColor(of: view.layer, traits: traits)
  }

  /// What `layer` fills its bounds with: the colour its view's `backgroundColor` set, resolved
  /// for `traits`, else the layer's own `backgroundColor`.
  static func backgroundColor(of layer: CALayer, traits: UITraitCollection) -> CGColor? {
    if let color = layer.viewBackgroundColor {
      return color.resolvedColor(with: traits).cgColor
    }
    return layer.backgroundColor
  }

  /// Presentation geometry of every view below `window`, depth first, back to front, each with
  /// its transform to window points (as the display list computes it).
  static func snapshots(of window: UIWindow) -> [ViewSnapshot] {
    var result: [ViewSnapshot] = []
    // Identifiers are built top down from the superview's, linear in the number of views.
    func visit(
      _ view: UIView, id: String, parentTransform: CGAffineTransform, depth: Int,
      window: UIWindow
    ) {
      let p = presentation(of: view, in: window)
      let transform = view.transformToSuperview(
        center: p.center, bounds: p.bounds, transform: p.transform
      ).concatenating(parentTransform)
      result.append(
        ViewSnapshot(
          id: id, center: p.center, bounds: p.bounds, transform: p.transform,
          alpha: Double(p.alpha), isHidden: view.isHidden, windowTransform: transform,
          depth: depth))
      let inner = view as? UIWindow ?? window
      for (index, subview) in view.subviews.enumerated() {
        visit(
          subview, id: subview.identifier(superviewIdentifier: id, index: index),
          parentTransform: transform, depth: depth + 1, window: inner)
      }
    }
    let origin = window.presentation.bounds.origin
    let base = CGAffineTransform(translationX: -origin.x, y: -origin.y)
    let windowID = window.identifier
    for (index, subview) in window.subviews.enumerated() {
      visit(
        subview, id: subview.identifier(superviewIdentifier: windowID, index: index),
        parentTransform: base, depth: 0, window: window)
    }
    return result
  }

  /// `view.presentation` for a view whose nearest enclosing window is `window` (itself when it
  /// is a window: ``UIView/window``), passed down the walk instead of found again from each
  /// view, which walks up to the window.
  private static func presentation(of view: UIView, in window: UIWindow) -> PresentationValues {
    (view as? UIWindow ?? window).animator.presentation(of: view)
  }

  /// The shadow `layer` casts, or `nil`: none at opacity 0, without a colour, when the layer
  /// masks to its bounds (Core Animation clips the shadow away with the content), or without
  /// a shape to cast it: the layer's `shadowPath`, a shape layer's filled path, or its filled
  /// rounded bounds (`hasFill`).
  private static func shadow(of layer: CALayer, shape: DisplayShape, hasFill: Bool)
    -> DisplayShadow?
  {
    let opacity = Double(min(1, max(0, layer.shadowOpacity.isNaN ? 0 : layer.shadowOpacity)))
    let outline = shadowOutline(of: layer, hasFill: hasFill)
    guard hasFill || outline != nil, opacity > 0, !layer.masksToBounds,
      let color = layer.shadowColor, color.alpha > 0
    else { return nil }
    let radius = Double(layer.shadowRadius)
    return DisplayShadow(
      shape: shape,
      color: CGColor(
        red: color.red, green: color.green, blue: color.blue, alpha: color.alpha * opacity),
      offset: layer.shadowOffset, radius: radius.isFinite ? max(0, radius) : 0, path: outline)
  }

  /// Appends the items of `view` and its subtree; `window` is its nearest enclosing window and
  /// `inherited` the appearance of its superview, against which (or the view's own override)
  /// its colours are resolved. The view's layer draws through ``appendLayer(_:look:to:content:sublayers:)``; the
  /// view adds its content (an image, a label's text) above the layer's own look.
  private static func append(
    _ view: UIView, id: String, parentTransform: CGAffineTransform, window: UIWindow,
    style inherited: UIUserInterfaceStyle, to items: inout [DisplayItem]
  ) {
    let p = presentation(of: view, in: window)
    guard !view.isHidden, p.alpha > 0 else { return }
    let style = view.resolvedUserInterfaceStyle(inheriting: inherited)
    let traits = UITraitCollection.of(style, level: window.screenUserInterfaceLevel)
    let transform = view.transformToSuperview(
      center: p.center, bounds: p.bounds, transform: p.transform
    ).concatenating(parentTransform)
    let look = LayerLook(
      id: id, transform: transform, bounds: p.bounds, opacity: Double(p.alpha),
      fill: backgroundColor(of: view, traits: traits))
    let inner = view as? UIWindow ?? window
    appendLayer(
      view.layer, look: look, to: &items,
      content: { items in appendContent(of: view, look: look, traits: traits, to: &items) },
      sublayers: { items in
        appendSublayers(
          of: view.layer, id: id, transform: transform, window: inner, style: style, to: &items)
      })
  }

  /// Appends a view's own content: an image view's image, a label's text.
  private static func appendContent(
    of view: UIView, look: LayerLook, traits: UITraitCollection, to items: inout [DisplayItem]
  ) {
    if let imageView = view as? UIImageView, let image = imageView.image,
      let rect = imageView.imageRect(in: look.bounds)
    {
      items.append(
        .image(
          DisplayImage(id: look.id, transform: look.transform, rect: rect, source: image.path)))
    }
    if let label = view as? UILabel, let text = label.text, !text.isEmpty {
      items.append(
        .text(
          DisplayText(
            id: look.id, transform: look.transform, rect: look.bounds, string: text,
            font: label.font.displayFont,
            color: label.textColor.resolvedColor(with: traits).cgColor,
            alignment: label.textAlignment, numberOfLines: label.numberOfLines)))
    }
  }

  /// Appends the sublayers of `layer` (whose bounds space maps to window points by
  /// `transform`) in ``CALayer/sublayers`` order: a subview's layer draws its view, with the
  /// identifier its index in `subviews` gives (`root.0.2`, unchanged by layers in between); a
  /// layer of its own draws as `ID/layer[i]`, `i` its index in `sublayers`.
  private static func appendSublayers(
    of layer: CALayer, id: String, transform: CGAffineTransform, window: UIWindow,
    style: UIUserInterfaceStyle, to items: inout [DisplayItem]
  ) {
    let sublayers = layer.storedSublayers
    // Without zPosition the drawing order is the array's: one pass, nothing allocated (this
    // walk runs over every view of every frame).
    if !sublayers.contains(where: { $0.zPosition != 0 }) {
      var subviewIndex = 0
      for (index, sublayer) in sublayers.enumerated() {
        if let subview = sublayer.view {
          let subviewID = subview.identifier(superviewIdentifier: id, index: subviewIndex)
          subviewIndex += 1
          append(
            subview, id: subviewID, parentTransform: transform, window: window, style: style,
            to: &items)
        } else {
          appendStandalone(
            sublayer, id: "\(id)/layer[\(index)]", parentTransform: transform, window: window,
            traits: UITraitCollection.of(style, level: window.screenUserInterfaceLevel),
            to: &items)
        }
      }
      return
    }
    // A subview's id is its index in `subviews`, counted in array order.
    var subviewIndex = 0
    let subviewIDs = sublayers.map { sublayer -> String? in
      guard let subview = sublayer.view else { return nil }
      defer { subviewIndex += 1 }
      return subview.identifier(superviewIdentifier: id, index: subviewIndex)
    }
    for index in drawingOrder(layer.storedSublayers) {
      let sublayer = layer.storedSublayers[index]
      if let subview = sublayer.view, let subviewID = subviewIDs[index] {
        append(
          subview, id: subviewID, parentTransform: transform, window: window, style: style,
          to: &items)
      } else {
        appendStandalone(
          sublayer, id: "\(id)/layer[\(index)]", parentTransform: transform, window: window,
          traits: UITraitCollection.of(style, level: window.screenUserInterfaceLevel), to: &items)
      }
    }
  }

  /// Appends a layer of its own (no view) and its sublayers, with what the screen shows of it
  /// in `window` (its implicit animations applied: ``Animator/presentation(of:)-(CALayer)``),
  /// and marks it drawn. Hidden or fully transparent layers draw nothing.
  private static func appendStandalone(
    _ layer: CALayer, id: String, parentTransform: CGAffineTransform, window: UIWindow,
    traits: UITraitCollection, to items: inout [DisplayItem]
  ) {
    layer.hasBeenDrawn = true
    let p = window.animator.presentation(of: layer)
    guard !layer.storedIsHidden, p.opacity > 0 else { return }
    let transform = CALayer.transformToSuperlayer(
      position: p.position, bounds: p.bounds, anchorPoint: layer.anchorPoint,
      transform: p.transform
    ).concatenating(parentTransform)
    let look = LayerLook(
      id: id, transform: transform, bounds: p.bounds, opacity: p.opacity,
      fill: backgroundColor(of: layer, traits: traits))
    appendLayer(
      layer, look: look, to: &items, content: { _ in },
      sublayers: { items in
        for index in drawingOrder(layer.storedSublayers) {
          let sublayer = layer.storedSublayers[index]
          appendStandalone(
            sublayer, id: "\(id)/layer[\(index)]", parentTransform: transform, window: window,
            traits: traits, to: &items)
        }
      })
  }

  /// The indices of `sublayers` back to front: by ``CALayer/zPosition``, equal values in array
  /// order (a stable sort).
  private static func drawingOrder(_ sublayers: [CALayer]) -> [Int] {
    guard sublayers.contains(where: { $0.zPosition != 0 }) else {
      return Array(sublayers.indices)
    }
    return sublayers.indices.sorted {
      (sublayers[$0].zPosition, $0) < (sublayers[$1].zPosition, $1)
    }
  }

  /// Where and how a layer is drawn this frame: its identifier, bounds-space-to-window
  /// transform, bounds, opacity and fill colour (presentation values for a view's layer).
  private struct LayerLook {
    /// The identifier the layer's items carry.
    var id: String
    /// Bounds space to window points.
    var transform: CGAffineTransform
    /// The bounds, points.
    var bounds: CGRect
    /// The opacity, 0…1.
    var opacity: Double
    /// The background colour, if any.
    var fill: CGColor?
  }

  /// Appends what every layer draws, a view's and one of its own alike, in Core Animation's
  /// order: an opacity group when `opacity < 1`, the shadow, the background colour, the
  /// layer's own look (``layerContent(of:shape:bounds:)``: a gradient), `content` (a view's
  /// image or text), the sublayers (clipped to the rounded bounds when the layer masks to its
  /// bounds), and the border on top.
  private static func appendLayer(
    _ layer: CALayer, look: LayerLook, to items: inout [DisplayItem],
    content: (inout [DisplayItem]) -> Void, sublayers: (inout [DisplayItem]) -> Void
  ) {
    let shape = DisplayShape(
      id: look.id, transform: look.transform, rect: look.bounds,
      cornerRadius: Double(layer.cornerRadius))
    let grouped = look.opacity < 1
    if grouped { items.append(.beginGroup(id: look.id, opacity: look.opacity)) }
    let fill = look.fill.flatMap { $0.alpha > 0 ? $0 : nil }
    let filled = fill != nil || (layer as? CAGradientLayer)?.stops != nil
    if let shadow = shadow(of: layer, shape: shape, hasFill: filled) {
      items.append(.shadow(shadow))
    }
    if let fill { items.append(.fill(shape, fill)) }
    items.append(contentsOf: layerContent(of: layer, shape: shape, bounds: look.bounds))
    appendShapeLook(
      of: layer, id: look.id, transform: look.transform,
      clip: layer.masksToBounds ? shape : nil, to: &items)
    content(&items)
    let clips = layer.masksToBounds && !layer.storedSublayers.isEmpty
    if clips { items.append(.pushClip(shape)) }
    sublayers(&items)
    if clips { items.append(.popClip) }
    if layer.borderWidth > 0, let color = layer.borderColor {
      items.append(.border(shape, width: Double(layer.borderWidth), color: color))
    }
    if grouped { items.append(.endGroup) }
  }

  /// What a layer's class draws above its background and below its view's content and its
  /// sublayers: a ``CAGradientLayer``'s gradient. The one place where a layer class adds its
  /// own look (one call per layer, from ``appendLayer(_:look:to:content:sublayers:)``).
  private static func layerContent(of layer: CALayer, shape: DisplayShape, bounds b: CGRect)
    -> [DisplayItem]
  {
    if let gradient = layer as? CAGradientLayer, let stops = gradient.stops {
      func point(_ unit: CGPoint) -> CGPoint {
        CGPoint(x: b.minX + unit.x * b.width, y: b.minY + unit.y * b.height)
      }
      return [
        .gradient(
          DisplayGradient(
            shape: shape, stops: stops, start: point(gradient.startPoint),
            end: point(gradient.endPoint), kind: gradient.displayKind))
      ]
    }
    return []
  }
}
