import Foundation
import GestureCore
import SampleCode

/// The `long-press-reorder` behaviour: the seed article's ``LongPressReorderViewController``
/// (Samples/code) over the scenario's buttons, plus its timeline events: `reorder.lift` with
/// the grip point and the slot, `reorder.swap` with the two buttons' new places, and
/// `reorder.drop`. The interaction is entirely the sample's code; `animationDuration` sets its
/// `duration`, and `correctsScaledLocation` overrides where it reads the press location: in the
/// button's untransformed coordinates (superview location minus the center), so the grip point
/// stays under the finger instead of trailing it by a tenth.
final class ReorderGridController: LongPressReorderViewController {
  /// Whether locations are read in the button's untransformed coordinates (a correction).
  let correctsScaledLocation: Bool

  /// The article's `Duration` constant does not show its value; 0.2 s, the legacy default
  /// animation duration (`setAnimationDuration`), is used.
  static let defaultDuration = 0.2

  /// A grid controller whose animations last `duration` seconds.
  init(duration: Double, correctsScaledLocation: Bool) {
    self.correctsScaledLocation = correctsScaledLocation
    super.init(nibName: nil, bundle: nil)
    self.duration = duration
  }

  /// Scenarios are not archived: there is nothing to decode from.
  required init?(coder: NSCoder) { nil }

  /// Adds a long-press recognizer to each button, in order, with this controller as target.
  func install(on buttons: [UIButton]) {
    for button in buttons { addReorderGesture(to: button) }
  }

  override func location(of sender: UIGestureRecognizer, in button: UIButton) -> CGPoint {
    guard correctsScaledLocation else { return super.location(of: sender, in: button) }
    let p = sender.location(in: button.superview)
    return CGPoint(
      x: p.x - button.center.x + button.bounds.midX, y: p.y - button.center.y + button.bounds.midY)
  }

  override func lift(_ btn: UIButton) {
    btn.window?.eventLog.record(
      "reorder.lift", view: btn,
      detail: "start \(format(startPoint)) in the button, origin \(format(originPoint))")
    super.lift(btn)
  }

  override func swap(_ btn: UIButton, with button: UIButton) {
    btn.window?.eventLog.record(
      "reorder.swap", view: btn,
      detail: "center \(format(btn.center)) entered \(button.identifier); "
        + "\(button.identifier) → \(format(originPoint)), \(btn.identifier) → "
        + format(button.center))
    super.swap(btn, with: button)
  }

  override func drop(_ btn: UIButton) {
    btn.window?.eventLog.record(
      "reorder.drop", view: btn,
      detail: contain
        ? "after a swap, stays at \(format(btn.center))"
        : "back to \(format(originPoint))")
    super.drop(btn)
  }
}
