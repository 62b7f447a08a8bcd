import Foundation

/// The look of a toolbar (`UIToolbarAppearance`, iOS 13): the background and hairline of
/// ``UIBarAppearance`` (the hairline along the bar's top edge) and the buttons' looks.
///
/// Drawn: the background and hairline. ``buttonAppearance`` and ``doneButtonAppearance`` are
/// stored (the toolbar draws its buttons as a navigation bar's default buttons: 17 pt, `.done`
/// semibold, in the tint colour).
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
  /// The look of `.plain` buttons (`buttonAppearance`): stored.
  open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
  /// The look of `.done` buttons (`doneButtonAppearance`): stored.
  open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)

  override func copyDetails(from other: UIBarAppearance) {
    guard let other = other as? UIToolbarAppearance else { return }
    buttonAppearance = other.buttonAppearance.copy()
    doneButtonAppearance = other.doneButtonAppearance.copy()
  }
}
