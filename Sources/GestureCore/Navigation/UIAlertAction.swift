import Foundation

/// A button of an alert or action sheet (`UIAlertAction`): a title, a style, and a handler
/// UIKit calls after the alert has been dismissed by a tap on the button (docs/presentation.md).
@preconcurrency @MainActor
open class UIAlertAction: _ObjCProtocol {
  /// How the button is drawn (`UIAlertAction.Style`, UIKit's raw values).
  public enum Style: Int, Sendable {
    /// The tint colour, regular weight (`default`).
    case `default` = 0
    /// Semibold; at the bottom of a stacked alert, on the left of a two-button one, apart in
    /// an action sheet (`cancel`; at most one per alert).
    case cancel = 1
    /// System red (`destructive`).
    case destructive = 2
  }

  /// The button's title (`title`).
  public let title: String?
  /// The button's style (`style`).
  public let style: Style
  /// Whether the button can be tapped (`isEnabled`, default true); a disabled one is grey and
  /// ignores taps.
  open var isEnabled = true { didSet { onChange?() } }
  /// The name the button's view takes, which a scenario's steps reach it by
  /// (`accessibilityIdentifier`, from `UIAccessibilityIdentification`); without one the
  /// button is named by its ``title``.
  open var accessibilityIdentifier: String? { didSet { onChange?() } }
  /// What runs when the button is tapped, after the dismissal.
  let handler: ((UIAlertAction) -> Void)?
  /// Tells the alert's view to show a change.
  var onChange: (() -> Void)?

  /// An action with a title, a style and a handler (`init(title:style:handler:)`). UIKit
  /// calls `handler` with the action once the alert the button was tapped in is dismissed.
  public init(
    title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil
  ) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}
