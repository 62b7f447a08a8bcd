import Foundation

/// The device the scenario runs on (`UIDevice`): an iPhone in portrait, running iOS 17.
///
/// What an app reads of it is fixed for a run: the simulated device never rotates, so
/// `orientationDidChangeNotification` is never posted, and the names are the generic ones iOS 16
/// and later give apps without the user-assigned-device-name entitlement ("iPhone").
@preconcurrency @MainActor
open class UIDevice {
  /// The device (`current`).
  public static let current = UIDevice()

  /// The kinds of device (`UIUserInterfaceIdiom`, UIKit's raw values).
  public enum UserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    case mac = 5
    case vision = 6
  }

  /// How the device is held (`UIDeviceOrientation`, UIKit's raw values).
  public enum Orientation: Int, Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 3
    case landscapeRight = 4
    case faceUp = 5
    case faceDown = 6

    /// Whether it is a portrait orientation (`isPortrait`).
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether it is a landscape orientation (`isLandscape`).
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether it is flat (`isFlat`).
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether it is portrait or landscape (`isValidInterfaceOrientation`).
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
  }

  /// Posted when the device turns (`orientationDidChangeNotification`); never, here.
  public static let orientationDidChangeNotification = Notification.Name(
    "UIDeviceOrientationDidChangeNotification")

  nonisolated init() {}

  /// `.phone` (`userInterfaceIdiom`): every scenario device is an iPhone.
  open var userInterfaceIdiom: UserInterfaceIdiom { .phone }
  /// `.portrait` (`orientation`).
  open var orientation: Orientation { .portrait }
  /// "iOS" (`systemName`).
  open var systemName: String { "iOS" }
  /// "17.0" (`systemVersion`): the release whose behaviour the simulation models.
  open var systemVersion: String { "17.0" }
  /// "iPhone" (`model`).
  open var model: String { "iPhone" }
  /// "iPhone" (`localizedModel`).
  open var localizedModel: String { "iPhone" }
  /// "iPhone" (`name`), the generic name iOS gives apps.
  open var name: String { "iPhone" }
  /// Whether the device posts orientation notifications (`isGeneratingDeviceOrientationNotifications`):
  /// true, as an app's device does; it never turns.
  open var isGeneratingDeviceOrientationNotifications: Bool { true }
  /// Starts orientation notifications (`beginGeneratingDeviceOrientationNotifications()`).
  open func beginGeneratingDeviceOrientationNotifications() {}
  /// Ends orientation notifications (`endGeneratingDeviceOrientationNotifications()`).
  open func endGeneratingDeviceOrientationNotifications() {}
  /// Whether the device runs several apps at once (`isMultitaskingSupported`): true.
  open var isMultitaskingSupported: Bool { true }
}
