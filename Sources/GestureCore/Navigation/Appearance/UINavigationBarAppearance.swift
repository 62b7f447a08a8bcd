import Foundation

/// The look of a navigation bar (`UINavigationBarAppearance`, iOS 13): the background and
/// hairline of ``UIBarAppearance``, the titles' attributes, the buttons' looks and the back
/// indicator.
///
/// Drawn: ``titleTextAttributes`` and ``largeTitleTextAttributes`` (`.font`,
/// `.foregroundColor`; a key left out falls back to the bar's own `titleTextAttributes` /
/// `largeTitleTextAttributes`, then to UIKit's defaults: 17 pt semibold and 34 pt bold
/// `.label`), ``titlePositionAdjustment`` (moves the small title), ``buttonAppearance`` and
/// ``doneButtonAppearance`` (`normal` title attributes of `.plain` and `.done` buttons;
/// `disabled` for a disabled one), ``backButtonAppearance`` (the back button's title) and the
/// back indicator image (drawn instead of the chevron, in the tint colour when it is a
/// template).
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
  /// The small title's attributes (`titleTextAttributes`); default empty.
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// How far the small title moves from its place, points (`titlePositionAdjustment`).
  open var titlePositionAdjustment: UIOffset = .zero
  /// The large title's attributes (`largeTitleTextAttributes`); default empty.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The look of `.plain` buttons (`buttonAppearance`).
  open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
  /// The look of `.done` buttons (`doneButtonAppearance`).
  open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
  /// The look of the back button's title (`backButtonAppearance`).
  open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain)
  /// The image shown instead of the back chevron (`backIndicatorImage`), or `nil` for UIKit's
  /// chevron (UIKit returns its own chevron image here; this model has no image of it).
  open private(set) var backIndicatorImage: UIImage?
  /// The mask of the back title during transitions (`backIndicatorTransitionMaskImage`):
  /// stored, not drawn.
  open private(set) var backIndicatorTransitionMaskImage: UIImage?

  /// Sets the back indicator and its transition mask
  /// (`setBackIndicatorImage(_:transitionMaskImage:)`); `nil` restores the chevron.
  open func setBackIndicatorImage(
    _ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?
  ) {
    self.backIndicatorImage = backIndicatorImage
    self.backIndicatorTransitionMaskImage = backIndicatorTransitionMaskImage
  }

  override func copyDetails(from other: UIBarAppearance) {
    guard let other = other as? UINavigationBarAppearance else { return }
    titleTextAttributes = other.titleTextAttributes
    titlePositionAdjustment = other.titlePositionAdjustment
    largeTitleTextAttributes = other.largeTitleTextAttributes
    buttonAppearance = other.buttonAppearance.copy()
    doneButtonAppearance = other.doneButtonAppearance.copy()
    backButtonAppearance = other.backButtonAppearance.copy()
    backIndicatorImage = other.backIndicatorImage
    backIndicatorTransitionMaskImage = other.backIndicatorTransitionMaskImage
  }
}
