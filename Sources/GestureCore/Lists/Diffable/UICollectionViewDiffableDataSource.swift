import Foundation

/// A collection view's data source that shows a snapshot of identifiers, UIKit's
/// `UICollectionViewDiffableDataSource`: it answers the counts from its current
/// ``NSDiffableDataSourceSnapshot``, asks the cell provider for each visible item's cell (with
/// the item identifier) and the ``supplementaryViewProvider`` for headers and footers.
///
/// ``apply(_:animatingDifferences:completion:)`` computes the item changes
/// (``SnapshotDifference`` documents the algorithm) and runs them as one
/// ``UICollectionView/performBatchUpdates(_:completion:)``: cells that stay slide from their
/// old to their new layout attributes over 0.3 s, deleted items fade out at their old frames
/// and inserted ones fade in at their new frames (the layout's disappearing and appearing
/// attributes). Sections added or removed fade in or out with their items and supplementary
/// views in the same update; moved sections slide.
///
/// Making one sets itself as the collection view's `dataSource`; keep a strong reference.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: NSObject, UICollectionViewDataSource {
  /// Makes the cell for an item: the collection view, its index path and its item identifier
  /// (`UICollectionViewDiffableDataSource.CellProvider`); `nil` stops the run with UIKit's
  /// exception.
  public typealias CellProvider =
    @MainActor (
      _ collectionView: UICollectionView, _ indexPath: IndexPath,
      _ itemIdentifier: ItemIdentifierType
    ) -> UICollectionViewCell?
  /// Makes a supplementary view: the collection view, the element kind and the index path
  /// (`UICollectionViewDiffableDataSource.SupplementaryViewProvider`).
  public typealias SupplementaryViewProvider =
    @MainActor (_ collectionView: UICollectionView, _ elementKind: String, _ indexPath: IndexPath)
    -> UICollectionReusableView?

  private weak var collectionView: UICollectionView?
  private let cellProvider: CellProvider
  /// The completions of the applies called, run in call order.
  private let completions = ApplyCompletions()
  private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
  /// The trees of the sections filled by section snapshots
  /// (`UICollectionViewDiffableDataSource+SectionSnapshots.swift`).
  final private(set) var sectionSnapshots:
    [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

  /// What the data source asks and tells as the user expands and collapses outline items
  /// (`sectionSnapshotHandlers`, iOS 14; none by default).
  open var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

  /// Makes the headers, footers and other supplementary views the layout shows
  /// (`supplementaryViewProvider`, default `nil`: an empty view).
  open var supplementaryViewProvider: SupplementaryViewProvider?

  /// A data source for `collectionView`, whose cells `cellProvider` makes; it becomes the
  /// collection view's `dataSource` (`init(collectionView:cellProvider:)`).
  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    self.collectionView = collectionView
    self.cellProvider = cellProvider
    super.init()
    collectionView.dataSource = self
  }

  // MARK: Snapshots

  /// A copy of the snapshot shown (`snapshot()`).
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
    current
  }

  /// Shows `snapshot` (`apply(_:animatingDifferences:completion:)`): the differences are
  /// applied as one batch update, animated over 0.3 s when `animatingDifferences`, else at
  /// once; reconfigured items' cells are configured again by the cell provider, whose dequeue
  /// call returns the existing cell. `completion` runs when the update ends. A collection view
  /// not yet laid out takes the snapshot at its first layout. The sections' trees given by
  /// section snapshots are dropped: each section's items become flat, as their rows are now
  /// the whole snapshot's (this model's reading; UIKit documents no merge).
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    applyKeepingOutlines(
      snapshot, outline: nil, animatingDifferences: animatingDifferences, completion: completion)
  }

  /// Shows `snapshot` with `outline` as its section's tree (and no other tree), as
  /// ``apply(_:animatingDifferences:completion:)`` describes; then gives visible cells their
  /// outline state.
  final func applyKeepingOutlines(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    outline: (SectionIdentifierType, NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>)?,
    animatingDifferences: Bool, completion: (() -> Void)?
  ) {
    if let (section, tree) = outline {
      sectionSnapshots[section] = tree
      sectionSnapshots = sectionSnapshots.filter { snapshot.indexOfSection($0.key) != nil }
    } else {
      sectionSnapshots = [:]
    }
    defer { refreshOutlineCells() }
    let ended = completions.enqueue(completion)
    guard let collectionView else {
      current = snapshot.unmarked
      ended()
      return
    }
    guard !collectionView.needsReload, collectionView.window != nil else {
      current = snapshot.unmarked
      collectionView.reloadData()
      ended()
      return
    }
    let difference = SnapshotDifference(from: current, to: snapshot)
    let update = {
      collectionView.performBatchUpdates(
        {
          self.current = snapshot.unmarked
          collectionView.batchUpdate?.deletedSections.formUnion(
            IndexSet(difference.deletedSections))
          collectionView.batchUpdate?.insertedSections.formUnion(
            IndexSet(difference.insertedSections))
          collectionView.batchUpdate?.movedSections += difference.movedSections
          collectionView.batchUpdate?.deleted += difference.deleted
          collectionView.batchUpdate?.inserted += difference.inserted
          collectionView.batchUpdate?.moved += difference.moved
        },
        completion: { _ in ended() })
      for path in difference.reconfigured { self.reconfigure(at: path, in: collectionView) }
    }
    if animatingDifferences { update() } else { UIView.performWithoutAnimation(update) }
  }

  /// Shows `snapshot` by reloading the collection view's data, without animation
  /// (`applySnapshotUsingReloadData(_:completion:)`); `completion` runs at once, or
  /// when the applies called before it have completed.
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) {
    let ended = completions.enqueue(completion)
    current = snapshot.unmarked
    sectionSnapshots = [:]
    collectionView?.reloadData()
    ended()
  }

  /// Gives the visible cells their items' outline level and expansion.
  private func refreshOutlineCells() {
    guard let collectionView else { return }
    for (path, cell) in collectionView.visibleCellsByIndexPath {
      if let state = outlineState(at: path) { cell.showOutlineState(state) }
    }
  }

  private func reconfigure(at path: IndexPath, in collectionView: UICollectionView) {
    guard let cell = collectionView.visibleCellsByIndexPath[path],
      let item = current.item(section: path.section, item: path.item)
    else { return }
    collectionView.reconfiguringCell = (path, cell)
    defer { collectionView.reconfiguringCell = nil }
    _ = cellProvider(collectionView, path, item)
  }

  // MARK: Identifiers and index paths

  /// The item identifier at `indexPath`, or `nil` (`itemIdentifier(for:)`).
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    current.item(section: indexPath.section, item: indexPath.item)
  }

  /// The index path of `itemIdentifier`, or `nil` (`indexPath(for:)`).
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    current.location(of: itemIdentifier).map { IndexPath(item: $0.item, section: $0.section) }
  }

  /// The identifier of the section at `index`, or `nil` (`sectionIdentifier(for:)`, iOS 15).
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    current.sectionIdentifier(at: index)
  }

  /// The index of `sectionIdentifier`, or `nil` (`index(for:)`, iOS 15).
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    current.indexOfSection(sectionIdentifier)
  }

  // MARK: UICollectionViewDataSource

  /// The snapshot's number of sections.
  open func numberOfSections(in collectionView: UICollectionView) -> Int {
    current.numberOfSections
  }

  /// The number of items of the snapshot's section at `section`.
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    guard let identifier = sectionIdentifier(for: section) else { return 0 }
    return current.numberOfItems(inSection: identifier)
  }

  /// The cell provider's cell for the item; a `nil` cell stops the run with UIKit's exception.
  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    guard let item = itemIdentifier(for: indexPath) else {
      SnapshotException.raise("Invalid index path: no item identifier at \(indexPath)")
    }
    guard let cell = cellProvider(collectionView, indexPath, item) else {
      SnapshotException.raise(
        "the cell returned from -collectionView:cellForItemAtIndexPath: is nil at index path "
          + "\(indexPath)")
    }
    if let state = outlineState(at: indexPath) { cell.showOutlineState(state) }
    return cell
  }

  /// The ``supplementaryViewProvider``'s view, or an empty reusable view without one.
  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    supplementaryViewProvider?(collectionView, kind, indexPath)
      ?? UICollectionReusableView(frame: .zero)
  }

  /// False: no interactive movement unless a subclass overrides this.
  open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  {
    false
  }

  /// Moves the item in the snapshot shown as the user moved it (`collectionView(_:moveItemAt:to:)`).
  open func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    guard let item = itemIdentifier(for: sourceIndexPath), sourceIndexPath != destinationIndexPath
    else { return }
    var moved = current
    moved.deleteItems([item])
    let section = current.sectionIdentifiers[destinationIndexPath.section]
    let items = moved.itemIdentifiers(inSection: section)
    if destinationIndexPath.item < items.count {
      moved.insertItems([item], beforeItem: items[destinationIndexPath.item])
    } else {
      moved.appendItems([item], toSection: section)
    }
    current = moved
  }
}
