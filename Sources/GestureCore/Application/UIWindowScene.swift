import Foundation

/// A scene that shows windows, UIKit's `UIWindowScene` (iOS 13): the app's one scene here,
/// covering the scenario's device screen.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
  /// The simulation's clock, timeline and screen, which windows made for the scene share.
  package let host: SceneHost
  /// The scene's windows, held weakly as on iOS (the scene delegate or the simulation owns
  /// them), in the order they joined.
  private var windowReferences: [WeakWindow] = []

  /// A scene of `host`'s simulation, in a new session of role
  /// ``UISceneSession/Role/windowApplication``.
  package init(host: SceneHost) {
    self.host = host
    super.init(
      session: UISceneSession(
        role: .windowApplication,
        configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication)))
  }

  /// The scene's windows (`windows`), those still alive, in the order they joined the scene.
  public var windows: [UIWindow] { windowReferences.compactMap(\.window) }

  /// The scene's key window (`keyWindow`, iOS 15), the last made key with `makeKey()` or
  /// `makeKeyAndVisible()`, or `nil` before any.
  public var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

  /// The screen the scene is on (`screen`): the scenario's device screen, as its key window
  /// sees it (a text size changed during the run included).
  public var screen: UIScreen {
    keyWindow?.screen
      ?? UIScreen(
        bounds: host.bounds, scale: host.scale, style: host.style, level: host.level,
        category: host.category, layoutDirection: host.layoutDirection)
  }

  /// The scene's traits (`traitCollection`): the screen's.
  public var traitCollection: UITraitCollection { screen.traitCollection }

  /// How the interface is turned (`interfaceOrientation`): portrait, as the simulated device
  /// never rotates.
  public var interfaceOrientation: UIInterfaceOrientation { .portrait }

  /// Adds `window` to ``windows`` (``UIWindow/windowScene`` set).
  func add(_ window: UIWindow) {
    windowReferences.removeAll { $0.window == nil || $0.window === window }
    windowReferences.append(WeakWindow(window: window))
  }

  /// Removes `window` from ``windows``.
  func remove(_ window: UIWindow) {
    windowReferences.removeAll { $0.window == nil || $0.window === window }
  }

  private struct WeakWindow {
    weak var window: UIWindow?
  }
}

/// The orientations of an app's interface (`UIInterfaceOrientation`, UIKit's raw values).
public enum UIInterfaceOrientation: Int, Sendable {
  /// Unknown.
  case unknown = 0
  /// Upright, the home button (or indicator) at the bottom.
  case portrait = 1
  /// Upside down.
  case portraitUpsideDown = 2
  /// Turned so the home indicator is on the left.
  case landscapeLeft = 4
  /// Turned so the home indicator is on the right.
  case landscapeRight = 3

  /// Whether it is a portrait orientation (`isPortrait`).
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// Whether it is a landscape orientation (`isLandscape`).
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
