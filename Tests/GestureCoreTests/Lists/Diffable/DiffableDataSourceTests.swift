import Foundation
import Testing

@testable import GestureCore

/// A table cell that remembers the item it was last configured for and how often.
@MainActor
final class ItemTableCell: UITableViewCell {
  var item = ""
  var configurations = 0
}

/// A collection cell that remembers its item.
@MainActor
final class ItemCollectionCell: UICollectionViewListCell {
  var item = ""
}

@Suite("Diffable data sources animate from the shown snapshot to the applied one")
@MainActor
struct DiffableDataSourceTests {
  /// The ease-in-out curve (0.42, 0), (0.58, 1) at a quarter of its time: x(s) = 0.25 at
  /// s = 0.225065, y(s) = 0.129162.
  private let quarterProgress = 0.1291619

  private func snapshot(_ items: [String]) -> NSDiffableDataSourceSnapshot<Int, String> {
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(items)
    return snapshot
  }

  private func makeTable(_ harness: GestureHarness) -> (
    UITableView, UITableViewDiffableDataSource<Int, String>
  ) {
    let table = UITableView(frame: harness.root.bounds, style: .plain)
    table.contentInsetAdjustmentBehavior = .never
    table.rowHeight = 44
    table.register(ItemTableCell.self, forCellReuseIdentifier: "item")
    let dataSource = UITableViewDiffableDataSource<Int, String>(tableView: table) {
      tableView, indexPath, item in
      let cell =
        tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath) as! ItemTableCell
      cell.item = item
      cell.configurations += 1
      return cell
    }
    harness.root.addSubview(table)
    dataSource.apply(snapshot(["A", "B", "C", "D", "E"]), animatingDifferences: false)
    table.layoutIfNeeded()
    return (table, dataSource)
  }

  private func cell(_ table: UITableView, _ row: Int) -> ItemTableCell {
    table.cellForRow(at: IndexPath(row: row, section: 0)) as! ItemTableCell
  }

  @Test("[A B C D E] → [E A C D]: E slides from row 4 to row 0, A down a row, B fades")
  func tableMoveAndDelete() {
    let harness = GestureHarness()
    let (table, dataSource) = makeTable(harness)
    let a = cell(table, 0)
    let b = cell(table, 1)
    let e = cell(table, 4)
    #expect(e.item == "E" && e.center.y == 198)  // 4 · 44 + 22
    var finished = false
    var next = dataSource.snapshot()
    next.deleteItems(["B"])
    next.moveItem("E", beforeItem: "A")
    dataSource.apply(next) { finished = true }
    #expect(dataSource.itemIdentifier(for: IndexPath(row: 0, section: 0)) == "E")
    #expect(dataSource.indexPath(for: "A") == IndexPath(row: 1, section: 0))
    #expect(table.numberOfRows(inSection: 0) == 4)
    // The model is at the new frames at once; the screen follows the 0.3 s ease-in-out curve.
    #expect(table.indexPath(for: e) == IndexPath(row: 0, section: 0))
    #expect(e.center.y == 22 && a.center.y == 66)
    harness.window.scheduler.advance(to: 0.075)
    #expect(abs(e.presentation.center.y - (198 - 176 * quarterProgress)) < 1e-3)
    #expect(abs(a.presentation.center.y - (22 + 44 * quarterProgress)) < 1e-3)
    harness.window.scheduler.advance(to: 0.15)
    #expect(abs(e.presentation.center.y - 110) < 1e-9)  // half way from 198 to 22
    #expect(abs(a.presentation.center.y - 44) < 1e-9)
    #expect(abs(b.presentation.alpha - 0.5) < 1e-9)  // B fades out where it was
    #expect(b.presentation.center.y == 66)
    #expect(!finished)
    harness.window.scheduler.advance(to: 0.3)
    #expect(e.presentation.center.y == 22)
    #expect(b.superview == nil)
    #expect(finished)
    #expect(table.contentSize.height == 176)
    #expect((0..<4).map { cell(table, $0).item } == ["E", "A", "C", "D"])
  }

  @Test("Reconfiguring an item runs the cell provider again on the same cell")
  func reconfigureKeepsCell() {
    let harness = GestureHarness()
    let (table, dataSource) = makeTable(harness)
    let c = cell(table, 2)
    #expect(c.configurations == 1)
    var next = dataSource.snapshot()
    next.reconfigureItems(["C"])
    dataSource.apply(next, animatingDifferences: false)
    #expect(cell(table, 2) === c)
    #expect(c.configurations == 2)
    // Reloading instead makes the row's cell again: a different cell object fades in.
    var reloaded = dataSource.snapshot()
    reloaded.reloadItems(["C"])
    dataSource.apply(reloaded, animatingDifferences: false)
    #expect(cell(table, 2) !== c)
    #expect(cell(table, 2).item == "C")
  }

  @Test("A diffable table data source allows no editing until a subclass says so")
  func editingDefaults() {
    let harness = GestureHarness()
    let (table, dataSource) = makeTable(harness)
    let path = IndexPath(row: 0, section: 0)
    #expect(!dataSource.tableView(table, canEditRowAt: path))
    #expect(!dataSource.tableView(table, canMoveRowAt: path))
    #expect(dataSource.tableView(table, titleForHeaderInSection: 0) == nil)
    // A user move updates the snapshot shown.
    dataSource.tableView(
      table, moveRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
    #expect(dataSource.snapshot().itemIdentifiers == ["B", "C", "A", "D", "E"])
  }

  @Test("A new section fades in with its rows in the same update; no reload")
  func sectionInsertAnimates() {
    let harness = GestureHarness()
    let (table, dataSource) = makeTable(harness)
    let a = cell(table, 0)
    var next = dataSource.snapshot()
    next.insertSections([1], beforeSection: 0)
    next.appendItems(["F", "G"], toSection: 1)
    next.deleteItems(["E"])
    var finished = false
    dataSource.apply(next) { finished = true }
    #expect(table.numberOfSections == 2)
    #expect(dataSource.indexPath(for: "F") == IndexPath(row: 0, section: 0))
    // A keeps its cell and slides down two rows; F fades in at the top.
    #expect(table.indexPath(for: a) == IndexPath(row: 0, section: 1))
    let f = table.cellForRow(at: IndexPath(row: 0, section: 0)) as! ItemTableCell
    #expect(f.item == "F" && f.center.y == 22)
    harness.window.scheduler.advance(to: 0.15)
    #expect(abs(a.presentation.center.y - 66) < 1e-9)  // 22 → 110
    #expect(abs(f.presentation.alpha - 0.5) < 1e-9)
    #expect(!finished)
    harness.window.scheduler.advance(to: 0.31)
    #expect(finished)
    #expect(!harness.window.eventLog.pending.contains { $0.kind == "tableView.unsupported" })
  }

  @Test("Collection view: cells from a registration slide to their new frames")
  func collectionMoveAndDelete() {
    let harness = GestureHarness()
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 375, height: 50)
    layout.minimumLineSpacing = 0
    let collectionView = UICollectionView(frame: harness.root.bounds, collectionViewLayout: layout)
    collectionView.contentInsetAdjustmentBehavior = .never
    harness.root.addSubview(collectionView)
    let registration = UICollectionView.CellRegistration<ItemCollectionCell, String> {
      cell, _, item in
      cell.item = item
      var content = cell.defaultContentConfiguration()
      content.text = item
      cell.contentConfiguration = content
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(
      collectionView: collectionView
    ) { collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    dataSource.apply(snapshot(["A", "B", "C", "D", "E"]), animatingDifferences: false)
    collectionView.layoutIfNeeded()
    let a = collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as! ItemCollectionCell
    let e = collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) as! ItemCollectionCell
    #expect(a.item == "A" && e.item == "E")
    #expect(e.center.y == 225)  // 4 · 50 + 25
    #expect(a.contentView.subviews.contains { $0 is UIListContentView })
    var next = dataSource.snapshot()
    next.deleteItems(["B"])
    next.moveItem("E", beforeItem: "A")
    dataSource.apply(next)
    #expect(dataSource.indexPath(for: "E") == IndexPath(item: 0, section: 0))
    harness.window.scheduler.advance(to: 0.15)
    #expect(abs(e.presentation.center.y - 125) < 1e-6)  // half way from 225 to 25
    #expect(abs(a.presentation.center.y - 50) < 1e-6)  // half way from 25 to 75
    harness.window.scheduler.advance(to: 0.3)
    #expect(e.presentation.center.y == 25)
    #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === e)
  }

  @Test("A supplementary registration configures the header the provider dequeues")
  func supplementaryRegistration() {
    let harness = GestureHarness()
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 375, height: 50)
    layout.headerReferenceSize = CGSize(width: 375, height: 30)
    let collectionView = UICollectionView(frame: harness.root.bounds, collectionViewLayout: layout)
    harness.root.addSubview(collectionView)
    let cells = UICollectionView.CellRegistration<ItemCollectionCell, String> { cell, _, item in
      cell.item = item
    }
    let headers = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { view, kind, indexPath in
      view.accessibilityIdentifier = "\(kind) \(indexPath.section)"
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(
      collectionView: collectionView
    ) { collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
    }
    dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
    }
    dataSource.apply(snapshot(["A"]), animatingDifferences: false)
    collectionView.layoutIfNeeded()
    let header = collectionView.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionHeader,
      at: IndexPath(item: 0, section: 0))
    #expect(header?.accessibilityIdentifier == "UICollectionElementKindSectionHeader 0")
    #expect(header?.frame == CGRect(x: 0, y: 0, width: 375, height: 30))
  }
}
