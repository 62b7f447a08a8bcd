import Foundation

// What a layer draws of its own, a view's layer and a layer of its own alike: its fill colour,
// shadow, opacity group, gradient, border and the clip of its sublayers, in Core Animation's
// order (one place for both walks of `DisplayListBuilder.swift`).
extension DisplayListBuilder {
  /// What a view's layer fills its bounds with: the colour `backgroundColor` set, resolved for
  /// `traits` (the view's, known to the caller), else the layer's own colour.
  static func backgroundColor(of view: UIView, traits: UITraitCollection) -> CGColor? {
    backgroundColor(of: view.layer, traits: traits)
  }

  /// What `layer` fills its bounds with: the colour its view's `backgroundColor` set, resolved
  /// for `traits`, else the layer's own `backgroundColor`.
  static func backgroundColor(of layer: CALayer, traits: UITraitCollection) -> CGColor? {
    if let look = animatedLook(of: layer),
      layer.animationState.added.contains(where: { $0.animation.touches("backgroundColor") })
    {
      return look.backgroundColor
    }
    if let color = layer.viewBackgroundColor {
      return color.resolvedColor(with: traits).cgColor
    }
    return layer.backgroundColor
  }

  /// The shadow `layer` casts, or `nil`: none at opacity 0, without a colour, or when the layer
  /// masks to its bounds (Core Animation clips the shadow away with the content). Its shape is
  /// the layer's `shadowPath`, a shape layer's filled path, or its filled rounded bounds
  /// (`hasFill`); without any of them it is the shadow of the layer's composited content, a
  /// shadow whose ``DisplayShadow/content`` (empty here) ``endLayer(_:to:)`` fills in.
  static func shadow(of layer: CALayer, shape: DisplayShape, hasFill: Bool)
    -> DisplayShadow?
  {
    let opacity = Double(min(1, max(0, layer.shadowOpacity.isNaN ? 0 : layer.shadowOpacity)))
    let outline = shadowOutline(of: layer, hasFill: hasFill)
    guard opacity > 0, !layer.masksToBounds, let color = layer.shadowColor, color.alpha > 0
    else { return nil }
    let radius = Double(layer.shadowRadius)
    return DisplayShadow(
      shape: shape,
      color: CGColor(
        red: color.red, green: color.green, blue: color.blue, alpha: color.alpha * opacity),
      offset: layer.shadowOffset, radius: radius.isFinite ? max(0, radius) : 0, path: outline,
      content: hasFill || outline != nil ? nil : [])
  }

  /// Where and how a layer is drawn this frame: its identifier, bounds-space-to-window
  /// transform, bounds, opacity and fill colour (presentation values for a view's layer).
  struct LayerLook {
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

  /// A layer whose items ``beginLayer(_:look:to:)`` began: what ``beginSublayers(of:to:)``
  /// and ``endLayer(_:to:)`` add around its sublayers.
  struct OpenLayer {
    /// The layer's rounded bounds in window points.
    var shape: DisplayShape
    /// Whether an opacity group was begun (opacity < 1).
    var grouped: Bool
    /// Whether a masked group was begun (the layer has a `mask`).
    var masked: Bool
    /// Whether its sublayers are clipped to `shape` (it masks to its bounds and has some).
    var clips: Bool
    /// Whether it masks to its bounds: a view's content is then clipped with the sublayers.
    var masksToBounds: Bool
    /// The border drawn on top, if any: width (points) and colour.
    var border: (width: Double, color: CGColor)?
    /// Where the shadow of the layer's composited content is in the items, to be given the
    /// items drawn after it when the layer ends; `nil` for a layer without one.
    var contentShadow: Int? = nil
  }

  /// Appends what every layer draws below its view's content and its sublayers, a view's and
  /// one of its own alike, in Core Animation's order: an opacity group when `opacity < 1`, the
  /// shadow, the background colour, the layer's own look
  /// (a gradient: ``layerContent(of:shape:bounds:)``; a shape layer's path). The caller then
  /// appends a view's content (its image or text), ``beginSublayers(of:to:)``, the sublayers
  /// and ``endLayer(_:to:)``: the clip ends and the border is drawn on top.
  ///
  /// `mask`, the items of the layer's `mask` (``maskItems(of:id:transform:window:style:unkept:)``),
  /// begins a masked group inside the opacity group: the mask cuts everything the layer draws,
  /// its shadow included, and the layer's opacity applies to what it lets through.
  static func beginLayer(
    _ model: CALayer, look: LayerLook, mask: [DisplayItem]? = nil,
    to items: inout [DisplayItem]
  ) -> OpenLayer {
    // What explicit animations show of the look (colours, radius, border, shadow, shape,
    // gradient); the contents and sublayers are the model's.
    let layer = animatedLook(of: model) ?? model
    let shape = DisplayShape(
      id: look.id, transform: look.transform, rect: look.bounds,
      cornerRadius: Double(layer.cornerRadius), maskedCorners: layer.maskedCorners,
      cornerCurve: layer.cornerCurve)
    let grouped = look.opacity < 1
    if grouped { items.append(.beginGroup(id: look.id, opacity: look.opacity)) }
    if let mask { items.append(.pushMask(id: look.id, mask: mask)) }
    let fill = look.fill.flatMap { $0.alpha > 0 ? $0 : nil }
    let gradient = layer as? CAGradientLayer
    let filled = fill != nil || gradient?.stops != nil
    var contentShadow: Int?
    if let shadow = shadow(of: layer, shape: shape, hasFill: filled) {
      if shadow.content != nil { contentShadow = items.count }
      items.append(.shadow(shadow))
    }
    if let backdrop = model as? BackdropLayer, let style = backdrop.style {
      // An adaptive style takes the light or dark form of the effect view's appearance.
      let appearance = (backdrop.view?.traitCollection ?? .current).userInterfaceStyle
      items.append(
        .backdrop(
          DisplayBackdrop(shape: shape, radius: style.radius, tint: style.tint(in: appearance))
        ))
    }
    if let fill { items.append(.fill(shape, fill)) }
    if let gradient, let item = layerContent(of: gradient, shape: shape, bounds: look.bounds) {
      items.append(item)
    }
    let masks = layer.masksToBounds
    appendShapeLook(
      of: layer, id: look.id, transform: look.transform, clip: masks ? shape : nil, to: &items)
    appendContents(
      of: model, shown: layer, look: look, clip: masks ? shape : nil, to: &items)
    if let text = model as? CATextLayer, let item = textItem(of: text, look: look) {
      items.append(.text(item))
    }
    let width = layer.borderWidth
    return OpenLayer(
      shape: shape, grouped: grouped, masked: mask != nil,
      clips: masks && !model.storedSublayers.isEmpty, masksToBounds: masks,
      border: width > 0 ? layer.borderColor.map { (Double(width), $0) } : nil,
      contentShadow: contentShadow)
  }

  /// `layer` as its explicit animations show it now, or `nil` when it has none.
  static func animatedLook(of layer: CALayer) -> CALayer? {
    guard !layer.animationState.added.isEmpty, let clock = layer.animationClock else {
      return nil
    }
    return layer.animatedLook(now: clock.now)
  }

  /// Begins the clip of an open layer's sublayers, when it masks to its bounds.
  static func beginSublayers(of open: OpenLayer, to items: inout [DisplayItem]) {
    if open.clips { items.append(.pushClip(open.shape)) }
  }

  /// Ends an open layer: the clip of its sublayers, its border on top, its masked group, its
  /// opacity group.
  static func endLayer(_ open: OpenLayer, to items: inout [DisplayItem]) {
    if open.clips { items.append(.popClip) }
    if let border = open.border {
      items.append(.border(open.shape, width: border.width, color: border.color))
    }
    // The shadow of the composited content: everything the layer drew after its shadow.
    if let index = open.contentShadow, case .shadow(var shadow) = items[index] {
      let content = Array(items[(index + 1)...])
      if content.isEmpty {
        items.remove(at: index)
      } else {
        shadow.content = content
        items[index] = .shadow(shadow)
      }
    }
    if open.masked { items.append(.popMask) }
    if open.grouped { items.append(.endGroup) }
  }

  /// What a gradient layer draws above its background and below its view's content and its
  /// sublayers: its gradient, or `nil` without colours. The one place where a layer class
  /// adds a look of its own besides a shape layer's path (``appendShapeLook(of:id:transform:clip:to:)``).
  static func layerContent(
    of gradient: CAGradientLayer, shape: DisplayShape, bounds b: CGRect
  ) -> DisplayItem? {
    guard let stops = gradient.stops else { return nil }
    func point(_ unit: CGPoint) -> CGPoint {
      CGPoint(x: b.minX + unit.x * b.width, y: b.minY + unit.y * b.height)
    }
    return .gradient(
      DisplayGradient(
        shape: shape, stops: stops, start: point(gradient.startPoint),
        end: point(gradient.endPoint), kind: gradient.displayKind))
  }
}

extension DisplayListBuilder {
  /// Appends the layer's `contents` image (what its view's `draw(_:)` drew, or an image the
  /// code set), above the background and below the sublayers: the part `contentsRect` picks,
  /// placed by the view's `contentMode`, or a layer of its own's `contentsGravity`, at
  /// `contentsScale` pixels per point, in nine parts by `contentsCenter` when drawn at another
  /// size; clipped to `clip` (the layer masks to its bounds). `shown` is the layer as its
  /// animations show it (its `contentsRect` and `contentsCenter`).
  static func appendContents(
    of layer: CALayer, shown: CALayer, look: LayerLook, clip: DisplayShape?,
    to items: inout [DisplayItem]
  ) {
    guard let image = layer.contents as? CGImage else { return }
    let mode = layer.view?.contentMode ?? layer.contentsGravity.placement
    guard
      let (bitmap, rect) = layer.shownContents(
        image, look: shown, scale: layer.contentsScale, mode: mode, in: look.bounds)
    else { return }
    if let clip { items.append(.pushClip(clip)) }
    items.append(
      .image(
        DisplayImage(id: look.id, transform: look.transform, rect: rect, content: .bitmap(bitmap))))
    if clip != nil { items.append(.popClip) }
  }
}
