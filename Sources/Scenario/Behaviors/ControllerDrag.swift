import Foundation
import GestureCore

/// A view controller that drags one of its views from its own touch methods
/// (`controller-drag`): the second, clamped version of the small draggable window
/// example.
///
/// The dragged view does not override any touch method, so its touches travel up the responder
/// chain to the controller. The controller decides whether a touch is "in the window" by the
/// touched view's width (`windowWidth`, 120 pt in the original version): touching a subview of
/// the window, or a window of another width, does nothing. It moves the view's center by the
/// finger's offset from the grip point, then clamps x and y against the superview's size.
///
/// Faithful quirk: when x is clamped the original code sets the center's y to the already
/// moved y plus the offset again, so each move along a left or right edge moves the view twice
/// the finger's vertical offset. Because the next offset is read in the moved view's
/// coordinates, the view then waits a move for the finger: along the edge it stutters, jumping
/// ahead of the finger every other touch event. `correctsDoubledVerticalOffset` turns that off.
final class DragController: UIViewController {
  /// The view dragged (weak: the view hierarchy owns it).
  weak var localView: UIView?
  /// The width that identifies the draggable window, points.
  let windowWidth: CGFloat
  /// Whether to apply the vertical offset once when x is clamped (a correction of the model).
  let correctsDoubledVerticalOffset: Bool
  private var isInView = false
  /// The axes clamped by the last move, to report when an edge starts or stops the view.
  private var clampedAxes: Set<String> = []
  private var beginPoint = CGPoint.zero

  /// A controller that drags the view of width `windowWidth` (points) found in its root view.
  init(windowWidth: CGFloat, correctsDoubledVerticalOffset: Bool) {
    self.windowWidth = windowWidth
    self.correctsDoubledVerticalOffset = correctsDoubledVerticalOffset
    super.init(nibName: nil, bundle: nil)
  }

  /// Scenarios are not archived: there is nothing to decode from.
  required init?(coder: NSCoder) { nil }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first, let localView else { return }
    isInView = touch.view?.frame.size.width == windowWidth
    beginPoint = touch.location(in: localView)
    localView.window?.eventLog.record(
      "controller.touchesBegan", view: touch.view,
      detail: isInView
        ? "in the window, grip \(format(beginPoint))"
        : "not the window (width \(format(Double(touch.view?.frame.size.width ?? 0))))")
    super.touchesBegan(touches, with: event)
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isInView, let touch = touches.first, let localView, let superview = localView.superview
    else { return }
    let currentPosition = touch.location(in: localView)
    let offsetX = currentPosition.x - beginPoint.x
    let offsetY = currentPosition.y - beginPoint.y
    localView.center = CGPoint(x: localView.center.x + offsetX, y: localView.center.y + offsetY)
    let extraY = correctsDoubledVerticalOffset ? 0 : offsetY
    var notes: [String] = []
    let maxX = superview.frame.size.width - localView.frame.size.width / 2
    let minX = localView.frame.size.width / 2
    if localView.center.x > maxX {
      localView.center = CGPoint(x: maxX, y: localView.center.y + extraY)
      notes.append("x clamped to \(format(Double(maxX)))")
    } else if localView.center.x < minX {
      localView.center = CGPoint(x: minX, y: localView.center.y + extraY)
      notes.append("x clamped to \(format(Double(minX)))")
    }
    let maxY = superview.frame.size.height - localView.frame.size.height / 2
    let minY = localView.frame.size.height / 2
    if localView.center.y > maxY {
      localView.center = CGPoint(x: localView.center.x, y: maxY)
      notes.append("y clamped to \(format(Double(maxY)))")
    } else if localView.center.y <= minY {
      localView.center = CGPoint(x: localView.center.x, y: minY)
      notes.append("y clamped to \(format(Double(minY)))")
    }
    let detail = (["center \(format(localView.center))"] + notes).joined(separator: ", ")
    localView.window?.eventLog.record("controller.touchesMoved", view: localView, detail: detail)
    let axes = Set(notes.compactMap { $0.first.map(String.init) })
    for note in notes where !clampedAxes.contains(String(note.prefix(1))) {
      localView.window?.eventLog.record("drag.clamped", view: localView, detail: note)
    }
    clampedAxes = axes
  }
}
