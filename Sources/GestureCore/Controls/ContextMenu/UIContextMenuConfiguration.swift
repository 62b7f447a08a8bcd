import Foundation

/// What makes a context menu's preview: a view controller to show in place of the pressed
/// view, or `nil` for the pressed view itself (`UIContextMenuContentPreviewProvider`).
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// What makes a context menu's menu from the system's suggested elements (none here:
/// `UIContextMenuActionProvider`); `nil` shows the preview without a menu.
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

/// What a context menu shows (`UIContextMenuConfiguration`, iOS 13): the preview and the menu,
/// both made when the menu is about to show (docs/presentation.md, "Context menus").
@preconcurrency @MainActor
open class UIContextMenuConfiguration {
  /// What tells this configuration apart (`identifier`): the one given, or a new UUID string
  /// (an `NSString`) when none was, as UIKit makes one.
  public let identifier: any NSCopying
  /// Makes the preview (`previewProvider`); `nil` lifts the pressed view itself.
  let previewProvider: UIContextMenuContentPreviewProvider?
  /// Makes the menu (`actionProvider`); `nil` shows no menu.
  let actionProvider: UIContextMenuActionProvider?

  /// A configuration (`init(identifier:previewProvider:actionProvider:)`).
  public init(
    identifier: (any NSCopying)? = nil,
    previewProvider: UIContextMenuContentPreviewProvider? = nil,
    actionProvider: UIContextMenuActionProvider? = nil
  ) {
    self.identifier = identifier ?? (UUID().uuidString as NSString)
    self.previewProvider = previewProvider
    self.actionProvider = actionProvider
  }
}
