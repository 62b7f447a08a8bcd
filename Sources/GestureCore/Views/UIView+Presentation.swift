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
}

extension UIView {
  /// What the screen shows for this view now (`layer.presentation()`): the model values with any
  /// running animation applied at the window clock's current time (``Animator``). Drawing reads
  /// these; hit-testing reads the model values.
  public var presentation: PresentationValues {
    guard let window else {
      return PresentationValues(center: center, bounds: bounds, transform: transform, alpha: alpha)
    }
    return window.animator.presentation(of: self)
  }
}
