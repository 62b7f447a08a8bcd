import Foundation
import GestureCore
import SampleCode

/// The `origin-drag` behaviour: the seed article's ``DraggableWindowView`` (Samples/code), whose
/// frame origin follows the finger with no limit, plus its timeline events: `drag.began` with
/// the grip point and `drag.moved` with each new origin. The interaction is entirely the
/// sample's code.
final class OriginDragView: DraggableWindowView {
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesBegan(touches, with: event)
    guard !touches.isEmpty else { return }
    window?.eventLog.record("drag.began", view: self, detail: "grip \(format(beginPoint))")
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesMoved(touches, with: event)
    guard !touches.isEmpty else { return }
    window?.eventLog.record("drag.moved", view: self, detail: "origin \(format(frame.origin))")
  }
}
