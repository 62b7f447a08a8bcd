import Foundation

/// Trait collections of view controllers.
extension UIViewController: UITraitEnvironment {
  /// The controller's traits (`traitCollection`): its ``overrideUserInterfaceStyle`` when that
  /// is not unspecified, else what its root view's superview (or the window's screen) shows;
  /// without a loaded view in a window, the current traits (``UITraitCollection/current``).
  /// Reading it never loads the view.
  public var traitCollection: UITraitCollection {
    if overrideUserInterfaceStyle != .unspecified { return .of(overrideUserInterfaceStyle) }
    guard let view = viewIfLoaded else { return .current }
    return .of(view.superviewUserInterfaceStyle)
  }
}
