import Foundation

/// A tap on a sheet's dimming dismisses the sheet, as a user's dismissal (Apple,
/// `isModalInPresentation`: when true, "UIKit ignores events outside the view controller's
/// bounds and prevents the interactive dismissal"; when false, a tap outside the sheet
/// dismisses it). The dimming takes touches only where it shows: above a sheet resting at or
/// below its largest undimmed detent, touches reach the presenting screen instead.
extension UISheetPresentationController {
  /// Puts the dismissing tap on the presentation's dimming view.
  func installDimmingTap(on dimming: UIView) {
    let tap = UITapGestureRecognizer(target: nil, action: nil)
    tap.addTarget(self, action: UISheetPresentationController.dimmingTapped)
    dimming.addGestureRecognizer(tap)
  }

  /// The tap ended on the dimming: refused when the presented controller
  /// `isModalInPresentation` or the delegate's `presentationControllerShouldDismiss(_:)` says
  /// no (the delegate hears `presentationControllerDidAttemptToDismiss(_:)`); otherwise
  /// `presentationControllerWillDismiss(_:)`, the sheet slides down as `dismiss(animated:)`
  /// slides it, and `presentationControllerDidDismiss(_:)` once it is gone. A tap during a drag
  /// or a transition does nothing.
  private func dimmingTapped(_ tap: UITapGestureRecognizer) {
    guard tap.state == .ended, drag == nil, let presentation, presentation.phase == .presented
    else { return }
    if presentedViewController.isModalInPresentation
      || delegate?.presentationControllerShouldDismiss(self) == false
    {
      record("sheet.refused", "dismissal by a tap outside the sheet refused")
      delegate?.presentationControllerDidAttemptToDismiss(self)
      return
    }
    delegate?.presentationControllerWillDismiss(self)
    record("sheet.dismissed", "dismissed by a tap outside the sheet")
    presentation.dismissChain(animated: true) { [self] in
      delegate?.presentationControllerDidDismiss(self)
    }
  }
}
