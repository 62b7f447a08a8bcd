import Foundation

extension UITabBar {
  /// The appearance over content that continues under the bar (`standardAppearance`,
  /// iOS 13), and always on a tab bar no tab bar controller manages. By default the
  /// `systemChromeMaterial` background with a hairline along the top; its
  /// `stackedLayoutAppearance` states colour the items (`normal` and `selected` `iconColor`,
  /// title attributes, badge colours; `disabled` for a disabled item), an unset colour falling
  /// back to the bar's own (`tintColor`, ``unselectedItemTintColor``). Copied when assigned.
  public var standardAppearance: UITabBarAppearance {
    get { appearances.standard }
    set {
      if noteAppearance(
        .property("standardAppearance"), newValue,
        { (target: UITabBar, value) in target.standardAppearance = value })
      {
        return
      }
      appearances.standard = newValue.copy()
      appearances.standardAssigned = true
      appearanceDidChange()
    }
  }

  /// The appearance while the selected tab's content ends at or above the bar's top
  /// (`scrollEdgeAppearance`, iOS 15); `nil` (the default): ``standardAppearance`` with a
  /// transparent background and no hairline (Apple, `scrollEdgeAppearance`: "UIKit uses the
  /// settings found in the standardAppearance property, modified to use a transparent
  /// background"). Copied when assigned.
  public var scrollEdgeAppearance: UITabBarAppearance? {
    get { appearances.scrollEdge }
    set {
      if noteAppearance(
        .property("scrollEdgeAppearance"), newValue,
        { (target: UITabBar, value) in target.scrollEdgeAppearance = value })
      {
        return
      }
      appearances.scrollEdge = newValue?.copy()
      appearanceDidChange()
    }
  }

  /// The appearance in compact height (`compactAppearance`): used when the bar's vertical
  /// size class is compact (never on the simulated iPhones in portrait); `nil`: the standard
  /// one. Copied when assigned.
  public var compactAppearance: UITabBarAppearance? {
    get { appearances.compact }
    set {
      appearances.compact = newValue?.copy()
      appearanceDidChange()
    }
  }

  /// An appearance (or the bar tint) changed: drawn at the next layout.
  func appearanceDidChange() {
    appearances.applied = nil
    setNeedsLayout()
  }

  /// The appearance drawn now: on a tab bar controller's bar at the scroll edge the
  /// scroll-edge appearance, else the standard one with a transparent background; elsewhere
  /// the standard one (filled with ``barTintColor`` when that is set and the standard
  /// appearance was not assigned, as iOS 15 applies the legacy tint to it alone).
  func resolvedAppearance() -> UITabBarAppearance {
    appearances.resolved(
      compact: traitCollection.verticalSizeClass == .compact,
      atScrollEdge: managedByTabBarController && atScrollEdge, tint: barTintColor)
  }

  /// Draws the appearance that applies now, when it is not the one drawn: its background and
  /// hairline, and the items in its colours.
  func applyAppearance() {
    let appearance = resolvedAppearance()
    guard appearances.applied !== appearance else { return }
    appearances.applied = appearance
    background.show(appearance)
    updateButtons()
  }
}
