import Foundation

extension UIView {
  /// Maps a point in this view's bounds space to the superview's coordinates:
  /// `p' = (p − anchor)·transform + center`, where `anchor` is the anchor point in bounds space
  /// (`bounds.origin + anchorPoint·bounds.size`).
  package var transformToSuperview: CGAffineTransform {
    transformToSuperview(center: center, bounds: bounds, transform: transform)
  }

  /// `transformToSuperview` for given geometry (model or presentation values).
  package func transformToSuperview(center: CGPoint, bounds: CGRect, transform: CGAffineTransform)
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
