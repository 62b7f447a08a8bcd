import Foundation

// Layers whose transform to their superlayer is not affine: a 3D `transform` with perspective
// or a superlayer's `sublayerTransform`. Such a layer's subtree is drawn flat into its own plane
// and projected (`DisplayItem.projected`), as Core Animation flattens it (docs/transforms-3d.md).
extension DisplayListBuilder {
  /// Where a layer's items go this frame.
  enum Placement {
    /// Drawn with this bounds-space-to-window transform, as every 2D layer is.
    case affine(CGAffineTransform)
    /// Drawn into a plane of `size` points with `plane` (bounds space to plane points) and
    /// projected by `toWindow` (plane points to window points).
    case projected(plane: CGAffineTransform, toWindow: ProjectiveTransform, size: CGSize)
    /// Not drawn: its back faces the viewer and it is not double-sided.
    case backFacing
  }

  /// How a layer with `bounds`, `anchorPoint`, `position` (in its superlayer's bounds space)
  /// and the 3D `transform` is placed, given its superlayer (whose ``CALayer/sublayerTransform``
  /// applies) and `parentTransform` (the superlayer's bounds space to window points). `affine`
  /// is the 2D placement the walk already computed, used as is when there is nothing 3D.
  /// A projected layer's plane covers `extent` (bounds space, see ``planeExtent(of:bounds:)``).
  ///
  /// A sublayer of a ``CATransformLayer`` gives `through`: the 3D map of its superlayer's
  /// bounds space into the bounds space of the nearest ancestor that is not a transform layer,
  /// whose window transform `parentTransform` then is. The layer's own map (with its
  /// `zPosition` as its depth) is composed with it before anything is flattened.
  static func placement(
    bounds: CGRect, extent: CGRect, anchorPoint: CGPoint, position: CGPoint,
    transform: CATransform3D?, superlayer: CALayer?, isDoubleSided: Bool,
    parentTransform: CGAffineTransform, affine: CGAffineTransform,
    through: CATransform3D? = nil, zPosition: CGFloat = 0
  ) -> Placement {
    let sublayerTransform = superlayer?.sublayerTransform ?? CATransform3DIdentity
    let flat = CATransform3DIsIdentity(sublayerTransform)
    guard transform != nil || !flat || through != nil else { return .affine(affine) }
    let toParent: ProjectiveTransform
    if let through {
      let own = layerMatrix(
        bounds: bounds, anchorPoint: anchorPoint, position: position, zPosition: zPosition,
        transform: transform ?? CATransform3DIdentity,
        sublayerTransform: flat ? nil : (sublayerTransform, superlayer!))
      toParent = ProjectiveTransform(flattening: CATransform3DConcat(own, through))
    } else {
      toParent = layerProjection(
        bounds: bounds, anchorPoint: anchorPoint, position: position,
        transform: transform ?? CATransform3DIdentity,
        sublayerTransform: flat ? nil : (sublayerTransform, superlayer!))
    }
    if !isDoubleSided, toParent.determinant < 0 { return .backFacing }
    let toWindow = toParent.concatenating(ProjectiveTransform(parentTransform))
    if let affine = toWindow.affine { return .affine(affine) }
    // Each projected plane is drawn offscreen inside its parent's: past the limit a layer is
    // placed by its affine part, so a deep chain costs bounded memory and stack.
    if projectedAncestors(of: superlayer) >= maximumProjectedNesting { return .affine(affine) }
    let origin = CGAffineTransform(translationX: extent.minX, y: extent.minY)
    return .projected(
      plane: CGAffineTransform(translationX: -extent.minX, y: -extent.minY),
      toWindow: ProjectiveTransform(origin).concatenating(toWindow), size: extent.size)
  }

  /// The most planes in perspective drawn one inside another: a layer deeper than this in a
  /// chain of such layers is drawn by its transform's affine part (docs/transforms-3d.md,
  /// "Limits"). A value of the simulation, not Core Animation's.
  static let maximumProjectedNesting = 32

  /// How many of `layer` and its superlayers (up to ``maximumProjectedNesting``) are placed in
  /// perspective: a transform that is not affine, or a superlayer's `sublayerTransform`.
  static func projectedAncestors(of layer: CALayer?) -> Int {
    var count = 0
    var current = layer
    while let layer = current, count < maximumProjectedNesting {
      let parent = layer.superlayer
      let transform = layer.view?.storedTransform3D ?? layer.storedTransform
      if !CATransform3DIsAffine(transform)
        || !CATransform3DIsIdentity(parent?.sublayerTransform ?? CATransform3DIdentity)
      {
        count += 1
      }
      current = parent
    }
    return count
  }

  /// The part of a layer's bounds space its flattened subtree can draw in, which its plane
  /// covers: the bounds, and unless the layer masks to them, its shadow (the shadow path's or
  /// the bounds' box moved by the offset and grown by twice the radius, past where the blur
  /// fades out) and its visible sublayers' frames, as Core Animation flattens the whole subtree
  /// into the plane. At most the bounds grown by their own width and height on each side, so a
  /// stray sublayer far away cannot make the plane huge (what lies beyond is cut).
  static func planeExtent(of layer: CALayer, bounds: CGRect) -> CGRect {
    guard !layer.masksToBounds else { return bounds }
    var extent = bounds
    if layer.shadowOpacity > 0, let color = layer.shadowColor, color.alpha > 0 {
      let spread = max(0, layer.shadowRadius) * 2 + 1
      let shape = layer.shadowPath?.boundingBox ?? bounds
      extent = extent.union(
        shape.offsetBy(dx: layer.shadowOffset.width, dy: layer.shadowOffset.height)
          .insetBy(dx: -spread, dy: -spread))
    }
    for sublayer in layer.sublayers ?? [] where !sublayer.isHidden {
      let frame = sublayer.frame
      if frame.width.isFinite, frame.height.isFinite, !frame.isEmpty {
        extent = extent.union(frame)
      }
    }
    let limit = bounds.insetBy(dx: -bounds.width, dy: -bounds.height)
    let clamped = extent.intersection(limit)
    return clamped.isNull || !clamped.width.isFinite || !clamped.height.isFinite
      ? bounds : clamped.integral
  }

  /// The map of a layer's bounds space into its superlayer's bounds space:
  /// `translate(−anchor) × transform × translate(position)`, then, when the superlayer has one,
  /// its `sublayerTransform` about its own anchor point
  /// (`translate(−anchorₛ) × sublayerTransform × translate(anchorₛ)`), flattened to the
  /// plane (``ProjectiveTransform/init(flattening:)``).
  static func layerProjection(
    bounds: CGRect, anchorPoint: CGPoint, position: CGPoint, transform: CATransform3D,
    sublayerTransform: (CATransform3D, CALayer)?
  ) -> ProjectiveTransform {
    ProjectiveTransform(
      flattening: layerMatrix(
        bounds: bounds, anchorPoint: anchorPoint, position: position, zPosition: 0,
        transform: transform, sublayerTransform: sublayerTransform))
  }

  /// ``layerProjection(bounds:anchorPoint:position:transform:sublayerTransform:)`` before it
  /// is flattened, the layer placed at depth `zPosition` (points, toward the viewer): the
  /// 4 × 4 map a ``CATransformLayer`` composes with its sublayers' maps.
  static func layerMatrix(
    bounds: CGRect, anchorPoint: CGPoint, position: CGPoint, zPosition: CGFloat,
    transform: CATransform3D, sublayerTransform: (CATransform3D, CALayer)?
  ) -> CATransform3D {
    let anchor = CGPoint(
      x: bounds.minX + anchorPoint.x * bounds.width,
      y: bounds.minY + anchorPoint.y * bounds.height)
    var m = CATransform3DConcat(CATransform3DMakeTranslation(-anchor.x, -anchor.y, 0), transform)
    m = CATransform3DConcat(m, CATransform3DMakeTranslation(position.x, position.y, zPosition))
    if let (s, superlayer) = sublayerTransform {
      let b = superlayer.bounds
      let pivot = CGPoint(
        x: b.minX + superlayer.anchorPoint.x * b.width,
        y: b.minY + superlayer.anchorPoint.y * b.height)
      m = CATransform3DConcat(m, CATransform3DMakeTranslation(-pivot.x, -pivot.y, 0))
      m = CATransform3DConcat(m, s)
      m = CATransform3DConcat(m, CATransform3DMakeTranslation(pivot.x, pivot.y, 0))
    }
    return m
  }

  /// Replaces the items from `start` on with one ``DisplayItem/projected(_:)`` of them.
  static func wrapProjected(
    from start: Int, id: String, toWindow: ProjectiveTransform, size: CGSize,
    in items: inout [DisplayItem]
  ) {
    let inner = Array(items[start...])
    items.removeSubrange(start...)
    guard !inner.isEmpty else { return }
    items.append(
      .projected(DisplayProjection(id: id, size: size, transform: toWindow, items: inner)))
  }
}
