import Foundation

/// The kinds of device (`UIUserInterfaceIdiom`): UIKit's top-level name for
/// ``UIDevice/UserInterfaceIdiom``.
public typealias UIUserInterfaceIdiom = UIDevice.UserInterfaceIdiom

/// The look of a bar's background and its bottom (or top) hairline (`UIBarAppearance`,
/// iOS 13), shared by ``UINavigationBarAppearance`` and ``UITabBarAppearance``.
///
/// A new appearance is configured as ``configureWithDefaultBackground()`` (Apple: "the
/// default values for the bar's background"). The background is drawn in layers, bottom
/// first: ``backgroundEffect``, ``backgroundColor``, ``backgroundImage`` (stretched to the
/// bar, `.scaleToFill`); then the shadow: ``shadowImage`` if set, else a one-pixel
/// (1/scale pt) line of ``shadowColor`` along the bar's edge facing the content.
///
/// The blur of ``backgroundEffect`` is drawn as its style's tint colour over what lies behind
/// (for the default `systemChromeMaterial`, white at 75 %; the table in docs/navigation.md,
/// "UIVisualEffectView"), not as a blur: bars are redrawn on every scrolled frame, and a
/// backdrop blur would make each such frame redraw whole. Over the usual plain content the
/// difference is the blurred detail of what scrolls under the bar.
///
/// Bars copy an appearance when it is assigned (UIKit declares those properties `copy`), so
/// changing an appearance after assigning it changes nothing until it is assigned again.
@preconcurrency @MainActor
open class UIBarAppearance: _ObjCProtocol {
  /// The blur under the bar's content (`backgroundEffect`); default
  /// `UIBlurEffect(style: .systemChromeMaterial)`.
  open var backgroundEffect: UIBlurEffect?
  /// The colour over the effect (`backgroundColor`); default `nil`.
  open var backgroundColor: UIColor?
  /// An image over the colour, stretched to the bar (`backgroundImage`); default `nil`.
  open var backgroundImage: UIImage?
  /// How ``backgroundImage`` fills the bar (`backgroundImageContentMode`, default
  /// `.scaleToFill`).
  open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
  /// The colour of the one-pixel hairline at the bar's edge (`shadowColor`); default black at
  /// 30 %, `nil` for none.
  open var shadowColor: UIColor?
  /// An image drawn instead of the hairline, at its own height across the bar's width
  /// (`shadowImage`); default `nil`.
  open var shadowImage: UIImage?
  /// The device family the appearance is for (`idiom`): the device's.
  public let idiom: UIUserInterfaceIdiom

  /// An appearance with the default background (`init()`).
  public required init() {
    idiom = UIDevice.current.userInterfaceIdiom
    configureWithDefaultBackground()
  }

  /// An appearance with the default background for `idiom` (`init(idiom:)`).
  public required init(idiom: UIUserInterfaceIdiom) {
    self.idiom = idiom
    configureWithDefaultBackground()
  }

  /// A copy of `barAppearance`'s background and shadow (`init(barAppearance:)`).
  public required init(barAppearance: UIBarAppearance) {
    idiom = barAppearance.idiom
    copyBackground(from: barAppearance)
  }

  /// A copy of this appearance (`copy()`), of the same class with every property.
  open func copy() -> Self {
    let copied = Self(barAppearance: self)
    copied.copyDetails(from: self)
    return copied
  }

  /// What subclasses add to a copy.
  func copyDetails(from other: UIBarAppearance) {}

  private func copyBackground(from other: UIBarAppearance) {
    backgroundEffect = other.backgroundEffect
    backgroundColor = other.backgroundColor
    backgroundImage = other.backgroundImage
    backgroundImageContentMode = other.backgroundImageContentMode
    shadowColor = other.shadowColor
    shadowImage = other.shadowImage
  }

  /// UIKit's default hairline: black at 30 %.
  static var defaultShadowColor: UIColor { UIColor(white: 0, alpha: 0.3) }

  /// The translucent background of a standard bar (`configureWithDefaultBackground()`): the
  /// `systemChromeMaterial` blur, no colour or image, the default hairline.
  open func configureWithDefaultBackground() {
    backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
    backgroundColor = nil
    backgroundImage = nil
    shadowColor = UIBarAppearance.defaultShadowColor
    shadowImage = nil
  }

  /// An opaque background (`configureWithOpaqueBackground()`): `systemBackground`, no blur,
  /// the default hairline.
  open func configureWithOpaqueBackground() {
    backgroundEffect = nil
    backgroundColor = .systemBackground
    backgroundImage = nil
    shadowColor = UIBarAppearance.defaultShadowColor
    shadowImage = nil
  }

  /// No background and no hairline (`configureWithTransparentBackground()`): what a
  /// navigation bar shows over content at its scroll edge by default on iOS 15.
  open func configureWithTransparentBackground() {
    backgroundEffect = nil
    backgroundColor = nil
    backgroundImage = nil
    shadowColor = nil
    shadowImage = nil
  }

  /// Whether the background draws nothing at all.
  var isTransparent: Bool {
    backgroundEffect == nil && backgroundColor == nil && backgroundImage == nil
      && shadowColor == nil && shadowImage == nil
  }
}

/// The look of one state of a bar button (`UIBarButtonItemStateAppearance`): its title's
/// attributes (`.font`, `.foregroundColor` are drawn).
@preconcurrency @MainActor
open class UIBarButtonItemStateAppearance: _ObjCProtocol {
  /// The title's attributes (`titleTextAttributes`); empty by default (the bar's 17 pt font in
  /// the tint colour).
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// How far the title moves, points (`titlePositionAdjustment`).
  open var titlePositionAdjustment: UIOffset = .zero
  /// A background image behind the button (`backgroundImage`): stored, not drawn.
  open var backgroundImage: UIImage?
  /// How far the background image moves, points (`backgroundImagePositionAdjustment`).
  open var backgroundImagePositionAdjustment: UIOffset = .zero

  init() {}

  func copy(from other: UIBarButtonItemStateAppearance) {
    titleTextAttributes = other.titleTextAttributes
    titlePositionAdjustment = other.titlePositionAdjustment
    backgroundImage = other.backgroundImage
    backgroundImagePositionAdjustment = other.backgroundImagePositionAdjustment
  }
}

/// The look of a navigation bar's buttons of one style (`UIBarButtonItemAppearance`): one
/// ``UIBarButtonItemStateAppearance`` for each state. The ``normal`` state's title attributes
/// are drawn (and ``disabled``'s for a disabled button); `highlighted` and `focused` are
/// stored.
@preconcurrency @MainActor
open class UIBarButtonItemAppearance: _ObjCProtocol {
  /// The enabled, untouched look (`normal`).
  public let normal = UIBarButtonItemStateAppearance()
  /// The look while touched (`highlighted`).
  public let highlighted = UIBarButtonItemStateAppearance()
  /// The disabled look (`disabled`).
  public let disabled = UIBarButtonItemStateAppearance()
  /// The focused look (`focused`).
  public let focused = UIBarButtonItemStateAppearance()

  /// The default look for `.plain` buttons (`init()`).
  public convenience init() { self.init(style: .plain) }

  /// The default look for buttons of `style` (`init(style:)`).
  public init(style: UIBarButtonItem.Style) { configureWithDefault(for: style) }

  /// Resets every state to the default for `style` (`configureWithDefault(for:)`): empty
  /// attributes, so the bar's font for the style (17 pt, semibold for `.done`) and the tint.
  open func configureWithDefault(for style: UIBarButtonItem.Style) {
    for state in [normal, highlighted, disabled, focused] {
      state.copy(from: UIBarButtonItemStateAppearance())
    }
  }

  /// A copy of this appearance (`copy()`).
  open func copy() -> UIBarButtonItemAppearance {
    let copied = UIBarButtonItemAppearance()
    copied.normal.copy(from: normal)
    copied.highlighted.copy(from: highlighted)
    copied.disabled.copy(from: disabled)
    copied.focused.copy(from: focused)
    return copied
  }
}
