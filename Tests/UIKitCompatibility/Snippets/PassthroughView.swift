import UIKit

/// An overlay that lets touches through to what is underneath, except where one of its own
/// subviews (a floating button, a banner) is.
final class PassthroughView: UIView {
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hitView = super.hitTest(point, with: event)
    return hitView == self ? nil : hitView
  }
}
