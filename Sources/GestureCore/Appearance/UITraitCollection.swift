import Foundation

/// The environment an interface is shown in, UIKit's `UITraitCollection`; this model carries
/// the appearance (``userInterfaceStyle``), the level (``userInterfaceLevel``), the text
/// size (``preferredContentSizeCategory``), the size classes and the layout direction
/// (``layoutDirection``). Immutable and `Sendable`, as in UIKit.
///
/// Views, view controllers and screens each have one (``UITraitEnvironment``): a view's style
/// comes from its `overrideUserInterfaceStyle`, else its view controller's, else its
/// superview's, else the window's screen (the scenario's `appearance`, light by default); its
/// level is its window's screen's (the scenario's `interfaceLevel`, base by default), a
/// presented sheet's too (sheets are not raised to elevated here); so is its text size (the
/// scenario's `contentSizeCategory`, large by default; trait overrides are not modelled); its
/// layout direction is its superview's ``UIView/effectiveUserInterfaceLayoutDirection``, the app's
/// (the scenario's `layoutDirection`) for a window (docs/layout-direction.md).
///
/// ``current`` is the trait collection dynamic colours resolve against when read without one
/// (``UIColor/cgColor``): the one ``performAsCurrent(_:)`` installed, else the screen of the
/// scene whose code is running, else an unspecified one, which resolves light (Apple,
/// `UITraitCollection.current`: "UIKit sets this value … before calling … methods such as
/// `layoutSubviews()`"). The setter of `current` is not modelled: it would be global mutable
/// state; `performAsCurrent(_:)` covers its use.
public final class UITraitCollection: Equatable, Hashable, CustomStringConvertible, Sendable {
  /// The appearance (`userInterfaceStyle`, default ``UIUserInterfaceStyle/unspecified``).
  public let userInterfaceStyle: UIUserInterfaceStyle
  /// The level (`userInterfaceLevel`, default ``UIUserInterfaceLevel/unspecified``).
  public let userInterfaceLevel: UIUserInterfaceLevel
  /// The text size (`preferredContentSizeCategory`, default
  /// ``UIContentSizeCategory/unspecified``).
  public let preferredContentSizeCategory: UIContentSizeCategory
  /// The width's size class (`horizontalSizeClass`, default `.unspecified`): the screen's
  /// for the traits of views, controllers and screens (``UIUserInterfaceSizeClass``).
  public let horizontalSizeClass: UIUserInterfaceSizeClass
  /// The height's size class (`verticalSizeClass`, default `.unspecified`).
  public let verticalSizeClass: UIUserInterfaceSizeClass
  /// The direction content is laid out in (`layoutDirection`, default
  /// ``UITraitEnvironmentLayoutDirection/unspecified``): for a view, the effective direction
  /// of its superview; for a window and the screen, the app's.
  public let layoutDirection: UITraitEnvironmentLayoutDirection
  /// The scale given to ``init(displayScale:)``, or `nil`.
  private let givenDisplayScale: CGFloat?
  /// Whether this is the collection of an environment (a view, view controller, window or
  /// screen), whose display scale is its screen's.
  private let describesEnvironment: Bool

  /// The pixels per point of the display (`displayScale`): the screen's scale (the
  /// scenario's device, or `--scale`) for the traits of views, view controllers and screens
  /// in a run; the given scale for ``init(displayScale:)``; 0, unspecified, otherwise (Apple,
  /// `displayScale`: "the default value … is 0.0").
  public var displayScale: CGFloat {
    if let givenDisplayScale { return givenDisplayScale }
    return describesEnvironment ? SimulationContext.screen?.scale ?? 0 : 0
  }

  /// A trait collection with only the display scale given (`init(displayScale:)`).
  public convenience init(displayScale: CGFloat) {
    self.init(style: .unspecified, level: .unspecified, displayScale: displayScale)
  }

  /// A trait collection with no traits given (`init()`): style and level unspecified.
  public convenience init() {
    self.init(style: .unspecified, level: .unspecified)
  }

  /// A trait collection with only the text size given
  /// (`init(preferredContentSizeCategory:)`).
  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.init(style: .unspecified, level: .unspecified, category: preferredContentSizeCategory)
  }

  /// A trait collection with only the width's size class given (`init(horizontalSizeClass:)`).
  public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    self.init(style: .unspecified, level: .unspecified, horizontal: horizontalSizeClass)
  }

  /// A trait collection with only the height's size class given (`init(verticalSizeClass:)`).
  public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
    self.init(style: .unspecified, level: .unspecified, vertical: verticalSizeClass)
  }

  /// A trait collection with only the layout direction given (`init(layoutDirection:)`).
  public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
    self.init(style: .unspecified, level: .unspecified, direction: layoutDirection)
  }

  /// A trait collection with only the appearance given (`init(userInterfaceStyle:)`).
  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.init(style: userInterfaceStyle, level: .unspecified)
  }

  /// A trait collection with only the level given (`init(userInterfaceLevel:)`).
  public convenience init(userInterfaceLevel: UIUserInterfaceLevel) {
    self.init(style: .unspecified, level: userInterfaceLevel)
  }

  /// The traits of `traitCollections` combined (`init(traitsFrom:)`): each trait from the last
  /// collection in the array that specifies it, unspecified when none does (Apple,
  /// `init(traitsFrom:)`: when several collections specify a trait, the last one's value is
  /// used). An empty array gives an unspecified collection.
  public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
    let style = traitCollections.last { $0.userInterfaceStyle != .unspecified }?
      .userInterfaceStyle
    let level = traitCollections.last { $0.userInterfaceLevel != .unspecified }?
      .userInterfaceLevel
    let category = traitCollections.last { $0.preferredContentSizeCategory != .unspecified }?
      .preferredContentSizeCategory
    let horizontal = traitCollections.last { $0.horizontalSizeClass != .unspecified }?
      .horizontalSizeClass
    let vertical = traitCollections.last { $0.verticalSizeClass != .unspecified }?
      .verticalSizeClass
    let direction = traitCollections.last { $0.layoutDirection != .unspecified }?
      .layoutDirection
    let scale = traitCollections.last { $0.displayScale != 0 }?.displayScale
    self.init(
      style: style ?? .unspecified, level: level ?? .unspecified,
      category: category ?? .unspecified, horizontal: horizontal ?? .unspecified,
      vertical: vertical ?? .unspecified, direction: direction ?? .unspecified,
      displayScale: scale)
  }

  private init(
    style: UIUserInterfaceStyle, level: UIUserInterfaceLevel,
    category: UIContentSizeCategory = .unspecified,
    horizontal: UIUserInterfaceSizeClass = .unspecified,
    vertical: UIUserInterfaceSizeClass = .unspecified,
    direction: UITraitEnvironmentLayoutDirection = .unspecified,
    displayScale: CGFloat? = nil, environment: Bool = false
  ) {
    givenDisplayScale = displayScale
    describesEnvironment = environment
    userInterfaceStyle = style
    userInterfaceLevel = level
    preferredContentSizeCategory = category
    horizontalSizeClass = horizontal
    verticalSizeClass = vertical
    layoutDirection = direction
  }

  /// Whether colours can resolve differently in `traitCollection`
  /// (`hasDifferentColorAppearance(comparedTo:)`): the styles or the levels differ (Apple: the
  /// traits that change dynamic colours include `userInterfaceStyle` and
  /// `userInterfaceLevel`). A `nil` collection differs unless this one is unspecified.
  public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?)
    -> Bool
  {
    (traitCollection?.userInterfaceStyle ?? .unspecified) != userInterfaceStyle
      || (traitCollection?.userInterfaceLevel ?? .unspecified) != userInterfaceLevel
  }

  /// Runs `actions` with this collection as ``current`` (`performAsCurrent(_:)`), so dynamic
  /// colours read inside resolve against it; the previous one is back afterwards.
  public func performAsCurrent(_ actions: () throws -> Void) rethrows {
    try UITraitCollection.$installed.withValue(self) { try actions() }
  }

  /// The trait collection colours resolve against when none is given (`current`): see the
  /// type's documentation.
  public static var current: UITraitCollection {
    installed ?? SimulationContext.screen?.traitCollection ?? unspecified
  }

  /// The collection ``performAsCurrent(_:)`` installed (task-local, so nothing global changes).
  @TaskLocal private static var installed: UITraitCollection?

  /// The shared collection of each style, level, text size, pair of size classes and layout
  /// direction, so views do not allocate one per frame; a category UIKit does not name gets a
  /// collection of its own. The size classes default to those of the screen of the scene whose
  /// code is running (unspecified outside one).
  static func of(
    _ style: UIUserInterfaceStyle, level: UIUserInterfaceLevel = .unspecified,
    category: UIContentSizeCategory = .unspecified,
    sizeClasses: (UIUserInterfaceSizeClass, UIUserInterfaceSizeClass)? = nil,
    direction: UITraitEnvironmentLayoutDirection = .unspecified
  ) -> UITraitCollection {
    let (h, v) =
      sizeClasses ?? SimulationContext.screen?.sizeClasses ?? (.unspecified, .unspecified)
    let categoryIndex: Int
    if category == .unspecified {
      categoryIndex = 0
    } else if let index = category.index {
      categoryIndex = index + 1
    } else {
      return UITraitCollection(
        style: style, level: level, category: category, horizontal: h, vertical: v,
        direction: direction, environment: true)
    }
    let styleAndLevel = style.rawValue * 3 + level.rawValue + 1
    let index =
      ((styleAndLevel * categoryCount + categoryIndex) * 3 + h.rawValue) * 3 + v.rawValue
    return shared[index * 3 + direction.rawValue + 1]
  }
  /// Unspecified and the twelve named categories.
  private static let categoryCount = UIContentSizeCategory.named.count + 1
  /// Style-major: unspecified, light, dark × unspecified, base, elevated × unspecified,
  /// extraSmall … accessibilityExtraExtraExtraLarge × the horizontal and vertical size classes.
  private static let shared = UIUserInterfaceStyle.allCases.flatMap { style in
    UIUserInterfaceLevel.allCases.flatMap { level in
      ([.unspecified] + UIContentSizeCategory.named.map(\.category)).flatMap { category in
        UIUserInterfaceSizeClass.allCases.flatMap { h in
          UIUserInterfaceSizeClass.allCases.flatMap { v in
            UITraitEnvironmentLayoutDirection.allCases.map { direction in
              UITraitCollection(
                style: style, level: level, category: category, horizontal: h, vertical: v,
                direction: direction, environment: true)
            }
          }
        }
      }
    }
  }
  private static let unspecified = of(.unspecified, sizeClasses: (.unspecified, .unspecified))

  /// Whether both have the same traits (`isEqual(_:)`).
  public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
    lhs.userInterfaceStyle == rhs.userInterfaceStyle
      && lhs.userInterfaceLevel == rhs.userInterfaceLevel
      && lhs.preferredContentSizeCategory == rhs.preferredContentSizeCategory
      && lhs.horizontalSizeClass == rhs.horizontalSizeClass
      && lhs.verticalSizeClass == rhs.verticalSizeClass
      && lhs.layoutDirection == rhs.layoutDirection
      && lhs.givenDisplayScale == rhs.givenDisplayScale
  }

  /// Hashes the traits, consistent with `==`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(userInterfaceStyle)
    hasher.combine(userInterfaceLevel)
    hasher.combine(preferredContentSizeCategory)
    hasher.combine(horizontalSizeClass)
    hasher.combine(verticalSizeClass)
    hasher.combine(layoutDirection)
    hasher.combine(givenDisplayScale)
  }

  /// The traits as `<UITraitCollection; UserInterfaceStyle = Dark>`, with
  /// `, UserInterfaceLevel = Elevated` when the level is given and
  /// `, PreferredContentSizeCategory = UICTContentSizeCategoryL` when the text size is and
  /// `, LayoutDirection = RightToLeft` when the layout direction is; close
  /// to UIKit's description (which lists every trait, comma-separated).
  public var description: String {
    let style: String
    switch userInterfaceStyle {
    case .unspecified: style = "Unspecified"
    case .light: style = "Light"
    case .dark: style = "Dark"
    }
    var traits = "UserInterfaceStyle = \(style)"
    switch userInterfaceLevel {
    case .unspecified: break
    case .base: traits += ", UserInterfaceLevel = Base"
    case .elevated: traits += ", UserInterfaceLevel = Elevated"
    }
    if preferredContentSizeCategory != .unspecified {
      traits += ", PreferredContentSizeCategory = \(preferredContentSizeCategory.rawValue)"
    }
    switch layoutDirection {
    case .unspecified: break
    case .leftToRight: traits += ", LayoutDirection = LeftToRight"
    case .rightToLeft: traits += ", LayoutDirection = RightToLeft"
    }
    return "<UITraitCollection; \(traits)>"
  }
}

/// Something with a trait collection that tells when it changes, UIKit's `UITraitEnvironment`:
/// views, view controllers and screens.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
  /// The traits in force (`traitCollection`).
  var traitCollection: UITraitCollection { get }
  /// Called after ``traitCollection`` changed, with the one before
  /// (`traitCollectionDidChange(_:)`; deprecated in iOS 17 in favour of trait registration,
  /// ``UITraitChangeObservable``, whose registrations are called after it).
  func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
