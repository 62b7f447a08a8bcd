import Foundation

/// A scene's lasting record (`UISceneSession`, iOS 13): its role, its configuration and the
/// scene it is shown in.
@preconcurrency @MainActor
open class UISceneSession: Hashable {
  /// The kind of scene (`role`).
  public let role: Role
  /// The configuration the scene was made from (`configuration`): the app delegate's answer to
  /// `application(_:configurationForConnecting:options:)` once the scene connects.
  public internal(set) var configuration: UISceneConfiguration
  /// The session's identifier (`persistentIdentifier`), the same on every run: the simulation
  /// is one launch with one session, and a fixed name keeps the output deterministic.
  public let persistentIdentifier = "gesturerender-scene-session-1"
  /// The scene shown for the session (`scene`), held weakly as on iOS.
  public internal(set) weak var scene: UIScene?
  /// Values the app keeps with the session (`userInfo`), `nil` until set; kept for the run.
  open var userInfo: [String: Any]?

  /// A session of `role` made from `configuration`.
  package init(role: Role, configuration: UISceneConfiguration) {
    self.role = role
    self.configuration = configuration
  }

  /// Identity, as `NSObject`'s equality.
  nonisolated public static func == (lhs: UISceneSession, rhs: UISceneSession) -> Bool {
    lhs === rhs
  }

  /// Identity's hash.
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }

  /// The kinds of scene (`UISceneSession.Role`), with UIKit's strings.
  public struct Role: RawRepresentable, Hashable, Sendable {
    /// The role's string.
    public var rawValue: String
    /// The role of `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The app's main interactive window scene (`windowApplication`).
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    /// A window on an external display that takes no input
    /// (`windowExternalDisplayNonInteractive`).
    public static let windowExternalDisplayNonInteractive = Role(
      rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
  }
}

/// What a scene is made from (`UISceneConfiguration`, iOS 13): a name matching the app's
/// Info.plist, the session role, and optionally the scene delegate's class.
///
/// A scenario has no Info.plist: a configuration with no ``delegateClass`` stands for the
/// template's entry (`$(PRODUCT_MODULE_NAME).SceneDelegate`), and the launch makes the code's
/// class that adopts ``UIWindowSceneDelegate`` (docs/uikit-code.md, "The app and scene
/// delegates"). ``storyboard`` is kept and not loaded.
@preconcurrency @MainActor
open class UISceneConfiguration {
  /// The configuration's name in the Info.plist (`name`).
  public let name: String?
  /// The session role it is for (`role`).
  public let role: UISceneSession.Role
  /// The scene delegate's class (`delegateClass`): the launch makes the code's class of this
  /// name; `nil` means the code's `UIWindowSceneDelegate` class.
  open var delegateClass: AnyClass?
  /// The scene's class (`sceneClass`); the scene is always a ``UIWindowScene`` here.
  open var sceneClass: AnyClass?
  /// The storyboard whose initial controller would be the window's root (`storyboard`); kept,
  /// not used: the scenario's `storyboard` names it instead.
  open var storyboard: UIStoryboard?

  /// A configuration named `name` for `sessionRole` (`init(name:sessionRole:)`).
  public init(name: String?, sessionRole: UISceneSession.Role) {
    self.name = name
    self.role = sessionRole
  }
}
