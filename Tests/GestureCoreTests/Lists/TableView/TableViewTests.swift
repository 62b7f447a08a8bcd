import Foundation
import Testing

@testable import GestureCore

@Suite("UITableView: data source order, reuse, heights, pinned headers, selection")
@MainActor
struct TableViewTests {
  /// A full-window table (375 × 667, no safe area) in the harness's root.
  private func makeTable(
    _ harness: GestureHarness, _ source: LoggingTableSource, style: UITableView.Style = .plain
  ) -> UITableView {
    let table = UITableView(frame: harness.root.bounds, style: style)
    table.register(CountingCell.self, forCellReuseIdentifier: "row")
    table.contentInsetAdjustmentBehavior = .never
    table.dataSource = source
    table.delegate = source
    harness.root.addSubview(table)
    table.layoutIfNeeded()
    return table
  }

  @Test("Counts, then heights, then cells only for the rows in view, top to bottom")
  func callOrder() {
    let harness = GestureHarness()
    let source = LoggingTableSource(rows: [3, 40])
    let table = makeTable(harness, source)
    // Section 0: rows 0–2 at 0, 44, 88; section 1 starts at 132: 667 − 132 = 535 pt hold
    // 12.2 rows of 44 pt, so rows 0…12 of section 1 show.
    let expected =
      ["sections", "rows 0", "rows 1", "height 0", "height 1"]
      + (0..<3).map { "cell 0/\($0)" } + (0...12).map { "cell 1/\($0)" }
    #expect(source.log == expected)
    #expect(table.contentSize == CGSize(width: 375, height: 43 * 44))
    #expect(table.visibleCells.count == 16)
    #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 12, section: 1))
  }

  @Test("A 1,000-row table scrolled end to end makes no more cells than rows ever in view")
  func reuseKeepsCellCountFlat() {
    CountingCell.made = 0
    let harness = GestureHarness()
    let source = LoggingTableSource(rows: [1000])
    let table = makeTable(harness, source)
    #expect(table.contentSize.height == 44_000)
    var most = 0
    var y: CGFloat = 0
    while y <= 44_000 - 667 {
      table.contentOffset = CGPoint(x: 0, y: y)
      table.layoutIfNeeded()
      most = max(most, table.subviews.filter { $0 is UITableViewCell }.count)
      y += 7
    }
    // 667 / 44 = 15.2: 16 rows show when a row's top is at the top, 17 when one is cut
    // there, so 17 cells exist at most, and that is all the table ever makes.
    #expect(most == 17)
    #expect(CountingCell.made == 17)
    #expect(CountingCell.made <= most + 2)
    #expect(table.cellForRow(at: IndexPath(row: 999, section: 0)) != nil)
  }

  @Test("A flick through a 10,000-row table keeps the live cells within the rows in view + 2")
  func flickKeepsCellCountFlat() {
    CountingCell.made = 0
    let harness = GestureHarness()
    let source = LoggingTableSource(rows: [10_000])
    let table = makeTable(harness, source)
    // A flick up: 400 pt in 0.1 s, released moving at 4,000 pt/s.
    harness.down(180, 600, at: 0.1)
    for step in 1...6 {
      harness.move(180, 600 - CGFloat(step) * 400 / 6, at: 0.1 + Double(step) / 60)
    }
    harness.up(180, 200, at: 0.2)
    let simulation = Simulation(
      window: harness.window, framesPerSecond: 60, duration: 4, input: harness.inputs)
    var worst = 0
    while let _ = simulation.nextFrame() {
      let live = table.subviews.filter { $0 is UITableViewCell }.count
      let inView = table.indexPathsForVisibleRows?.count ?? 0
      worst = max(worst, live - inView)
    }
    #expect(table.contentOffset.y > 1_500)  // the flick travelled dozens of rows
    #expect(worst <= 2)
    // At most 17 rows of 44 pt meet the 667 pt screen; the table never made more cells.
    #expect(CountingCell.made <= 17)
  }

  @Test("A .plain header stays at the top of its section until the next header pushes it")
  func pinnedHeaders() {
    let harness = GestureHarness()
    let source = LoggingTableSource(rows: [10, 10], titles: ["A", "B"])
    let table = makeTable(harness, source)
    // Section 0: header 0…28, rows 28…468; section 1: header at 468, rows 496…936.
    #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 468, width: 375, height: 28))
    func headerY(_ section: Int) -> CGFloat? { table.headerView(forSection: section)?.frame.minY }
    #expect(headerY(0) == 0)
    for (offset, first, second) in [
      (100.0, 100.0, 468.0), (440.0, 440.0, 468.0), (450.0, 440.0, 468.0),
      (467.0, 440.0, 468.0), (500.0, nil, 500.0),
    ] as [(CGFloat, CGFloat?, CGFloat?)] {
      table.contentOffset = CGPoint(x: 0, y: offset)
      table.layoutIfNeeded()
      #expect(headerY(0) == first, "offset \(offset)")
      #expect(headerY(1) == second, "offset \(offset)")
    }
  }

  @Test("Rows, points and rectangles map both ways")
  func geometryQueries() {
    let harness = GestureHarness()
    let source = LoggingTableSource(rows: [2, 5], titles: ["A", "B"])
    let table = makeTable(harness, source)
    // Section 1's header is at 28 + 88 = 116, its rows from 144.
    #expect(
      table.rectForRow(at: IndexPath(row: 3, section: 1))
        == CGRect(x: 0, y: 276, width: 375, height: 44))
    #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 300)) == IndexPath(row: 3, section: 1))
    #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 120)) == nil)
    let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))
    #expect(cell.flatMap { table.indexPath(for: $0) } == IndexPath(row: 1, section: 0))
  }

  @Test("scrollToRow(.top) puts the row under its pinned header")
  func scrollToRow() {
    let harness = GestureHarness()
    let source = LoggingTableSource(rows: [100], titles: ["A"])
    let table = makeTable(harness, source)
    table.scrollToRow(at: IndexPath(row: 20, section: 0), at: .top, animated: false)
    // Row 20's top is 28 + 20 · 44 = 908; the 28 pt header covers the top.
    #expect(table.contentOffset.y == 880)
    table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .middle, animated: false)
    // Its middle, 28 + 99 · 44 + 22 − 333.5, is past the last offset, 28 + 4400 − 667.
    #expect(abs(table.contentOffset.y - 3761) < 0.001)
  }

  @Test("A self-sizing row is as tall as its constraints make its contentView, plus the separator")
  func selfSizing() {
    let harness = GestureHarness()
    let source = LoggingTableSource(rows: [3], fixedHeight: nil)
    let table = UITableView(frame: harness.root.bounds, style: .plain)
    table.register(TallCell.self, forCellReuseIdentifier: "row")
    table.dataSource = source
    table.delegate = source
    harness.root.addSubview(table)
    table.layoutIfNeeded()
    // 12 + 30 + 12 = 54 for contentView, and a 0.5 pt separator at scale 2.
    #expect(
      table.rectForRow(at: IndexPath(row: 1, section: 0))
        == CGRect(x: 0, y: 54.5, width: 375, height: 54.5))
    #expect(table.contentSize.height == 3 * 54.5)
  }

  @Test("A tap selects the row on lift; a scroll cancels the highlight")
  func selection() {
    let harness = GestureHarness()
    let source = LoggingTableSource(rows: [30])
    let table = makeTable(harness, source)
    harness.down(100, 100, at: 0.1)
    harness.up(100, 100, at: 0.2)
    harness.down(100, 300, at: 0.5)
    for step in 1...10 { harness.move(100, 300 - CGFloat(step) * 10, at: 0.5 + Double(step) / 60) }
    harness.up(100, 200, at: 0.8)
    let frames = harness.run(for: 1.5)
    // y = 100 is row 2 (88…132).
    #expect(source.selected == [IndexPath(row: 2, section: 0)])
    #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
    #expect(frames.flatMap { $0.events("tableView.didSelectRow") }.map(\.detail) == ["row 0/2"])
    #expect(table.visibleCells.allSatisfy { !$0.isHighlighted })
  }
}

extension TableViewTests {
  @Test("A tap on a decelerating table stops it and selects nothing; the next tap selects")
  func tapStopsDeceleration() {
    let harness = GestureHarness()
    let source = LoggingTableSource(rows: [100])
    let table = makeTable(harness, source)
    // A flick up: 200 pt in 0.1 s, lifted while moving (2,000 pt/s).
    harness.down(100, 500, at: 0.1)
    for step in 1...6 { harness.move(100, 500 - CGFloat(step) * 33, at: 0.1 + Double(step) / 60) }
    harness.up(100, 302, at: 0.2)
    // A tap while the content still moves, then one after it has stopped.
    harness.down(100, 100, at: 0.5)
    harness.up(100, 100, at: 0.6)
    harness.down(100, 100, at: 1.0)
    harness.up(100, 100, at: 1.1)
    var offsetBeforeTap: CGFloat = 0
    var stoppedAt: CGFloat = 0
    harness.window.scheduler.schedule(after: 0.49) { offsetBeforeTap = table.contentOffset.y }
    harness.window.scheduler.schedule(after: 0.9) { stoppedAt = table.contentOffset.y }
    let frames = harness.run(for: 1.5)
    #expect(offsetBeforeTap > 200)
    // Stopped where the finger caught it, about a frame after 0.49 s, and nothing moved since.
    #expect(abs(table.contentOffset.y - stoppedAt) < 1e-9)
    #expect(stoppedAt - offsetBeforeTap < 60)
    // Only the second tap selects.
    let selections = frames.flatMap { $0.events("tableView.didSelectRow") }
    #expect(selections.count == 1)
    #expect(source.selected.count == 1)
    #expect(table.visibleCells.filter(\.isHighlighted).isEmpty)
  }
}

/// A cell whose content is a 30 pt view 12 pt from the top and bottom of contentView.
@MainActor
final class TallCell: UITableViewCell {
  required init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    let box = UIView(frame: .zero)
    box.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(box)
    NSLayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
      box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
      box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
      box.widthAnchor.constraint(equalToConstant: 40),
      box.heightAnchor.constraint(equalToConstant: 30),
    ])
  }
  required init?(coder: NSCoder) { nil }
}
