import Foundation
import GestureCore
import SampleCode

/// The `controller-drag` behaviour: the seed article's ``WindowDragViewController``
/// (Samples/code), the root view controller that drags a small window from its own touch
/// methods and clamps it to the superview (with the article's doubled vertical offset along a
/// left or right edge unless `correctsDoubledVerticalOffset`), plus its timeline events:
/// `controller.touchesBegan` (whether the touch is in the window, and the grip point),
/// `controller.touchesMoved` with the new center and the edges that held it, and
/// `drag.clamped` when an edge starts holding an axis. The interaction is entirely the
/// sample's code; the scene builder gives it the scenario's view as its `localView`.
final class DragController: WindowDragViewController {
  /// The edges that held the window during the current move, in the order the code met them.
  private var notes: [String] = []
  /// The axes clamped by the last move, to report when an edge starts or stops the view.
  private var clampedAxes: Set<String> = []

  /// A controller that drags the view of width `windowWidth` (points).
  init(windowWidth: CGFloat, correctsDoubledVerticalOffset: Bool) {
    super.init(nibName: nil, bundle: nil)
    self.windowWidth = windowWidth
    self.correctsDoubledVerticalOffset = correctsDoubledVerticalOffset
  }

  /// Scenarios are not archived: there is nothing to decode from.
  required init?(coder: NSCoder) { nil }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first, let localView else {
      super.touchesBegan(touches, with: event)
      return
    }
    let touchedWidth = touch.view?.frame.size.width ?? 0
    super.touchesBegan(touches, with: event)
    localView.window?.eventLog.record(
      "controller.touchesBegan", view: touch.view,
      detail: isInView
        ? "in the window, grip \(format(beginPoint))"
        : "not the window (width \(format(Double(touchedWidth))))")
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    notes = []
    super.touchesMoved(touches, with: event)
  }

  override func localViewDidReachEdge(_ axis: NSLayoutConstraint.Axis, at coordinate: CGFloat) {
    notes.append("\(axis == .horizontal ? "x" : "y") clamped to \(format(Double(coordinate)))")
  }

  override func localViewDidMove(_ localView: UIView) {
    let detail = (["center \(format(localView.center))"] + notes).joined(separator: ", ")
    localView.window?.eventLog.record("controller.touchesMoved", view: localView, detail: detail)
    let axes = Set(notes.compactMap { $0.first.map(String.init) })
    for note in notes where !clampedAxes.contains(String(note.prefix(1))) {
      localView.window?.eventLog.record("drag.clamped", view: localView, detail: note)
    }
    clampedAxes = axes
  }
}
