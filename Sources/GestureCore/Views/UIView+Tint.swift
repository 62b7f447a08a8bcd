import Foundation

/// Tint colour propagation: who hears ``UIView/tintColorDidChange()``.
extension UIView {
  /// Calls ``UIView/tintColorDidChange()`` on this view and on every descendant that inherits
  /// its tint (one that has its own tint, and its subtree, keeps theirs), parents first.
  func notifyTintColorDidChange() {
    // What a template image is drawn in changed.
    if self is UIImageView { displayDidChange() }
    tintColorDidChange()
    for subview in subviews where subview.ownTintColor == nil {
      subview.notifyTintColorDidChange()
    }
  }

  /// Runs `move` (a change of superview) and notifies the view's subtree when the tint it
  /// inherits differs afterwards.
  func notifyingTintChange(_ move: () -> Void) {
    let before = tintColor
    move()
    if ownTintColor == nil, tintColor != before { notifyTintColorDidChange() }
  }
}
