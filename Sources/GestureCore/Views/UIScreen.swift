import Foundation

/// The simulated device's display (`UIScreen`): its size in points and its pixels per point.
///
/// A scene built from a scenario has one screen, the device's, which its window holds
/// (``UIWindow/screen``) and which ``main`` returns to code running in the scene (view
/// controllers' `loadView`, recognizer actions, layout). Outside a scene `main` is an empty
/// screen of scale 1. The screen is portrait and fixed: there is no rotation, mirroring or
/// brightness. Apple: UIScreen (`bounds`, `scale`, `nativeBounds`, `nativeScale`).
public final class UIScreen: Sendable {
  /// The screen's rectangle in points, origin at zero (`bounds`): 375 × 667 on `iphone-se`.
  public let bounds: CGRect
  /// Device pixels per point (`scale`): 2 or 3 on iPhones.
  public let scale: CGFloat
  /// The screen's traits (`traitCollection`): the appearance the device is set to, the
  /// scenario's `appearance` (light by default), the level, the scenario's `interfaceLevel`
  /// (base by default), and the text size, the scenario's `contentSizeCategory` (large by
  /// default), which every window on it inherits, and the app's layout direction (the
  /// scenario's `layoutDirection`, left to right by default).
  public let traitCollection: UITraitCollection

  /// A screen of `bounds` (points), `scale` (pixels per point), appearance `style`, level
  /// `level`, text size `category` and the app's `layoutDirection`.
  package init(
    bounds: CGRect, scale: CGFloat, style: UIUserInterfaceStyle = .light,
    level: UIUserInterfaceLevel = .base, category: UIContentSizeCategory = .large,
    layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight
  ) {
    self.bounds = bounds
    self.scale = scale
    self.traitCollection = .of(
      style, level: level, category: category,
      sizeClasses: UIUserInterfaceSizeClass.of(screen: bounds.size),
      direction: UITraitEnvironmentLayoutDirection(layoutDirection))
  }

  /// The screen's size classes, (horizontal, vertical) (``UIUserInterfaceSizeClass``).
  var sizeClasses: (UIUserInterfaceSizeClass, UIUserInterfaceSizeClass) {
    UIUserInterfaceSizeClass.of(screen: bounds.size)
  }

  /// The screen of the scene whose code is running (`UIScreen.main`; deprecated in iOS 16 in
  /// favour of the window scene's screen, and still what most code reads).
  public static var main: UIScreen {
    SimulationContext.screen ?? UIScreen(bounds: .zero, scale: 1)
  }

  /// The screen's rectangle in pixels (`nativeBounds`), portrait: `bounds` × `scale`.
  public var nativeBounds: CGRect {
    CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
  }

  /// Pixels per point of the physical display (`nativeScale`); the same as ``scale`` here
  /// (no display-zoom or downsampled devices are simulated).
  public var nativeScale: CGFloat { scale }
}

extension UIScreen: UITraitEnvironment {
  /// Called when the screen's traits change (`traitCollectionDidChange(_:)`); a simulated
  /// screen's appearance is fixed for the run, so this is never called.
  nonisolated public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}
