import Foundation

extension UIView {
  /// The view's rectangle in its superview's coordinates, points: the bounding box of the
  /// transformed bounds placed at `center` (Core Animation's `frame` getter).
  ///
  /// Setting it moves `center` and sets `bounds.size`, keeping `bounds.origin`. Under a
  /// non-identity transform Apple calls the value undefined; this model sets the size that,
  /// transformed, has the new frame's size (what Core Animation computes), and ignores a frame
  /// set on a view whose transform cannot be inverted.
  public var frame: CGRect {
    get { bounds.applying(transformToSuperview) }
    set {
      let size: CGSize
      if transform.isIdentity {
        size = newValue.size
      } else {
        guard let inverse = transform.invertedOrNil() else { return }
        let mapped = CGRect(origin: .zero, size: newValue.size).applying(inverse)
        size = mapped.size
      }
      let anchor = layer.anchorPoint
      let transformedSize = CGRect(origin: .zero, size: size).applying(transform).size
      bounds = CGRect(origin: bounds.origin, size: size)
      center = CGPoint(
        x: newValue.minX + anchor.x * transformedSize.width,
        y: newValue.minY + anchor.y * transformedSize.height)
    }
  }

  /// Maps a point in this view's bounds space to the superview's coordinates:
  /// `p' = (p − anchor)·transform + center`, where `anchor` is the anchor point in bounds space
  /// (`bounds.origin + anchorPoint·bounds.size`).
  public var transformToSuperview: CGAffineTransform {
    transformToSuperview(center: center, bounds: bounds, transform: transform)
  }

  /// `transformToSuperview` for given geometry (model or presentation values).
  func transformToSuperview(center: CGPoint, bounds: CGRect, transform: CGAffineTransform)
    -> CGAffineTransform
  {
    let anchor = CGPoint(
      x: bounds.minX + layer.anchorPoint.x * bounds.width,
      y: bounds.minY + layer.anchorPoint.y * bounds.height)
    return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
      .concatenating(transform)
      .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
  }
}
