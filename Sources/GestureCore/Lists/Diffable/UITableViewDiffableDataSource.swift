import Foundation

/// A table view's data source that shows a snapshot of identifiers, UIKit's
/// `UITableViewDiffableDataSource`: it answers the table's counts from its current
/// ``NSDiffableDataSourceSnapshot`` and asks the cell provider for each visible row's cell,
/// with the row's item identifier.
///
/// ``apply(_:animatingDifferences:completion:)`` changes the snapshot: it computes the item
/// changes (``SnapshotDifference`` documents the algorithm: deleted, inserted, moved,
/// reloaded, reconfigured) and runs them as one ``UITableView/performBatchUpdates(_:completion:)``,
/// so rows that stay slide from their old to their new frames over 0.3 s, deleted rows go and
/// inserted rows come with ``defaultRowAnimation``. Sections added or removed come and go with
/// their headers, rows and footers in the same update, with the same animation; moved
/// sections slide.
///
/// Making one sets itself as the table's `dataSource`; keep a strong reference, as the table
/// holds it weakly. Subclass to give section titles or allow editing and moving: the
/// defaults (as UIKit's) give no titles and no editing or moving.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: NSObject, UITableViewDataSource {
  /// Makes the cell for a row: the table, the row's index path and its item identifier
  /// (`UITableViewDiffableDataSource.CellProvider`). Returning `nil` stops the run with UIKit's
  /// exception.
  public typealias CellProvider =
    @MainActor (_ tableView: UITableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType)
    -> UITableViewCell?

  private weak var tableView: UITableView?
  private let cellProvider: CellProvider
  /// The completions of the applies called, run in call order.
  private let completions = ApplyCompletions()
  private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

  /// How inserted, deleted and reloaded rows animate at an apply (`defaultRowAnimation`,
  /// default `.automatic`).
  open var defaultRowAnimation: UITableView.RowAnimation = .automatic

  /// A data source for `tableView`, whose cells `cellProvider` makes; it becomes the table's
  /// `dataSource` (`init(tableView:cellProvider:)`).
  public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
    self.tableView = tableView
    self.cellProvider = cellProvider
    super.init()
    tableView.dataSource = self
  }

  // MARK: Snapshots

  /// A copy of the snapshot shown (`snapshot()`).
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  {
    current
  }

  /// Shows `snapshot` (`apply(_:animatingDifferences:completion:)`): the differences from the
  /// snapshot shown are applied as one batch update, animated when `animatingDifferences`
  /// (over 0.3 s), else at once; reconfigured items' cells are configured again by the cell
  /// provider, which gets the existing cell from its dequeue call. `completion` runs when the
  /// update (and its animation) ends. A table not yet laid out takes the snapshot at its first
  /// layout.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    let ended = completions.enqueue(completion)
    guard let tableView else {
      current = snapshot.unmarked
      ended()
      return
    }
    let old = current
    guard !tableView.needsReload, tableView.window != nil else {
      current = snapshot.unmarked
      tableView.reloadData()
      ended()
      return
    }
    let difference = SnapshotDifference(from: old, to: snapshot)
    let animation = defaultRowAnimation
    let update = {
      tableView.performBatchUpdates(
        {
          self.current = snapshot.unmarked
          if !difference.deletedSections.isEmpty {
            tableView.deleteSections(IndexSet(difference.deletedSections), with: animation)
          }
          if !difference.insertedSections.isEmpty {
            tableView.insertSections(IndexSet(difference.insertedSections), with: animation)
          }
          for move in difference.movedSections {
            tableView.moveSection(move.from, toSection: move.to)
          }
          if !difference.deleted.isEmpty {
            tableView.deleteRows(at: difference.deleted, with: animation)
          }
          if !difference.inserted.isEmpty {
            tableView.insertRows(at: difference.inserted, with: animation)
          }
          for move in difference.moved { tableView.moveRow(at: move.from, to: move.to) }
        },
        completion: { _ in ended() })
      for path in difference.reconfigured { self.reconfigure(at: path, in: tableView) }
    }
    if animatingDifferences { update() } else { UIView.performWithoutAnimation(update) }
  }

  /// Shows `snapshot` by reloading the table's data, without animation
  /// (`applySnapshotUsingReloadData(_:completion:)`); `completion` runs at once, or
  /// when the applies called before it have completed.
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) {
    let ended = completions.enqueue(completion)
    current = snapshot.unmarked
    tableView?.reloadData()
    ended()
  }


  /// Runs the cell provider again for the row at `path`, its dequeue returning the row's cell.
  private func reconfigure(at path: IndexPath, in tableView: UITableView) {
    guard let cell = tableView.visibleCellsByPath[path],
      let item = current.item(section: path.section, item: path.row)
    else { return }
    tableView.reconfiguringCell = (path, cell)
    defer { tableView.reconfiguringCell = nil }
    _ = cellProvider(tableView, path, item)
  }

  // MARK: Identifiers and index paths

  /// The item identifier of the row at `indexPath`, or `nil` (`itemIdentifier(for:)`).
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    current.item(section: indexPath.section, item: indexPath.row)
  }

  /// The index path of `itemIdentifier`'s row, or `nil` (`indexPath(for:)`).
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    current.location(of: itemIdentifier).map { IndexPath(row: $0.item, section: $0.section) }
  }

  /// The identifier of the section at `index`, or `nil` (`sectionIdentifier(for:)`, iOS 15).
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    current.sectionIdentifier(at: index)
  }

  /// The index of `sectionIdentifier`, or `nil` (`index(for:)`, iOS 15).
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    current.indexOfSection(sectionIdentifier)
  }

  // MARK: UITableViewDataSource

  /// The snapshot's number of sections.
  open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

  /// The number of items of the snapshot's section at `section`.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    guard let identifier = sectionIdentifier(for: section) else { return 0 }
    return current.numberOfItems(inSection: identifier)
  }

  /// The cell provider's cell for the row's item; a `nil` cell stops the run with UIKit's
  /// exception.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    guard let item = itemIdentifier(for: indexPath) else {
      SnapshotException.raise("Invalid index path: no item identifier at \(indexPath)")
    }
    guard let cell = cellProvider(tableView, indexPath, item) else {
      SnapshotException.raise(
        "UITableView dataSource returned a nil cell for row at index path: \(indexPath). "
          + "Table view: \(tableView), dataSource: \(self)")
    }
    return cell
  }

  /// No title; override to give one (`tableView(_:titleForHeaderInSection:)`).
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }

  /// No title; override to give one (`tableView(_:titleForFooterInSection:)`).
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }

  /// False, as UIKit's diffable data source answers: no row is swiped or deleted until a
  /// subclass overrides this (`tableView(_:canEditRowAt:)`).
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    false
  }

  /// False: no reorder control until a subclass overrides this (`tableView(_:canMoveRowAt:)`).
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }

  /// Does nothing; override to delete the item from a new snapshot and apply it
  /// (`tableView(_:commit:forRowAt:)`).
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}

  /// Moves the item in the snapshot shown as the user moved its row, without another update
  /// of the table (`tableView(_:moveRowAt:to:)`), as UIKit's does.
  open func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    guard let item = itemIdentifier(for: sourceIndexPath), sourceIndexPath != destinationIndexPath
    else { return }
    var moved = current
    moved.deleteItems([item])
    let section = current.sectionIdentifiers[destinationIndexPath.section]
    let items = moved.itemIdentifiers(inSection: section)
    if destinationIndexPath.row < items.count {
      moved.insertItems([item], beforeItem: items[destinationIndexPath.row])
    } else {
      moved.appendItems([item], toSection: section)
    }
    current = moved
  }

  /// No section index (`sectionIndexTitles(for:)`).
  open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
  /// The section numbered `index` (`tableView(_:sectionForSectionIndexTitle:at:)`).
  open func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int { index }
}
