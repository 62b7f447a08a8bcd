import Foundation

/// The running app, UIKit's `UIApplication`: one per simulation, made by the simulation (never
/// by the code) and reached as ``shared`` while the simulation runs the code.
///
/// It is owned by the window of the run (``UIWindow/application``), not a process-wide
/// singleton: two simulations each see their own, as two apps would. The app is launched as
/// iOS 13 and later launch a scene-based app (docs/uikit-code.md, "The app and scene
/// delegates"): ``applicationState`` is ``State/inactive`` during
/// `application(_:didFinishLaunchingWithOptions:)` and the scene's connection, and
/// ``State/active`` from the moment the scene becomes active, when
/// ``didBecomeActiveNotification`` is posted; the simulated person never leaves the app, so
/// the app stays active for the whole run.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
  /// The app of the simulation running the code (`shared`).
  ///
  /// There is always one while the tool runs the code (building the scene, every frame); code
  /// that runs outside a simulation (a test's own objects) has no app, and reading `shared`
  /// there stops with a message saying so, as there is no device to ask.
  public class var shared: UIApplication {
    guard let application = SimulationContext.application else {
      preconditionFailure(
        "UIApplication.shared was read outside a running simulation: only code that runs in a "
          + "scene (view controllers, views, responders, timers) has an application")
    }
    return application
  }

  /// The app's delegate (`delegate`): the code's `UIApplicationDelegate` class that the launch
  /// made (the one marked `@main`), or `nil` when the code has none. The app keeps it for the
  /// whole run, as `UIApplicationMain` does on iOS.
  open var delegate: (any UIApplicationDelegate)?

  /// The state of the app (`applicationState`): ``State/inactive`` while it launches,
  /// ``State/active`` once its scene is active (for the rest of the run).
  public internal(set) var applicationState: State = .inactive

  /// Whether the screen stays on without touches (`isIdleTimerDisabled`, default false). Kept
  /// and read back; the simulated screen never dims, whatever its value.
  open var isIdleTimerDisabled = false

  /// The number on the app's icon (`applicationIconBadgeNumber`, default 0; deprecated in
  /// iOS 17 for `UNUserNotificationCenter.setBadgeCount`). Kept and read back; setting it
  /// records an `application.badge` event with the number, as there is no home screen to show
  /// it on.
  open var applicationIconBadgeNumber = 0 {
    didSet {
      guard applicationIconBadgeNumber != oldValue else { return }
      eventLog?.record(
        "application.badge", view: nil,
        detail: "applicationIconBadgeNumber = \(applicationIconBadgeNumber)")
    }
  }

  /// The scenes connected to the app (`connectedScenes`): the one window scene of the run.
  public var connectedScenes: Set<UIScene> { [windowScene] }

  /// The sessions of the app's scenes (`openSessions`): the window scene's.
  public var openSessions: Set<UISceneSession> { [windowScene.session] }

  /// Whether the app shows more than one scene at a time (`supportsMultipleScenes`): false, as
  /// on an iPhone.
  public var supportsMultipleScenes: Bool { false }

  /// The app's windows (`windows`, deprecated in iOS 15 for ``UIWindowScene/windows``): its
  /// scene's, in the order they were made.
  public var windows: [UIWindow] { windowScene.windows }

  /// The key window (`keyWindow`, deprecated in iOS 13 for ``UIWindowScene/keyWindow``).
  public var keyWindow: UIWindow? { windowScene.keyWindow }

  /// The text size the person chose (`preferredContentSizeCategory`): the scenario's
  /// `contentSizeCategory`, and a change the run makes to it (the key window's screen).
  public var preferredContentSizeCategory: UIContentSizeCategory {
    keyWindow?.screenContentSizeCategory ?? windowScene.host.category
  }

  /// The direction the app's language lays the interface out in
  /// (`userInterfaceLayoutDirection`): the scenario's `layoutDirection` (`--layout-direction`),
  /// left to right by default (the key window's screen).
  public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    keyWindow?.screenLayoutDirection ?? windowScene.host.layoutDirection
  }

  /// The app's window scene, made with the app.
  package let windowScene: UIWindowScene

  /// The device's general pasteboard (``UIPasteboard/general``), empty at launch.
  package private(set) lazy var generalPasteboard = UIPasteboard(
    name: .general, scheduler: windowScene.host.scheduler)

  /// The values set on appearance proxies in this run, once one was set (``UIAppearance``).
  final var existingAppearanceTable: AppearanceTable?

  /// The orientation of the app's interface (`statusBarOrientation`, deprecated in iOS 13):
  /// the window scene's ``UIWindowScene/interfaceOrientation``, portrait on the simulated
  /// devices.
  public var statusBarOrientation: UIInterfaceOrientation { windowScene.interfaceOrientation }

  /// The URLs that ``open(_:options:completionHandler:)`` asked for, in order.
  package internal(set) var openedURLs: [URL] = []

  /// The app of the simulation run in `window`: a window scene with one session of the role
  /// ``UISceneSession/Role/windowApplication``, holding `window`, which becomes the scene's
  /// window and the owner of the app.
  package init(simulating window: UIWindow) {
    windowScene = UIWindowScene(host: SceneHost(window: window))
    super.init()
    windowScene.application = self
    window.ownedApplication = self
    window.windowScene = windowScene
  }

  /// The next responder (`next`): the app's delegate when it is a responder (the template's
  /// `AppDelegate: UIResponder`), as on iOS; else none.
  open override var next: UIResponder? { delegate as? UIResponder }

  /// The timeline of the simulation the app runs in.
  var eventLog: EventLog? { windowScene.host.eventLog }

  /// Posts `name` with the app as its object to the simulation's notification center.
  package func post(_ name: Notification.Name) {
    windowScene.host.scheduler.postNotification(name, object: self)
  }

  /// Sends an action message (`sendAction(_:to:from:for:)`): to `target` when given, else to
  /// the first responder of the key window, or the sender when nothing is first responder
  /// (a responder sender; UIKit's behaviour for a control's `nil` target), and up the
  /// responder chain (view, view controller, window, scene, app, app delegate) to the first
  /// object that implements `action`. Returns whether an object received it; a `target` that
  /// does not implement `action` stops the run ("unrecognized selector"), as on iOS.
  @discardableResult
  open func sendAction(
    _ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?
  ) -> Bool {
    if let target {
      ObjectiveCRuntime.sendAction(action, to: target as AnyObject, from: sender, event: event)
      return true
    }
    var responder: UIResponder? = keyWindow?.firstResponder ?? (sender as? UIResponder)
    while let current = responder {
      if current.responds(to: action) {
        ObjectiveCRuntime.sendAction(action, to: current, from: sender, event: event)
        return true
      }
      responder = current.next
    }
    return false
  }

  /// The string of the URL that opens the app's own page in Settings
  /// (`openSettingsURLString`): `app-settings:`, as on iOS.
  nonisolated public static let openSettingsURLString = "app-settings:"

  /// The states of an app (`UIApplication.State`, UIKit's raw values).
  public enum State: Int, Sendable {
    /// In the foreground and receiving events.
    case active = 0
    /// In the foreground, not receiving events (launching, an alert of the system over it).
    case inactive = 1
    /// In the background.
    case background = 2
  }

  /// The keys of the launch options dictionary (`UIApplication.LaunchOptionsKey`); a launch
  /// from the home screen, the only one here, has no options (the dictionary is `nil`).
  public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
    /// The key's string.
    public var rawValue: String
    /// The key of `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The URL the app was opened with (`url`).
    public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
    /// The bundle identifier of the app that opened it (`sourceApplication`).
    public static let sourceApplication = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
    /// A remote notification that launched it (`remoteNotification`).
    public static let remoteNotification = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
    /// A Home screen quick action that launched it (`shortcutItem`).
    public static let shortcutItem = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
  }

  /// The keys of ``open(_:options:completionHandler:)``'s options
  /// (`UIApplication.OpenExternalURLOptionsKey`).
  public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
    /// The key's string.
    public var rawValue: String
    /// The key of `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Open only a universal link whose app is installed (`universalLinksOnly`, a `Bool`).
    public static let universalLinksOnly = OpenExternalURLOptionsKey(
      rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
  }

  /// The keys of the options an app delegate's `application(_:open:options:)` gets
  /// (`UIApplication.OpenURLOptionsKey`).
  public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
    /// The key's string.
    public var rawValue: String
    /// The key of `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The bundle identifier of the app that asked to open the URL (`sourceApplication`).
    public static let sourceApplication = OpenURLOptionsKey(
      rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
    /// Whether the file must be opened in place (`openInPlace`).
    public static let openInPlace = OpenURLOptionsKey(
      rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
  }
}

extension UIApplication {
  /// Posted when the app becomes active (`didBecomeActiveNotification`): once, at launch,
  /// after the scene delegate's `sceneDidBecomeActive(_:)`.
  nonisolated public static let didBecomeActiveNotification = Notification.Name(
    "UIApplicationDidBecomeActiveNotification")
  /// Posted when the app stops being active (`willResignActiveNotification`); the simulated
  /// person never leaves the app, so it is never posted.
  nonisolated public static let willResignActiveNotification = Notification.Name(
    "UIApplicationWillResignActiveNotification")
  /// Posted when the app goes to the background (`didEnterBackgroundNotification`); never
  /// posted here (the app stays in the foreground).
  nonisolated public static let didEnterBackgroundNotification = Notification.Name(
    "UIApplicationDidEnterBackgroundNotification")
  /// Posted when the app comes back to the foreground (`willEnterForegroundNotification`);
  /// never posted here (a launch is not a return to the foreground).
  nonisolated public static let willEnterForegroundNotification = Notification.Name(
    "UIApplicationWillEnterForegroundNotification")
  /// Posted after the app delegate's `application(_:didFinishLaunchingWithOptions:)`
  /// returns (`didFinishLaunchingNotification`), once, before the scene connects.
  nonisolated public static let didFinishLaunchingNotification = Notification.Name(
    "UIApplicationDidFinishLaunchingNotification")
  /// Posted when the app is about to end (`willTerminateNotification`); never posted here.
  nonisolated public static let willTerminateNotification = Notification.Name(
    "UIApplicationWillTerminateNotification")
  /// Posted when the system is low on memory (`didReceiveMemoryWarningNotification`); never
  /// posted here.
  nonisolated public static let didReceiveMemoryWarningNotification = Notification.Name(
    "UIApplicationDidReceiveMemoryWarningNotification")
  /// Posted when the person takes a screenshot (`userDidTakeScreenshotNotification`); never
  /// posted here.
  nonisolated public static let userDidTakeScreenshotNotification = Notification.Name(
    "UIApplicationUserDidTakeScreenshotNotification")
  /// Posted when the day changes or the clock is set (`significantTimeChangeNotification`);
  /// never posted here (the simulated clock starts at 0 and only runs forward).
  nonisolated public static let significantTimeChangeNotification = Notification.Name(
    "UIApplicationSignificantTimeChangeNotification")
}
