import Foundation

/// What an element is to assistive apps (`UIAccessibilityTraits`), combined as a set. The raw
/// values are the bits the SDK's constants hold (its header declares them as external
/// constants; code should compare with the constants, not the numbers).
public struct UIAccessibilityTraits: OptionSet, Sendable, Hashable {
  public let rawValue: UInt64
  /// Traits of the given bits.
  public init(rawValue: UInt64) { self.rawValue = rawValue }
  /// No trait (`none`).
  public static let none = UIAccessibilityTraits([])
  /// Acts as a button (`button`).
  public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
  /// Opens a link (`link`).
  public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
  /// Is an image (`image`).
  public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
  /// Is selected (`selected`).
  public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
  /// Plays a sound when activated (`playsSound`).
  public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
  /// Is a keyboard key (`keyboardKey`).
  public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
  /// Is text that does not change (`staticText`).
  public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
  /// Summarises the app's state at launch (`summaryElement`).
  public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
  /// Is disabled (`notEnabled`).
  public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
  /// Updates its label or value often (`updatesFrequently`).
  public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
  /// Is a search field (`searchField`).
  public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
  /// Starts a media session when activated (`startsMediaSession`).
  public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
  /// Can be adjusted through a range of values (`adjustable`): VoiceOver's swipes up and down
  /// call `accessibilityIncrement()`/`accessibilityDecrement()`.
  public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
  /// Takes touches directly (`allowsDirectInteraction`).
  public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
  /// Turns the page when VoiceOver finishes reading it (`causesPageTurn`).
  public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
  /// Is a section header (`header`).
  public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
  /// Is a tab bar (`tabBar`).
  public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 28)
}

/// An action of an element in VoiceOver's actions rotor (`UIAccessibilityCustomAction`). It is
/// stored and readable; nothing here performs it, as no assistive app runs.
@preconcurrency @MainActor
open class UIAccessibilityCustomAction {
  /// The action's name as VoiceOver reads it (`name`).
  open var name: String
  /// The action's image (`image`), or `nil`.
  open var image: UIImage?
  /// The object whose ``selector`` performs the action (`target`, weak as in UIKit).
  open weak var target: AnyObject?
  /// The method performing the action (`selector`).
  open var selector: Selector?
  /// The block performing the action (`actionHandler`), returning whether it succeeded.
  open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?

  /// An action performed by `selector` on `target` (`init(name:target:selector:)`).
  public init(name: String, target: Any?, selector: Selector) {
    self.name = name
    self.target = target as AnyObject?
    self.selector = selector
  }

  /// An action with an image, performed by `selector` on `target`
  /// (`init(name:image:target:selector:)`).
  public init(name: String, image: UIImage?, target: Any?, selector: Selector) {
    self.name = name
    self.image = image
    self.target = target as AnyObject?
    self.selector = selector
  }

  /// An action performed by `actionHandler` (`init(name:actionHandler:)`).
  public init(name: String, actionHandler: ((UIAccessibilityCustomAction) -> Bool)?) {
    self.name = name
    self.actionHandler = actionHandler
  }

  /// An action with an image performed by `actionHandler` (`init(name:image:actionHandler:)`).
  public init(
    name: String, image: UIImage?, actionHandler: ((UIAccessibilityCustomAction) -> Bool)?
  ) {
    self.name = name
    self.image = image
    self.actionHandler = actionHandler
  }
}

/// The state of assistive technologies and the notifications posted to them, UIKit's
/// `UIAccessibility` namespace. The simulation runs no assistive app: every setting reads as
/// off, and a posted notification is recorded as an `accessibility.post` timeline event.
@preconcurrency @MainActor
public enum UIAccessibility {
  /// A notification to assistive apps (`UIAccessibility.Notification`), raw values as the
  /// SDK's constants.
  public struct Notification: RawRepresentable, Hashable, Sendable {
    public let rawValue: UInt32
    /// A notification of the given value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// A new screen appeared (`screenChanged`); the argument is the element to focus.
    public static let screenChanged = Notification(rawValue: 1000)
    /// The layout of the screen changed (`layoutChanged`); the argument is the element to
    /// focus.
    public static let layoutChanged = Notification(rawValue: 1001)
    /// Text to announce (`announcement`); the argument is the string.
    public static let announcement = Notification(rawValue: 1008)
    /// A scroll finished (`pageScrolled`); the argument describes the new position.
    public static let pageScrolled = Notification(rawValue: 1009)

    /// The name the timeline gives the notification.
    var name: String {
      switch self {
      case .screenChanged: return "screenChanged"
      case .layoutChanged: return "layoutChanged"
      case .announcement: return "announcement"
      case .pageScrolled: return "pageScrolled"
      default: return "notification \(rawValue)"
      }
    }
  }

  /// Posts `notification` to assistive apps (`post(notification:argument:)`): recorded as an
  /// `accessibility.post` timeline event whose detail is the notification's name and the
  /// argument (a string as it is, a view by its name), at the simulated time of the call.
  public static func post(notification: Notification, argument: Any?) {
    let view = argument as? UIView
    var detail = notification.name
    if let text = argument as? String {
      detail += ": \(text)"
    } else if let view {
      detail += ": \(view.identifier)"
    } else if let argument {
      detail += ": \(argument)"
    }
    SimulationContext.eventLog?.record("accessibility.post", view: view, detail: detail)
  }

  /// Whether VoiceOver is on (`isVoiceOverRunning`): always false here.
  public static var isVoiceOverRunning: Bool { false }
  /// Whether Switch Control is on (`isSwitchControlRunning`): always false here.
  public static var isSwitchControlRunning: Bool { false }
  /// Whether the user asked for reduced motion (`isReduceMotionEnabled`): false here.
  public static var isReduceMotionEnabled: Bool { false }
  /// Whether the user asked for reduced transparency (`isReduceTransparencyEnabled`): false.
  public static var isReduceTransparencyEnabled: Bool { false }
  /// Whether the user asked for bold text (`isBoldTextEnabled`): false here.
  public static var isBoldTextEnabled: Bool { false }
}

/// The accessibility properties the app set on a responder (``UIResponder/accessibilityStorage``).
@preconcurrency @MainActor
final class AccessibilityStorage {
  var isElement: Bool?
  var label: String?
  var hint: String?
  var value: String?
  var traits: UIAccessibilityTraits?
  var frame: CGRect?
  var elements: [Any]?
  var elementsHidden: Bool?
  var viewIsModal: Bool?
  var groupsChildren: Bool?
  var customActions: [UIAccessibilityCustomAction]?
}

extension UIResponder {
  /// The storage of the accessibility properties, made on first use.
  func accessibilityStoring() -> AccessibilityStorage {
    if let accessibilityStorage { return accessibilityStorage }
    let made = AccessibilityStorage()
    accessibilityStorage = made
    return made
  }

  /// A view's bounds in its window's coordinates (the screen's), else zero.
  var defaultAccessibilityFrame: CGRect {
    guard let view = self as? UIView, view.window != nil else { return .zero }
    return view.convert(view.bounds, to: nil)
  }
}
