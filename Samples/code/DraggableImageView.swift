import UIKit

/// An image view the user drags around inside its superview, which it never leaves.
///
/// The interaction of the "drag a view" article (seed `001`): the view turns user interaction
/// on itself (image views ignore touches by default); touch-down keeps the start point in the
/// view's own coordinates and brings the view to the front; each move shifts `center` by the
/// finger's offset from that point, then clamps x to [midX, superview width − midX] and y to
/// [midY, superview height − midY] separately, so a view stopped by one edge still follows the
/// finger along the other. Because the start point is read in the view's coordinates, a finger
/// that moves back after an edge stopped the view leaves it still until the finger is over the
/// start point again. Points throughout.
///
/// `Samples/code-drag.json` puts it on screen; the built-in `clamped-drag` behaviour is a
/// subclass that reports each move through ``didDrag(to:proposed:)``.
open class DraggableImageView: UIImageView {
  /// Where the finger touched down, in the view's own coordinates (points).
  public private(set) var startPoint = CGPoint.zero

  /// An image view at `frame` (points) that takes touches.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = true
  }

  /// An image view from an archive, taking touches.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isUserInteractionEnabled = true
  }

  /// Keeps the start point and brings the view in front of its siblings.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    startPoint = touch.location(in: self)
    superview?.bringSubviewToFront(self)
  }

  /// Moves the center by the finger's offset from the start point, clamped on each axis.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first, let superview else { return }
    let point = touch.location(in: self)
    let dx = point.x - startPoint.x
    let dy = point.y - startPoint.y
    let proposed = CGPoint(x: center.x + dx, y: center.y + dy)
    var newCenter = proposed
    // Left and right: half the width from either edge.
    let halfX = bounds.midX
    newCenter.x = max(halfX, newCenter.x)
    newCenter.x = min(superview.bounds.size.width - halfX, newCenter.x)
    // Top and bottom, on their own: stopped on x, the view still follows in y.
    let halfY = bounds.midY
    newCenter.y = max(halfY, newCenter.y)
    newCenter.y = min(superview.bounds.size.height - halfY, newCenter.y)
    center = newCenter
    didDrag(to: newCenter, proposed: proposed)
  }

  /// Called after every move with the center the view took and the one the finger asked for
  /// (they differ on an axis where an edge stopped the view), both in the superview's
  /// coordinates, points. Does nothing; override to react, for example with haptic feedback
  /// when the view reaches an edge.
  open func didDrag(to center: CGPoint, proposed: CGPoint) {}
}
