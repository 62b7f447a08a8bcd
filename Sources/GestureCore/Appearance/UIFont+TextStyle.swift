import Foundation

extension UIFont {
  /// A semantic text style of Dynamic Type, UIKit's `UIFont.TextStyle`: what the text is for
  /// (body, headline, caption…), from which ``UIFont/preferredFont(forTextStyle:)`` picks a
  /// size and weight for the person's text size. The raw values are UIKit's
  /// (`UICTFontTextStyleBody`…).
  public struct TextStyle: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// UIKit's name of the style.
    public let rawValue: String
    /// The style of the given name (`init(rawValue:)`); a name UIKit does not have draws as
    /// ``body``.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Large Title, 34 pt regular at the default size (`largeTitle`, iOS 11).
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    /// Title 1, 28 pt regular (`title1`).
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    /// Title 2, 22 pt regular (`title2`).
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    /// Title 3, 20 pt regular (`title3`).
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    /// Headline, 17 pt semibold (`headline`).
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// Body, 17 pt regular (`body`).
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// Callout, 16 pt regular (`callout`).
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    /// Subheadline, 15 pt regular (`subheadline`).
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    /// Footnote, 13 pt regular (`footnote`).
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    /// Caption 1, 12 pt regular (`caption1`).
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    /// Caption 2, 11 pt regular (`caption2`).
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    /// Extra Large Title, 36 pt bold (`extraLargeTitle`, iOS 17).
    public static let extraLargeTitle = TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle")
    /// Extra Large Title 2, 28 pt bold (`extraLargeTitle2`, iOS 17).
    public static let extraLargeTitle2 = TextStyle(
      rawValue: "UICTFontTextStyleExtraLargeTitle2")

    /// The raw value, as UIKit prints the style.
    public var description: String { rawValue }
  }

  /// The system font for `style` at the text size of the current traits
  /// (`preferredFont(forTextStyle:)`): ``UITraitCollection/current``'s
  /// ``UITraitCollection/preferredContentSizeCategory``, which inside a scene is the screen's
  /// (the scenario's `contentSizeCategory`, `large` by default). Sizes and weights:
  /// ``DynamicTypeTable``. The font remembers its style, so a label with
  /// ``UILabel/adjustsFontForContentSizeCategory`` follows a change of the category.
  public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    preferredFont(forTextStyle: style, compatibleWith: nil)
  }

  /// The system font for `style` at the text size of `traitCollection`
  /// (`preferredFont(forTextStyle:compatibleWith:)`); a `nil` collection, or one whose
  /// category is unspecified, uses the current traits' category, and `large` when that is
  /// unspecified too.
  public class func preferredFont(
    forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont {
    let category = DynamicTypeTable.category(of: traitCollection)
    let entry = DynamicTypeTable.entry(for: style, category: category)
    return UIFont(
      system: entry.size, weight: entry.weight,
      dynamicType: DynamicTypeOrigin(style: style, baseSize: nil, maximumPointSize: nil))
  }

  /// The system font at `size` and `weight` that remembers where its size came from.
  convenience init(system size: CGFloat, weight: Weight, dynamicType: DynamicTypeOrigin) {
    let plain = UIFont.systemFont(ofSize: size, weight: weight)
    self.init(
      pointSize: size, fontName: plain.fontName, familyName: plain.familyName, weight: weight,
      isItalic: false, design: .system, dynamicType: dynamicType)
  }

  /// The same font for the text size `category`, if its size comes from Dynamic Type
  /// (``preferredFont(forTextStyle:compatibleWith:)`` or ``UIFontMetrics``); `nil` for a font
  /// of a fixed size.
  func adjusted(to category: UIContentSizeCategory) -> UIFont? {
    guard let origin = dynamicType else { return nil }
    let size: CGFloat
    if let base = origin.baseSize {
      size = UIFontMetrics(forTextStyle: origin.style).scaled(
        base, category: category, maximum: origin.maximumPointSize)
    } else {
      size = DynamicTypeTable.entry(for: origin.style, category: category).size
    }
    return UIFont(
      pointSize: size, fontName: fontName, familyName: familyName, weight: weight,
      isItalic: isItalic, design: design, dynamicType: origin)
  }
}

/// Where a Dynamic Type font's size comes from: its text style's table row
/// (``UIFont/preferredFont(forTextStyle:)``, `baseSize` `nil`), or a base size scaled as the
/// style scales (``UIFontMetrics/scaledFont(for:maximumPointSize:)``).
struct DynamicTypeOrigin: Hashable, Sendable {
  /// The text style whose sizes it follows.
  var style: UIFont.TextStyle
  /// The size at the default category (`large`), points, for a font scaled by metrics.
  var baseSize: CGFloat?
  /// The largest size it may scale to, points (`maximumPointSize`), or `nil`.
  var maximumPointSize: CGFloat?
}
