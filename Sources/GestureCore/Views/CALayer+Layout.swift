import Foundation

// Core Animation's layout of a layer's sublayers: a layer marked with `setNeedsLayout()` (or
// whose bounds changed size) runs `layoutSublayers()` at the next layout pass, before the
// frame is drawn. A view's layer forwards the flags to its view, whose layout runs through the
// layer (`layoutSublayers()` asks the delegate, the view). A layer of its own is laid out by
// the pass that visits the view whose layer holds it.
extension CALayer {
  /// Marks the layer for ``layoutSublayers()`` at the next layout pass (`setNeedsLayout()`);
  /// for a view's layer, the view's ``UIView/setNeedsLayout()``.
  public func setNeedsLayout() {
    if let view {
      view.setNeedsLayout()
      return
    }
    layerNeedsLayout = true
    hostView?.subtreeNeedsLayoutPass()
  }

  /// Whether the layer will lay out at the next layout pass (`needsLayout()`).
  public func needsLayout() -> Bool {
    view?.layoutState.needsLayout ?? layerNeedsLayout
  }

  /// Lays out now if marked (`layoutIfNeeded()`): a view's layer lays out its view
  /// (``UIView/layoutIfNeeded()``); a layer of its own runs ``layoutSublayers()`` if marked, then
  /// does the same for its sublayers of their own.
  public func layoutIfNeeded() {
    if let view {
      view.layoutIfNeeded()
      return
    }
    if layerNeedsLayout {
      layerNeedsLayout = false
      layoutSublayers()
    }
    for sublayer in sublayers ?? [] where sublayer.view == nil {
      sublayer.layoutIfNeeded()
    }
  }

  /// Whether this layer of its own or one of its sublayers of their own is marked for layout.
  var standaloneSubtreeNeedsLayout: Bool {
    layerNeedsLayout
      || storedSublayers.contains { $0.view == nil && $0.standaloneSubtreeNeedsLayout }
  }

  /// The view whose layer holds this layer of its own (up the superlayer chain, through the
  /// layer a mask masks), if any: the view a layout pass visits to lay it out.
  var hostView: UIView? {
    var current = storedSuperlayer ?? maskOwner
    while let layer = current {
      if let view = layer.view { return view }
      current = layer.storedSuperlayer ?? layer.maskOwner
    }
    return nil
  }
}
