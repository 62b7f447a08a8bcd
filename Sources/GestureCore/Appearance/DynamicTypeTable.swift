import Foundation

/// The point sizes and weights of the text styles per content size category, iOS's Dynamic
/// Type.
///
/// Source: Apple, Human Interface Guidelines, Typography › Specifications, "iOS, iPadOS
/// Dynamic Type sizes" (one table per category, xSmall … xxxLarge and AX1 … AX5). At the
/// default category, `large`, the sizes are those `preferredFont(forTextStyle:)` returns on a
/// device (Large Title 34, Title 1 28, Title 2 22, Title 3 20, Headline 17, Body 17, Callout 16,
/// Subheadline 15, Footnote 13, Caption 1 12, Caption 2 11). Headline is semibold at every size,
/// the others regular (the guidelines' weights column).
///
/// `extraLargeTitle` (36 pt) and `extraLargeTitle2` (28 pt), bold, are not in the iOS tables
/// (they are visionOS styles UIKit declares since iOS 17): working assumption, they scale by
/// Large Title's ratio to its default size, rounded to whole points.
enum DynamicTypeTable {
  /// The twelve categories' sizes of each style, xSmall first (indexed as
  /// ``UIContentSizeCategory/index``).
  private static let sizes: [UIFont.TextStyle: [CGFloat]] = [
    .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
    .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
    .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
    .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
    .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
    .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
    .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
    .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
    .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
  ]

  /// The index of the default category, `large`.
  private static let defaultIndex = 3

  /// The size and weight of `style` at `category` (`unspecified` reads as `large`; an unknown
  /// style as ``UIFont/TextStyle/body``).
  static func entry(for style: UIFont.TextStyle, category: UIContentSizeCategory)
    -> (size: CGFloat, weight: UIFont.Weight)
  {
    let index = category.index ?? defaultIndex
    switch style {
    case .extraLargeTitle, .extraLargeTitle2:
      let base: CGFloat = style == .extraLargeTitle ? 36 : 28
      let ratio = sizes[.largeTitle]![index] / sizes[.largeTitle]![defaultIndex]
      return ((base * ratio).rounded(), .bold)
    default:
      let row = sizes[style] ?? sizes[.body]!
      return (row[index], style == .headline ? .semibold : .regular)
    }
  }

  /// The category `traitCollection` asks for: its own when specified, else the current
  /// traits', else `large`.
  static func category(of traitCollection: UITraitCollection?) -> UIContentSizeCategory {
    if let category = traitCollection?.preferredContentSizeCategory, category.index != nil {
      return category
    }
    let current = UITraitCollection.current.preferredContentSizeCategory
    return current.index != nil ? current : .large
  }
}
