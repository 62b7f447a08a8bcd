import Foundation

/// What an item of a bar has in common (`UIBarItem`), the superclass of ``UIBarButtonItem``
/// and ``UITabBarItem``: a title, images, insets, a tag, whether it is enabled, and the
/// attributes its title is drawn with in each control state.
///
/// Drawn from the title attributes: `.font` and `.foregroundColor` (other keys are kept and
/// read back, not drawn). A bar button item's attributes win over its bar's
/// `UIBarButtonItemAppearance`; a tab bar item's over its tab bar's
/// `UITabBarItemAppearance` (the state `.selected` for the selected tab, else `.normal`,
/// `.disabled` for a disabled one, each falling back to `.normal`, as UIKit looks them up).
///
/// Apple: https://developer.apple.com/documentation/uikit/uibaritem
@preconcurrency @MainActor
open class UIBarItem: _ObjCProtocol, AssociatedObjectHost {
  /// Values attached with ``objc_setAssociatedObject(_:_:_:_:)`` (owned by the item).
  nonisolated let associatedObjectStore = AssociatedObjectStore()

  /// The title (`title`, default `nil`).
  open var title: String? { didSet { barItemDidChange() } }
  /// The image (`image`, default `nil`).
  open var image: UIImage? { didSet { barItemDidChange() } }
  /// The image for a landscape iPhone's compact bar (`landscapeImagePhone`, default `nil`:
  /// ``image``). The simulated devices are portrait, so it is kept and read back, not drawn.
  open var landscapeImagePhone: UIImage? { didSet { barItemDidChange() } }
  /// The image the large content viewer shows for the item (`largeContentSizeImage`, default
  /// `nil`: ``image``); the viewer appears on a long press at accessibility text sizes, which
  /// the scenarios do not reach: kept and read back.
  open var largeContentSizeImage: UIImage? { didSet { barItemDidChange() } }
  /// The insets of the image in the place the bar gives it, points (`imageInsets`, default
  /// zero): a tab's image box and a bar button's image are inset by them.
  open var imageInsets = UIEdgeInsets.zero { didSet { barItemDidChange() } }
  /// The insets of the landscape image (`landscapeImagePhoneInsets`, default zero): kept,
  /// see ``landscapeImagePhone``.
  open var landscapeImagePhoneInsets = UIEdgeInsets.zero
  /// Whether the item can be used (`isEnabled`, default true): a disabled item is drawn faded
  /// and a tap on it does nothing.
  open var isEnabled = true { didSet { barItemDidChange() } }
  /// A number for the app to identify the item by (`tag`, default 0).
  open var tag = 0
  /// The identifier the script reaches the item's view by (`accessibilityIdentifier`).
  open var accessibilityIdentifier: String? { didSet { barItemDidChange() } }

  /// The title attributes set per state, by the state's raw value.
  private var titleAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]
  /// What the appearance proxies set on the item and what the code set directly
  /// (docs/appearance.md, "Appearance proxies").
  final var appearanceMarks = AppearanceMarks()

  /// An item with no title or image (`init()`).
  public init() {}

  /// An item decoded from an archive (`init?(coder:)`, required as in UIKit); nothing is
  /// decoded: the item starts with UIKit's defaults.
  public required init?(coder: NSCoder) {}

  /// Sets the attributes the title is drawn with in `state` (`setTitleTextAttributes(_:for:)`);
  /// `nil` removes them. `.font` and `.foregroundColor` are drawn.
  open func setTitleTextAttributes(
    _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
  ) {
    if noteAppearance(
      .titleTextAttributes(state.rawValue), attributes,
      { (item: UIBarItem, value) in item.setTitleTextAttributes(value, for: state) })
    {
      return
    }
    titleAttributesByState[state.rawValue] = attributes
    barItemDidChange()
  }

  /// The attributes set for exactly `state` (`titleTextAttributes(for:)`), or `nil`.
  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    titleAttributesByState[state.rawValue]
  }

  /// The attributes the title is drawn with in `state`: those of `state`, over those of
  /// `.normal` (a key left out of `state`'s falls back to `.normal`'s).
  final func drawnTitleAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any] {
    var attributes = titleAttributesByState[UIControl.State.normal.rawValue] ?? [:]
    if state != .normal, let own = titleAttributesByState[state.rawValue] {
      attributes.merge(own) { _, new in new }
    }
    return attributes
  }

  /// Called when a property the bars draw changes; the tab bar item redraws its tab.
  func barItemDidChange() {}

  /// The view the bar made to show the item (its button, custom view or tab), while it lives.
  final weak var shownView: UIView?

  /// The value of `key` (`value(forKey:)`, key-value coding): `view`, the view a bar shows
  /// for the item (its button, its custom view, its tab; `nil` while no bar shows it), the key
  /// UIKit keeps privately and code that points at a bar item reads; `title`, `image`, `tag`,
  /// `enabled`, `landscapeImagePhone`, `largeContentSizeImage`; the stored properties of the
  /// code's own subclasses. Another key stops the run with the message iOS raises
  /// (`NSUnknownKeyException`: "this class is not key value coding-compliant for the key").
  open func value(forKey key: String) -> Any? {
    switch key {
    case "view": return shownView
    case "title": return title
    case "image": return image
    case "tag": return tag
    case "enabled", "isEnabled": return isEnabled
    case "landscapeImagePhone": return landscapeImagePhone
    case "largeContentSizeImage": return largeContentSizeImage
    default:
      if let value = KeyValueCoding.value(of: self, forKey: key) { return value }
      preconditionFailure(
        "[<\(type(of: self))> valueForUndefinedKey:]: this class is not key value "
          + "coding-compliant for the key \(key).")
    }
  }
}
