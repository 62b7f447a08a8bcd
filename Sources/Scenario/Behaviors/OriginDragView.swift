import Foundation
import GestureCore

/// A view that moves its frame origin by the finger's offset from where it first touched, with
/// no limit (`origin-drag`): the first, unclamped version of the small draggable window
/// example, which a user can drag partly or wholly off screen.
///
/// Both points are read in the view's own coordinates, so the grip point stays under the finger.
/// `touchesBegan` passes the touch on to the responder chain (`super`), as the original
/// version does; `touchesMoved` does not.
final class OriginDragView: UIView {
  private var beginPoint = CGPoint.zero

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    beginPoint = touch.location(in: self)
    window?.eventLog.record("drag.began", view: self, detail: "grip \(format(beginPoint))")
    super.touchesBegan(touches, with: event)
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    let currentLocation = touch.location(in: self)
    var frame = self.frame
    frame.origin.x += currentLocation.x - beginPoint.x
    frame.origin.y += currentLocation.y - beginPoint.y
    self.frame = frame
    window?.eventLog.record("drag.moved", view: self, detail: "origin \(format(frame.origin))")
  }
}
