import Foundation

/// A layer subtree drawn flat into its own plane and then projected into its superlayer's, as
/// Core Animation draws a layer whose transform to its parent has perspective: the layer and
/// its sublayers are flattened into the layer's plane (no shared depth: Core Animation
/// flattens every layer but a `CATransformLayer`), and that plane is mapped by the exact
/// homography of the transform, z dropped after the divide by `W`, points behind the eye
/// (`W ≤ 0`) clipped (docs/transforms-3d.md).
///
/// ``items`` have absolute transforms into the plane: points of the rectangle
/// `(0, 0, size.width, size.height)` (the layer's bounds moved to the origin); whatever they
/// draw outside it is cut. ``transform`` maps plane points to window points.
public struct DisplayProjection: Sendable, Equatable {
  /// The layer's identifier.
  public var id: String
  /// The plane's size, points (the layer's bounds size).
  public var size: CGSize
  /// Plane points to window points.
  public var transform: ProjectiveTransform
  /// What the layer and its subtree draw, back to front, in plane points; groups, clips and
  /// masks balanced within.
  public var items: [DisplayItem]

  /// Creates a projected subtree; see the properties for units.
  public init(id: String, size: CGSize, transform: ProjectiveTransform, items: [DisplayItem]) {
    self.id = id
    self.size = size
    self.transform = transform
    self.items = items
  }
}
