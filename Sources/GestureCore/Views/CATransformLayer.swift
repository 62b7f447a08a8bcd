import Foundation

/// A layer whose sublayers keep their 3D transforms in one shared space instead of being
/// flattened into its plane (Core Animation's `CATransformLayer`): the card flip, a cube of
/// faces. As Apple documents it, only the sublayers are rendered: the layer's own
/// `backgroundColor`, `contents`, border, `mask`, `masksToBounds` and shadow are ignored, and
/// its `opacity` multiplies each sublayer's on its own (it forms no compositing group).
///
/// How a frame draws it (docs/transforms-3d.md, "Transform layers"): each sublayer's map into
/// the transform layer's space is composed with the transform layer's own 3D map (and those of
/// transform layers around it) as full 4 × 4 matrices, and only the result is flattened into
/// the plane of the nearest ancestor that is not a transform layer; a sublayer with
/// `isDoubleSided = false` whose composed plane shows its back is not drawn. Sublayers are
/// painted back to front by the depth of their centres in that shared space (a painter's
/// order: planes that cross each other are not split, as a depth buffer would show them),
/// equal depths in `zPosition` and array order. Hit-testing does not look into transform
/// layers (Apple: a transform layer has no 2D space to map a point into).
@preconcurrency @MainActor
open class CATransformLayer: CALayer {
  /// A transform layer with no sublayers (`init()`).
  public required init() {
    super.init()
  }
}
