import Foundation

/// A menu: a titled group of actions and submenus, UIKit's `UIMenu` (iOS 13). A bar button
/// item's or a button's ``UIBarButtonItem/menu`` shows it when tapped (Controls/MenuPresentation
/// draws it); a child menu with ``Options-swift.struct/displayInline`` shows its children in
/// place, set apart, and any other child menu is a row that opens it.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
  /// How a menu shows, UIKit's `UIMenu.Options`.
  public struct Options: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    /// An option from its raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The children show in the parent menu, set apart from their neighbours
    /// (`displayInline`).
    public static let displayInline = Options(rawValue: 1 << 0)
    /// The menu's row is drawn in red (`destructive`).
    public static let destructive = Options(rawValue: 1 << 1)
    /// Choosing an action turns it on and the others off (`singleSelection`, iOS 15).
    public static let singleSelection = Options(rawValue: 1 << 5)
    /// The children show as a row of icons (`displayAsPalette`, iOS 17); drawn here as rows.
    public static let displayAsPalette = Options(rawValue: 1 << 7)
  }

  /// A menu's identifier, UIKit's `UIMenu.Identifier`.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// An identifier from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// An identifier from its string (`init(_:)`).
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// The menu's identifier (`identifier`); a unique one when none is given.
  public let identifier: Identifier
  /// How the menu shows (`options`).
  public let options: Options
  /// The actions and menus it holds, in order (`children`).
  public let children: [UIMenuElement]

  /// A menu of `children` (`init(title:subtitle:image:identifier:options:children:)`).
  public init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil,
    identifier: Identifier? = nil, options: Options = [], children: [UIMenuElement] = []
  ) {
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.options = options
    self.children = children
    super.init(title: title, subtitle: subtitle, image: image)
  }

  /// A menu with the same title, image, identifier and options holding `newChildren`
  /// (`replacingChildren(_:)`).
  open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
    UIMenu(
      title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
      children: newChildren)
  }

  /// The actions that are on (`state == .on`), depth first through inline children
  /// (`selectedElements`, iOS 16).
  open var selectedElements: [UIMenuElement] {
    children.flatMap { child -> [UIMenuElement] in
      if let action = child as? UIAction { return action.state == .on ? [action] : [] }
      if let menu = child as? UIMenu, menu.options.contains(.displayInline) {
        return menu.selectedElements
      }
      return []
    }
  }
}
