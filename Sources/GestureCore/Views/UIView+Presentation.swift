import Foundation

/// The geometry and opacity of a view as the screen shows it at the current time: Core
/// Animation's presentation layer. Equal to the model values unless an animation is running.
public struct PresentationValues: Sendable, Equatable {
  /// The center, points, in the superview's coordinates.
  public var center: CGPoint
  /// The bounds, points.
  public var bounds: CGRect
  /// The transform about the anchor point.
  public var transform: CGAffineTransform
  /// The opacity, 0…1.
  public var alpha: CGFloat
  /// The full 3D transform while a block animation interpolates one (``transform`` is then its
  /// affine part), else `nil`.
  public var transform3D: CATransform3D? = nil
}

extension UIView {
  /// What the screen shows for this view now (`layer.presentation()`): the model values with any
  /// running animation applied at the window clock's current time (``Animator``). Drawing reads
  /// these; hit-testing reads the model values.
  package var presentation: PresentationValues {
    guard let window else {
      return PresentationValues(center: center, bounds: bounds, transform: transform, alpha: alpha)
    }
    return window.animator.presentation(of: self)
  }
}

extension UIView {
  /// Where `point` of this view (the center of its bounds when `nil`), in its own coordinates,
  /// is on screen now: window points through the presentation geometry of the view and every
  /// superview, as a finger placed on what is visible would land.
  func visibleWindowPoint(of point: CGPoint?) -> CGPoint {
    let own = presentation
    var location = point ?? CGPoint(x: own.bounds.midX, y: own.bounds.midY)
    var current: UIView? = self
    while let view = current, !(view is UIWindow) {
      let values = view.presentation
      location = location.applying(
        view.transformToSuperview(
          center: values.center, bounds: values.bounds, transform: values.transform))
      current = view.superview
    }
    if let window = current {
      location.x -= window.bounds.minX
      location.y -= window.bounds.minY
    }
    return location
  }
}
