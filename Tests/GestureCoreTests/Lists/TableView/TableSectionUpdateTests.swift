import Foundation
import Testing

@testable import GestureCore

/// Section updates of a 375 × 667 `.plain` table of 44 pt rows. The 0.3 s ease-in-out curve
/// (0.42, 0), (0.58, 1) is symmetric, so at 0.15 s every animated value is half way.
@Suite("UITableView: section inserts, deletes, reloads and moves")
@MainActor
struct TableSectionUpdateTests {
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

  @Test("A section of 3 rows inserted at 0 with .fade: the rows below are 66 pt lower at 0.15 s")
  func insertSectionPushesRowsDown() {
    let harness = GestureHarness()
    let source = LoggingTableSource(rows: [3])
    let table = makeTable(harness, source)
    let first = table.cellForRow(at: IndexPath(row: 0, section: 0))!
    #expect(first.frame.minY == 0)
    source.rows = [3, 3]
    source.log = []
    var finished: Bool?
    table.performBatchUpdates(
      { table.insertSections([0], with: .fade) }, completion: { finished = $0 })
    // Asked: the counts, the new section's heights, and cells only for the new rows.
    #expect(
      source.log == [
        "sections", "rows 0", "rows 1", "height 0", "height 1", "cell 0/0", "cell 0/1",
        "cell 0/2",
      ])
    #expect(table.indexPath(for: first) == IndexPath(row: 0, section: 1))
    #expect(first.frame.minY == 132)  // 3 · 44
    let inserted = table.cellForRow(at: IndexPath(row: 1, section: 0))!
    #expect(inserted.frame.minY == 44)
    harness.window.scheduler.advance(to: 0.15)
    // From centre 22 to 154: 22 + 66 half way; the new rows half faded in, in place.
    #expect(abs(first.presentation.center.y - 88) < 1e-9)
    #expect(abs(inserted.presentation.alpha - 0.5) < 1e-9)
    #expect(inserted.presentation.center.y == 66)
    #expect(finished == nil)
    harness.window.scheduler.advance(to: 0.31)
    #expect(first.presentation.center.y == 154)
    #expect(inserted.presentation.alpha == 1)
    #expect(finished == true)
    #expect(table.contentSize.height == 264)
  }

  @Test("A deleted section's header and rows fade out; the next section moves up its height")
  func deleteSectionFadesHeaderAndRows() {
    let harness = GestureHarness()
    let source = LoggingTableSource(rows: [2, 3], titles: ["A", "B"])
    let table = makeTable(harness, source)
    // Section 0: header 0…28, rows 28…116; section 1: header 116…144, rows from 144.
    let headerA = table.headerView(forSection: 0)!
    let headerB = table.headerView(forSection: 1)!
    let rowA = table.cellForRow(at: IndexPath(row: 0, section: 0))!
    let rowB = table.cellForRow(at: IndexPath(row: 0, section: 1))!
    #expect(headerB.frame.minY == 116 && rowB.frame.minY == 144)
    source.rows = [3]
    source.titles = ["B"]
    table.deleteSections([0], with: .fade)
    #expect(table.numberOfSections == 1)
    #expect(table.headerView(forSection: 0) === headerB)
    #expect(table.indexPath(for: rowB) == IndexPath(row: 0, section: 0))
    #expect(headerB.frame.minY == 0 && rowB.frame.minY == 28)
    harness.window.scheduler.advance(to: 0.15)
    // Header B from centre 130 to 14, row B from 166 to 50: half way.
    #expect(abs(headerB.presentation.center.y - 72) < 1e-9)
    #expect(abs(rowB.presentation.center.y - 108) < 1e-9)
    // Section A's header and row fade where they were.
    #expect(headerA.superview === table && rowA.superview === table)
    #expect(headerA.frame.minY == 0 && rowA.frame.minY == 28)
    #expect(abs(headerA.presentation.alpha - 0.5) < 1e-9)
    #expect(abs(rowA.presentation.alpha - 0.5) < 1e-9)
    harness.window.scheduler.advance(to: 0.31)
    #expect(headerA.superview == nil && rowA.superview == nil)
    #expect(table.contentSize.height == 160)  // 28 + 3 · 44
  }

  @Test("Moving section 1 to 0 slides both sections past each other")
  func moveSectionSlides() {
    let harness = GestureHarness()
    let source = LoggingTableSource(rows: [1, 2])
    let table = makeTable(harness, source)
    let lone = table.cellForRow(at: IndexPath(row: 0, section: 0))!
    let pair = table.cellForRow(at: IndexPath(row: 1, section: 1))!
    #expect(lone.frame.minY == 0 && pair.frame.minY == 88)
    source.rows = [2, 1]
    source.log = []
    table.moveSection(1, toSection: 0)
    #expect(!source.log.contains { $0.hasPrefix("cell") })
    #expect(table.indexPath(for: lone) == IndexPath(row: 0, section: 1))
    #expect(table.indexPath(for: pair) == IndexPath(row: 1, section: 0))
    harness.window.scheduler.advance(to: 0.15)
    // The lone row from centre 22 to 110; the pair's second row from 110 to 66.
    #expect(abs(lone.presentation.center.y - 66) < 1e-9)
    #expect(abs(pair.presentation.center.y - 88) < 1e-9)
  }

  @Test("Reloading a section asks its rows again; the old cells fade out as the new fade in")
  func reloadSectionAsksAgain() {
    let harness = GestureHarness()
    let source = LoggingTableSource(rows: [2, 1])
    let table = makeTable(harness, source)
    let old = table.cellForRow(at: IndexPath(row: 0, section: 0))!
    let below = table.cellForRow(at: IndexPath(row: 0, section: 1))!
    source.rows = [3, 1]
    source.log = []
    table.beginUpdates()
    table.reloadSections([0], with: .automatic)
    table.endUpdates()
    #expect(source.log.filter { $0.hasPrefix("cell") } == ["cell 0/0", "cell 0/1", "cell 0/2"])
    let new = table.cellForRow(at: IndexPath(row: 0, section: 0))!
    #expect(new !== old)
    #expect(table.indexPath(for: below) == IndexPath(row: 0, section: 1))
    harness.window.scheduler.advance(to: 0.15)
    #expect(abs(old.presentation.alpha - 0.5) < 1e-9)
    #expect(abs(new.presentation.alpha - 0.5) < 1e-9)
    #expect(abs(below.presentation.center.y - 132) < 1e-9)  // 110 → 154
  }

  @Test("In a batch, deletes use old indexes and inserts new ones; .left slides the row in")
  func batchIndexRules() {
    let harness = GestureHarness()
    let source = LoggingTableSource(rows: [1, 1, 1])
    let table = makeTable(harness, source)
    let last = table.cellForRow(at: IndexPath(row: 0, section: 2))!
    // Delete old section 0, insert new section 2 (after old 1 and 2, now 0 and 1) of 2 rows.
    source.rows = [1, 1, 2]
    table.performBatchUpdates {
      table.deleteSections([0], with: .fade)
      table.insertSections([2], with: .left)
    }
    #expect(table.indexPath(for: last) == IndexPath(row: 0, section: 1))
    let arriving = table.cellForRow(at: IndexPath(row: 1, section: 2))!
    #expect(arriving.frame.minY == 132)
    harness.window.scheduler.advance(to: 0.15)
    // .left: from one width to the left (centre −187.5) to 187.5, at 0 half way.
    #expect(abs(arriving.presentation.center.x) < 1e-9)
    #expect(abs(last.presentation.center.y - 88) < 1e-9)  // 110 → 66
  }

  @Test("An update whose section count does not add up stops with UIKit's message")
  func sectionCountMismatch() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let harness = GestureHarness()
        let source = LoggingTableSource(rows: [2, 2])
        let table = UITableView(frame: harness.root.bounds, style: .plain)
        table.register(CountingCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        harness.root.addSubview(table)
        table.layoutIfNeeded()
        table.deleteSections([0], with: .fade)
      }
    }
    let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      stderr.contains(
        "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', "
          + "reason: 'Invalid update: invalid number of sections. The number of sections "
          + "contained in the table view after the update (2) must be equal to the number of "
          + "sections contained in the table view before the update (2), plus or minus the "
          + "number of sections inserted or deleted (0 inserted, 1 deleted).'"))
  }

  @Test("Rows of a moved section are checked at its new index")
  func rowCountMismatchAfterMove() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let harness = GestureHarness()
        let source = LoggingTableSource(rows: [1, 2])
        let table = UITableView(frame: harness.root.bounds, style: .plain)
        table.register(CountingCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        harness.root.addSubview(table)
        table.layoutIfNeeded()
        source.rows = [3, 1]
        table.moveSection(1, toSection: 0)
      }
    }
    let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    let reason: String = [
      "reason: 'Invalid update: invalid number of rows in section 0. The number of rows ",
      "contained in an existing section after the update (3) must be equal to the number ",
      "of rows contained in that section before the update (2), plus or minus the number ",
      "of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or ",
      "minus the number of rows moved into or out of that section (0 moved in, 0 moved ",
      "out).'",
    ].joined()
    #expect(stderr.contains(reason))
  }
}
