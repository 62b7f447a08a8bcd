import Foundation

/// The label a ``UIButton`` draws its title with (UIKit's private `UIButtonLabel`): a
/// ``UILabel`` that asks its button to lay out again when its font changes, since a title
/// beside an image is placed by its width, and to measure its intrinsic size again.
final class UIButtonLabel: UILabel {
  /// The font; a change marks the button for layout and invalidates its intrinsic size.
  override var font: UIFont! {
    didSet {
      superview?.setNeedsLayout()
      superview?.invalidateIntrinsicContentSize()
    }
  }
}
