import Foundation

/// Trait collections of view controllers.
extension UIViewController: UITraitEnvironment {
  /// The controller's traits (`traitCollection`): its ``overrideUserInterfaceStyle`` when that
  /// is not unspecified, else what its root view's superview (or the window's screen) shows;
  /// without a loaded view in a window, the current traits (``UITraitCollection/current``).
  /// Reading it never loads the view. Its level and text size are the root view's
  /// (``UIView/traitCollection``), the current traits' without a loaded view.
  public var traitCollection: UITraitCollection {
    guard let view = viewIfLoaded else {
      if overrideUserInterfaceStyle != .unspecified {
        let current = UITraitCollection.current
        return .of(
          overrideUserInterfaceStyle, level: current.userInterfaceLevel,
          category: current.preferredContentSizeCategory, direction: current.layoutDirection)
      }
      return .current
    }
    let style =
      overrideUserInterfaceStyle != .unspecified
      ? overrideUserInterfaceStyle : view.superviewUserInterfaceStyle
    return .of(
      style, level: view.resolvedUserInterfaceLevel, category: view.resolvedContentSizeCategory,
      direction: UITraitEnvironmentLayoutDirection(view.inheritedLayoutDirection))
  }
}
