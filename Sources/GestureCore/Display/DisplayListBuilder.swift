import Foundation

/// Turns a view tree into a flat display list and geometry snapshots, reading presentation
/// values (what the screen shows), never model values.
@MainActor
enum DisplayListBuilder {
  /// The display list of everything inside `window` (the window's own background is the
  /// frame's background colour), back to front.
  static func items(for window: UIWindow) -> [DisplayItem] {
    var items: [DisplayItem] = []
    let origin = window.presentation.bounds.origin
    let base = CGAffineTransform(translationX: -origin.x, y: -origin.y)
    let windowID = window.identifier
    let style = window.resolvedUserInterfaceStyle(inheriting: nil)
    for (index, subview) in window.subviews.enumerated() {
      let id = subview.identifier(superviewIdentifier: windowID, index: index)
      append(subview, id: id, parentTransform: base, window: window, style: style, to: &items)
    }
    return items
  }

  /// What a view's layer fills its bounds with: the colour `backgroundColor` set, resolved for
  /// `traits` (the view's, known to the caller), else the layer's own colour.
  static func backgroundColor(of view: UIView, traits: UITraitCollection) -> CGColor? {
    if let color = view.layer.viewBackgroundColor {
      return color.resolvedColor(with: traits).cgColor
    }
    return view.layer.backgroundColor
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
  /// its colours are resolved.
  private static func append(
    _ view: UIView, id: String, parentTransform: CGAffineTransform, window: UIWindow,
    style inherited: UIUserInterfaceStyle, to items: inout [DisplayItem]
  ) {
    let p = presentation(of: view, in: window)
    guard !view.isHidden, p.alpha > 0 else { return }
    let style = view.resolvedUserInterfaceStyle(inheriting: inherited)
    let traits = UITraitCollection.of(style)
    let transform = view.transformToSuperview(
      center: p.center, bounds: p.bounds, transform: p.transform
    ).concatenating(parentTransform)
    let shape = DisplayShape(
      id: id, transform: transform, rect: p.bounds, cornerRadius: Double(view.layer.cornerRadius))
    let grouped = p.alpha < 1
    if grouped { items.append(.beginGroup(id: id, opacity: Double(p.alpha))) }
    let fill = backgroundColor(of: view, traits: traits).flatMap { $0.alpha > 0 ? $0 : nil }
    let filled = fill != nil || (view.layer as? CAGradientLayer)?.stops != nil
    if let shadow = shadow(of: view.layer, shape: shape, hasFill: filled) {
      items.append(.shadow(shadow))
    }
    if let fill { items.append(.fill(shape, fill)) }
    if let gradient = view.layer as? CAGradientLayer, let stops = gradient.stops {
      let b = p.bounds
      func point(_ unit: CGPoint) -> CGPoint {
        CGPoint(x: b.minX + unit.x * b.width, y: b.minY + unit.y * b.height)
      }
      items.append(
        .gradient(
          DisplayGradient(
            shape: shape, stops: stops, start: point(gradient.startPoint),
            end: point(gradient.endPoint))))
    }
    appendShapeLook(
      of: view.layer, id: id, transform: transform, clip: view.clipsToBounds ? shape : nil,
      to: &items)
    if let imageView = view as? UIImageView, let image = imageView.image,
      let rect = imageView.imageRect(in: p.bounds)
    {
      items.append(
        .image(DisplayImage(id: id, transform: transform, rect: rect, source: image.path)))
    }
    if let label = view as? UILabel, let text = label.text, !text.isEmpty {
      items.append(
        .text(
          DisplayText(
            id: id, transform: transform, rect: p.bounds, string: text,
            font: label.font.displayFont,
            color: label.textColor.resolvedColor(with: traits).cgColor,
            alignment: label.textAlignment, numberOfLines: label.numberOfLines)))
    }
    let clips = view.clipsToBounds && !view.subviews.isEmpty
    if clips { items.append(.pushClip(shape)) }
    let inner = view as? UIWindow ?? window
    for (index, subview) in view.subviews.enumerated() {
      append(
        subview, id: subview.identifier(superviewIdentifier: id, index: index),
        parentTransform: transform, window: inner, style: style, to: &items)
    }
    if clips { items.append(.popClip) }
    if view.layer.borderWidth > 0, let color = view.layer.borderColor {
      items.append(.border(shape, width: Double(view.layer.borderWidth), color: color))
    }
    if grouped { items.append(.endGroup) }
  }
}
