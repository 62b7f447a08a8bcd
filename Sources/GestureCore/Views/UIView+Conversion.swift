import Foundation

extension UIView {
  /// Maps a point from this view's bounds space to the window's coordinates, through every
  /// ancestor's transform (model values).
  package var transformToWindow: CGAffineTransform {
    var result = CGAffineTransform.identity
    var view: UIView? = self
    while let current = view, !(current is UIWindow) {
      result = result.concatenating(current.transformToSuperview)
      view = current.superview
    }
    if let window = view {
      // The window's own bounds origin shifts what it shows, like any view.
      result = result.concatenating(
        CGAffineTransform(translationX: -window.bounds.minX, y: -window.bounds.minY))
    }
    return result
  }

  /// Converts `point` from this view's coordinates to `view`'s, or to the window's when `view`
  /// is `nil` (`convert(_:to:)`). Transforms of every view on the way count. Returns the point
  /// unchanged when the conversion is singular (a view scaled to 0).
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let inWindow = point.applying(transformToWindow)
    guard let view else { return inWindow }
    guard let inverse = view.transformToWindow.invertedOrNil() else { return point }
    return inWindow.applying(inverse)
  }

  /// Converts `point` from `view`'s coordinates (the window's when `nil`) to this view's
  /// (`convert(_:from:)`).
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    let inWindow = view.map { point.applying($0.transformToWindow) } ?? point
    guard let inverse = transformToWindow.invertedOrNil() else { return point }
    return inWindow.applying(inverse)
  }

  /// Converts a point in the superview's coordinates to this view's bounds space, or `nil` when
  /// the transform cannot be inverted.
  func convertFromSuperview(_ point: CGPoint) -> CGPoint? {
    transformToSuperview.invertedOrNil().map { point.applying($0) }
  }
}
