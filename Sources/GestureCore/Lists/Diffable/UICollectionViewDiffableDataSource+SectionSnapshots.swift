import Foundation

/// What a collection view asks of its data source to expand or collapse an outline item, and
/// to give its cells their outline state: a diffable data source with section snapshots.
@MainActor
protocol OutlineDataSource: AnyObject {
  /// Expands or collapses the item at `indexPath` as a tap on its outline disclosure does;
  /// false when its section has no section snapshot.
  func toggleOutlineItem(at indexPath: IndexPath) -> Bool
  /// The indentation level and expansion of the item at `indexPath`, or `nil` outside a
  /// section snapshot.
  func outlineState(at indexPath: IndexPath) -> (level: Int, isExpanded: Bool)?
}

extension UICollectionViewDiffableDataSource {
  /// What the data source asks and tells as the user expands and collapses items of a section
  /// snapshot (`UICollectionViewDiffableDataSource.SectionSnapshotHandlers`, iOS 14). Each
  /// handler is optional; without one, an item may expand and collapse and keeps its children.
  public struct SectionSnapshotHandlers<Item> {
    /// Whether `item` may expand (`shouldExpandItem`); `nil` allows it.
    public var shouldExpandItem: (@MainActor (Item) -> Bool)?
    /// Told before `item` expands (`willExpandItem`).
    public var willExpandItem: (@MainActor (Item) -> Void)?
    /// Whether `item` may collapse (`shouldCollapseItem`); `nil` allows it.
    public var shouldCollapseItem: (@MainActor (Item) -> Bool)?
    /// Told before `item` collapses (`willCollapseItem`).
    public var willCollapseItem: (@MainActor (Item) -> Void)?
    /// The children `item` shows once expanded, given the snapshot of its current children
    /// (`snapshotForExpandingParent`): children loaded as they are needed.
    public var snapshotForExpandingParent:
      (
        @MainActor (Item, NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) ->
          NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
      )?

    /// No handlers (`init()`).
    public init() {}
  }

  /// Shows `snapshot` as the items of `sectionIdentifier` (`apply(_:to:animatingDifferences:
  /// completion:)`, iOS 14): the section's items become the snapshot's ``NSDiffableDataSourceSectionSnapshot/visibleItems``,
  /// the section added at the end when the data source has none of that identifier, and the
  /// change runs as ``apply(_:animatingDifferences:completion:)`` runs a whole snapshot. The
  /// data source keeps the tree: ``snapshot(for:)`` gives it back, list cells get their
  /// item's level as `indentationLevel` and its expansion in their configuration state, and a
  /// tap on an outline disclosure without an action handler expands or collapses the item.
  public func apply(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
    to sectionIdentifier: SectionIdentifierType, animatingDifferences: Bool = true,
    completion: (() -> Void)? = nil
  ) {
    var whole = self.snapshot()
    if whole.indexOfSection(sectionIdentifier) == nil {
      whole.appendSections([sectionIdentifier])
    } else {
      whole.deleteItems(whole.itemIdentifiers(inSection: sectionIdentifier))
    }
    whole.appendItems(snapshot.visibleItems, toSection: sectionIdentifier)
    applyKeepingOutlines(
      whole, outline: (sectionIdentifier, snapshot), animatingDifferences: animatingDifferences,
      completion: completion)
  }

  /// The tree last applied to `section` (`snapshot(for:)`, iOS 14): its section snapshot, or,
  /// for a section filled by a whole snapshot, its items as root items; an empty snapshot for
  /// a section the data source does not have.
  public func snapshot(for section: SectionIdentifierType)
    -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  {
    if let tree = sectionSnapshots[section] { return tree }
    var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
    let whole = snapshot()
    if whole.indexOfSection(section) != nil {
      flat.append(whole.itemIdentifiers(inSection: section))
    }
    return flat
  }
}

extension UICollectionViewDiffableDataSource: OutlineDataSource {
  func toggleOutlineItem(at indexPath: IndexPath) -> Bool {
    guard let section = sectionIdentifier(for: indexPath.section),
      var tree = sectionSnapshots[section], let item = itemIdentifier(for: indexPath),
      tree.contains(item)
    else { return false }
    let handlers = sectionSnapshotHandlers
    if tree.isExpanded(item) {
      guard handlers.shouldCollapseItem?(item) ?? true else { return true }
      handlers.willCollapseItem?(item)
      tree.collapse([item])
    } else {
      guard handlers.shouldExpandItem?(item) ?? true else { return true }
      handlers.willExpandItem?(item)
      if let children = handlers.snapshotForExpandingParent {
        tree.replace(childrenOf: item, using: children(item, tree.snapshot(of: item)))
      }
      tree.expand([item])
    }
    apply(tree, to: section)
    return true
  }

  func outlineState(at indexPath: IndexPath) -> (level: Int, isExpanded: Bool)? {
    guard let section = sectionIdentifier(for: indexPath.section),
      let tree = sectionSnapshots[section], let item = itemIdentifier(for: indexPath),
      tree.contains(item)
    else { return nil }
    return (tree.level(of: item), tree.isExpanded(item))
  }
}
