import Foundation

/// The messages a scene sends about its life, UIKit's `UISceneDelegate` (iOS 13). Every
/// method is optional in UIKit: the defaults below do nothing. The scene owns its delegate.
///
/// Order at launch (Apple, "Managing your app's life cycle"): `scene(_:willConnectTo:options:)`,
/// `sceneWillEnterForeground(_:)`, `sceneDidBecomeActive(_:)`. The simulated person never
/// leaves the app, so the other methods are not called.
@preconcurrency @MainActor
public protocol UISceneDelegate: _ObjCProtocol {
  /// The scene is connecting to the app (`scene(_:willConnectTo:options:)`): where the
  /// template makes its window.
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions)
  /// The scene was released (`sceneDidDisconnect(_:)`); never called here.
  func sceneDidDisconnect(_ scene: UIScene)
  /// The scene became active (`sceneDidBecomeActive(_:)`): once, at launch.
  func sceneDidBecomeActive(_ scene: UIScene)
  /// The scene is about to stop being active (`sceneWillResignActive(_:)`); never called.
  func sceneWillResignActive(_ scene: UIScene)
  /// The scene is coming to the foreground (`sceneWillEnterForeground(_:)`): once, at launch.
  func sceneWillEnterForeground(_ scene: UIScene)
  /// The scene went to the background (`sceneDidEnterBackground(_:)`); never called.
  func sceneDidEnterBackground(_ scene: UIScene)
  /// The scene was asked to open URLs (`scene(_:openURLContexts:)`); never called here.
  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
}

extension UISceneDelegate {
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {}
  public func sceneDidDisconnect(_ scene: UIScene) {}
  public func sceneDidBecomeActive(_ scene: UIScene) {}
  public func sceneWillResignActive(_ scene: UIScene) {}
  public func sceneWillEnterForeground(_ scene: UIScene) {}
  public func sceneDidEnterBackground(_ scene: UIScene) {}
  public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
}

/// A scene delegate that manages windows, UIKit's `UIWindowSceneDelegate` (iOS 13): the
/// template's `SceneDelegate`, whose `window` property holds the window it makes.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
  /// The scene's main window (`window`); the default has none and ignores a new value.
  var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
  public var window: UIWindow? {
    get { nil }
    set {}
  }
}

/// The messages the app sends about its life, UIKit's `UIApplicationDelegate`. Every method
/// is optional in UIKit: the defaults below are UIKit's behaviour without them.
///
/// Order at launch (a scene-based app, iOS 13 and later; Apple, "Responding to the launch of
/// your app"): `application(_:willFinishLaunchingWithOptions:)`,
/// `application(_:didFinishLaunchingWithOptions:)` (launch options `nil`: a launch from the
/// home screen), then, for the scene, `application(_:configurationForConnecting:options:)`.
/// The app-level activity methods (`applicationDidBecomeActive(_:)`…) are not called in a
/// scene-based app, as on iOS; `application(_:didDiscardSceneSessions:)` is called only at a
/// launch after sessions were discarded, which never happens here.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: _ObjCProtocol {
  /// The app's window (`window`): used by apps without scenes; the default has none.
  var window: UIWindow? { get set }
  /// The launch began (`application(_:willFinishLaunchingWithOptions:)`); the default returns
  /// true. The answer is not used (no URL to refuse).
  func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
  /// The launch is done (`application(_:didFinishLaunchingWithOptions:)`); the default
  /// returns true. The answer is not used.
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
  /// The configuration of a connecting scene
  /// (`application(_:configurationForConnecting:options:)`); the default is the Info.plist's
  /// entry, here a configuration named "Default Configuration" for the session's role.
  func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration
  /// Sessions were discarded while the app was not running
  /// (`application(_:didDiscardSceneSessions:)`); never called here.
  func application(
    _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
  /// The app was asked to open a URL (`application(_:open:options:)`); never called here.
  func application(
    _ app: UIApplication, open url: URL,
    options: [UIApplication.OpenURLOptionsKey: Any]
  ) -> Bool
  /// The app became active (`applicationDidBecomeActive(_:)`): not called in a scene-based
  /// app (every app here), as on iOS.
  func applicationDidBecomeActive(_ application: UIApplication)
  /// The app will stop being active (`applicationWillResignActive(_:)`); never called.
  func applicationWillResignActive(_ application: UIApplication)
  /// The app went to the background (`applicationDidEnterBackground(_:)`); never called.
  func applicationDidEnterBackground(_ application: UIApplication)
  /// The app comes to the foreground (`applicationWillEnterForeground(_:)`); never called.
  func applicationWillEnterForeground(_ application: UIApplication)
  /// The app will end (`applicationWillTerminate(_:)`); never called.
  func applicationWillTerminate(_ application: UIApplication)
}

extension UIApplicationDelegate {
  public var window: UIWindow? {
    get { nil }
    set {}
  }
  public func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }
  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }
  public func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
  }
  public func application(
    _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>
  ) {}
  public func application(
    _ app: UIApplication, open url: URL,
    options: [UIApplication.OpenURLOptionsKey: Any]
  ) -> Bool { false }
  public func applicationDidBecomeActive(_ application: UIApplication) {}
  public func applicationWillResignActive(_ application: UIApplication) {}
  public func applicationDidEnterBackground(_ application: UIApplication) {}
  public func applicationWillEnterForeground(_ application: UIApplication) {}
  public func applicationWillTerminate(_ application: UIApplication) {}
}
