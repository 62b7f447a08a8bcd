import Foundation

/// The pasteboard, UIKit's `UIPasteboard`: the general pasteboard of the simulated device, in
/// memory, empty when the run starts and gone when it ends.
///
/// A pasteboard holds items, each a dictionary from a type identifier to a value; the typed
/// properties read and write them as UIKit's reference describes: ``string`` is the first
/// item's text and setting it replaces every item with one holding the text, ``strings`` one
/// item per text, and likewise ``url``/``urls`` (`public.url`), ``image``/``images``
/// (`public.png`) and ``color``/``colors``. Each change adds 1 to ``changeCount`` and posts
/// ``changedNotification``. Setting a typed property to `nil` removes every item (the model's
/// reading of "set to nil", which Apple does not document).
///
/// Only this app writes to the pasteboard during a run, so reading it never shows iOS 16's
/// "Allow Paste" prompt, which appears only for content another app copied; the prompt is not
/// drawn and reading records nothing.
@preconcurrency @MainActor
open class UIPasteboard {
  /// The pasteboard's name (`name`).
  public let name: Name
  /// The items, first to last (`items`); each maps type identifiers to values.
  open var items: [[String: Any]] {
    get { storage }
    set { replace(with: newValue) }
  }
  /// How many times the contents changed since the run began (`changeCount`).
  public private(set) var changeCount = 0
  /// Whether the pasteboard outlives the app (`isPersistent`): the general pasteboard always
  /// does on iOS; here it lives for one run.
  public var isPersistent: Bool { true }

  private var storage: [[String: Any]] = []
  /// The notification center to post changes to.
  private let scheduler: Scheduler?

  /// A pasteboard named `name` posting to `scheduler`'s notification center.
  package init(name: Name, scheduler: Scheduler?) {
    self.name = name
    self.scheduler = scheduler
  }

  /// The general pasteboard of the simulated device (`general`), the same object for the
  /// whole run. Reading it outside a running simulation stops with a message, as there is no
  /// device.
  public class var general: UIPasteboard {
    guard let application = SimulationContext.application else {
      preconditionFailure(
        "UIPasteboard.general was read outside a running simulation: only code that runs in "
          + "a scene has a device's pasteboard")
    }
    return application.generalPasteboard
  }

  /// The number of items (`numberOfItems`).
  public var numberOfItems: Int { storage.count }

  /// Replaces the items with `items` (`setItems(_:options:)`); the options (local only,
  /// expiration date) are accepted and have no effect within one run.
  open func setItems(_ items: [[String: Any]], options: [OptionsKey: Any] = [:]) {
    replace(with: items)
  }

  /// Adds `items` after the existing ones (`addItems(_:)`).
  open func addItems(_ items: [[String: Any]]) {
    replace(with: storage + items)
  }

  // MARK: Typed values

  /// The first item's text (`string`, type `public.utf8-plain-text`); setting it replaces
  /// every item with one holding the text.
  open var string: String? {
    get { strings?.first }
    set { set(newValue.map { [$0] }, type: Self.textType) }
  }
  /// Every item's text, in order (`strings`), or `nil` when no item has text; setting it makes
  /// one item per text.
  open var strings: [String]? {
    get { values(Self.textType, as: String.self) }
    set { set(newValue, type: Self.textType) }
  }
  /// The first item's URL (`url`, type `public.url`).
  open var url: URL? {
    get { urls?.first }
    set { set(newValue.map { [$0] }, type: Self.urlType) }
  }
  /// Every item's URL (`urls`), or `nil` when none has one.
  open var urls: [URL]? {
    get { values(Self.urlType, as: URL.self) }
    set { set(newValue, type: Self.urlType) }
  }
  /// The first item's image (`image`, type `public.png`).
  open var image: UIImage? {
    get { images?.first }
    set { set(newValue.map { [$0] }, type: Self.imageType) }
  }
  /// Every item's image (`images`), or `nil` when none has one.
  open var images: [UIImage]? {
    get { values(Self.imageType, as: UIImage.self) }
    set { set(newValue, type: Self.imageType) }
  }
  /// The first item's colour (`color`, type `com.apple.uikit.color`).
  open var color: UIColor? {
    get { colors?.first }
    set { set(newValue.map { [$0] }, type: Self.colorType) }
  }
  /// Every item's colour (`colors`), or `nil` when none has one.
  open var colors: [UIColor]? {
    get { values(Self.colorType, as: UIColor.self) }
    set { set(newValue, type: Self.colorType) }
  }

  /// Whether an item has text (`hasStrings`).
  public var hasStrings: Bool { has(Self.textType) }
  /// Whether an item has a URL (`hasURLs`).
  public var hasURLs: Bool { has(Self.urlType) }
  /// Whether an item has an image (`hasImages`).
  public var hasImages: Bool { has(Self.imageType) }
  /// Whether an item has a colour (`hasColors`).
  public var hasColors: Bool { has(Self.colorType) }

  /// The type identifiers of the first item (`types`), sorted.
  public var types: [String] { storage.first.map { $0.keys.sorted() } ?? [] }

  /// Whether any item has a value of one of `pasteboardTypes` (`contains(pasteboardTypes:)`).
  public func contains(pasteboardTypes: [String]) -> Bool {
    storage.contains { item in pasteboardTypes.contains { item[$0] != nil } }
  }

  /// The first item's value for `pasteboardType` (`value(forPasteboardType:)`).
  public func value(forPasteboardType pasteboardType: String) -> Any? {
    storage.first?[pasteboardType]
  }

  /// Replaces the items with one holding `value` for `pasteboardType`
  /// (`setValue(_:forPasteboardType:)`).
  open func setValue(_ value: Any, forPasteboardType pasteboardType: String) {
    replace(with: [[pasteboardType: value]])
  }

  /// The type of text (`UTType.utf8PlainText`).
  nonisolated static let textType = "public.utf8-plain-text"
  /// The type of URLs (`UTType.url`).
  nonisolated static let urlType = "public.url"
  /// The type of images (`UTType.png`).
  nonisolated static let imageType = "public.png"
  /// UIKit's type of colours.
  nonisolated static let colorType = "com.apple.uikit.color"

  private func values<T>(_ type: String, as _: T.Type) -> [T]? {
    let found = storage.compactMap { $0[type] as? T }
    return found.isEmpty ? nil : found
  }

  private func has(_ type: String) -> Bool { storage.contains { $0[type] != nil } }

  private func set<T>(_ values: [T]?, type: String) {
    replace(with: (values ?? []).map { [type: $0] })
  }

  private func replace(with items: [[String: Any]]) {
    storage = items
    changeCount += 1
    scheduler?.postNotification(Self.changedNotification, object: self)
  }

  /// A pasteboard's name (`UIPasteboard.Name`).
  public struct Name: RawRepresentable, Hashable, Sendable {
    /// The name's string.
    public var rawValue: String
    /// The name of `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The system-wide general pasteboard (`general`).
    public static let general = Name(rawValue: "com.apple.UIKit.pboard.general")
  }

  /// The keys of ``setItems(_:options:)``'s options (`UIPasteboard.OptionsKey`).
  public struct OptionsKey: RawRepresentable, Hashable, Sendable {
    /// The key's string.
    public var rawValue: String
    /// The key of `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Keep the items on this device (`localOnly`).
    public static let localOnly = OptionsKey(rawValue: "UIPasteboardOptionLocalOnly")
    /// Remove the items at a date (`expirationDate`).
    public static let expirationDate = OptionsKey(rawValue: "UIPasteboardOptionExpirationDate")
  }

  /// Posted after the contents change (`changedNotification`), with the pasteboard as object.
  nonisolated public static let changedNotification = Notification.Name(
    "UIPasteboardChangedNotification")
}
