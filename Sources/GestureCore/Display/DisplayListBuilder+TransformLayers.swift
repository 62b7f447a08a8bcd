import Foundation

// A `CATransformLayer`'s sublayers share its 3D space: each is placed by its own map composed
// with the transform layer's, flattened only into the nearest ancestor that is not a transform
// layer, and painted back to front by depth (docs/transforms-3d.md, "Transform layers").
extension DisplayListBuilder {
  /// Appends the sublayers of `layer`, a transform layer shown as `p`, each placed in the
  /// shared space: `through` is the 3D map of `layer`'s superlayer into the flattening
  /// ancestor (`nil` when the superlayer is that ancestor), whose window transform is
  /// `parentTransform`; `opacity` is multiplied into each sublayer's. The transform layer draws
  /// nothing of its own (Apple: its background, contents, border, mask and shadow are ignored).
  static func appendTransformLayer(
    _ layer: CATransformLayer, presentation p: LayerPresentation, id: String,
    parentTransform: CGAffineTransform, window: UIWindow, traits: UITraitCollection,
    through: CATransform3D?, opacity: Double, to items: inout [DisplayItem]
  ) {
    let sublayers = layer.storedSublayers
    guard !sublayers.isEmpty else { return }
    let toFlat = sharedSpace(
      of: layer, presentation: p, superlayer: layer.storedSuperlayer, through: through)
    for index in depthOrder(of: sublayers, in: toFlat, layer: layer, window: window) {
      appendStandalone(
        sublayers[index], id: "\(id)/layer[\(index)]", parentTransform: parentTransform,
        window: window, traits: traits, through: toFlat, opacityFactor: opacity, to: &items)
    }
  }

  /// The 3D map of `layer`'s bounds space into the flattening ancestor's: its own map into
  /// `superlayer` (with the superlayer's `sublayerTransform` and its own `zPosition`), then
  /// `through`.
  private static func sharedSpace(
    of layer: CALayer, presentation p: LayerPresentation, superlayer: CALayer?,
    through: CATransform3D?
  ) -> CATransform3D {
    let sublayerTransform = superlayer?.sublayerTransform ?? CATransform3DIdentity
    let own = layerMatrix(
      bounds: p.bounds, anchorPoint: layer.anchorPoint, position: p.position,
      zPosition: layer.zPosition, transform: modelTransform(of: layer, p),
      sublayerTransform: CATransform3DIsIdentity(sublayerTransform)
        ? nil : (sublayerTransform, superlayer!))
    return through.map { CATransform3DConcat(own, $0) } ?? own
  }

  /// The full 3D transform `layer` shows: an animation's, else the model's (its affine
  /// presentation when the model is affine, so implicit animations show).
  private static func modelTransform(of layer: CALayer, _ p: LayerPresentation) -> CATransform3D {
    if let animated = p.transform3D { return animated }
    let model = layer.storedTransform
    return CATransform3DIsAffine(model) ? CATransform3DMakeAffineTransform(p.transform) : model
  }

  /// The indices of `sublayers` back to front: by the depth (z, toward the viewer) of each
  /// bounds' centre mapped into the shared space `toFlat`, equal depths by `zPosition` and then
  /// array order.
  private static func depthOrder(
    of sublayers: [CALayer], in toFlat: CATransform3D, layer: CATransformLayer,
    window: UIWindow
  ) -> [Int] {
    let depths = sublayers.map { sublayer -> Double in
      let p = window.animator.presentation(of: sublayer)
      let m = CATransform3DConcat(
        sharedSpace(of: sublayer, presentation: p, superlayer: layer, through: nil), toFlat)
      let x = Double(p.bounds.midX)
      let y = Double(p.bounds.midY)
      let z = x * Double(m.m13) + y * Double(m.m23) + Double(m.m43)
      return z.isFinite ? z : 0
    }
    return sublayers.indices.sorted {
      (depths[$0], Double(sublayers[$0].zPosition), $0)
        < (depths[$1], Double(sublayers[$1].zPosition), $1)
    }
  }
}
