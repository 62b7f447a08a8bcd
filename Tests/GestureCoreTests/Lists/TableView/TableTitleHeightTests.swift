import Foundation
import Testing

@testable import GestureCore

/// Two sections of two rows with a header and a footer title each.
@MainActor
private final class TitledSource: NSObject, UITableViewDataSource {
  let header: String
  let footer: String
  init(header: String, footer: String) {
    self.header = header
    self.footer = footer
  }
  func numberOfSections(in tableView: UITableView) -> Int { 2 }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
  }
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    header
  }
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    footer
  }
}

@Suite("UITableView: standard header and footer titles wrap and follow Dynamic Type")
@MainActor
struct TableTitleHeightTests {
  /// A 375 pt table of `style` in a window measuring text with the fixed-advance measurer
  /// (advance half the point size, lines 1.2 × the size), at text size `category`.
  private func table(
    _ style: UITableView.Style, _ source: TitledSource,
    category: UIContentSizeCategory = .large
  ) -> (UITableView, UIWindow) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.textMeasurer = FixedAdvanceMeasurer()
    window.screenContentSizeCategory = category
    let table = UITableView(frame: window.bounds, style: style)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = source
    window.addSubview(table)
    table.layoutIfNeeded()
    return (table, window)
  }

  @Test("A 100-character footer wraps to 3 lines: 8 + 47 + 11 = 66 pt; one line stays 35")
  func wrappingFooter() {
    // Inset grouped: 375 − 2 × 20 − 2 × 16 = 303 pt for the text, 46 characters of 6.5 pt a
    // line; 3 lines of 15.6 pt = 46.8, rounded up to 47.
    let long = String(repeating: "a", count: 100)
    let (wrapped, window) = table(
      .insetGrouped, TitledSource(header: "Notifications", footer: long))
    #expect(wrapped.rectForFooter(inSection: 0).height == 66)
    #expect(wrapped.rectForHeader(inSection: 0).height == 35)
    let label = wrapped.footerView(forSection: 0)?.textLabel
    #expect(label?.numberOfLines == 0)
    #expect(label?.frame == CGRect(x: 16, y: 8, width: 303, height: 47))
    let (short, _) = table(.insetGrouped, TitledSource(header: "A", footer: "One line"))
    #expect(short.rectForFooter(inSection: 0).height == 35)
    withExtendedLifetime(window) {}
  }

  @Test("At accessibility XL the titles are footnote 33 pt and headline 40 pt, and taller")
  func dynamicType() {
    // Grouped header: 12 + ⌈1.2 × 33⌉ + 7 = 12 + 40 + 7 = 59.
    let (grouped, window) = table(
      .grouped, TitledSource(header: "Notifications", footer: "Note"),
      category: .accessibilityExtraLarge)
    #expect(grouped.rectForHeader(inSection: 0).height == 59)
    #expect(grouped.headerView(forSection: 0)?.textLabel?.font.pointSize == 33)
    // Plain header: 7 + ⌈1.2 × 40⌉ = 55.
    let (plain, _) = table(
      .plain, TitledSource(header: "Today", footer: "Note"), category: .accessibilityExtraLarge)
    #expect(plain.rectForHeader(inSection: 0).height == 55)
    #expect(plain.headerView(forSection: 0)?.textLabel?.font.pointSize == 40)
    withExtendedLifetime(window) {}
  }
}
