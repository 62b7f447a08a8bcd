import Foundation
import Testing

@testable import GestureCore

@Suite("UITableViewCell: the default background follows the table's style")
@MainActor
struct TableCellBackgroundTests {
  private func cell(style: UITableView.Style) throws -> UITableViewCell {
    let harness = GestureHarness()
    let table = UITableView(frame: harness.root.bounds, style: style)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    let source = LoggingTableSource(rows: [3])
    table.dataSource = source
    harness.root.addSubview(table)
    table.layoutIfNeeded()
    return try withExtendedLifetime((harness, source)) {
      try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    }
  }

  @Test(
    "Grouped and inset-grouped cells are secondarySystemGroupedBackground: (28, 28, 30) in dark")
  func grouped() throws {
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    for style in [UITableView.Style.grouped, .insetGrouped] {
      let made = try cell(style: style)
      #expect(made.backgroundColor === UIColor.secondarySystemGroupedBackground, "\(style)")
      let resolved = made.backgroundColor!.resolvedColor(with: dark).cgColor
      #expect(resolved == CGColor(red8: 28, green8: 28, blue8: 30))
    }
    let plain = try cell(style: .plain)
    #expect(plain.backgroundColor === UIColor.systemBackground)
    #expect(
      plain.backgroundColor!.resolvedColor(with: dark).cgColor
        == CGColor(red8: 0, green8: 0, blue8: 0))
  }

  @Test("A background set in code stays, whatever the table's style")
  func assigned() {
    let made = UITableViewCell(style: .default, reuseIdentifier: nil)
    made.backgroundColor = .systemTeal
    made.setDefaultBackground(for: .insetGrouped)
    #expect(made.backgroundColor === UIColor.systemTeal)
    let untouched = UITableViewCell(style: .default, reuseIdentifier: nil)
    untouched.setDefaultBackground(for: .insetGrouped)
    #expect(untouched.backgroundColor === UIColor.secondarySystemGroupedBackground)
  }
}
