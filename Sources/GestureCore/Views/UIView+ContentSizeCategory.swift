import Foundation

/// Something whose font can follow the text size, UIKit's `UIContentSizeCategoryAdjusting`:
/// ``UILabel``, ``UITextView`` and ``UITextField`` here.
@preconcurrency @MainActor
public protocol UIContentSizeCategoryAdjusting: AnyObject {
  /// Whether the font is replaced by the same style's font for the new text size when the
  /// category changes (`adjustsFontForContentSizeCategory`, default false). Only a font from
  /// `UIFont.preferredFont(forTextStyle:)` or `UIFontMetrics.scaledFont(for:)` follows; a
  /// font of a fixed size stays as it is (Apple: the font must be created with one of those).
  var adjustsFontForContentSizeCategory: Bool { get set }
}

extension UIWindow {
  /// Tells the window's views that the screen's text size changed from `old`: top down, each
  /// label that adjusts its font takes the new size, then the view hears
  /// ``UIView/traitCollectionDidChange(_:)`` with its traits at `old`, then the controller
  /// whose root view it is, as ``UIView/notifyingTraitChange(_:)`` does for the appearance.
  func contentSizeCategoryChanged(from old: UIContentSizeCategory) {
    notifyContentSizeCategoryChange(from: old)
  }
}

extension UIView {
  /// The change of text size for this view and its subtree; see
  /// ``UIWindow/contentSizeCategoryChanged(from:)``.
  fileprivate func notifyContentSizeCategoryChange(from old: UIContentSizeCategory) {
    let traits = traitCollection
    if let label = self as? UILabel, label.adjustsFontForContentSizeCategory,
      let font = label.font.adjusted(to: traits.preferredContentSizeCategory)
    {
      label.font = font
    }
    if let textView = self as? UITextView, textView.adjustsFontForContentSizeCategory,
      let font = textView.font?.adjusted(to: traits.preferredContentSizeCategory)
    {
      textView.font = font
    }
    if let field = self as? UITextField, field.adjustsFontForContentSizeCategory,
      let font = field.font?.adjusted(to: traits.preferredContentSizeCategory)
    {
      field.font = font
    }
    deliverTraitChange(
      previous: .of(
        traits.userInterfaceStyle, level: traits.userInterfaceLevel, category: old,
        direction: traits.layoutDirection),
      current: traits, didChange: { self.traitCollectionDidChange($0) })
    if let controller = owningViewController, controller.viewIfLoaded === self {
      let controllerTraits = controller.traitCollection
      controller.deliverTraitChange(
        previous: .of(
          controllerTraits.userInterfaceStyle, level: controllerTraits.userInterfaceLevel,
          category: old, direction: controllerTraits.layoutDirection),
        current: controllerTraits, didChange: { controller.traitCollectionDidChange($0) })
    }
    for subview in subviews {
      subview.notifyContentSizeCategoryChange(from: old)
    }
  }
}
