import Foundation
import GestureCore

/// The drag of a view whose grip point is kept in the view's own coordinates and whose center
/// moves by the finger's offset from it, with x and y clamped separately so the view stays in
/// its superview's bounds.
///
/// What it shows (the clamped drag example): a finger that grabs the view off-centre moves it
/// without a jump; past an edge the view stops on that axis but keeps following on the other;
/// and because the grip point is read in the view's coordinates, a finger moving back after the
/// view stopped leaves it still until the finger reaches the grip point again.
@MainActor
struct ClampedCenterDrag {
  /// Where the finger first touched, in the view's coordinates (points).
  private(set) var startPoint = CGPoint.zero
  /// The axes clamped by the last move, to report when an edge starts or stops the view.
  private var clampedAxes: Set<String> = []

  /// touchesBegan: remember the grip point and bring the view to the front of its siblings.
  mutating func began(_ touches: Set<UITouch>, in view: UIView) {
    guard let touch = touches.first else { return }
    startPoint = touch.location(in: view)
    view.superview?.bringSubviewToFront(view)
    view.window?.eventLog.record(
      "drag.began", view: view, detail: "grip \(format(startPoint)) in the view")
  }

  /// touchesMoved: move the center by the finger's offset from the grip point, then clamp x to
  /// [midX, superview width − midX] and y to [midY, superview height − midY], where midX and
  /// midY are the bounds' midpoints (half the size when the bounds origin is zero).
  mutating func moved(_ touches: Set<UITouch>, in view: UIView) {
    guard let touch = touches.first, let superview = view.superview else { return }
    let point = touch.location(in: view)
    let dx = point.x - startPoint.x
    let dy = point.y - startPoint.y
    let proposed = CGPoint(x: view.center.x + dx, y: view.center.y + dy)
    var newCenter = proposed
    let halfX = view.bounds.midX
    newCenter.x = max(halfX, newCenter.x)
    newCenter.x = min(superview.bounds.size.width - halfX, newCenter.x)
    let halfY = view.bounds.midY
    newCenter.y = max(halfY, newCenter.y)
    newCenter.y = min(superview.bounds.size.height - halfY, newCenter.y)
    view.center = newCenter
    var detail = "center \(format(newCenter))"
    if newCenter.x != proposed.x { detail += ", x clamped from \(format(Double(proposed.x)))" }
    if newCenter.y != proposed.y { detail += ", y clamped from \(format(Double(proposed.y)))" }
    view.window?.eventLog.record("drag.moved", view: view, detail: detail)
    var axes: Set<String> = []
    if newCenter.x != proposed.x { axes.insert("x") }
    if newCenter.y != proposed.y { axes.insert("y") }
    for axis in axes.subtracting(clampedAxes).sorted() {
      let value = axis == "x" ? newCenter.x : newCenter.y
      view.window?.eventLog.record(
        "drag.clamped", view: view, detail: "\(axis) stopped at \(format(Double(value)))")
    }
    clampedAxes = axes
  }
}

/// An image view that can be dragged inside its superview with the clamped center drag
/// (`clamped-drag`). Like the original image view subclass, it turns user interaction on in
/// its initializer.
final class ClampedDragImageView: UIImageView {
  private var drag = ClampedCenterDrag()

  override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = true
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    isUserInteractionEnabled = true
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    drag.began(touches, in: self)
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    drag.moved(touches, in: self)
  }
}

/// A plain view dragged with the clamped center drag (`clamped-drag` on a `view`).
final class ClampedDragView: UIView {
  private var drag = ClampedCenterDrag()

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    drag.began(touches, in: self)
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    drag.moved(touches, in: self)
  }
}
