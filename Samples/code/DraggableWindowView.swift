import UIKit

/// A small window view whose frame origin follows the finger, with no limit: the first version
/// of the draggable window in the seed article `000` (part 3), which the user can drag partly or
/// wholly off screen.
///
/// Touch-down keeps the finger's point in the view's own coordinates and passes the touch on
/// up the responder chain (`super`); each move adds the finger's offset from that point to
/// `frame.origin`. Both points are read in the view, so the grip point stays under the finger.
/// Points throughout.
///
/// `Samples/code-drag-unclamped.json` puts it on screen; the built-in `origin-drag` behaviour
/// is a subclass that reports the grip and each new origin.
open class DraggableWindowView: UIView {
  /// Where the finger touched down, in the view's own coordinates (points).
  public private(set) var beginPoint = CGPoint.zero

  /// Keeps the grip point, then lets the responder chain see the touch too.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    beginPoint = touch.location(in: self)
    super.touchesBegan(touches, with: event)
  }

  /// Moves the frame origin by the finger's offset from the grip point.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    let currentLocation = touch.location(in: self)
    var frame = self.frame
    frame.origin.x += currentLocation.x - beginPoint.x
    frame.origin.y += currentLocation.y - beginPoint.y
    self.frame = frame
  }
}
