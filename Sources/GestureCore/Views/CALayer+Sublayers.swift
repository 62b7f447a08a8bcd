import Foundation

extension CALayer {
  /// The layers drawn inside this one, back to front: the last is drawn on top, or `nil` when
  /// there are none (`sublayers`). A view's layer lists its subviews' layers here too, in
  /// drawing order, interleaved with the layers added to it (`addSubview` appends the
  /// subview's layer; docs/appearance.md, "Sublayers").
  ///
  /// Setting it removes the current sublayers (a subview's layer: the subview leaves its
  /// superview) and adds the new ones in order, as ``addSublayer(_:)`` does.
  public var sublayers: [CALayer]? {
    get { storedSublayers.isEmpty ? nil : storedSublayers }
    set {
      for layer in storedSublayers { layer.removeFromSuperlayer() }
      for layer in newValue ?? [] { addSublayer(layer) }
    }
  }

  /// The layer this one is a sublayer of, or `nil` (`superlayer`; weak). A subview's layer has
  /// its superview's layer.
  public var superlayer: CALayer? { storedSuperlayer }

  /// Appends `layer` to ``sublayers``, on top of the others, removing it from its old
  /// superlayer first (`addSublayer(_:)`).
  public func addSublayer(_ layer: CALayer) {
    insert(layer, at: storedSublayers.count)
  }

  /// Inserts `layer` at `idx` in ``sublayers`` (`insertSublayer(_:at:)`), removing it from its
  /// old superlayer first; an index past the end appends (Core Animation requires a valid
  /// index).
  public func insertSublayer(_ layer: CALayer, at idx: UInt32) {
    insert(layer, at: Int(idx))
  }

  /// Inserts `layer` just below `sibling` in ``sublayers``, so the sibling is drawn over it
  /// (`insertSublayer(_:below:)`). A `sibling` that is `nil` or not a sublayer (Core Animation
  /// raises an exception) puts `layer` on top, as ``addSublayer(_:)`` does.
  public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
    insert(layer, at: index(ofSibling: sibling, inserting: layer) ?? storedSublayers.count)
  }

  /// Inserts `layer` just above `sibling` in ``sublayers`` (`insertSublayer(_:above:)`); as
  /// ``insertSublayer(_:below:)`` otherwise.
  public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
    let index = self.index(ofSibling: sibling, inserting: layer).map { $0 + 1 }
    insert(layer, at: index ?? storedSublayers.count)
  }

  /// Puts `newLayer` where `oldLayer`, a sublayer, is and removes `oldLayer`
  /// (`replaceSublayer(_:with:)`). Nothing happens when `oldLayer` is not a sublayer (Apple:
  /// undefined) or the two are the same layer.
  public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
    guard oldLayer !== newLayer, oldLayer.superlayer === self else { return }
    guard let index = storedSublayers.firstIndex(where: { $0 === oldLayer }) else { return }
    oldLayer.removeFromSuperlayer()
    let target = storedSublayers.firstIndex { $0 === newLayer }.map {
      $0 < index ? index - 1 : index
    }
    insert(newLayer, at: target ?? index)
  }

  /// Removes the layer from its superlayer's ``sublayers`` (`removeFromSuperlayer()`), which
  /// releases it unless something else owns it. A view's layer takes its view out of its
  /// superview (``UIView/removeFromSuperview()``), so the two trees stay one.
  public func removeFromSuperlayer() {
    if let view {
      view.removeFromSuperview()
      return
    }
    detachFromSuperlayer()
  }

  /// Where `sibling` is among the sublayers once `layer` has left them.
  private func index(ofSibling sibling: CALayer?, inserting layer: CALayer) -> Int? {
    guard let sibling, sibling !== layer else { return nil }
    return storedSublayers.filter { $0 !== layer }.firstIndex { $0 === sibling }
  }

  /// Whether this layer is `layer` or lies inside it.
  /// Whether this layer is `layer` or is drawn within it: `layer` is up its chain of
  /// superlayers, a mask layer's chain going on through the layer it masks (``mask``). Making
  /// `layer` a sublayer or the mask of such a layer would make it draw itself without end.
  func isWithin(_ layer: CALayer) -> Bool {
    var current: CALayer? = self
    while let candidate = current {
      if candidate === layer { return true }
      current = candidate.storedSuperlayer ?? candidate.maskOwner
    }
    return false
  }

  /// Inserts `layer` at `index` (clamped) of the sublayers once it has left its old
  /// superlayer. A view's layer moves its view: into this layer's view at that index
  /// (``UIView/insertSubview(_:at:)``, which takes a sublayer index as UIKit does); a view's
  /// layer cannot go into a layer of its own and is left where it is. Making a cycle (a
  /// layer into itself or its own sublayer tree) is ignored.
  private func insert(_ layer: CALayer, at index: Int) {
    guard !isWithin(layer) else { return }
    if let subview = layer.view {
      view?.insertSubview(subview, at: index)
      return
    }
    layer.detachFromSuperlayer()
    placeSublayer(layer, at: index)
    // A layer marked for layout before it joined a view's tree is laid out by the next pass.
    if layer.standaloneSubtreeNeedsLayout { layer.hostView?.subtreeNeedsLayoutPass() }
  }

  /// Puts `layer`, which has no superlayer, at `index` (clamped to 0…count).
  func placeSublayer(_ layer: CALayer, at index: Int) {
    let position = Swift.max(0, Swift.min(index, storedSublayers.count))
    storedSublayers.insert(layer, at: position)
    layer.storedSuperlayer = self
  }

  /// Takes the layer out of its superlayer's list, without touching any view.
  func detachFromSuperlayer() {
    guard let parent = storedSuperlayer else { return }
    parent.storedSublayers.removeAll { $0 === self }
    storedSuperlayer = nil
  }

  /// The views whose layers are sublayers, in drawing order (a view's ``UIView/subviews``).
  var sublayerViews: [UIView] { storedSublayers.compactMap(\.view) }
}
