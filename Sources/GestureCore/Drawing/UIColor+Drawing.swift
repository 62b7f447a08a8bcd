import Foundation

// A colour as the current context's fill and stroke colour, UIKit's drawing conveniences.
extension UIColor {
  /// Makes the colour the fill and stroke colour of the current context (`set()`), resolved
  /// for the current traits (a view's, inside its `draw(_:)`).
  @preconcurrency @MainActor
  public func set() {
    setFill()
    setStroke()
  }

  /// Makes the colour the fill colour of the current context (`setFill()`); nothing without a
  /// current context, as on iOS.
  @preconcurrency @MainActor
  public func setFill() {
    UIGraphicsGetCurrentContext()?.setFillColor(resolvedColor(with: .current).cgColor)
  }

  /// Makes the colour the stroke colour of the current context (`setStroke()`).
  @preconcurrency @MainActor
  public func setStroke() {
    UIGraphicsGetCurrentContext()?.setStrokeColor(resolvedColor(with: .current).cgColor)
  }
}
