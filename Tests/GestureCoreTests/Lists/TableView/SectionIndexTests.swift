import Foundation
import Testing

@testable import GestureCore

/// A data source of lettered sections with an A–Z index; letters without a section jump to the
/// section before them.
@MainActor
private final class LetterSource: NSObject, UITableViewDataSource {
  let letters: [String]
  let rowsPerSection: Int
  var indexTitles = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".map(String.init)
  var asked: [String] = []

  init(letters: [String], rowsPerSection: Int) {
    self.letters = letters
    self.rowsPerSection = rowsPerSection
  }

  func numberOfSections(in tableView: UITableView) -> Int { letters.count }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rowsPerSection
  }
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    letters[section]
  }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
  }
  func sectionIndexTitles(for tableView: UITableView) -> [String]? { indexTitles }
  func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int {
    asked.append("\(title)@\(index)")
    return letters.lastIndex { $0 <= title } ?? 0
  }
}

@Suite("UITableView: the section index")
@MainActor
struct SectionIndexTests {
  /// A full-window plain table of `letters`, `rowsPerSection` rows of 44 pt under 28 pt
  /// headers.
  private func makeTable(_ harness: GestureHarness, _ source: LetterSource) -> UITableView {
    let table = UITableView(frame: harness.root.bounds, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    table.rowHeight = 44
    table.contentInsetAdjustmentBehavior = .never
    table.dataSource = source
    harness.root.addSubview(table)
    table.layoutIfNeeded()
    return table
  }

  private func indexView(of table: UITableView) -> TableSectionIndexView? {
    table.subviews.compactMap { $0 as? TableSectionIndexView }.first
  }

  @Test(
    "While the index shows, the table has no vertical scroll indicator: the index takes the edge")
  func noVerticalIndicator() {
    let harness = GestureHarness()
    let source = LetterSource(letters: ["A", "B", "C", "M", "W"], rowsPerSection: 10)
    let table = makeTable(harness, source)
    #expect(table.indicatorRects(bounds: table.bounds).vertical == nil)
    source.indexTitles = []
    table.reloadSectionIndexTitles()
    table.layoutIfNeeded()
    #expect(table.indicatorRects(bounds: table.bounds).vertical != nil)
  }

  @Test("The index is a 16 pt column at the trailing edge, titles 14 pt apart and centred")
  func placement() throws {
    let harness = GestureHarness()
    let source = LetterSource(letters: ["A", "B", "C", "M", "W"], rowsPerSection: 3)
    let table = makeTable(harness, source)
    let index = try #require(indexView(of: table))
    #expect(index.frame == CGRect(x: 359, y: 0, width: 16, height: 667))
    #expect(table.subviews.last === index)
    // 26 titles take 364 pt of 667: the first starts at ((667 − 364) / 2).rounded() = 152.
    let labels = index.subviews.compactMap { $0 as? UILabel }
    #expect(labels.count == 26)
    #expect(labels[0].frame == CGRect(x: 0, y: 152, width: 16, height: 14))
    #expect(labels[12].text == "M")
    #expect(abs(labels[12].frame.minY - (152 + 12 * 14)) < 1e-9)
    #expect(labels[0].textColor == table.tintColor)
    // The index scrolls with the visible area.
    table.contentOffset = CGPoint(x: 0, y: 200)
    table.layoutIfNeeded()
    #expect(index.frame == CGRect(x: 359, y: 200, width: 16, height: 667))
    // Rows' content views leave it room.
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 2)))
    cell.layoutIfNeeded()
    #expect(abs(cell.contentView.frame.width - (375 - 16)) < 1e-9)
  }

  @Test("A touch on a title jumps to the section the data source names")
  func tapJumps() {
    let harness = GestureHarness()
    // Sections A, B, C, M, W of 28 + 10 × 44 = 468 pt: C's top is 936, M's 1404; the content
    // is 2340 tall, so the offset goes up to 2340 − 667 = 1673.
    let source = LetterSource(letters: ["A", "B", "C", "M", "W"], rowsPerSection: 10)
    let table = makeTable(harness, source)
    // M is title 12: its row spans 152 + 168 = 320 … 334.
    harness.down(367, 327, at: 0.1)
    harness.up(367, 327, at: 0.15)
    // D (title 3, 194 … 208) has no section: the one before it, C, at 936.
    harness.down(367, 200, at: 0.5)
    harness.up(367, 200, at: 0.55)
    let frames = harness.run(for: 0.8)
    let jumps = frames.flatMap(\.events).filter { $0.kind == "tableView.sectionIndex" }
    #expect(jumps.map(\.detail) == ["title 12 \"M\" → section 3", "title 3 \"D\" → section 2"])
    #expect(source.asked == ["M@12", "D@3"])
    #expect(table.contentOffset.y == 936)
  }

  @Test("Sliding along the index picks each title on the way and never scrolls the rows")
  func slideJumpsWithoutScrolling() {
    let harness = GestureHarness()
    let source = LetterSource(letters: ["A", "B", "C", "M", "W"], rowsPerSection: 10)
    let table = makeTable(harness, source)
    // From A (152 … 166) down to C (180 … 194), 5 pt a frame.
    harness.down(367, 159, at: 0.1)
    for step in 1...6 { harness.move(367, 159 + CGFloat(step) * 5, at: 0.1 + Double(step) / 60) }
    harness.up(367, 189, at: 0.3)
    harness.run(for: 0.6)
    #expect(source.asked == ["A@0", "B@1", "C@2"])
    #expect(table.contentOffset.y == 936)
    #expect(!table.isDragging && !table.isDecelerating)
  }

  @Test("A jump past the end stops at the last screen")
  func jumpIsLimited() {
    let harness = GestureHarness()
    let source = LetterSource(letters: ["A", "B", "C", "M", "W"], rowsPerSection: 10)
    let table = makeTable(harness, source)
    // W's top is 1872; the content (2340) ends 667 lower at offset 1673.
    table.jumpToSection(forIndexTitleAt: 22)
    #expect(abs(table.contentOffset.y - (2340 - 667)) < 1e-9)
  }

  @Test("Titles that do not fit fold into bullets, every other one, first and last kept")
  func folding() throws {
    let harness = GestureHarness()
    let source = LetterSource(letters: ["A", "B"], rowsPerSection: 3)
    source.indexTitles = (1...30).map(String.init)
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 300), style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    table.contentInsetAdjustmentBehavior = .never
    table.dataSource = source
    harness.root.addSubview(table)
    table.layoutIfNeeded()
    let index = try #require(indexView(of: table))
    // 30 titles need 420 pt of the 284 free: 20 entries fit, so 19 slots: 10 titles at
    // round(j × 29 / 9) and 9 bullets between them.
    let texts = index.subviews.compactMap { ($0 as? UILabel)?.text }
    #expect(
      texts == [
        "1", "•", "4", "•", "7", "•", "11", "•", "14", "•", "17", "•", "20", "•", "24", "•",
        "27", "•", "30",
      ])
    // The column is centred: (300 − 19 × 14) / 2 = 17 pt above the first entry. The first
    // bullet (31 … 45) stands for titles 1 and 2 (the 2nd and 3rd): its upper half the 2nd.
    #expect(index.titleIndex(at: 17 + 14 + 3) == 1)
    #expect(index.titleIndex(at: 17 + 14 + 10) == 2)
    #expect(index.titleIndex(at: -50) == 0)
    #expect(index.titleIndex(at: 1000) == 29)
  }

  @Test("No titles, or fewer rows than the minimum, show no index")
  func hidden() {
    let harness = GestureHarness()
    let source = LetterSource(letters: ["A", "B"], rowsPerSection: 3)
    source.indexTitles = []
    let table = makeTable(harness, source)
    #expect(indexView(of: table) == nil)
    source.indexTitles = ["A", "B"]
    table.reloadSectionIndexTitles()
    table.layoutIfNeeded()
    #expect(indexView(of: table) != nil)
    table.sectionIndexMinimumDisplayRowCount = 7
    table.layoutIfNeeded()
    #expect(indexView(of: table) == nil)
  }
}
