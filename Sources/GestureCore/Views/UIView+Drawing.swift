import Foundation

/// A view is its layer's delegate, as in UIKit: its layer's `display()` asks the view's
/// `draw(_:in:)`, which calls `draw(_:)` with the backing store current (`UIView.swift`).
extension UIView: CALayerDelegate {}

extension UIWindow {
  /// The display pass (Core Animation's commit after layout): every layer in the window marked
  /// by `setNeedsDisplay()` draws, depth first, so each frame shows the drawing of the state
  /// it shows.
  package func displayIfNeeded() { layer.displayTreeIfNeeded() }
}
