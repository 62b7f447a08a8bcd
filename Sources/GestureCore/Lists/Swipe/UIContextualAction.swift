import Foundation

/// One swipe action of a table row, UIKit's `UIContextualAction`: a titled (or imaged)
/// button revealed under the row, whose handler runs when the user taps it or swipes the row
/// fully (the first action of a configuration that performs it on a full swipe).
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
  /// The look of an action (`UIContextualAction.Style`).
  public enum Style: Int, Sendable {
    /// A grey button (`systemGray`).
    case normal
    /// A red button (`systemRed`); on a full swipe the row is expected to go.
    case destructive
  }

  /// What runs when the action is performed (`UIContextualAction.Handler`): the action, the
  /// view of its button, and the completion to call with whether it was performed (true
  /// closes the row's actions; for a destructive action the row stays removed).
  public typealias Handler =
    @MainActor (UIContextualAction, UIView, @escaping @MainActor (Bool) -> Void) -> Void

  /// The look (`style`).
  public let style: Style
  /// The title on the button (`title`).
  open var title: String?
  /// The fill of the button (default by ``style``: `systemGray` or `systemRed`).
  open var backgroundColor: UIColor!
  /// The image on the button (`image`): centred, drawn in white (a template, unless its
  /// rendering mode is `.alwaysOriginal`); with a ``title`` the title shows under it only on
  /// rows at least 91 pt tall, as on iOS (docs/tables.md, "Swipe actions"). Read when the
  /// row is swiped.
  open var image: UIImage?
  /// The handler (`handler`).
  public let handler: Handler

  /// An action of `style` showing `title` (`init(style:title:handler:)`).
  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
    self.backgroundColor = style == .destructive ? .systemRed : .systemGray
    super.init()
  }
}

/// The swipe actions of one edge of a row, UIKit's `UISwipeActionsConfiguration`: the first
/// action sits nearest the edge the row is swiped from.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
  /// The actions, the first nearest the edge (`actions`).
  public let actions: [UIContextualAction]
  /// Whether swiping the row past the full-swipe threshold performs the first action
  /// (`performsFirstActionWithFullSwipe`, default true).
  open var performsFirstActionWithFullSwipe = true

  /// A configuration of `actions` (`init(actions:)`).
  public init(actions: [UIContextualAction]) {
    self.actions = actions
    super.init()
  }
}
