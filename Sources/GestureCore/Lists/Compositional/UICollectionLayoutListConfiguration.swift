import Foundation

/// How a collection view's section looks as a list, UIKit's
/// `UICollectionLayoutListConfiguration`: the appearance of a table view's styles, the
/// separators, headers and footers, and the swipe actions of its rows. Give it to
/// ``UICollectionViewCompositionalLayout/list(using:)`` or
/// ``NSCollectionLayoutSection/list(using:layoutEnvironment:)``.
///
/// The numbers are a table view's (docs/tables.md, "Geometry"): rows 44 pt high unless the
/// cell's content is taller, separators of one device pixel from the text's leading edge,
/// `.insetGrouped` rows inset 20 pt each side with 10 pt corners on a section's first and
/// last rows, grouped headers 35 pt, plain ones 28 pt.
public struct UICollectionLayoutListConfiguration {
  /// The look of the list (`UICollectionLayoutListConfiguration.Appearance`).
  public enum Appearance: Int, Sendable {
    /// Rows edge to edge on `systemBackground`, as a `.plain` table.
    case plain
    /// Sections as groups on `systemGroupedBackground`, as a `.grouped` table.
    case grouped
    /// Grouped, the rows inset and rounded, as an `.insetGrouped` table.
    case insetGrouped
    /// The sidebar look: drawn here as `.insetGrouped` (an iPad's sidebar differs).
    case sidebar
    /// The plain sidebar look: drawn here as `.plain`.
    case sidebarPlain

    /// Whether sections sit on the grouped background with a header's space above them.
    var isGrouped: Bool { self == .grouped || self == .insetGrouped || self == .sidebar }
    /// Whether rows are inset from the sides with rounded ends.
    var isInset: Bool { self == .insetGrouped || self == .sidebar }
  }

  /// Where a section's header or footer comes from
  /// (`UICollectionLayoutListConfiguration.HeaderMode` / `FooterMode`).
  public enum HeaderMode: Int, Sendable {
    /// None.
    case none
    /// A supplementary view of kind `elementKindSectionHeader` (footers:
    /// `elementKindSectionFooter`), from the data source.
    case supplementary
    /// The section's first item is its header: its list cell's
    /// `defaultContentConfiguration()` is a header's.
    case firstItemInSection
  }
  /// Where a section's footer comes from (`.none` or `.supplementary`).
  public enum FooterMode: Int, Sendable {
    /// None.
    case none
    /// A supplementary view of kind `elementKindSectionFooter`.
    case supplementary
  }

  /// What gives a row's swipe actions (`SwipeActionsConfigurationProvider`).
  public typealias SwipeActionsConfigurationProvider =
    @MainActor (_ indexPath: IndexPath) -> UISwipeActionsConfiguration?

  /// What may change a row's separators (`ItemSeparatorHandler`).
  public typealias ItemSeparatorHandler =
    @MainActor (_ indexPath: IndexPath, _ sectionSeparatorConfiguration: UIListSeparatorConfiguration)
    -> UIListSeparatorConfiguration

  /// The look (`appearance`).
  public var appearance: Appearance
  /// Whether rows have separators (`showsSeparators`, default true).
  public var showsSeparators = true
  /// The separators' look for the whole section (`separatorConfiguration`).
  public var separatorConfiguration: UIListSeparatorConfiguration
  /// The colour behind the list; `nil` is the appearance's: `systemBackground` for the plain
  /// looks, `systemGroupedBackground` for the grouped ones (`backgroundColor`).
  public var backgroundColor: UIColor?
  /// The header (`headerMode`, default `.none`).
  public var headerMode = HeaderMode.none
  /// The footer (`footerMode`, default `.none`).
  public var footerMode = FooterMode.none
  /// The actions a leftward swipe on a row reveals (`trailingSwipeActionsConfigurationProvider`).
  public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
  /// The actions a rightward swipe reveals (`leadingSwipeActionsConfigurationProvider`).
  public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
  /// Changes a row's separator configuration (`itemSeparatorHandler`).
  public var itemSeparatorHandler: ItemSeparatorHandler?

  /// A configuration of `appearance` (`init(appearance:)`).
  public init(appearance: Appearance) {
    self.appearance = appearance
    self.separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
  }

  /// The colour behind the list.
  var resolvedBackgroundColor: UIColor {
    backgroundColor ?? (appearance.isGrouped ? .systemGroupedBackground : .systemBackground)
  }
}

/// How a list row's separators look, UIKit's `UIListSeparatorConfiguration`. The bottom
/// separator is drawn (a device pixel, from the text's leading edge unless
/// ``bottomSeparatorInsets`` says otherwise); the top separator is not drawn here.
public struct UIListSeparatorConfiguration: Equatable {
  /// Whether a separator shows (`UIListSeparatorConfiguration.Visibility`).
  public enum Visibility: Int, Sendable {
    /// The list decides: every row's but a grouped section's last.
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
  }

  /// An inset meaning "the list decides" (`automaticInsets`).
  public static let automaticInsets = NSDirectionalEdgeInsets(
    top: .greatestFiniteMagnitude, leading: .greatestFiniteMagnitude,
    bottom: .greatestFiniteMagnitude, trailing: .greatestFiniteMagnitude)

  /// The top separator's visibility (`topSeparatorVisibility`; not drawn here).
  public var topSeparatorVisibility = Visibility.automatic
  /// The bottom separator's visibility (`bottomSeparatorVisibility`).
  public var bottomSeparatorVisibility = Visibility.automatic
  /// The top separator's insets (`topSeparatorInsets`).
  public var topSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
  /// The bottom separator's insets: leading and trailing count (`bottomSeparatorInsets`).
  public var bottomSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
  /// The separators' colour (`color`, default `separator`).
  public var color: UIColor = .separator

  /// The configuration of a list of `listAppearance` (`init(listAppearance:)`).
  public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}
}
