import Foundation

/// The appearances a tab bar keeps.
@preconcurrency @MainActor
final class TabBarAppearances {
  var standard = UITabBarAppearance()
  /// Whether code assigned ``standard``: only then is it drawn (see ``UITabBar``).
  var assigned = false
  var scrollEdge: UITabBarAppearance?
  var compact: UITabBarAppearance?

  init() {}
}

extension UITabBar {
  /// The bar's appearance (`standardAppearance`, iOS 13), copied when assigned. Once assigned
  /// it is drawn: its background and hairline instead of the bar's default (``barTintColor``
  /// or `systemBackground`), its `stackedLayoutAppearance` states for the items (`normal` and
  /// `selected` `iconColor`, title attributes, badge colours; `disabled` for a disabled item),
  /// an unset colour falling back to the bar's own (`tintColor`, ``unselectedItemTintColor``).
  public var standardAppearance: UITabBarAppearance {
    get { appearances.standard }
    set {
      appearances.standard = newValue.copy()
      appearances.assigned = true
      updateBackground()
      refresh()
    }
  }

  /// The appearance over content scrolled to the bottom edge (`scrollEdgeAppearance`, iOS 15),
  /// copied when assigned. Not drawn: the tab bar does not follow a scroll view, and draws
  /// ``standardAppearance`` at every scroll position.
  public var scrollEdgeAppearance: UITabBarAppearance? {
    get { appearances.scrollEdge }
    set { appearances.scrollEdge = newValue?.copy() }
  }

  /// The appearance in compact height (`compactAppearance`), copied when assigned; the
  /// simulated iPhones in portrait never have a compact height, so it is not drawn.
  public var compactAppearance: UITabBarAppearance? {
    get { appearances.compact }
    set { appearances.compact = newValue?.copy() }
  }
}
