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

  /// Converts `rect` from this view's coordinates to `view`'s, or to the window's when `view` is
  /// `nil` (`convert(_:to:)` for a rectangle): the smallest rectangle holding the four
  /// converted corners, so a rotated view gives its bounding box, as Apple describes ("the
  /// converted rectangle"). Points, through every transform on the way.
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    UIView.boundingBox(of: rect) { convert($0, to: view) }
  }

  /// Converts `rect` from `view`'s coordinates (the window's when `nil`) to this view's
  /// (`convert(_:from:)` for a rectangle), as the bounding box of the converted corners.
  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    UIView.boundingBox(of: rect) { convert($0, from: view) }
  }

  /// The smallest rectangle holding `rect`'s four corners mapped by `map`.
  private static func boundingBox(of rect: CGRect, _ map: (CGPoint) -> CGPoint) -> CGRect {
    let corners = [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
    ].map(map)
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let minX = xs.min() ?? 0
    let minY = ys.min() ?? 0
    return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
  }

  /// Converts a point in the superview's coordinates to this view's bounds space, or `nil` when
  /// the transform cannot be inverted. A 3D transform (or the superview layer's
  /// `sublayerTransform`) is inverted exactly, through the homography the frame is drawn with,
  /// so a touch lands where the projected view is seen (`nil` behind the eye).
  func convertFromSuperview(_ point: CGPoint) -> CGPoint? {
    let sublayerTransform = superview?.layer.sublayerTransform ?? CATransform3DIdentity
    let flat = CATransform3DIsIdentity(sublayerTransform)
    guard storedTransform3D == nil, flat else {
      return DisplayListBuilder.layerProjection(
        bounds: bounds, anchorPoint: layer.anchorPoint, position: center,
        transform: transform3D,
        sublayerTransform: flat ? nil : superview.map { (sublayerTransform, $0.layer) }
      ).unproject(point)
    }
    return transformToSuperview.invertedOrNil().map { point.applying($0) }
  }
}
