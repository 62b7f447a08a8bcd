import Foundation

extension UIScrollView {
  /// How dragging a scroll view's content dismisses the keyboard, UIKit's
  /// `UIScrollView.KeyboardDismissMode`.
  public enum KeyboardDismissMode: Int, Sendable {
    /// Dragging leaves the keyboard alone.
    case none = 0
    /// The keyboard is dismissed when a drag begins.
    case onDrag = 1
    /// The keyboard follows the dragging touch offscreen and can be pulled up again to cancel
    /// the dismissal (Apple); here it is dismissed when the drag, having reached the keyboard,
    /// is let go moving down (below).
    case interactive = 2
    /// As ``onDrag``, the keyboard's accessory view included (iOS 16; no accessory views are
    /// drawn here).
    case onDragWithAccessory = 3
    /// As ``interactive``, the accessory view included (iOS 16).
    case interactiveWithAccessory = 4
  }

  // The dismissal resigns the window's first responder when it is a text input, as UIKit
  // dismisses the keyboard it shows; the keyboard then goes down with its own motion and
  // notifications (Keyboard/SoftwareKeyboard.swift).
  //
  // `.interactive` is a model, not UIKit's exact behaviour: on a device the keyboard tracks the
  // finger frame by frame once the touch reaches it, and where it is let go decides whether it
  // slides down or back up. Here the keyboard stays in place during the drag; a drag whose
  // touch went below the keyboard's top edge dismisses it when let go with a downward velocity
  // (or none), and leaves it up when let go moving up (the pull that cancels the dismissal).

  /// `.onDrag`: the drag that begins dismisses the keyboard.
  func keyboardDragBegan(_ pan: UIPanGestureRecognizer) {
    dragReachedKeyboard = false
    switch keyboardDismissMode {
    case .onDrag, .onDragWithAccessory: dismissKeyboardByDrag()
    case .interactive, .interactiveWithAccessory: keyboardDragMoved(pan)
    case .none: break
    }
  }

  /// `.interactive`: notes when the touch goes below the keyboard's top edge.
  func keyboardDragMoved(_ pan: UIPanGestureRecognizer) {
    guard keyboardDismissMode == .interactive || keyboardDismissMode == .interactiveWithAccessory,
      let window, window.keyboard.isShown
    else { return }
    if pan.location(in: window).y >= window.keyboard.shownFrame.minY {
      dragReachedKeyboard = true
    }
  }

  /// `.interactive`: a drag that reached the keyboard, let go with `velocity` (points per
  /// second, y down) not upward, dismisses it.
  func keyboardDragEnded(velocity: CGPoint) {
    defer { dragReachedKeyboard = false }
    guard dragReachedKeyboard, velocity.y >= 0 else { return }
    dismissKeyboardByDrag()
  }

  private func dismissKeyboardByDrag() {
    guard let window, window.keyboard.isShown,
      let responder = window.firstResponder, responder is any KeyboardTextInput
    else { return }
    _ = responder.resignFirstResponder()
  }
}
