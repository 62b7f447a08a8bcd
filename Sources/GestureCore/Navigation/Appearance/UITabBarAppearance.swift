import Foundation

/// The look of a tab bar (`UITabBarAppearance`, iOS 13): the background and hairline of
/// ``UIBarAppearance`` and the items' looks. iPhones in portrait lay items out stacked (image
/// over title), so ``stackedLayoutAppearance`` is the one drawn; ``inlineLayoutAppearance``,
/// ``compactInlineLayoutAppearance`` and the positioning properties are stored.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
  /// The items' look when stacked (`stackedLayoutAppearance`): drawn.
  open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)
  /// The items' look when inline, on regular-width screens (`inlineLayoutAppearance`): stored.
  open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
  /// The items' look when inline in compact height (`compactInlineLayoutAppearance`): stored.
  open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)
  /// How stacked items are placed (`stackedItemPositioning`): stored; iPhones fill the width.
  open var stackedItemPositioning: UITabBar.ItemPositioning = .automatic
  /// The spacing of centred stacked items, points (`stackedItemSpacing`): stored.
  open var stackedItemSpacing: CGFloat = 0
  /// The width of centred stacked items, points (`stackedItemWidth`): stored.
  open var stackedItemWidth: CGFloat = 0
  /// The selection indicator's tint (`selectionIndicatorTintColor`): stored, not drawn.
  open var selectionIndicatorTintColor: UIColor?
  /// The selection indicator image (`selectionIndicatorImage`): stored, not drawn.
  open var selectionIndicatorImage: UIImage?

  override func copyDetails(from other: UIBarAppearance) {
    guard let other = other as? UITabBarAppearance else { return }
    stackedLayoutAppearance = other.stackedLayoutAppearance.copy()
    inlineLayoutAppearance = other.inlineLayoutAppearance.copy()
    compactInlineLayoutAppearance = other.compactInlineLayoutAppearance.copy()
    stackedItemPositioning = other.stackedItemPositioning
    stackedItemSpacing = other.stackedItemSpacing
    stackedItemWidth = other.stackedItemWidth
    selectionIndicatorTintColor = other.selectionIndicatorTintColor
    selectionIndicatorImage = other.selectionIndicatorImage
  }
}

/// The look of one state of a tab bar item (`UITabBarItemStateAppearance`).
///
/// Drawn: ``iconColor`` (the image's colour), ``titleTextAttributes`` (`.foregroundColor`
/// the title's colour, else ``iconColor``; `.font`), ``badgeBackgroundColor`` (unless the
/// item's own `badgeColor` is set: the item's wins, as its property is more specific) and
/// ``badgeTextAttributes`` `.foregroundColor`. The position adjustments are stored.
@preconcurrency @MainActor
open class UITabBarItemStateAppearance: _ObjCProtocol {
  /// The title's attributes (`titleTextAttributes`); default empty.
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// How far the title moves, points (`titlePositionAdjustment`): stored.
  open var titlePositionAdjustment: UIOffset = .zero
  /// The image's colour (`iconColor`); `nil`: the bar's default for the state.
  open var iconColor: UIColor?
  /// How far the badge moves, points (`badgePositionAdjustment`): stored.
  open var badgePositionAdjustment: UIOffset = .zero
  /// The badge's fill (`badgeBackgroundColor`); `nil`: `systemRed`.
  open var badgeBackgroundColor: UIColor?
  /// The badge text's attributes (`badgeTextAttributes`); `.foregroundColor` is drawn.
  open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// How far the badge's text moves, points (`badgeTitlePositionAdjustment`): stored.
  open var badgeTitlePositionAdjustment: UIOffset = .zero

  init() {}

  func copy(from other: UITabBarItemStateAppearance) {
    titleTextAttributes = other.titleTextAttributes
    titlePositionAdjustment = other.titlePositionAdjustment
    iconColor = other.iconColor
    badgePositionAdjustment = other.badgePositionAdjustment
    badgeBackgroundColor = other.badgeBackgroundColor
    badgeTextAttributes = other.badgeTextAttributes
    badgeTitlePositionAdjustment = other.badgeTitlePositionAdjustment
  }
}

/// The look of tab bar items in one layout (`UITabBarItemAppearance`): one
/// ``UITabBarItemStateAppearance`` per state. ``normal`` and ``selected`` are drawn,
/// ``disabled`` for a disabled item; ``focused`` is stored.
@preconcurrency @MainActor
open class UITabBarItemAppearance: _ObjCProtocol {
  /// The layouts (`UITabBarItemAppearance.Style`).
  public enum Style: Int, Sendable {
    /// Image over title (`stacked`).
    case stacked = 0
    /// Image beside title (`inline`).
    case inline = 1
    /// Image beside title, compact height (`compactInline`).
    case compactInline = 2
  }

  /// Items not selected (`normal`).
  public let normal = UITabBarItemStateAppearance()
  /// The selected item (`selected`).
  public let selected = UITabBarItemStateAppearance()
  /// Disabled items (`disabled`).
  public let disabled = UITabBarItemStateAppearance()
  /// The focused item (`focused`).
  public let focused = UITabBarItemStateAppearance()

  /// The stacked look (`init()`).
  public convenience init() { self.init(style: .stacked) }

  /// The default look for `style` (`init(style:)`).
  public init(style: Style) { configureWithDefault(for: style) }

  /// Resets every state to the default (`configureWithDefault(for:)`): no colours or
  /// attributes, so the bar's tint, `unselectedItemTintColor` and `systemRed` badges.
  open func configureWithDefault(for style: Style) {
    for state in [normal, selected, disabled, focused] {
      state.copy(from: UITabBarItemStateAppearance())
    }
  }

  /// A copy (`copy()`).
  open func copy() -> UITabBarItemAppearance {
    let copied = UITabBarItemAppearance()
    copied.normal.copy(from: normal)
    copied.selected.copy(from: selected)
    copied.disabled.copy(from: disabled)
    copied.focused.copy(from: focused)
    return copied
  }
}

extension UITabBar {
  /// How a tab bar places its items (`UITabBar.ItemPositioning`).
  public enum ItemPositioning: Int, Sendable {
    /// As the device does: filling the width on iPhone (`automatic`).
    case automatic = 0
    /// Filling the width (`fill`).
    case fill = 1
    /// Centred with fixed widths and spacing (`centered`).
    case centered = 2
  }
}
