import Foundation
import Testing

@testable import GestureCore

/// A user's own configuration: a count shown by a badge view, remembering the cell's
/// selection.
@MainActor
struct BadgeConfiguration: UIContentConfiguration {
  var count = 0
  var selected = false

  func makeContentView() -> any UIView & UIContentView {
    BadgeContentView(configuration: self)
  }

  func updated(for state: any UIConfigurationState) -> BadgeConfiguration {
    var copy = self
    copy.selected = (state as? UICellConfigurationState)?.isSelected ?? false
    return copy
  }
}

/// The badge configuration's view.
@MainActor
final class BadgeContentView: UIView, UIContentView {
  static var made = 0
  let label = UILabel(frame: .zero)
  var configuration: any UIContentConfiguration {
    didSet { apply() }
  }

  init(configuration: BadgeConfiguration) {
    self.configuration = configuration
    super.init(frame: .zero)
    BadgeContentView.made += 1
    addSubview(label)
    apply()
  }

  required init?(coder: NSCoder) { nil }

  private func apply() {
    guard let badge = configuration as? BadgeConfiguration else { return }
    label.text = "\(badge.count)"
    backgroundColor = badge.selected ? .systemBlue : .systemGray
  }
}

@Suite("Content configurations: UIListContentConfiguration and user configurations")
@MainActor
struct ContentConfigurationTests {
  /// A table of one row whose height is the cell's own, with the cell configured by `body`.
  private func table(
    _ harness: GestureHarness, style: UITableViewCell.CellStyle = .default,
    _ configure: @escaping (UITableViewCell) -> Void
  ) -> (UITableViewCell, AnyObject) {
    let source = ConfiguredRowSource(style: style, configure: configure)
    let table = UITableView(frame: harness.root.bounds, style: .plain)
    table.contentInsetAdjustmentBehavior = .never
    table.dataSource = source
    harness.root.addSubview(table)
    table.layoutIfNeeded()
    table.layoutIfNeeded()
    let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
    cell.layoutIfNeeded()
    return (cell, source)
  }

  private func listView(_ cell: UITableViewCell) -> UIListContentView {
    cell.contentView.subviews.compactMap { $0 as? UIListContentView }.first!
  }

  private func labels(_ view: UIListContentView) -> [UILabel] {
    view.subviews.compactMap { $0 as? UILabel }
  }

  @Test("subtitleCell(): 17 pt text over 15 pt secondary text, 11 pt margins, 3 pt apart")
  func subtitleCellFrames() {
    let harness = GestureHarness()
    let (cell, keep) = table(harness, style: .subtitle) { cell in
      var content = cell.defaultContentConfiguration()
      content.text = "Buy milk"
      content.secondaryText = "Today"
      cell.contentConfiguration = content
    }
    let view = listView(cell)
    let text = labels(view)[0]
    let secondary = labels(view)[1]
    // Body 17 pt: a line of (1901 + 483) / 2048 · 17 = 19.79 pt, 20 rounded up; subheadline
    // 15 pt: 17.46, 18. Row: 11 + 20 + 3 + 18 + 11 = 63 pt, plus the separator (1/scale).
    #expect(text.font.pointSize == 17 && secondary.font.pointSize == 15)
    #expect(secondary.textColor == .secondaryLabel)
    #expect(text.frame == CGRect(x: 16, y: 11, width: 343, height: 20))
    #expect(secondary.frame == CGRect(x: 16, y: 34, width: 343, height: 18))
    #expect(view.frame == cell.contentView.bounds)
    #expect(cell.frame.height == 63 + 1 / (cell.window?.screenScale ?? 2))
    withExtendedLifetime(keep) {}
  }

  @Test("cell(): one line of text is centred in a 44 pt row")
  func cellMinimumHeight() {
    let harness = GestureHarness()
    let (cell, keep) = table(harness) { cell in
      var content = UIListContentConfiguration.cell()
      content.text = "Inbox"
      cell.contentConfiguration = content
    }
    let text = labels(listView(cell))[0]
    // The row is 44 pt, separator included (11 + 20 + 11 + 1/scale is less); the content is
    // 44 − 1/scale tall and the 20 pt line sits at 11 + round((44 − 1/scale − 22 − 20) / 2).
    let separator = 1 / (cell.window?.screenScale ?? 2)
    #expect(cell.frame.height == 44)
    let inner = 44 - separator - 22
    #expect(
      text.frame == CGRect(x: 16, y: 11 + ((inner - 20) / 2).rounded(), width: 343, height: 20))
    withExtendedLifetime(keep) {}
  }

  @Test("valueCell(): the secondary text ends at the trailing margin; an image pushes the text")
  func valueCellAndImage() {
    let harness = GestureHarness()
    let image = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 24)).image { _ in }
    let (cell, keep) = table(harness) { cell in
      var content = UIListContentConfiguration.valueCell()
      content.text = "Wi-Fi"
      content.secondaryText = "Home"
      content.image = image
      cell.contentConfiguration = content
    }
    let view = listView(cell)
    let text = labels(view)[0]
    let secondary = labels(view)[1]
    let imageView = view.subviews.compactMap { $0 as? UIImageView }.first!
    // Image at the 16 pt margin, 24 pt wide; text 16 pt after it: x 56.
    #expect(imageView.frame.origin.x == 16 && imageView.frame.size == CGSize(width: 24, height: 24))
    #expect(text.frame.minX == 56)
    #expect(secondary.frame.maxX == 359)  // 375 − 16
    #expect(secondary.textAlignment == .right)
    #expect(secondary.font.pointSize == 17)
    // The separator starts under the text, not at the 16 pt margin.
    #expect(cell.separatorView.frame.minX == 56)
    #expect(abs(cell.separatorView.frame.width - (375 - 56)) < 1e-9)
    withExtendedLifetime(keep) {}
  }

  @Test("A user's configuration installs its content view; updates reuse the view")
  func customConfiguration() {
    let harness = GestureHarness()
    BadgeContentView.made = 0
    let (cell, keep) = table(harness) { cell in
      cell.contentConfiguration = BadgeConfiguration(count: 3)
    }
    let badge = cell.contentView.subviews.compactMap { $0 as? BadgeContentView }.first
    #expect(badge != nil)
    #expect(badge?.frame == cell.contentView.bounds)
    #expect(badge?.label.text == "3")
    cell.contentConfiguration = BadgeConfiguration(count: 4)
    #expect(BadgeContentView.made == 1)
    #expect(badge?.label.text == "4")
    // Selecting the cell asks `updated(for:)` with the selected state before the next layout.
    cell.setSelected(true, animated: false)
    cell.layoutIfNeeded()
    #expect((badge?.configuration as? BadgeConfiguration)?.selected == true)
    #expect(badge?.backgroundColor == .systemBlue)
    // A list configuration replaces the view.
    cell.contentConfiguration = UIListContentConfiguration.cell()
    #expect(badge?.superview == nil)
    #expect(cell.contentView.subviews.contains { $0 is UIListContentView })
    withExtendedLifetime(keep) {}
  }

  @Test("A grouped header view's configuration: 13 pt upper-cased title 7 pt above its bottom")
  func groupedHeaderView() {
    let harness = GestureHarness()
    let source = HeaderSource()
    let table = UITableView(frame: harness.root.bounds, style: .grouped)
    table.contentInsetAdjustmentBehavior = .never
    table.dataSource = source
    table.delegate = source
    harness.root.addSubview(table)
    table.layoutIfNeeded()
    let header = table.headerView(forSection: 0)!
    header.layoutIfNeeded()
    let label = header.subviews.first!.subviews.compactMap { $0 as? UIListContentView }.first!
      .subviews.compactMap { $0 as? UILabel }.first!
    // Grouped headers are 35 pt; footnote 13 pt is a (1901 + 483) / 2048 · 13 = 15.13 pt line,
    // 16 rounded up, its bottom 7 pt above the header's: y = 35 − 7 − 16 = 12.
    #expect(header.frame.height == 35)
    #expect(label.text == "ACCOUNT")
    #expect(label.frame == CGRect(x: 16, y: 12, width: 343, height: 16))
    withExtendedLifetime(source) {}
  }

  @Test("Default configurations follow the cell style; grouped headers are upper-cased")
  func defaults() {
    let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
    #expect(!subtitle.defaultContentConfiguration().prefersSideBySideTextAndSecondaryText)
    let value = UITableViewCell(style: .value1, reuseIdentifier: nil)
    #expect(value.defaultContentConfiguration().prefersSideBySideTextAndSecondaryText)
    var header = UIListContentConfiguration.groupedHeader()
    header.text = "Settings"
    let view = UIListContentView(configuration: header)
    #expect(view.subviews.compactMap { $0 as? UILabel }.first?.text == "SETTINGS")
    #expect(header.textProperties.font.pointSize == 13)
    #expect(UIListContentConfiguration.cell().directionalLayoutMargins
      == NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
  }
}

/// One row, configured by a closure, in a cell of the given style.
@MainActor
final class ConfiguredRowSource: NSObject, UITableViewDataSource {
  let style: UITableViewCell.CellStyle
  let configure: (UITableViewCell) -> Void

  init(style: UITableViewCell.CellStyle, configure: @escaping (UITableViewCell) -> Void) {
    self.style = style
    self.configure = configure
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "row")
      ?? UITableViewCell(style: style, reuseIdentifier: "row")
    configure(cell)
    return cell
  }
}

/// One row under a header view whose content is a grouped header configuration.
@MainActor
final class HeaderSource: NSObject, UITableViewDataSource, UITableViewDelegate {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: "row")
  }

  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    let header = UITableViewHeaderFooterView(reuseIdentifier: "header")
    var content = UIListContentConfiguration.groupedHeader()
    content.text = "Account"
    header.contentConfiguration = content
    return header
  }
}
