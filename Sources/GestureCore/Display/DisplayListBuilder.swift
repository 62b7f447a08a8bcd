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
    for (index, subview) in window.subviews.enumerated() {
      let id = subview.identifier(superviewIdentifier: windowID, index: index)
      append(subview, id: id, parentTransform: base, window: window, to: &items)
    }
    return items
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

  private static func append(
    _ view: UIView, id: String, parentTransform: CGAffineTransform, window: UIWindow,
    to items: inout [DisplayItem]
  ) {
    let p = presentation(of: view, in: window)
    guard !view.isHidden, p.alpha > 0 else { return }
    let transform = view.transformToSuperview(
      center: p.center, bounds: p.bounds, transform: p.transform
    ).concatenating(parentTransform)
    let shape = DisplayShape(
      id: id, transform: transform, rect: p.bounds, cornerRadius: Double(view.layer.cornerRadius))
    let grouped = p.alpha < 1
    if grouped { items.append(.beginGroup(id: id, opacity: Double(p.alpha))) }
    if let color = view.layer.backgroundColor, color.alpha > 0 {
      items.append(.fill(shape, color))
    }
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
            font: label.font.displayFont, color: label.textColor.cgColor,
            alignment: label.textAlignment, numberOfLines: label.numberOfLines)))
    }
    let clips = view.clipsToBounds && !view.subviews.isEmpty
    if clips { items.append(.pushClip(shape)) }
    let inner = view as? UIWindow ?? window
    for (index, subview) in view.subviews.enumerated() {
      append(
        subview, id: subview.identifier(superviewIdentifier: id, index: index),
        parentTransform: transform, window: inner, to: &items)
    }
    if clips { items.append(.popClip) }
    if view.layer.borderWidth > 0, let color = view.layer.borderColor {
      items.append(.border(shape, width: Double(view.layer.borderWidth), color: color))
    }
    if grouped { items.append(.endGroup) }
  }
}
