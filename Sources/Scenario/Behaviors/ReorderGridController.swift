import Foundation
import GestureCore

/// The view controller of the long-press reorder grid (`long-press-reorder`),
/// written against the recognizer and animation API the way the original code writes it.
///
/// Each button gets a long-press recognizer whose target is the controller (held weakly by
/// the recognizers; the window owns the controller as its root). The action:
/// - **began**: remembers the press location in the pressed button's own coordinates
///   (`startPoint`) and the button's center (`originPoint`), and animates the button to scale
///   1.1 and alpha 0.7;
/// - **changed**: reads the location again *in the button's coordinates* and moves the center
///   by its difference from `startPoint`; when the new center lies in another button's frame,
///   animates the two into each other's places (the other button to `originPoint`, the pressed
///   one to the other's center) and remembers the new slot as `originPoint`;
/// - **ended**: animates back to identity and alpha 1 and, when the last move did not swap,
///   back to `originPoint`.
///
/// Faithful consequence of reading locations in the scaled button (Apple: `location(in:)`
/// converts through the view's transform, model values): from the first move on, the button
/// is scaled 1.1 while `startPoint` was read unscaled, so each move shifts the center by only
/// 1/1.1 of the finger's offset from the grip point. The button trails the finger by about a
/// tenth of each step, and the grip point settles 1.1 times farther from the center than where
/// the finger first pressed. `correctsScaledLocation` reads the location in the button's
/// untransformed coordinates (superview location minus the center) instead, so the grip point
/// stays exactly under the finger.
///
/// Two more things follow from the original code and are kept: the dragged button is not
/// brought to the front, so it passes under buttons added after it; and after a swap the
/// pressed button's model center jumps to the new slot, so the next move pulls it back under
/// the finger while the swap animation, blended additively, is still running. The original
/// code handles only ended; a cancelled press (an interruption) is treated like ended, as the issue
/// asks, rather than leaving the button lifted.
final class ReorderGridController: UIViewController {
  /// The buttons, in grid order (the original code's `itemArray`).
  private(set) var itemArray: [UIButton] = []
  /// The duration of the lift, swap and drop animations, seconds (the original code's `Duration`).
  let duration: Double
  /// Whether locations are read in the button's untransformed coordinates (a correction).
  let correctsScaledLocation: Bool
  private var startPoint = CGPoint.zero
  private var originPoint = CGPoint.zero
  private var contain = false

  /// The original code's `Duration` is a constant whose value it does not show; 0.2 s, the
  /// legacy default animation duration (`setAnimationDuration`), is used.
  static let defaultDuration = 0.2

  /// A grid controller whose animations last `duration` seconds.
  init(duration: Double, correctsScaledLocation: Bool) {
    self.duration = duration
    self.correctsScaledLocation = correctsScaledLocation
    super.init(nibName: nil, bundle: nil)
  }

  /// Scenarios are not archived: there is nothing to decode from.
  required init?(coder: NSCoder) { nil }

  /// Adds a long-press recognizer to each button, in order, with this controller as target.
  func install(on buttons: [UIButton]) {
    for button in buttons {
      let longGesture = UILongPressGestureRecognizer(
        target: self, action: ReorderGridController.buttonLongPressed)
      button.addGestureRecognizer(longGesture)
      itemArray.append(button)
    }
  }

  /// The recognizer's action.
  func buttonLongPressed(_ sender: UIGestureRecognizer) {
    guard let btn = sender.view as? UIButton else { return }
    let log = btn.window?.eventLog
    switch sender.state {
    case .began:
      startPoint = location(of: sender, in: btn)
      originPoint = btn.center
      log?.record(
        "reorder.lift", view: btn,
        detail: "start \(format(startPoint)) in the button, origin \(format(originPoint))")
      UIView.animate(withDuration: duration) {
        btn.transform = CGAffineTransform(scaleX: 1.1, y: 1.1)
        btn.alpha = 0.7
      }
    case .changed:
      let newPoint = location(of: sender, in: btn)
      let deltaX = newPoint.x - startPoint.x
      let deltaY = newPoint.y - startPoint.y
      btn.center = CGPoint(x: btn.center.x + deltaX, y: btn.center.y + deltaY)
      let index = indexOfPoint(btn.center, withButton: btn)
      if index < 0 {
        contain = false
      } else {
        let button = itemArray[index]
        log?.record(
          "reorder.swap", view: btn,
          detail: "center \(format(btn.center)) entered \(button.identifier); "
            + "\(button.identifier) → \(format(originPoint)), \(btn.identifier) → "
            + format(button.center))
        UIView.animate(withDuration: duration) {
          let temp = button.center
          button.center = self.originPoint
          btn.center = temp
          self.originPoint = btn.center
          self.contain = true
        }
      }
    case .ended, .cancelled:
      log?.record(
        "reorder.drop", view: btn,
        detail: contain
          ? "after a swap, stays at \(format(btn.center))"
          : "back to \(format(originPoint))")
      UIView.animate(withDuration: duration) {
        btn.transform = .identity
        btn.alpha = 1.0
        if !self.contain {
          btn.center = self.originPoint
        }
      }
    default:
      break
    }
  }

  /// The index of the button, other than `btn`, whose frame contains `point`, or −1 (the
  /// original code's `indexOfPoint:withButton:`; `CGRectContainsPoint` is half-open).
  func indexOfPoint(_ point: CGPoint, withButton btn: UIButton) -> Int {
    for (i, button) in itemArray.enumerated() where button !== btn {
      if button.frame.containsHalfOpen(point) { return i }
    }
    return -1
  }

  /// `sender.location(in: sender.view)`, or with the correction the same point in the
  /// button's untransformed coordinates.
  private func location(of sender: UIGestureRecognizer, in button: UIButton) -> CGPoint {
    guard correctsScaledLocation else { return sender.location(in: button) }
    let p = sender.location(in: button.superview)
    return CGPoint(
      x: p.x - button.center.x + button.bounds.midX, y: p.y - button.center.y + button.bounds.midY)
  }
}
