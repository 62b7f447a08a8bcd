import Foundation

/// Trait collections of views: where a view's appearance comes from, and who hears
/// ``UIView/traitCollectionDidChange(_:)``.
extension UIView: UITraitEnvironment {
  /// The view's traits (`traitCollection`): its ``overrideUserInterfaceStyle`` when that is not
  /// unspecified, else the override of the view controller whose root view it is, else its
  /// superview's traits, else (a window) the screen's, else (a view in no window) the current
  /// traits, ``UITraitCollection/current`` (Apple, "Supporting Dark Mode in your interface":
  /// "traits … flow down the hierarchy … from the screen to windows, view controllers and
  /// views"; `overrideUserInterfaceStyle`). The colours of a view are resolved against it when
  /// a frame is captured, so a dynamic colour set on a view draws in the view's appearance.
  /// Its level is ``resolvedUserInterfaceLevel``, its text size
  /// ``resolvedContentSizeCategory``, its layout direction its superview's
  /// ``effectiveUserInterfaceLayoutDirection`` (the app's for a window).
  public var traitCollection: UITraitCollection {
    .of(
      resolvedUserInterfaceStyle(inheriting: nil), level: resolvedUserInterfaceLevel,
      category: resolvedContentSizeCategory,
      direction: UITraitEnvironmentLayoutDirection(inheritedLayoutDirection))
  }

  /// The text size the view shows: its window's screen's (the scenario's
  /// `contentSizeCategory`), else (a view in no window) the current traits'. Views cannot
  /// override it (`traitOverrides` and `setOverrideTraitCollection(_:forChild:)` are not
  /// modelled).
  var resolvedContentSizeCategory: UIContentSizeCategory {
    if let window = self as? UIWindow ?? window { return window.screenContentSizeCategory }
    return UITraitCollection.current.preferredContentSizeCategory
  }

  /// The level the view shows: its window's screen's (the scenario's `interfaceLevel`), else
  /// (a view in no window) the current traits'. Views cannot override it, as in UIKit, where
  /// a presented sheet or popover raises it (not modelled).
  var resolvedUserInterfaceLevel: UIUserInterfaceLevel {
    if let window = self as? UIWindow ?? window { return window.screenUserInterfaceLevel }
    return UITraitCollection.current.userInterfaceLevel
  }

  /// The style the view shows: its own or its controller's override, else `inherited` (the
  /// superview's, when the caller already knows it) or the superview's, the screen's for a
  /// window, the current traits' for a view in no window.
  func resolvedUserInterfaceStyle(inheriting inherited: UIUserInterfaceStyle?)
    -> UIUserInterfaceStyle
  {
    if overrideUserInterfaceStyle != .unspecified { return overrideUserInterfaceStyle }
    if let style = controllerOverride { return style }
    return inherited ?? superviewUserInterfaceStyle
  }

  /// The override of the controller whose root view this is, `nil` when unspecified or none.
  var controllerOverride: UIUserInterfaceStyle? {
    guard let controller = owningViewController, controller.viewIfLoaded === self,
      controller.overrideUserInterfaceStyle != .unspecified
    else { return nil }
    return controller.overrideUserInterfaceStyle
  }

  /// The style the view inherits: its superview's, the screen's for a window, the current
  /// traits' for a view in no window.
  var superviewUserInterfaceStyle: UIUserInterfaceStyle {
    if let superview { return superview.resolvedUserInterfaceStyle(inheriting: nil) }
    if let window = self as? UIWindow { return window.screenUserInterfaceStyle }
    return UITraitCollection.current.userInterfaceStyle
  }

  /// Runs `change` (a change of superview) and calls ``UIView/traitCollectionDidChange(_:)``
  /// on the view's subtree, and on the controllers of the root views in it, when the style the
  /// view shows differs afterwards.
  func notifyingTraitChange(_ change: () -> Void) {
    let before = resolvedUserInterfaceStyle(inheriting: nil)
    change()
    traitStyleChanged(from: before)
  }

  /// Notifies the subtree as ``notifyingTraitChange(_:)`` does when the style the view shows
  /// now differs from `before`.
  func traitStyleChanged(from before: UIUserInterfaceStyle) {
    if resolvedUserInterfaceStyle(inheriting: nil) != before {
      notifyTraitCollectionDidChange(
        previous: .of(
          before, level: resolvedUserInterfaceLevel, category: resolvedContentSizeCategory,
          direction: UITraitEnvironmentLayoutDirection(inheritedLayoutDirection)))
    }
  }

  /// Calls ``UIView/traitCollectionDidChange(_:)`` with `previous` on this view, its
  /// controller, and every descendant that inherits its style, parents first, each followed by
  /// its trait-change registrations (``UITraitChangeObservable``).
  private func notifyTraitCollectionDidChange(previous: UITraitCollection) {
    deliverTraitChange(
      previous: previous, current: traitCollection, didChange: { self.traitCollectionDidChange($0) }
    )
    if let controller = owningViewController, controller.viewIfLoaded === self {
      let current = controller.traitCollection
      if current != previous {
        controller.deliverTraitChange(
          previous: previous, current: current,
          didChange: { controller.traitCollectionDidChange($0) })
      }
    }
    for subview in subviews where subview.overrideUserInterfaceStyle == .unspecified {
      if subview.controllerOverride != nil { continue }
      subview.notifyTraitCollectionDidChange(previous: previous)
    }
  }
}
