import Foundation
import GestureCore
import SampleCode

/// The `clamped-drag` behaviour: the seed article's ``DraggableImageView`` (Samples/code), whose
/// grip point is kept in the view's own coordinates and whose center follows the finger with x
/// and y clamped separately to the superview, plus the timeline events the review page keys on.
///
/// The interaction is entirely the sample's code; this subclass only reports it:
/// `drag.began` with the grip point, `drag.moved` with each new center (and the unclamped value
/// on an axis an edge stopped), and `drag.clamped` when an edge starts holding an axis. It is
/// the class of both a `view` and an `imageView` with the behaviour: without an image, an image
/// view draws, lays out and takes touches as a plain view (the class turns user interaction on,
/// as the article's image view subclass does).
final class ClampedDragImageView: DraggableImageView {
  /// The axes clamped by the last move, to report when an edge starts or stops the view.
  private var clampedAxes: Set<String> = []

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesBegan(touches, with: event)
    guard !touches.isEmpty else { return }
    window?.eventLog.record(
      "drag.began", view: self, detail: "grip \(format(startPoint)) in the view")
  }

  override func didDrag(to center: CGPoint, proposed: CGPoint) {
    var detail = "center \(format(center))"
    if center.x != proposed.x { detail += ", x clamped from \(format(Double(proposed.x)))" }
    if center.y != proposed.y { detail += ", y clamped from \(format(Double(proposed.y)))" }
    window?.eventLog.record("drag.moved", view: self, detail: detail)
    var axes: Set<String> = []
    if center.x != proposed.x { axes.insert("x") }
    if center.y != proposed.y { axes.insert("y") }
    for axis in axes.subtracting(clampedAxes).sorted() {
      let value = axis == "x" ? center.x : center.y
      window?.eventLog.record(
        "drag.clamped", view: self, detail: "\(axis) stopped at \(format(Double(value)))")
    }
    clampedAxes = axes
  }
}
