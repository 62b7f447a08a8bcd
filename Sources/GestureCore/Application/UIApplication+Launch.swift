import Foundation

/// The launch of a scene-based app, in the order iOS 13 and later follow (Apple, "Responding
/// to the launch of your app", "Managing your app's life cycle"; docs/uikit-code.md, "The app
/// and scene delegates").
extension UIApplication {
  /// Launches the app with `delegate` and connects its window scene, up to the moment the
  /// scene's interface is in place (``activate()`` follows):
  ///
  /// 1. `application(_:willFinishLaunchingWithOptions:)` and
  ///    `application(_:didFinishLaunchingWithOptions:)`, with no launch options (a launch from
  ///    the home screen); ``didFinishLaunchingNotification`` is posted after them;
  /// 2. `application(_:configurationForConnecting:options:)` for the scene's session; the
  ///    answer becomes the session's ``UISceneSession/configuration``;
  /// 3. the scene delegate that `makeSceneDelegate` makes for that configuration (the code's
  ///    class named by ``UISceneConfiguration/delegateClass``, else its
  ///    ``UIWindowSceneDelegate`` class) becomes the scene's delegate, and gets
  ///    `scene(_:willConnectTo:options:)` with empty connection options while the scene is
  ///    ``UIScene/ActivationState/foregroundInactive``; ``UIScene/willConnectNotification``
  ///    follows.
  ///
  /// The app is ``State/inactive`` throughout.
  package func launch(
    delegate: (any UIApplicationDelegate)?,
    makeSceneDelegate: (UISceneConfiguration) -> (any UISceneDelegate)?
  ) {
    self.delegate = delegate
    applicationState = .inactive
    if let delegate {
      _ = delegate.application(self, willFinishLaunchingWithOptions: nil)
      _ = delegate.application(self, didFinishLaunchingWithOptions: nil)
    }
    post(Self.didFinishLaunchingNotification)
    let session = windowScene.session
    let options = UIScene.ConnectionOptions()
    let configuration =
      delegate?.application(self, configurationForConnecting: session, options: options)
      ?? UISceneConfiguration(name: "Default Configuration", sessionRole: session.role)
    session.configuration = configuration
    windowScene.delegate = makeSceneDelegate(configuration)
    windowScene.activationState = .foregroundInactive
    windowScene.delegate?.scene(windowScene, willConnectTo: session, options: options)
    windowScene.host.scheduler.postNotification(
      UIScene.willConnectNotification, object: windowScene)
  }

  /// Brings the connected scene to the foreground and makes it active, after its interface is
  /// in place: `sceneWillEnterForeground(_:)` and ``UIScene/willEnterForegroundNotification``,
  /// then the scene and the app become active, `sceneDidBecomeActive(_:)`,
  /// ``UIScene/didActivateNotification`` and ``didBecomeActiveNotification``.
  package func activate() {
    windowScene.delegate?.sceneWillEnterForeground(windowScene)
    windowScene.host.scheduler.postNotification(
      UIScene.willEnterForegroundNotification, object: windowScene)
    windowScene.activationState = .foregroundActive
    applicationState = .active
    windowScene.delegate?.sceneDidBecomeActive(windowScene)
    windowScene.host.scheduler.postNotification(
      UIScene.didActivateNotification, object: windowScene)
    post(Self.didBecomeActiveNotification)
  }

  /// Drops the app's and the scene's delegates (the end of a run), so that the scene
  /// delegate's window and everything it shows can be freed.
  package func releaseDelegates() {
    windowScene.delegate = nil
    delegate = nil
  }

  /// The window the scene delegate made and showed, if any: its `window` property when it is a
  /// window of the scene, else the scene's key window other than `simulationWindow`.
  package func windowMadeByScene(besides simulationWindow: UIWindow) -> UIWindow? {
    if let made = (windowScene.delegate as? any UIWindowSceneDelegate)?.window,
      made !== simulationWindow, made.windowScene === windowScene
    {
      return made
    }
    return windowScene.windows.last { $0 !== simulationWindow && $0.isKeyWindow }
  }
}
