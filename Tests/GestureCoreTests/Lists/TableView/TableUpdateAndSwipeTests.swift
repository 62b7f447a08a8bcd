import Foundation
import Testing

@testable import GestureCore

@Suite("UITableView: row updates and swipe actions")
@MainActor
struct TableUpdateAndSwipeTests {
  private func makeTable(_ harness: GestureHarness, _ source: LoggingTableSource) -> UITableView {
    let table = UITableView(frame: harness.root.bounds, style: .plain)
    table.register(CountingCell.self, forCellReuseIdentifier: "row")
    table.contentInsetAdjustmentBehavior = .never
    table.dataSource = source
    table.delegate = source
    harness.root.addSubview(table)
    table.layoutIfNeeded()
    return table
  }

  @Test("An inserted row pushes the rows below down by its height over 0.3 s")
  func insertMovesRowsBelow() {
    let harness = GestureHarness()
    let source = LoggingTableSource(rows: [10])
    let table = makeTable(harness, source)
    let second = table.cellForRow(at: IndexPath(row: 1, section: 0))!
    #expect(second.center.y == 66)
    source.rows = [11]
    table.performBatchUpdates {
      table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
    }
    // The model is at once where the row goes (44 lower); the screen follows the ease-in-out
    // curve, halfway at 0.15 s.
    #expect(table.indexPath(for: second) == IndexPath(row: 2, section: 0))
    #expect(second.center.y == 110)
    harness.window.scheduler.advance(to: 0.15)
    #expect(abs(second.presentation.center.y - 88) < 1e-9)
    harness.window.scheduler.advance(to: 0.3)
    #expect(second.presentation.center.y == 110)
    #expect(table.contentSize.height == 484)  // 11 rows of 44 pt
  }

  @Test("An inserted row lies beneath the rows that slide down past it")
  func insertedRowIsBeneathSlidingRows() {
    let harness = GestureHarness()
    let source = LoggingTableSource(rows: [10])
    let table = makeTable(harness, source)
    let first = table.cellForRow(at: IndexPath(row: 0, section: 0))!
    source.rows = [11]
    table.performBatchUpdates {
      table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
    }
    let inserted = table.cellForRow(at: IndexPath(row: 0, section: 0))!
    // The old first row slides from y 0 to 44 over the new row's place: it is drawn above it.
    let cells = table.subviews.filter { $0 is UITableViewCell }
    #expect(cells.firstIndex { $0 === inserted }! < cells.firstIndex { $0 === first }!)
    #expect(table.subviews.firstIndex { $0 === inserted } == 0)
  }

  @Test("A section header below a deleted row moves up with the rows, not at once")
  func headerMovesWithRows() {
    let harness = GestureHarness()
    let source = LoggingTableSource(rows: [3, 3], titles: ["A", "B"])
    let table = makeTable(harness, source)
    // Section 1's header is at 28 + 3 · 44 = 160; deleting a row of section 0 moves it to 116.
    let header = table.headerView(forSection: 1)!
    #expect(header.frame.minY == 160)
    source.rows = [2, 3]
    table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
    #expect(header.frame.minY == 116)
    harness.window.scheduler.advance(to: 0.15)
    #expect(abs(header.presentation.center.y - (138 + 14)) < 1e-9)
    harness.window.scheduler.advance(to: 0.3)
    #expect(header.presentation.center.y == 130)  // 116 + 28 / 2
  }

  /// A source whose rows carry their first index, with a destructive trailing Delete action.
  private func deletingSource(_ table: @escaping () -> UITableView?) -> (
    LoggingTableSource, () -> [Int]
  ) {
    let source = LoggingTableSource(rows: [10])
    var items = Array(0..<10)
    source.trailing = { path in
      let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
        items.remove(at: path.row)
        source.rows = [items.count]
        table()?.deleteRows(at: [path], with: .automatic)
        done(true)
      }
      return UISwipeActionsConfiguration(actions: [delete])
    }
    return (source, { items })
  }

  @Test("A full swipe past half the row deletes it and the rows below move up by its height")
  func fullSwipeDeletes() {
    let harness = GestureHarness()
    var tableRef: UITableView?
    let (source, items) = deletingSource { tableRef }
    let table = makeTable(harness, source)
    tableRef = table
    let below = table.cellForRow(at: IndexPath(row: 4, section: 0))!
    #expect(below.frame.minY == 176)
    // Row 3 spans 132…176; the finger goes 300 pt left in 0.3 s (half the row is 187.5).
    harness.down(340, 154, at: 0.1)
    for step in 1...18 {
      harness.move(340 - CGFloat(step) * 300 / 18, 154, at: 0.1 + Double(step) / 60)
    }
    harness.up(40, 154, at: 0.45)
    let frames = harness.run(for: 1.2)
    #expect(items() == [0, 1, 2, 4, 5, 6, 7, 8, 9])
    #expect(
      frames.flatMap { $0.events("tableView.swipeAction") }.map(\.detail)
        == ["row 0/3 'Delete' (full swipe)"])
    #expect(table.indexPath(for: below) == IndexPath(row: 3, section: 0))
    #expect(below.frame.minY == 132)
    #expect(below.presentation.center.y == 154)
    #expect(table.contentSize.height == 396)  // 9 rows of 44 pt
    #expect(source.selected.isEmpty)
  }

  @Test("A swipe past half the actions' width opens them; a tap on one performs it")
  func partialSwipeOpensThenTap() {
    let harness = GestureHarness()
    var tableRef: UITableView?
    let (source, items) = deletingSource { tableRef }
    let table = makeTable(harness, source)
    tableRef = table
    // 10 pt of hysteresis, then 50 pt: past 37, half the 74 pt button; then a tap on the
    // button, which spans x 301…375 of the row.
    harness.down(300, 154, at: 0.1)
    for step in 1...6 { harness.move(300 - CGFloat(step) * 10, 154, at: 0.1 + Double(step) / 60) }
    harness.up(240, 154, at: 0.25)
    harness.down(340, 154, at: 1.0)
    harness.up(340, 154, at: 1.05)
    let simulation = Simulation(
      window: harness.window, framesPerSecond: 60, duration: 1.6, input: harness.inputs)
    var details: [String] = []
    var frameCount = 0
    while let frame = simulation.nextFrame() {
      details += frame.events("tableView.swipeAction").map(\.detail)
      frameCount += 1
      if frameCount == 50 {  // 0.82 s: open, nothing performed yet
        let cell = table.cellForRow(at: IndexPath(row: 3, section: 0))!
        #expect(cell.swipeOffset == -74)
        #expect(cell.contentView.frame.minX == -74)
        #expect(items().count == 10)
        // The revealed button's title fills it, so "Delete" is drawn centred on it.
        let title =
          cell.subviews.compactMap { $0 as? SwipeActionsView }.first?
          .buttons.first?.subviews.first as? UILabel
        #expect(title?.text == "Delete")
        #expect(title?.frame == CGRect(x: 0, y: 0, width: 74, height: 43.5))
      }
    }
    #expect(items() == [0, 1, 2, 4, 5, 6, 7, 8, 9])
    #expect(details == ["row 0/3 'Delete'"])
  }
}
