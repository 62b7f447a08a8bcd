import UIKit

/// A view controller that drags a small window view from its own touch methods and keeps it
/// inside its superview: the second, clamped version of the draggable window in the seed
/// article `000` (part 3), written in the view controller instead of a view subclass.
///
/// The window has no touch code of its own, so its touches climb the responder chain to the
/// controller, which sees touches anywhere in its view. It decides that a touch is "in the
/// window" by the touched view's width, as the article does (its `120` is ``windowWidth``):
/// touching a subview of the window, or a view of another width, does nothing. Each move
/// shifts the window's center by the finger's offset from the grip point, then clamps x and y
/// against the superview's size.
///
/// The article's quirk, kept: when x is clamped its code sets y to the already moved y plus the
/// offset again, so along a left or right edge each move carries the window twice the finger's
/// vertical offset; since the next offset is read in the moved window, the window then waits a
/// move for the finger, and it stutters along the edge. ``correctsDoubledVerticalOffset``
/// applies the offset once. Points throughout.
///
/// `FloatingWindowViewController` is a screen built on it (`Samples/code-drag-controller.json`);
/// the built-in `controller-drag` behaviour is a subclass that reports the touches and the
/// edges through ``localViewDidReachEdge(_:at:)`` and ``localViewDidMove(_:)``.
open class WindowDragViewController: UIViewController {
  /// The window dragged (weak: the view hierarchy owns it).
  public weak var localView: UIView?
  /// The width, points, that tells the window from other views (the article hard-codes 120).
  open var windowWidth: CGFloat = 120
  /// Whether the vertical offset is applied once when x is clamped; `false` is the article's
  /// code, which applies it twice.
  open var correctsDoubledVerticalOffset = false
  /// Whether the current touch began in the window.
  public private(set) var isInView = false
  /// Where the finger touched down, in the window's coordinates (points).
  public private(set) var beginPoint = CGPoint.zero

  /// Decides whether the touch is in the window and keeps the grip point, then lets the
  /// responder chain see the touch.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first, let localView else { return }
    // Only a touch on the window itself moves it.
    isInView = touch.view?.frame.size.width == windowWidth
    beginPoint = touch.location(in: localView)
    super.touchesBegan(touches, with: event)
  }

  /// Moves the window's center by the finger's offset, then keeps it inside its superview on
  /// each axis.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isInView, let touch = touches.first, let localView, let superview = localView.superview
    else { return }
    let currentPosition = touch.location(in: localView)
    let offsetX = currentPosition.x - beginPoint.x
    let offsetY = currentPosition.y - beginPoint.y
    localView.center = CGPoint(x: localView.center.x + offsetX, y: localView.center.y + offsetY)
    // The article adds the vertical offset again when it clamps x.
    let extraY = correctsDoubledVerticalOffset ? 0 : offsetY
    // Left and right limits.
    let maxX = superview.frame.size.width - localView.frame.size.width / 2
    let minX = localView.frame.size.width / 2
    if localView.center.x > maxX {
      localView.center = CGPoint(x: maxX, y: localView.center.y + extraY)
      localViewDidReachEdge(.horizontal, at: maxX)
    } else if localView.center.x < minX {
      localView.center = CGPoint(x: minX, y: localView.center.y + extraY)
      localViewDidReachEdge(.horizontal, at: minX)
    }
    // Top and bottom limits.
    let maxY = superview.frame.size.height - localView.frame.size.height / 2
    let minY = localView.frame.size.height / 2
    if localView.center.y > maxY {
      localView.center = CGPoint(x: localView.center.x, y: maxY)
      localViewDidReachEdge(.vertical, at: maxY)
    } else if localView.center.y <= minY {
      localView.center = CGPoint(x: localView.center.x, y: minY)
      localViewDidReachEdge(.vertical, at: minY)
    }
    localViewDidMove(localView)
  }

  /// Called during a move when an edge holds the window on `axis` with its center at
  /// `coordinate` (points, in the superview). Does nothing; override to react.
  open func localViewDidReachEdge(_ axis: NSLayoutConstraint.Axis, at coordinate: CGFloat) {}

  /// Called at the end of every move that moved the window, with the window. Does nothing;
  /// override to react.
  open func localViewDidMove(_ localView: UIView) {}
}
