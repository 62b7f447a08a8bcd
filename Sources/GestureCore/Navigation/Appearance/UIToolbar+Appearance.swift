import Foundation

extension UIToolbar {
  /// The appearance of a standard-height toolbar (`standardAppearance`, iOS 13): drawn when
  /// content lies under the bar, and always on a toolbar no navigation controller manages.
  /// By default the chrome-material background with a hairline along the top. Copied when
  /// assigned.
  public var standardAppearance: UIToolbarAppearance {
    get { appearances.standard }
    set {
      appearances.standard = newValue.copy()
      appearances.standardAssigned = true
      appearanceDidChange()
    }
  }

  /// The appearance when the content's bottom edge reaches the toolbar
  /// (`scrollEdgeAppearance`, iOS 15); `nil` (the default): ``standardAppearance`` with a
  /// transparent background and no hairline (Apple: "UIKit uses the settings found in the
  /// standardAppearance property, modified to use a transparent background"). Copied when
  /// assigned.
  public var scrollEdgeAppearance: UIToolbarAppearance? {
    get { appearances.scrollEdge }
    set {
      appearances.scrollEdge = newValue?.copy()
      appearanceDidChange()
    }
  }

  /// The appearance in compact height (`compactAppearance`): used when the bar's vertical
  /// size class is compact (never on the simulated iPhones in portrait); `nil`: the standard
  /// one. Copied when assigned.
  public var compactAppearance: UIToolbarAppearance? {
    get { appearances.compact }
    set {
      appearances.compact = newValue?.copy()
      appearanceDidChange()
    }
  }

  /// The compact-height appearance at the scroll edge (`compactScrollEdgeAppearance`,
  /// iOS 15), as ``compactAppearance``. Copied when assigned.
  public var compactScrollEdgeAppearance: UIToolbarAppearance? {
    get { appearances.compactScrollEdge }
    set {
      appearances.compactScrollEdge = newValue?.copy()
      appearanceDidChange()
    }
  }

  /// An appearance (or the bar tint) changed: drawn at the next layout.
  func appearanceDidChange() {
    appearances.applied = nil
    setNeedsLayout()
  }

  /// The appearance drawn now: at the scroll edge (only on a navigation controller's
  /// toolbar) the scroll-edge appearance, else the standard one with a transparent
  /// background; elsewhere the standard one (the compact ones in compact height; filled with
  /// ``barTintColor`` when that is set and the standard appearance was not assigned, as
  /// iOS 15 applies the legacy tint).
  func resolvedAppearance() -> UIToolbarAppearance {
    appearances.resolved(
      compact: traitCollection.verticalSizeClass == .compact,
      atScrollEdge: managedByNavigationController && atScrollEdge, tint: barTintColor)
  }

  /// Draws the appearance that applies now, when it is not the one drawn.
  func applyAppearance() {
    guard drawsBackground else {
      background.isHidden = true
      return
    }
    let appearance = resolvedAppearance()
    guard appearances.applied !== appearance else { return }
    appearances.applied = appearance
    background.show(appearance)
  }
}
