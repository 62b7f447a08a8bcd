import Foundation

/// The standard content of a list cell, header or footer, UIKit's `UIListContentConfiguration`:
/// an image, a text and a secondary text, with their looks and the spacing between them. Its
/// content view is a ``UIListContentView`` of a ``UILabel`` per text and a ``UIImageView``.
///
/// The presets (UIKit documents their looks, not their numbers; the numbers are those of an
/// iPhone at the default text size, the fonts UIKit's text styles, and the spacings those of
/// the classic cell styles this project draws, docs/tables.md "Content configurations"):
///
/// | preset | text | secondary text | layout |
/// |---|---|---|---|
/// | ``cell()`` | body 17, `label` | subheadline 15, `secondaryLabel` | stacked |
/// | ``subtitleCell()`` | body 17, `label` | subheadline 15, `secondaryLabel` | stacked |
/// | ``valueCell()`` | body 17, `label` | body 17, `secondaryLabel`, trailing | side by side |
/// | ``sidebarCell()`` | body 17, `label` | subheadline 15, `secondaryLabel` | stacked |
/// | ``header()`` | headline 17 semibold, `label` | subheadline 15 | stacked |
/// | ``footer()`` | footnote 13, `secondaryLabel` | footnote 13 | stacked |
/// | ``groupedHeader()`` | footnote 13, `secondaryLabel`, upper-cased | footnote 13 | stacked |
/// | ``groupedFooter()`` | footnote 13, `secondaryLabel` | footnote 13 | stacked |
/// | ``prominentInsetGroupedHeader()`` | 20 pt bold, `label` | subheadline 15 | stacked |
/// | ``extraProminentInsetGroupedHeader()`` | 22 pt bold, `label` | subheadline 15 | stacked |
///
/// Cells have margins of 11 pt above and below and 16 pt on each side (an iPhone's cell
/// margin), an image-to-text padding of 16 pt and 3 pt between stacked texts; a cell row is at
/// least 44 pt tall. Headers and footers have 16 pt side margins; a grouped header sits 7 pt
/// above its bottom edge, a footer 8 pt below its top, as the standard titles do.
@preconcurrency @MainActor
public struct UIListContentConfiguration: UIContentConfiguration {
  /// How a text looks (`UIListContentConfiguration.TextProperties`).
  public struct TextProperties: Sendable {
    /// How the text lines up (`TextProperties.TextAlignment`).
    public enum TextAlignment: Int, Sendable {
      /// The script's natural side (leading).
      case natural
      /// Centred.
      case center
      /// Justified (drawn as natural here).
      case justified
    }

    /// How the text's letters are cased when shown (`TextProperties.TextTransform`).
    public enum TextTransform: Int, Sendable {
      /// As given.
      case none
      /// Every word capitalized.
      case capitalized
      /// Lower case.
      case lowercase
      /// Upper case.
      case uppercase
    }

    /// The font (`font`).
    public var font: UIFont
    /// The colour (`color`).
    public var color: UIColor
    /// What turns ``color`` into the colour drawn (`colorTransformer`, default `nil`).
    public var colorTransformer: UIConfigurationColorTransformer?
    /// The alignment (`alignment`, default `.natural`).
    public var alignment: TextAlignment = .natural
    /// How a line too long is cut (`lineBreakMode`, default `.byTruncatingTail`).
    public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// The most lines, 0 for no limit (`numberOfLines`, default 0).
    public var numberOfLines = 0
    /// Whether the font shrinks to fit the width (`adjustsFontSizeToFitWidth`, default false).
    public var adjustsFontSizeToFitWidth = false
    /// The smallest scale of the font when it shrinks (`minimumScaleFactor`, default 0).
    public var minimumScaleFactor: CGFloat = 0
    /// Whether the text follows the text size setting (`adjustsFontForContentSizeCategory`,
    /// kept; fonts are given at the default size).
    public var adjustsFontForContentSizeCategory = true
    /// How the letters are cased (`transform`, default `.none`).
    public var transform: TextTransform = .none

    init(font: UIFont, color: UIColor) {
      self.font = font
      self.color = color
    }

    /// The colour drawn: ``color`` through ``colorTransformer`` (`resolvedColor()`).
    public func resolvedColor() -> UIColor {
      colorTransformer.map { $0(color) } ?? color
    }

    /// `text` cased as ``transform`` says.
    func transformed(_ text: String) -> String {
      switch transform {
      case .none: text
      case .capitalized: text.capitalized
      case .lowercase: text.lowercased()
      case .uppercase: text.uppercased()
      }
    }
  }

  /// How the image looks (`UIListContentConfiguration.ImageProperties`).
  public struct ImageProperties: Sendable {
    /// Ask for the system's size (`standardDimension`, −1 as in UIKit).
    public static let standardDimension: CGFloat = -1
    /// The colour a template image or symbol is drawn in; `nil`: the view's tint colour
    /// (`tintColor`).
    public var tintColor: UIColor?
    /// What turns the tint into the colour drawn (`tintColorTransformer`, default `nil`).
    public var tintColorTransformer: UIConfigurationColorTransformer?
    /// The tint drawn for a view whose tint is `tintColor`: ``ImageProperties/tintColor`` (or
    /// `tintColor` without one) through ``tintColorTransformer``
    /// (`resolvedTintColor(for:)`).
    public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
      let base = self.tintColor ?? tintColor
      return tintColorTransformer.map { $0(base) } ?? base
    }
    /// The radius of the image's corners, points (`cornerRadius`, default 0).
    public var cornerRadius: CGFloat = 0
    /// The largest size the image is drawn at, keeping its aspect ratio; a zero dimension has
    /// no limit (`maximumSize`, default zero).
    public var maximumSize: CGSize = .zero
    /// The space kept for the image, so texts line up whatever the image's width; zero keeps
    /// the image's own size (`reservedLayoutSize`, default zero).
    public var reservedLayoutSize: CGSize = .zero
    /// Whether the image keeps its colours when colours are inverted (kept).
    public var accessibilityIgnoresInvertColors = false
    /// The configuration a symbol image is drawn with, applied over the image's own
    /// (`preferredSymbolConfiguration`, default `nil`); other images are drawn as they are.
    public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

    init() {}

    /// `image` as drawn: a symbol with ``preferredSymbolConfiguration`` applied.
    func shown(_ image: UIImage) -> UIImage {
      guard let preferredSymbolConfiguration, image.isSymbolImage else { return image }
      return image.withConfiguration(preferredSymbolConfiguration)
    }

    /// The size `image` is drawn at: its own (with ``preferredSymbolConfiguration``), scaled
    /// down to fit ``maximumSize``.
    func drawnSize(of image: UIImage) -> CGSize {
      var size = shown(image).size
      if maximumSize.width > 0, size.width > maximumSize.width {
        size = CGSize(
          width: maximumSize.width, height: size.height * maximumSize.width / size.width)
      }
      if maximumSize.height > 0, size.height > maximumSize.height {
        size = CGSize(
          width: size.width * maximumSize.height / size.height, height: maximumSize.height)
      }
      return size
    }
  }

  /// Where the texts sit when the view is taller than they need.
  enum VerticalPlacement: Sendable {
    case center, top, bottom
  }

  /// The image on the leading side (`image`).
  public var image: UIImage?
  /// The primary text (`text`).
  public var text: String?
  /// The secondary text (`secondaryText`).
  public var secondaryText: String?
  /// How the image looks (`imageProperties`).
  public var imageProperties = ImageProperties()
  /// How the text looks (`textProperties`).
  public var textProperties: TextProperties
  /// How the secondary text looks (`secondaryTextProperties`).
  public var secondaryTextProperties: TextProperties
  /// The space between the content and the view's edges, points (`directionalLayoutMargins`).
  public var directionalLayoutMargins: NSDirectionalEdgeInsets
  /// The axes on which the view keeps its superview's margins (`axesPreservingSuperviewLayoutMargins`,
  /// kept; the configuration's margins are used).
  public var axesPreservingSuperviewLayoutMargins: UIAxis = .horizontal
  /// The space between the image and the texts, points (`imageToTextPadding`).
  public var imageToTextPadding: CGFloat = 16
  /// The least space between side-by-side texts, points
  /// (`textToSecondaryTextHorizontalPadding`).
  public var textToSecondaryTextHorizontalPadding: CGFloat = 8
  /// The space between stacked texts, points (`textToSecondaryTextVerticalPadding`).
  public var textToSecondaryTextVerticalPadding: CGFloat = 3
  /// Whether the texts sit side by side, the secondary text at the trailing edge, when both
  /// fit (`prefersSideBySideTextAndSecondaryText`).
  public var prefersSideBySideTextAndSecondaryText = false
  /// Where the texts sit vertically.
  var verticalPlacement = VerticalPlacement.center
  /// The least height of the view's row, points (44 for cells).
  var minimumHeight: CGFloat = 0

  private init(
    text: TextProperties, secondary: TextProperties, margins: NSDirectionalEdgeInsets
  ) {
    self.textProperties = text
    self.secondaryTextProperties = secondary
    self.directionalLayoutMargins = margins
  }

  private static func style(_ style: UIFont.TextStyle) -> UIFont {
    UIFont.preferredFont(forTextStyle: style)
  }

  private static let cellMargins = NSDirectionalEdgeInsets(
    top: 11, leading: 16, bottom: 11, trailing: 16)

  /// A list cell: text over secondary text (`cell()`).
  public static func cell() -> UIListContentConfiguration {
    var made = UIListContentConfiguration(
      text: TextProperties(font: style(.body), color: .label),
      secondary: TextProperties(font: style(.subheadline), color: .secondaryLabel),
      margins: cellMargins)
    made.minimumHeight = UITableViewCell.defaultHeight
    return made
  }

  /// A cell with a secondary text under the text (`subtitleCell()`).
  public static func subtitleCell() -> UIListContentConfiguration { cell() }

  /// A cell with the secondary text at the trailing edge, beside the text (`valueCell()`).
  public static func valueCell() -> UIListContentConfiguration {
    var made = cell()
    made.secondaryTextProperties.font = style(.body)
    made.prefersSideBySideTextAndSecondaryText = true
    return made
  }

  /// A sidebar cell (`sidebarCell()`): as ``cell()``, its image tinted with the tint colour.
  public static func sidebarCell() -> UIListContentConfiguration { cell() }

  /// A sidebar cell with a secondary text under the text (`sidebarSubtitleCell()`).
  public static func sidebarSubtitleCell() -> UIListContentConfiguration { cell() }

  /// A plain list's section header (`header()`; `plainHeader()` in iOS 18).
  public static func header() -> UIListContentConfiguration {
    UIListContentConfiguration(
      text: TextProperties(font: style(.headline), color: .label),
      secondary: TextProperties(font: style(.subheadline), color: .secondaryLabel),
      margins: NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
  }

  /// A plain list's section header (`plainHeader()`).
  public static func plainHeader() -> UIListContentConfiguration { header() }

  /// A plain list's section footer (`footer()`).
  public static func footer() -> UIListContentConfiguration {
    var made = UIListContentConfiguration(
      text: TextProperties(font: style(.footnote), color: .secondaryLabel),
      secondary: TextProperties(font: style(.footnote), color: .secondaryLabel),
      margins: NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
    made.verticalPlacement = .top
    return made
  }

  /// A plain list's section footer (`plainFooter()`).
  public static func plainFooter() -> UIListContentConfiguration { footer() }

  /// A grouped list's section header: footnote, upper-cased, at the bottom (`groupedHeader()`).
  public static func groupedHeader() -> UIListContentConfiguration {
    var made = footer()
    made.textProperties.transform = .uppercase
    made.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 16, leading: 16, bottom: 7, trailing: 16)
    made.verticalPlacement = .bottom
    return made
  }

  /// A grouped list's section footer (`groupedFooter()`).
  public static func groupedFooter() -> UIListContentConfiguration { footer() }

  /// An inset grouped list's prominent header, 20 pt bold (`prominentInsetGroupedHeader()`).
  public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
    var made = header()
    made.textProperties.font = .systemFont(ofSize: 20, weight: .bold)
    made.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 16, leading: 16, bottom: 7, trailing: 16)
    made.verticalPlacement = .bottom
    return made
  }

  /// An inset grouped list's extra-prominent header, 22 pt bold
  /// (`extraProminentInsetGroupedHeader()`).
  public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
    var made = prominentInsetGroupedHeader()
    made.textProperties.font = .systemFont(ofSize: 22, weight: .bold)
    return made
  }

  /// A ``UIListContentView`` showing this configuration (`makeContentView()`).
  public func makeContentView() -> any UIView & UIContentView {
    UIListContentView(configuration: self)
  }

  /// This configuration unchanged: the presets' colours do not depend on the cell's state on
  /// an iPhone list (`updated(for:)`).
  public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration {
    self
  }
}
