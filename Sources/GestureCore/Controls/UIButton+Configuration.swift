import Foundation

extension UIButton {
  /// A button's content and look in one value, UIKit's `UIButton.Configuration` (iOS 15): the
  /// title, subtitle and image, how they are laid out, and the colours, corners and size of the
  /// style it was made from (``plain()``, ``gray()``, ``tinted()``, ``filled()``, and the
  /// bordered family). Give it to ``UIButton/init(configuration:primaryAction:)`` or
  /// ``UIButton/configuration``; a configured button ignores its per-state titles and images.
  ///
  /// Styles (light appearance; each colour resolves for the button's traits, so dark mode
  /// follows the system colours):
  ///
  /// | Style | Background | Foreground |
  /// |---|---|---|
  /// | `plain()`, `borderless()` | clear | tint |
  /// | `gray()`, `bordered()` | `tertiarySystemFill` | tint |
  /// | `tinted()`, `borderedTinted()` | tint at 0.15 opacity | tint |
  /// | `filled()`, `borderedProminent()` | tint | white |
  ///
  /// ``baseBackgroundColor`` and ``baseForegroundColor`` replace the tint in these roles; an
  /// explicit `background.backgroundColor` replaces the background outright. How the look
  /// changes while highlighted or disabled is in ``updated(for:)``. Apple documents the roles
  /// ("tinted: a background color derived from the base background color") but not the
  /// numbers: the 0.15 tint opacity and the gray fill are working assumptions matching iOS 17
  /// screenshots; docs/buttons.md lists every assumed value.
  public struct Configuration {
    /// The predefined style a configuration was made from.
    enum Style: Sendable {
      case plain, gray, tinted, filled, borderless, bordered, borderedTinted, borderedProminent
    }

    /// The style whose colours the configuration draws with.
    let style: Style

    /// The control state ``updated(for:)`` resolved the look for; `nil` draws the normal look.
    var resolvedState: UIControl.State?

    // MARK: Content

    /// The title (`title`), drawn on one line in the size's title font (``buttonSize``).
    /// Setting it clears ``attributedTitle``; with an attributed title it reads that title's
    /// characters.
    public var title: String? {
      get { attributedTitle.map { String($0.characters) } ?? plainTitle }
      set {
        plainTitle = newValue
        attributedTitle = nil
      }
    }
    /// The title with attributes (`attributedTitle`): its ``AttributeScopes/UIKitAttributes/font``
    /// and ``AttributeScopes/UIKitAttributes/foregroundColor`` replace the size's font and the
    /// foreground colour. A title label draws one font and colour, those of the first run; a
    /// title whose runs differ records `graphics.unsupported` naming the button.
    public var attributedTitle: AttributedString?
    /// The subtitle (`subtitle`), drawn under the title in the size's smaller font. Setting it
    /// clears ``attributedSubtitle``.
    public var subtitle: String? {
      get { attributedSubtitle.map { String($0.characters) } ?? plainSubtitle }
      set {
        plainSubtitle = newValue
        attributedSubtitle = nil
      }
    }
    /// The subtitle with attributes (`attributedSubtitle`), drawn as ``attributedTitle`` is.
    public var attributedSubtitle: AttributedString?
    private var plainTitle: String?
    private var plainSubtitle: String?
    /// The image (`image`), drawn at its size in the foreground colour when it is a template
    /// or a symbol; a symbol takes the title font's point size unless
    /// ``preferredSymbolConfigurationForImage`` says otherwise.
    public var image: UIImage?
    /// The symbol configuration applied to a symbol ``image``
    /// (`preferredSymbolConfigurationForImage`).
    public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
    /// Whether a spinning activity indicator replaces the image (`showsActivityIndicator`,
    /// default false): a medium ``UIActivityIndicatorView`` in the foreground colour, laid out
    /// where the image goes.
    public var showsActivityIndicator = false
    /// Applied to the title's font and colour before it is drawn
    /// (`titleTextAttributesTransformer`).
    public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
    /// Applied to the subtitle's font and colour before it is drawn
    /// (`subtitleTextAttributesTransformer`).
    public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?

    // MARK: Look

    /// The background: fill, corners, stroke (`background`). ``cornerStyle`` decides the
    /// corner radius unless it is ``CornerStyle/fixed``.
    public var background: UIBackgroundConfiguration
    /// How round the background's corners are (`cornerStyle`, default ``CornerStyle/dynamic``).
    public var cornerStyle: CornerStyle = .dynamic
    /// The preferred size: fonts, default insets and dynamic corners (`buttonSize`, default
    /// ``Size/medium``).
    public var buttonSize: Size = .medium
    /// The colour that replaces the tint as the style's background colour
    /// (`baseBackgroundColor`).
    public var baseBackgroundColor: UIColor?
    /// The colour of the title, subtitle and template image instead of the style's
    /// (`baseForegroundColor`).
    public var baseForegroundColor: UIColor?

    // MARK: Layout

    /// Where the image sits relative to the title and subtitle (`imagePlacement`, default
    /// `.leading`; `.top`, `.bottom` and `.trailing` are the other edges UIKit honours).
    public var imagePlacement: NSDirectionalRectEdge = .leading
    /// The space between the image and the titles, points (`imagePadding`, default 0).
    public var imagePadding: CGFloat = 0
    /// The space between the title and the subtitle, points (`titlePadding`, default 0).
    public var titlePadding: CGFloat = 0
    /// How the title and subtitle align with each other (`titleAlignment`, default
    /// ``TitleAlignment/automatic``).
    public var titleAlignment: TitleAlignment = .automatic

    /// The explicitly set content insets, or `nil` for the size's defaults.
    private var explicitContentInsets: NSDirectionalEdgeInsets?

    /// The margins between the button's edges and its content, points (`contentInsets`):
    /// the ``buttonSize``'s defaults (``Size/defaultContentInsets``) until set.
    public var contentInsets: NSDirectionalEdgeInsets {
      get { explicitContentInsets ?? buttonSize.defaultContentInsets }
      set { explicitContentInsets = newValue }
    }

    /// Returns ``contentInsets`` to the size's defaults (`setDefaultContentInsets()`).
    public mutating func setDefaultContentInsets() { explicitContentInsets = nil }

    /// A configuration of `style` with its background.
    init(style: Style) {
      self.style = style
      switch style {
      case .plain, .borderless: background = .clear()
      default: background = UIBackgroundConfiguration()
      }
    }

    // MARK: Styles

    /// No background; tint-coloured content (`plain()`).
    public static func plain() -> Configuration { Configuration(style: .plain) }
    /// A gray background and tint-coloured content (`gray()`).
    public static func gray() -> Configuration { Configuration(style: .gray) }
    /// A light background of the tint and tint-coloured content (`tinted()`).
    public static func tinted() -> Configuration { Configuration(style: .tinted) }
    /// A background of the tint and white content (`filled()`).
    public static func filled() -> Configuration { Configuration(style: .filled) }
    /// No border or background, as ``plain()`` on iPhone (`borderless()`).
    public static func borderless() -> Configuration { Configuration(style: .borderless) }
    /// A bordered button, drawn as ``gray()`` on iPhone (`bordered()`).
    public static func bordered() -> Configuration { Configuration(style: .bordered) }
    /// A bordered tinted button, drawn as ``tinted()`` on iPhone (`borderedTinted()`).
    public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
    /// The prominent bordered button, drawn as ``filled()`` on iPhone
    /// (`borderedProminent()`).
    public static func borderedProminent() -> Configuration {
      Configuration(style: .borderedProminent)
    }

    /// A copy resolved for `button`'s current state (`updated(for:)`): drawing it gives the
    /// state's look. A button whose ``UIButton/automaticallyUpdatesConfiguration`` is true
    /// draws its configuration this way; otherwise it draws the normal look.
    ///
    /// - Highlighted: a style with a solid background (gray, tinted, filled and their bordered
    ///   forms) darkens the background's red, green and blue by 15 % (in dark appearance:
    ///   lightens toward white by 15 %); a plain or borderless button draws its foreground at
    ///   half its opacity. Working assumption: Apple shows a pressed look but documents no
    ///   values.
    /// - Disabled: the foreground becomes `tertiaryLabel` and a non-clear background
    ///   `tertiarySystemFill` (the gray look of disabled iOS 15+ buttons; assumption).
    /// - Selected: drawn as normal (toggling looks are not modelled).
    @MainActor public func updated(for button: UIButton) -> Configuration {
      var copy = self
      copy.resolvedState = button.state
      return copy
    }
  }
}
