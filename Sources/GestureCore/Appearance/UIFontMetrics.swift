import Foundation

/// Scales custom fonts and values as a text style scales with the text size, UIKit's
/// `UIFontMetrics`.
///
/// The scale factor at a category is the style's size there over its size at the default
/// category, `large` (``DynamicTypeTable``): at `accessibilityExtraExtraExtraLarge` the body
/// style's 53 / 17. Apple documents that a scaled font "scales in the same way as the text
/// style"; the exact curve iOS applies to sizes other than the style's own is not published,
/// so this ratio is the working assumption, and results are not rounded (a 16 pt base at
/// `extraLarge` for body is 16 × 19 / 17 = 17.88 pt).
public final class UIFontMetrics: Sendable {
  /// The style whose scaling is followed.
  let style: UIFont.TextStyle

  /// Metrics following `textStyle` (`init(forTextStyle:)`).
  public init(forTextStyle textStyle: UIFont.TextStyle) {
    style = textStyle
  }

  /// Metrics following the body style (`default`).
  public static var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

  /// `font` scaled for the current traits' category (`scaledFont(for:)`), a font that a label
  /// with ``UILabel/adjustsFontForContentSizeCategory`` keeps scaling; `font`'s size is read
  /// as its size at the default category.
  public func scaledFont(for font: UIFont) -> UIFont {
    scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
  }

  /// As ``scaledFont(for:)``, never larger than `maximumPointSize` points
  /// (`scaledFont(for:maximumPointSize:)`; 0 means no limit).
  public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
    scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
  }

  /// As ``scaledFont(for:)`` for the category of `traitCollection`
  /// (`scaledFont(for:compatibleWith:)`).
  public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?)
    -> UIFont
  {
    scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
  }

  /// As ``scaledFont(for:maximumPointSize:)`` for the category of `traitCollection`
  /// (`scaledFont(for:maximumPointSize:compatibleWith:)`).
  public func scaledFont(
    for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont {
    let maximum = maximumPointSize > 0 ? maximumPointSize : nil
    let origin = DynamicTypeOrigin(
      style: style, baseSize: font.pointSize, maximumPointSize: maximum)
    let category = DynamicTypeTable.category(of: traitCollection)
    return UIFont(
      pointSize: scaled(font.pointSize, category: category, maximum: maximum),
      fontName: font.fontName, familyName: font.familyName, weight: font.weight,
      isItalic: font.isItalic, design: font.design, dynamicType: origin)
  }

  /// `value` scaled for the current traits' category (`scaledValue(for:)`): a spacing or size
  /// that grows with the text.
  public func scaledValue(for value: CGFloat) -> CGFloat {
    scaledValue(for: value, compatibleWith: nil)
  }

  /// `value` scaled for the category of `traitCollection`
  /// (`scaledValue(for:compatibleWith:)`).
  public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?)
    -> CGFloat
  {
    scaled(value, category: DynamicTypeTable.category(of: traitCollection), maximum: nil)
  }

  /// `value` times the style's ratio at `category`, at most `maximum`.
  func scaled(_ value: CGFloat, category: UIContentSizeCategory, maximum: CGFloat?) -> CGFloat {
    let size = DynamicTypeTable.entry(for: style, category: category).size
    let base = DynamicTypeTable.entry(for: style, category: .large).size
    let result = value * size / base
    return maximum.map { Swift.min($0, result) } ?? result
  }
}
