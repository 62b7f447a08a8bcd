import Foundation

/// How a compositional section scrolls across the layout's scroll direction
/// (`UICollectionLayoutSectionOrthogonalScrollingBehavior`).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
  /// The section does not scroll sideways: its groups stack along the layout's direction.
  case none
  /// The groups sit in one row that scrolls freely and decelerates.
  case continuous
  /// Scrolls freely and comes to rest with a group's leading edge at the section's.
  case continuousGroupLeadingBoundary
  /// Scrolls a page (the section's width) at a time.
  case paging
  /// Scrolls a group at a time, resting with a group at the leading edge.
  case groupPaging
  /// Scrolls a group at a time, resting with a group centred.
  case groupPagingCentered
}

/// What a section provider is told of the space the layout has, UIKit's
/// `NSCollectionLayoutEnvironment`.
@MainActor
public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
  /// The container the sections are laid out in (`container`).
  var container: any NSCollectionLayoutContainer { get }
  /// The collection view's traits (`traitCollection`).
  var traitCollection: UITraitCollection { get }
}

/// The size of a layout's container, UIKit's `NSCollectionLayoutContainer`.
@MainActor
public protocol NSCollectionLayoutContainer: NSObjectProtocol {
  /// The container's size, points (`contentSize`).
  var contentSize: CGSize { get }
  /// The size less ``effectiveContentInsets`` (`effectiveContentSize`).
  var effectiveContentSize: CGSize { get }
  /// The container's insets (`contentInsets`).
  var contentInsets: NSDirectionalEdgeInsets { get }
  /// The insets in effect (`effectiveContentInsets`).
  var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// The environment a ``UICollectionViewCompositionalLayout`` gives its section provider.
@MainActor
final class CompositionalEnvironment: NSObject, NSCollectionLayoutEnvironment,
  NSCollectionLayoutContainer
{
  let contentSize: CGSize
  let traitCollection: UITraitCollection
  var container: any NSCollectionLayoutContainer { self }
  var effectiveContentSize: CGSize { contentSize }
  var contentInsets: NSDirectionalEdgeInsets { .zero }
  var effectiveContentInsets: NSDirectionalEdgeInsets { .zero }

  init(contentSize: CGSize, traitCollection: UITraitCollection) {
    self.contentSize = contentSize
    self.traitCollection = traitCollection
  }
}

/// One section of a compositional layout, UIKit's `NSCollectionLayoutSection`: its group
/// repeated for its items, with insets, spacing, headers and footers, and possibly scrolling
/// sideways (docs/collection-view.md, "Compositional layout").
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject {
  /// What runs as the visible items of the section change (`visibleItemsInvalidationHandler`'s
  /// type): the visible items, the section's scroll offset and the environment.
  public typealias VisibleItemsInvalidationHandler =
    @MainActor (
      _ visibleItems: [any NSCollectionLayoutVisibleItem], _ contentOffset: CGPoint,
      _ layoutEnvironment: any NSCollectionLayoutEnvironment
    ) -> Void

  /// The group repeated for the section's items (`init(group:)`).
  let group: NSCollectionLayoutGroup
  /// Space around the section's groups, points (`contentInsets`, default zero).
  open var contentInsets = NSDirectionalEdgeInsets.zero
  /// Space between consecutive groups, points (`interGroupSpacing`, default 0).
  open var interGroupSpacing: CGFloat = 0
  /// The section's headers and footers (`boundarySupplementaryItems`).
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  /// The views drawn behind the section, such as its background (`decorationItems`, default
  /// none; ``NSCollectionLayoutDecorationItem``).
  open var decorationItems: [NSCollectionLayoutDecorationItem] = []
  /// Whether headers and footers are inset by the leading and trailing content insets
  /// (`supplementariesFollowContentInsets`, default true).
  open var supplementariesFollowContentInsets = true
  /// How the section scrolls sideways (`orthogonalScrollingBehavior`, default `.none`).
  open var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
  /// Runs at each layout of a section that scrolls sideways, before its items are shown
  /// (`visibleItemsInvalidationHandler`); the items' changes to `alpha`, `transform` and
  /// `zIndex` are shown.
  open var visibleItemsInvalidationHandler: VisibleItemsInvalidationHandler?
  /// The list the section was made for, with ``list(using:layoutEnvironment:)``.
  var listConfiguration: UICollectionLayoutListConfiguration?

  /// A section repeating `group` (`init(group:)`).
  public init(group: NSCollectionLayoutGroup) {
    self.group = group
    super.init()
  }

  /// A section that lays out its items as a list of `configuration`'s appearance
  /// (`list(using:layoutEnvironment:)`): each item a full-width row, 44 pt until its cell is
  /// measured; `.insetGrouped` and `.sidebar` rows inset 20 pt each side; a header or footer
  /// when the configuration asks for supplementary ones (docs/tables.md's numbers).
  public static func list(
    using configuration: UICollectionLayoutListConfiguration,
    layoutEnvironment: any NSCollectionLayoutEnvironment
  ) -> NSCollectionLayoutSection {
    let size = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .estimated(ListMetrics.rowHeight))
    let item = NSCollectionLayoutItem(layoutSize: size)
    let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.listConfiguration = configuration
    let grouped = configuration.appearance.isGrouped
    let side = configuration.appearance.isInset ? ListMetrics.insetGroupedSideInset : 0
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    let headerHeight = grouped ? ListMetrics.groupedHeaderHeight : ListMetrics.plainHeaderHeight
    if configuration.headerMode == .supplementary {
      section.boundarySupplementaryItems.append(
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(headerHeight)),
          elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
    } else if grouped {
      // A grouped list keeps its header's space above each section, as a grouped table does.
      section.contentInsets.top = ListMetrics.groupedHeaderHeight
    }
    if configuration.footerMode == .supplementary {
      section.boundarySupplementaryItems.append(
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(headerHeight)),
          elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
    }
    return section
  }
}

/// An item a section's ``NSCollectionLayoutSection/visibleItemsInvalidationHandler`` sees,
/// UIKit's `NSCollectionLayoutVisibleItem`: its frame and the looks the handler may change.
@MainActor
public protocol NSCollectionLayoutVisibleItem: AnyObject {
  /// The item's frame in the collection view's content (`frame`).
  var frame: CGRect { get }
  /// The item's index path (`indexPath`).
  var indexPath: IndexPath { get }
  /// Its opacity (`alpha`).
  var alpha: CGFloat { get set }
  /// Its transform (`transform`).
  var transform: CGAffineTransform { get set }
  /// Its z index (`zIndex`).
  var zIndex: Int { get set }
  /// Whether it is hidden (`isHidden`).
  var isHidden: Bool { get set }
}

/// Layout attributes are what a visible-items handler changes.
extension UICollectionViewLayoutAttributes: NSCollectionLayoutVisibleItem {}
