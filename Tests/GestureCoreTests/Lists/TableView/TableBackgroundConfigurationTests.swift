import Foundation
import Testing

@testable import GestureCore

/// A 375 pt wide table of `style` with three 44 pt rows, laid out in a window.
@MainActor
private final class Table {
  let harness = GestureHarness()
  let table: UITableView
  let source = LoggingTableSource(rows: [3])

  init(style: UITableView.Style = .plain, configure: (UITableView) -> Void = { _ in }) {
    table = UITableView(frame: harness.root.bounds, style: style)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = source
    configure(table)
    harness.root.addSubview(table)
    table.layoutIfNeeded()
  }

  func cell(_ row: Int) throws -> UITableViewCell {
    try #require(table.cellForRow(at: IndexPath(row: row, section: 0)))
  }
}

@Suite("UITableViewCell: background configurations and separator inset references")
@MainActor
struct TableBackgroundConfigurationTests {
  @Test(
    "Presets: plain systemBackground, grouped secondarySystemGroupedBackground, clear; nil is the tint"
  )
  func presets() {
    #expect(UIBackgroundConfiguration.listPlainCell().backgroundColor == .systemBackground)
    #expect(
      UIBackgroundConfiguration.listGroupedCell().backgroundColor
        == .secondarySystemGroupedBackground)
    #expect(UIBackgroundConfiguration.clear().backgroundColor == .clear)
    var tinted = UIBackgroundConfiguration.listPlainCell()
    tinted.backgroundColor = nil
    #expect(tinted.resolvedBackgroundColor(for: .systemPink) == .systemPink)
    #expect(tinted.resolvedStrokeColor(for: .systemPink) == .systemPink)
    let plain = UIBackgroundConfiguration.listPlainCell()
    #expect(plain.cornerRadius == 0 && plain.strokeWidth == 0 && plain.backgroundInsets == .zero)
  }

  @Test("Drawn: insets, corner radius and a stroke grown by its outset; the cell's colour reset")
  func drawn() throws {
    let table = Table()
    let cell = try table.cell(0)
    var background = UIBackgroundConfiguration.listGroupedCell()
    background.cornerRadius = 10
    background.backgroundInsets = NSDirectionalEdgeInsets(
      top: 4, leading: 20, bottom: 4, trailing: 12)
    background.strokeColor = .systemBlue
    background.strokeWidth = 2
    background.strokeOutset = 1
    cell.backgroundConfiguration = background
    cell.layoutIfNeeded()
    #expect(cell.backgroundColor == nil)
    #expect(cell.bounds == CGRect(x: 0, y: 0, width: 375, height: 44))
    let view = try #require(cell.configuredBackground)
    #expect(cell.subviews.first === view)
    // 375 − 20 − 12 = 343 wide, 44 − 4 − 4 = 36 tall.
    #expect(view.fill.frame == CGRect(x: 20, y: 4, width: 343, height: 36))
    #expect(view.fill.backgroundColor == .secondarySystemGroupedBackground)
    #expect(view.fill.layer.cornerRadius == 10)
    // The stroke's outer edge 1 pt outside: (19, 3, 345, 38), corners 11 pt.
    #expect(view.stroke.frame == CGRect(x: 19, y: 3, width: 345, height: 38))
    #expect(view.stroke.layer.borderWidth == 2)
    #expect(view.stroke.layer.cornerRadius == 11)
    #expect(view.stroke.layer.borderColor == UIColor.systemBlue.cgColor)
  }

  @Test(
    "Selected: a preset turns systemGray4 instead of the grey selection view; a set colour stays")
  func selection() throws {
    let table = Table()
    let cell = try table.cell(0)
    cell.backgroundConfiguration = .listPlainCell()
    cell.setSelected(true, animated: false)
    cell.layoutIfNeeded()
    #expect(cell.backgroundConfiguration?.backgroundColor == .systemGray4)
    #expect(cell.configuredBackground?.fill.backgroundColor == .systemGray4)
    // No other grey view behind the content.
    let greys = cell.subviews.filter { $0.backgroundColor == .systemGray4 }
    #expect(greys.isEmpty)
    cell.setSelected(false, animated: false)
    cell.layoutIfNeeded()
    #expect(cell.backgroundConfiguration?.backgroundColor == .systemBackground)
    var yellow = UIBackgroundConfiguration.listPlainCell()
    yellow.backgroundColor = .systemYellow
    cell.backgroundConfiguration = yellow
    cell.setSelected(true, animated: false)
    cell.layoutIfNeeded()
    #expect(cell.configuredBackground?.fill.backgroundColor == .systemYellow)
  }

  @Test("Background views and configurations exclude each other")
  func exclusive() throws {
    let table = Table()
    let cell = try table.cell(1)
    cell.backgroundConfiguration = .clear()
    cell.layoutIfNeeded()
    #expect(cell.configuredBackground?.fill.backgroundColor == .clear)
    cell.backgroundView = UIView()
    #expect(cell.backgroundConfiguration == nil)
    cell.layoutIfNeeded()
    #expect(cell.configuredBackground == nil)
    cell.backgroundConfiguration = .listPlainCell()
    #expect(cell.backgroundView == nil)
  }

  @Test("Separator insets: 10 pt from the cell's edge, or 16 + 10 from the automatic inset")
  func separatorInsetReference() throws {
    let edges = Table { $0.separatorInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0) }
    #expect(try edges.cell(0).separatorView.frame.minX == 10)
    let relative = Table {
      $0.separatorInsetReference = .fromAutomaticInsets
      $0.separatorInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 5)
    }
    let line = try relative.cell(0).separatorView.frame
    #expect(line.minX == 26)
    #expect(abs(line.width - (375 - 26 - 5)) < 1e-9)
    // An inset never set adds nothing: the automatic 16 pt.
    let automatic = Table { $0.separatorInsetReference = .fromAutomaticInsets }
    #expect(try automatic.cell(0).separatorView.frame.minX == 16)
  }
}
