import UIKit

/// A view controller whose buttons the user reorders by long-pressing one and dragging it onto
/// another: the long-press reorder grid of the seed article `000` (part 4), with its reordering
/// code here and its grid of buttons in ``ReorderGridViewController``.
///
/// ``addReorderGesture(to:)`` gives a button a `UILongPressGestureRecognizer` (0.5 s, 10 pt)
/// whose target is the controller (held weakly, as UIKit holds targets) and appends it to
/// ``itemArray``. The action, ``buttonLongPressed(_:)``:
/// - **began**: keeps the press location in the button's own coordinates (``startPoint``) and
///   the button's center (``originPoint``), then ``lift(_:)``s it: scale 1.1 and alpha 0.7,
///   animated over ``duration`` seconds;
/// - **changed**: reads the location in the button again and moves the center by its offset
///   from the start point; when the new center lies in another button's frame
///   (``indexOfPoint(_:withButton:)``) the two ``swap(_:with:)`` places, animated, and the new
///   slot becomes ``originPoint``;
/// - **ended** or **cancelled** (the article handles only ended; an interruption such as a
///   call would otherwise leave the button lifted): ``drop(_:)``: back to identity and alpha 1
///   and, unless the last move swapped, to ``originPoint``.
///
/// Faithful to the article: locations are read in the pressed button while it is scaled 1.1,
/// and `location(in:)` converts through the view's transform, so each move covers 1/1.1 of the
/// finger's offset and the button trails the finger (``location(of:in:)`` is where to read
/// them otherwise); the pressed button is not brought to the front, so it passes under buttons
/// added after it; after a swap its center jumps to the new slot while the swap animation runs.
/// Points and seconds throughout.
///
/// The built-in `long-press-reorder` behaviour is a subclass that reports lifts, swaps and drops
/// by overriding those three methods.
open class LongPressReorderViewController: UIViewController {
  /// The reorderable buttons, in grid order (the article's `itemArray`).
  public private(set) var itemArray: [UIButton] = []
  /// How long the lift, swap and drop animations last, seconds. The article's `Duration`
  /// constant does not show its value; 0.2 s, UIKit's legacy default animation duration, is
  /// assumed.
  open var duration: TimeInterval = 0.2
  /// Where the press began, in the pressed button's coordinates (points).
  public private(set) var startPoint = CGPoint.zero
  /// The slot (a center, points) the pressed button returns to when dropped.
  public private(set) var originPoint = CGPoint.zero
  /// Whether the last move swapped the pressed button into another's slot.
  public private(set) var contain = false

  /// Makes `button` reorderable: a long-press recognizer with this controller as its target,
  /// and a place at the end of ``itemArray``.
  public func addReorderGesture(to button: UIButton) {
    // `#selector(buttonLongPressed(_:))` on iOS: a method reference here (docs/uikit-code.md).
    let longGesture = UILongPressGestureRecognizer(
      target: self, action: LongPressReorderViewController.buttonLongPressed)
    button.addGestureRecognizer(longGesture)
    itemArray.append(button)
  }

  /// The long press's action: lifts, moves and swaps, drops (see the type's description).
  open func buttonLongPressed(_ sender: UILongPressGestureRecognizer) {
    guard let btn = sender.view as? UIButton else { return }
    switch sender.state {
    case .began:
      startPoint = location(of: sender, in: btn)
      originPoint = btn.center
      lift(btn)
    case .changed:
      let newPoint = location(of: sender, in: btn)
      let deltaX = newPoint.x - startPoint.x
      let deltaY = newPoint.y - startPoint.y
      btn.center = CGPoint(x: btn.center.x + deltaX, y: btn.center.y + deltaY)
      let index = indexOfPoint(btn.center, withButton: btn)
      if index < 0 {
        contain = false
      } else {
        swap(btn, with: itemArray[index])
      }
    case .ended, .cancelled:
      drop(btn)
    default:
      break
    }
  }

  /// Where the press is, in `button`'s coordinates: `sender.location(in: button)`, as the
  /// article reads it (through the button's scale while it is lifted).
  open func location(of sender: UIGestureRecognizer, in button: UIButton) -> CGPoint {
    sender.location(in: button)
  }

  /// Lifts the pressed button: scale 1.1 and alpha 0.7, animated.
  open func lift(_ btn: UIButton) {
    UIView.animate(withDuration: duration) {
      btn.transform = CGAffineTransform(scaleX: 1.1, y: 1.1)
      btn.alpha = 0.7
    }
  }

  /// Swaps the pressed button `btn` with `button`, whose frame its center entered: `button`
  /// goes to ``originPoint``, `btn` to `button`'s center, which becomes ``originPoint``.
  open func swap(_ btn: UIButton, with button: UIButton) {
    UIView.animate(withDuration: duration) {
      let temp = button.center
      button.center = self.originPoint
      btn.center = temp
      self.originPoint = btn.center
      self.contain = true
    }
  }

  /// Drops the pressed button: identity and alpha 1 and, unless the last move swapped, back to
  /// ``originPoint``, animated.
  open func drop(_ btn: UIButton) {
    UIView.animate(withDuration: duration) {
      btn.transform = .identity
      btn.alpha = 1.0
      if !self.contain {
        btn.center = self.originPoint
      }
    }
  }

  /// The index in ``itemArray`` of the button other than `btn` whose frame contains `point`
  /// (superview coordinates, points), or −1. `CGRectContainsPoint` is half-open: a point on
  /// the right or bottom edge is outside.
  public func indexOfPoint(_ point: CGPoint, withButton btn: UIButton) -> Int {
    for (i, button) in itemArray.enumerated() where button !== btn {
      if button.frame.contains(point) { return i }
    }
    return -1
  }
}
