import Foundation

/// The text size a person chose in Settings (Display & Brightness › Text Size, and the larger
/// accessibility sizes), UIKit's `UIContentSizeCategory`: seven standard sizes, `extraSmall` …
/// `extraExtraExtraLarge` (`large` is the default), and five accessibility sizes,
/// `accessibilityMedium` … `accessibilityExtraExtraExtraLarge` (Apple, Human Interface
/// Guidelines, Typography: "Dynamic Type sizes" xSmall … xxxLarge and AX1 … AX5).
///
/// The raw values are UIKit's (`UICTContentSizeCategoryL`…). The screen's category is the
/// scenario's `contentSizeCategory` (or `--content-size`), `large` by default; every view's
/// ``UITraitCollection/preferredContentSizeCategory`` is its window's screen's. The sizes of
/// the text styles per category: ``UIFont/preferredFont(forTextStyle:)``.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable,
  CustomStringConvertible
{
  /// UIKit's name of the category (`UICTContentSizeCategoryL`…).
  public let rawValue: String

  /// The category of the given name (`init(rawValue:)`); names UIKit does not have compare as
  /// `unspecified`.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// No category given (`unspecified`): a trait collection that does not set one.
  public static let unspecified = UIContentSizeCategory(
    rawValue: "_UICTContentSizeCategoryUnspecified")
  /// xSmall (`extraSmall`).
  public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
  /// Small (`small`).
  public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
  /// Medium (`medium`).
  public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
  /// Large, the default (`large`).
  public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
  /// xLarge (`extraLarge`).
  public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
  /// xxLarge (`extraExtraLarge`).
  public static let extraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryXXL")
  /// xxxLarge, the largest standard size (`extraExtraExtraLarge`).
  public static let extraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryXXXL")
  /// AX1 (`accessibilityMedium`).
  public static let accessibilityMedium = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityM")
  /// AX2 (`accessibilityLarge`).
  public static let accessibilityLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityL")
  /// AX3 (`accessibilityExtraLarge`).
  public static let accessibilityExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXL")
  /// AX4 (`accessibilityExtraExtraLarge`).
  public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  /// AX5, the largest (`accessibilityExtraExtraExtraLarge`).
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

  /// The twelve categories, smallest first, with the name Swift code spells them with
  /// (`extraSmall`…), which the scenario's `contentSizeCategory` and `--content-size` take.
  package static let named: [(category: UIContentSizeCategory, name: String)] = [
    (.extraSmall, "extraSmall"), (.small, "small"), (.medium, "medium"), (.large, "large"),
    (.extraLarge, "extraLarge"), (.extraExtraLarge, "extraExtraLarge"),
    (.extraExtraExtraLarge, "extraExtraExtraLarge"), (.accessibilityMedium, "accessibilityMedium"),
    (.accessibilityLarge, "accessibilityLarge"),
    (.accessibilityExtraLarge, "accessibilityExtraLarge"),
    (.accessibilityExtraExtraLarge, "accessibilityExtraExtraLarge"),
    (.accessibilityExtraExtraExtraLarge, "accessibilityExtraExtraExtraLarge"),
  ]

  /// The category Swift code spells `name` (`"extraExtraExtraLarge"`), or `nil`.
  package init?(swiftName name: String) {
    guard let entry = Self.named.first(where: { $0.name == name }) else { return nil }
    self = entry.category
  }

  /// The position among the twelve, 0 (`extraSmall`) … 11, or `nil` for `unspecified` and
  /// unknown names.
  var index: Int? { Self.named.firstIndex { $0.category == self } }

  /// Whether the category is one of the five accessibility sizes (`isAccessibilityCategory`).
  public var isAccessibilityCategory: Bool { (index ?? 0) >= 7 }

  /// Whether `lhs` is a smaller text size than `rhs` (`<`, iOS 11); `unspecified` (and unknown
  /// names) compares below every size.
  public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
    (lhs.index ?? -1) < (rhs.index ?? -1)
  }

  /// The raw value, as UIKit prints the category.
  public var description: String { rawValue }

}
