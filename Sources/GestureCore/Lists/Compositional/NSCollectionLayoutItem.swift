import Foundation

/// The smallest element of a compositional layout, UIKit's `NSCollectionLayoutItem`: one cell,
/// sized relative to the group that holds it (docs/collection-view.md, "Compositional layout").
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
  /// The item's size, relative to its group (`layoutSize`).
  public let layoutSize: NSCollectionLayoutSize
  /// Insets of the cell inside the item's space, points; they shrink the cell, not the space
  /// (`contentInsets`, default zero).
  open var contentInsets = NSDirectionalEdgeInsets.zero
  /// Space around the item's space that pushes its neighbours away (`edgeSpacing`, default
  /// `nil`).
  open var edgeSpacing: NSCollectionLayoutEdgeSpacing?
  /// Supplementary items anchored to the item, badges (`supplementaryItems`): each placed by
  /// its ``NSCollectionLayoutSupplementaryItem/containerAnchor`` on every cell of the item,
  /// with the cell's index path.
  public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]

  /// An item of `layoutSize` (`init(layoutSize:)`).
  public convenience init(layoutSize: NSCollectionLayoutSize) {
    self.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  /// An item of `layoutSize` with supplementary items (`init(layoutSize:supplementaryItems:)`).
  public init(
    layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]
  ) {
    self.layoutSize = layoutSize
    self.supplementaryItems = supplementaryItems
    super.init()
  }
}

/// A group of items (or groups) laid out in a row, a column or a pattern, UIKit's
/// `NSCollectionLayoutGroup`. A section repeats its group until its items run out.
///
/// A horizontal group places its subitems from its leading edge, each sized relative to the
/// group, ``interItemSpacing`` apart, and repeats them (the first, second, … again) while the
/// next one fits in its width; a vertical group does the same down its height. A group made
/// with `count` holds exactly that many copies of its subitem, sized to fill the group:
/// `(width − (count − 1) · spacing) / count` each (UIKit's documented behaviour of
/// `horizontal(layoutSize:repeatingSubitem:count:)`). Flexible spacing shares the width the
/// items leave, less the least spacing, equally between them.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  /// The direction of a group.
  enum Axis { case horizontal, vertical }

  let axis: Axis
  /// The subitems, in order (`subitems`).
  public let subitems: [NSCollectionLayoutItem]
  /// The fixed number of copies of the only subitem, or `nil` to repeat while they fit.
  let count: Int?
  /// Space between the subitems (`interItemSpacing`, default `nil`: none).
  open var interItemSpacing: NSCollectionLayoutSpacing?

  init(
    axis: Axis, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem],
    count: Int?
  ) {
    self.axis = axis
    self.subitems = subitems
    self.count = count
    super.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  /// A group that places `subitems` in a row, repeating them while they fit
  /// (`horizontal(layoutSize:subitems:)`).
  public class func horizontal(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil)
  }

  /// A group that places `subitems` in a column, repeating them while they fit
  /// (`vertical(layoutSize:subitems:)`).
  public class func vertical(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil)
  }

  /// A row of exactly `count` copies of `repeatingSubitem`, each as wide as fills the group
  /// (`horizontal(layoutSize:repeatingSubitem:count:)`, iOS 16).
  public class func horizontal(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
    count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: max(1, count))
  }

  /// A column of exactly `count` copies of `repeatingSubitem`, each as tall as fills the group
  /// (`vertical(layoutSize:repeatingSubitem:count:)`, iOS 16).
  public class func vertical(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
    count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: max(1, count))
  }

  /// The same as ``horizontal(layoutSize:repeatingSubitem:count:)``
  /// (`horizontal(layoutSize:subitem:count:)`, deprecated in iOS 16).
  public class func horizontal(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
  }

  /// The same as ``vertical(layoutSize:repeatingSubitem:count:)``
  /// (`vertical(layoutSize:subitem:count:)`, deprecated in iOS 16).
  public class func vertical(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
  }
}

/// How a supplementary item sits against its container's edges, UIKit's `NSRectAlignment`.
public enum NSRectAlignment: Int, Sendable {
  /// No alignment.
  case none
  /// Above the container.
  case top
  /// Above, at the leading side.
  case topLeading
  /// Before the leading edge.
  case leading
  /// Below, at the leading side.
  case bottomLeading
  /// Below the container.
  case bottom
  /// Below, at the trailing side.
  case bottomTrailing
  /// After the trailing edge.
  case trailing
  /// Above, at the trailing side.
  case topTrailing
}

/// An extra view of a compositional layout, UIKit's `NSCollectionLayoutSupplementaryItem`:
/// a badge on an item or, as ``NSCollectionLayoutBoundarySupplementaryItem``, a section's
/// header or footer.
///
/// A badge, in an item's `supplementaryItems`, is sized relative to the item's cell (a
/// fractional width is a fraction of the cell's) and placed by its ``containerAnchor`` (see
/// ``NSCollectionLayoutAnchor``); the data source's supplementary view of its
/// ``elementKind`` is asked for with the cell's index path. Its own ``itemAnchor`` picks the
/// badge's point that goes on the container anchor's place, when given.
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
  /// The kind the data source's supplementary view is asked for (`elementKind`).
  public let elementKind: String
  /// The z index of the view (`zIndex`, default 1, in front of the items).
  open var zIndex = 1
  /// Where a badge attaches to its item (`containerAnchor`); `nil` for headers and footers.
  public let containerAnchor: NSCollectionLayoutAnchor?
  /// The badge's own point that goes on the container anchor's place (`itemAnchor`); `nil`:
  /// the badge's edges named by the container anchor.
  public let itemAnchor: NSCollectionLayoutAnchor?

  init(layoutSize: NSCollectionLayoutSize, kind: String) {
    elementKind = kind
    containerAnchor = nil
    itemAnchor = nil
    super.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  /// A badge of `layoutSize` for `elementKind`, attached by `containerAnchor`
  /// (`init(layoutSize:elementKind:containerAnchor:)`).
  public convenience init(
    layoutSize: NSCollectionLayoutSize, elementKind: String,
    containerAnchor: NSCollectionLayoutAnchor
  ) {
    self.init(
      layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor,
      itemAnchor: nil)
  }

  /// A badge whose `itemAnchor` point goes on `containerAnchor`'s place
  /// (`init(layoutSize:elementKind:containerAnchor:itemAnchor:)`).
  public init(
    layoutSize: NSCollectionLayoutSize, elementKind: String,
    containerAnchor: NSCollectionLayoutAnchor, itemAnchor: NSCollectionLayoutAnchor?
  ) {
    self.elementKind = elementKind
    self.containerAnchor = containerAnchor
    self.itemAnchor = itemAnchor
    super.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  /// The badge's frame on a cell of frame `cell` (see the type's notes).
  func badgeFrame(on cell: CGRect) -> CGRect? {
    guard let containerAnchor else { return nil }
    let size = layoutSize.resolve(in: cell.size)
    guard let itemAnchor else { return containerAnchor.frame(of: size, on: cell) }
    let place = containerAnchor.point(in: cell, badge: size)
    let own = itemAnchor.point(in: CGRect(origin: .zero, size: size), badge: size)
    return CGRect(
      x: place.x - own.x, y: place.y - own.y, width: size.width, height: size.height)
  }
}

/// A section's (or the whole layout's) header or footer, UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem` (docs/collection-view.md, "Boundary items").
///
/// Its ``alignment`` names the side of the content it sits on, outside the content insets:
/// `.top` above the section's content (and its top inset), `.bottom` below, `.topLeading`
/// and `.bottomLeading` the same at the leading end, `.topTrailing` and `.bottomTrailing` at
/// the trailing end; `.leading` before the content, `.trailing` after it, level with the
/// content's start. Along the scroll direction (`.top`/`.bottom` in a vertical layout,
/// `.leading`/`.trailing` in a horizontal one) items stack and the content starts after
/// them; across it they sit beside the content, which is narrowed by their width (height)
/// and moved past the ones before it. Fractional sizes are fractions of the section's
/// container: the width less the leading and trailing insets for items above or below, the
/// height less the top and bottom insets for items beside
/// (`supplementariesFollowContentInsets`, which also insets the item along its edge). Its
/// height may be estimated. `pinToVisibleBounds` keeps it in the visible area along the
/// scroll direction while its section shows, as a flow layout's pinned headers are; pinned
/// items draw in front of the items. Apple documents the alignments by name only; this
/// placement is the model's reading of them.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
  /// The side of the section (or layout) it sits on (`alignment`; see the type's notes).
  /// `.none` is placed as `.top`, with a `collectionView.unsupported` warning.
  public let alignment: NSRectAlignment
  /// An offset from the aligned place, points (`offset`).
  public let offset: CGPoint
  /// Whether it stays in the visible area along the scroll direction while its section (for
  /// a layout's item, any section) shows: at the visible start, or the visible end for an
  /// item after the content (`pinToVisibleBounds`, default false).
  open var pinToVisibleBounds = false
  /// Whether it takes room of its own (`extendsBoundary`, default true): the content starts
  /// after it (or beside it) and the section grows to hold it. When false it takes none and
  /// lies over the content's edge on its side (a `.top` one at the section's top, over its
  /// top inset and first items).
  open var extendsBoundary = true

  /// A header or footer of `layoutSize` for `elementKind`, aligned by `alignment`
  /// (`init(layoutSize:elementKind:alignment:)`).
  public convenience init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment
  ) {
    self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
  }

  /// The same, moved by `absoluteOffset` points
  /// (`init(layoutSize:elementKind:alignment:absoluteOffset:)`).
  public init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
    absoluteOffset: CGPoint
  ) {
    self.alignment = alignment
    self.offset = absoluteOffset
    super.init(layoutSize: layoutSize, kind: elementKind)
  }
}
