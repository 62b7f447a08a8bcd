import Foundation

/// The label a ``UIButton`` draws its title with (UIKit's private `UIButtonLabel`): a
/// ``UILabel`` that asks its button to lay out again when its font changes, since a title
/// beside an image is placed by its width.
final class UIButtonLabel: UILabel {
  /// The font; a change marks the button for layout.
  override var font: UIFont! {
    didSet { superview?.setNeedsLayout() }
  }
}
