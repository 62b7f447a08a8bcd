import Foundation

/// One instance of the app's user interface, UIKit's `UIScene` (iOS 13). The simulation makes
/// the app's single scene, a ``UIWindowScene``; the code never makes one.
@preconcurrency @MainActor
open class UIScene: UIResponder {
  /// The scene's session (`session`).
  public let session: UISceneSession
  /// The scene's delegate (`delegate`), owned by the scene as on iOS: the code's
  /// ``UIWindowSceneDelegate`` class the launch made, or `nil`.
  open var delegate: (any UISceneDelegate)?
  /// Where the scene is in its life (`activationState`): ``ActivationState/unattached`` until
  /// it connects, ``ActivationState/foregroundInactive`` while it connects, then
  /// ``ActivationState/foregroundActive`` for the rest of the run.
  public internal(set) var activationState: ActivationState = .unattached
  /// The scene's title (`title`), shown by the app switcher on iPad; kept, shown nowhere.
  open var title: String! = ""

  /// The app the scene belongs to (weak: the app owns the scene).
  package weak var application: UIApplication?

  /// A scene with `session`, which comes to know it.
  package init(session: UISceneSession) {
    self.session = session
    super.init()
    session.scene = self
  }

  /// The next responder (`next`): the app, as on iOS.
  open override var next: UIResponder? { application }

  /// The stages of a scene's life (`UIScene.ActivationState`, UIKit's raw values).
  public enum ActivationState: Int, Sendable {
    /// Not connected to the app.
    case unattached = -1
    /// In the foreground, receiving events.
    case foregroundActive = 0
    /// In the foreground, not receiving events.
    case foregroundInactive = 1
    /// In the background.
    case background = 2
  }

  /// What the scene was connected with (`UIScene.ConnectionOptions`): the simulation connects
  /// the scene as when the person taps the app's icon, so every property is empty.
  @preconcurrency @MainActor
  public final class ConnectionOptions {
    /// The URLs the scene was opened with (`urlContexts`): none.
    public let urlContexts: Set<UIOpenURLContext> = []
    /// The bundle identifier of the app that asked for the scene (`sourceApplication`): `nil`.
    public let sourceApplication: String? = nil
    /// The type of a Handoff activity (`handoffUserActivityType`): `nil`.
    public let handoffUserActivityType: String? = nil
    /// Options of a launch from the home screen (no URL, no activity, no shortcut).
    package init() {}
  }

  /// Options that came with a URL (`UIScene.OpenURLOptions`).
  @preconcurrency @MainActor
  public final class OpenURLOptions {
    /// The bundle identifier of the app that opened the URL (`sourceApplication`).
    public let sourceApplication: String?
    /// Whether the file must be opened in place (`openInPlace`).
    public let openInPlace: Bool
    /// Options naming `sourceApplication`.
    package init(sourceApplication: String?, openInPlace: Bool) {
      self.sourceApplication = sourceApplication
      self.openInPlace = openInPlace
    }
  }
}

extension UIScene {
  /// Posted after the scene connects (`willConnectNotification`), right after the delegate's
  /// `scene(_:willConnectTo:options:)`.
  nonisolated public static let willConnectNotification = Notification.Name(
    "UISceneWillConnectNotification")
  /// Posted when the scene disconnects (`didDisconnectNotification`); never posted here.
  nonisolated public static let didDisconnectNotification = Notification.Name(
    "UISceneDidDisconnectNotification")
  /// Posted when the scene becomes active (`didActivateNotification`): once, at launch.
  nonisolated public static let didActivateNotification = Notification.Name(
    "UISceneDidActivateNotification")
  /// Posted when the scene stops being active (`willDeactivateNotification`); never posted.
  nonisolated public static let willDeactivateNotification = Notification.Name(
    "UISceneWillDeactivateNotification")
  /// Posted when the scene comes to the foreground (`willEnterForegroundNotification`): once,
  /// at launch, as the scene leaves the unattached state for the foreground.
  nonisolated public static let willEnterForegroundNotification = Notification.Name(
    "UISceneWillEnterForegroundNotification")
  /// Posted when the scene goes to the background (`didEnterBackgroundNotification`); never
  /// posted.
  nonisolated public static let didEnterBackgroundNotification = Notification.Name(
    "UISceneDidEnterBackgroundNotification")
}

/// A URL a scene was asked to open (`UIOpenURLContext`).
@preconcurrency @MainActor
public final class UIOpenURLContext: Hashable {
  /// The URL (`url`).
  public let url: URL
  /// What came with it (`options`).
  public let options: UIScene.OpenURLOptions

  /// A context of `url` with `options`.
  package init(url: URL, options: UIScene.OpenURLOptions) {
    self.url = url
    self.options = options
  }

  /// Identity, as `NSObject`'s equality.
  nonisolated public static func == (lhs: UIOpenURLContext, rhs: UIOpenURLContext) -> Bool {
    lhs === rhs
  }

  /// Identity's hash.
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
