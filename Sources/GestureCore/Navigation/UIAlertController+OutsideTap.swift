import Foundation

/// A tap outside an action sheet's panels on the iPhone runs its cancel action, as the cancel
/// button would: the sheet is dismissed, then the action's handler runs. Without a cancel
/// action, and for alerts, a tap outside does nothing. Apple documents only that `.cancel`
/// "indicates the action cancels the operation and leaves things unchanged"; the tap outside
/// is how iOS behaves on the iPhone (observed: an action sheet without a cancel action stays
/// up, an alert can only be left by one of its buttons).
extension UIAlertController {
  /// Puts the tap that watches for touches outside the panels on an action sheet's view (an
  /// alert gets none: a tap outside it does nothing).
  func installOutsideTap(on view: AlertView) {
    guard preferredStyle == .actionSheet else { return }
    let tap = UITapGestureRecognizer(target: nil, action: nil)
    tap.addTarget(self, action: UIAlertController.outsideTapped)
    view.addGestureRecognizer(tap)
  }

  /// A tap on the alert's view: outside the panels (the view itself is hit, not a panel),
  /// on an action sheet with an enabled cancel action, it taps that action.
  private func outsideTapped(_ tap: UITapGestureRecognizer) {
    guard tap.state == .ended, let view = viewIfLoaded,
      view.hitTest(tap.location(in: view), with: nil) === view,
      let cancel = actions.first(where: { $0.style == .cancel })
    else { return }
    tapped(cancel)
  }
}
