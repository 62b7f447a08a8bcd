import Foundation

extension UIView {
  /// The part of the screen's safe-area insets that overlaps this view, in points
  /// (`UIView.safeAreaInsets`): for each edge, how far the screen's unsafe band reaches into the
  /// view's frame in window coordinates. Zero for a view outside a window. Additional insets of
  /// view controllers and bars are not modelled.
  public var safeAreaInsets: UIEdgeInsets {
    guard let window else { return .zero }
    let screen = window.screenSafeAreaInsets
    let rect = convert(bounds, toWindowFrom: self)
    let size = window.bounds.size
    return UIEdgeInsets(
      top: max(0, min(rect.height, screen.top - rect.minY)),
      left: max(0, min(rect.width, screen.left - rect.minX)),
      bottom: max(0, min(rect.height, rect.maxY - (size.height - screen.bottom))),
      right: max(0, min(rect.width, rect.maxX - (size.width - screen.right))))
  }

  private func convert(_ rect: CGRect, toWindowFrom view: UIView) -> CGRect {
    rect.applying(view.transformToWindow)
  }
}
