import Foundation

/// The drawing attributes of a view that UIKit keeps on its `CALayer`: background colour,
/// corner radius, border and anchor point. Each view owns one (`UIView.layer`).
@MainActor
public final class CALayer: AssociatedObjectHost {
  /// Values attached with ``objc_setAssociatedObject(_:_:_:_:)`` (owned by the layer).
  nonisolated let associatedObjectStore = AssociatedObjectStore()

  /// The radius in points of the rounded corners of the background and border
  /// (`CALayer.cornerRadius`, default 0). Subviews are clipped to it only when the view clips.
  public var cornerRadius: CGFloat = 0
  /// The border width in points, drawn inside the bounds above content and sublayers
  /// (`CALayer.borderWidth`, default 0).
  public var borderWidth: CGFloat = 0
  /// The fill colour of the bounds, or `nil` for none (`CALayer.backgroundColor`, default
  /// `nil`). `UIView.backgroundColor` reads and writes it.
  public var backgroundColor: CGColor?
  /// The border colour (`CALayer.borderColor`, default opaque black); `nil` draws no border.
  public var borderColor: CGColor? = .black
  /// The point, in unit coordinates of the bounds, that `center` refers to and that transforms
  /// act about (`CALayer.anchorPoint`, default (0.5, 0.5)).
  public var anchorPoint = CGPoint(x: 0.5, y: 0.5)

  /// The view whose layer this is (weak: the view owns the layer).
  weak var view: UIView?

  init() {}

  /// Removes every running animation of the view (`removeAllAnimations()`): the view shows its
  /// model values at once and the blocks involved complete with `finished == false`.
  public func removeAllAnimations() {
    guard let view, let window = view.window else { return }
    window.animator.removeAllAnimations(of: view)
  }

  /// The names of the properties with a running animation (`animationKeys()`: `center`,
  /// `bounds`, `transform`, `alpha`), or `nil` when none runs.
  public func animationKeys() -> [String]? {
    guard let view, let window = view.window else { return nil }
    let keys = window.animator.animatedProperties(of: view).map(\.rawValue)
    return keys.isEmpty ? nil : keys
  }
}
