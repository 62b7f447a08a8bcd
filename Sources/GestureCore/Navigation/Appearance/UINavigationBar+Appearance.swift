import Foundation

extension UINavigationBar {
  /// The appearance of a standard-height bar (`standardAppearance`, iOS 13): drawn when the
  /// content is scrolled under the bar, and always on a bar no navigation controller manages.
  /// Copied when assigned.
  public var standardAppearance: UINavigationBarAppearance {
    get { appearances.standard }
    set {
      if noteAppearance(
        .property("standardAppearance"), newValue,
        { (target: UINavigationBar, value) in target.standardAppearance = value })
      {
        return
      }
      appearances.standard = newValue.copy()
      appearances.standardAssigned = true
      appearanceDidChange()
    }
  }

  /// The appearance over content at its scroll edge (`scrollEdgeAppearance`, iOS 13); `nil`
  /// (the default): ``standardAppearance`` with a transparent background, as on iOS 15.
  /// Copied when assigned.
  public var scrollEdgeAppearance: UINavigationBarAppearance? {
    get { appearances.scrollEdge }
    set {
      if noteAppearance(
        .property("scrollEdgeAppearance"), newValue,
        { (target: UINavigationBar, value) in target.scrollEdgeAppearance = value })
      {
        return
      }
      appearances.scrollEdge = newValue?.copy()
      appearanceDidChange()
    }
  }

  /// The appearance of a compact-height bar (`compactAppearance`): used when the bar's
  /// vertical size class is compact (an iPhone in landscape, which the simulated devices in
  /// portrait never are); `nil`: the standard one. Copied when assigned.
  public var compactAppearance: UINavigationBarAppearance? {
    get { appearances.compact }
    set {
      if noteAppearance(
        .property("compactAppearance"), newValue,
        { (target: UINavigationBar, value) in target.compactAppearance = value })
      {
        return
      }
      appearances.compact = newValue?.copy()
      appearanceDidChange()
    }
  }

  /// The compact-height appearance at the scroll edge (`compactScrollEdgeAppearance`,
  /// iOS 15), as ``compactAppearance``. Copied when assigned.
  public var compactScrollEdgeAppearance: UINavigationBarAppearance? {
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

  /// The standard appearance for `item`: the item's, else the bar's (filled with
  /// ``barTintColor`` when that is set and the standard appearance was not assigned).
  private func standard(for item: UINavigationItem?, compact: Bool) -> UINavigationBarAppearance {
    if compact, let own = item?.compactAppearance ?? appearances.compact { return own }
    if let own = item?.standardAppearance { return own }
    let standard = appearances.standard(tintedWith: barTintColor)
    return appearances.standardAssigned ? standard : legacyImages.applied(to: standard)
  }

  /// The appearance drawn for `item` (by default the top item): at the scroll edge the item's
  /// or the bar's scroll-edge appearance, else the standard one with a transparent background;
  /// elsewhere the standard one. A bar no navigation controller manages is never at the
  /// scroll edge.
  func resolvedAppearance(for item: UINavigationItem? = nil, atScrollEdge: Bool? = nil)
    -> UINavigationBarAppearance
  {
    let shown = item ?? topItem
    let compact = traitCollection.verticalSizeClass == .compact
    let standard = standard(for: shown, compact: compact)
    let edge = navigation != nil && (atScrollEdge ?? self.atScrollEdge)
    guard edge else { return standard }
    if compact, let own = shown?.compactScrollEdgeAppearance ?? appearances.compactScrollEdge {
      return own
    }
    if let own = shown?.scrollEdgeAppearance ?? appearances.scrollEdge { return own }
    return appearances.transparentCopy(of: standard)
  }

  /// Draws the appearance that applies now, when it is not the one drawn.
  func applyAppearance() {
    let appearance = resolvedAppearance()
    guard appearances.applied !== appearance else { return }
    appearances.applied = appearance
    background.show(appearance)
    content?.apply(appearance, title: titleTextAttributes, large: largeTitleTextAttributes)
  }
}

extension UINavigationItem {
  /// The item's standard appearance (`standardAppearance`), winning over the bar's while the
  /// item is on top; `nil` by default. Copied when assigned.
  public var standardAppearance: UINavigationBarAppearance? {
    get { appearances.standard }
    set { appearances.standard = newValue?.copy(); appearanceDidChange() }
  }
  /// The item's scroll-edge appearance (`scrollEdgeAppearance`). Copied when assigned.
  public var scrollEdgeAppearance: UINavigationBarAppearance? {
    get { appearances.scrollEdge }
    set { appearances.scrollEdge = newValue?.copy(); appearanceDidChange() }
  }
  /// The item's compact-height appearance (`compactAppearance`). Copied when assigned.
  public var compactAppearance: UINavigationBarAppearance? {
    get { appearances.compact }
    set { appearances.compact = newValue?.copy(); appearanceDidChange() }
  }
  /// The item's compact-height scroll-edge appearance (`compactScrollEdgeAppearance`,
  /// iOS 15). Copied when assigned.
  public var compactScrollEdgeAppearance: UINavigationBarAppearance? {
    get { appearances.compactScrollEdge }
    set { appearances.compactScrollEdge = newValue?.copy(); appearanceDidChange() }
  }

  private func appearanceDidChange() {
    guard let bar, bar.topItem === self else { return }
    bar.appearanceDidChange()
  }
}

/// The appearances a navigation item keeps.
@preconcurrency @MainActor
final class NavigationItemAppearances {
  var standard: UINavigationBarAppearance?
  var scrollEdge: UINavigationBarAppearance?
  var compact: UINavigationBarAppearance?
  var compactScrollEdge: UINavigationBarAppearance?

  init() {}
}
