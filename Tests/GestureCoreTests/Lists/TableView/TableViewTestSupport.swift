import Foundation

@testable import GestureCore

/// Counts the cells made, across instances.
@MainActor
final class CountingCell: UITableViewCell {
  static var made = 0
  var reuses = 0
  required init(style: CellStyle, reuseIdentifier: String?) {
    CountingCell.made += 1
    super.init(style: style, reuseIdentifier: reuseIdentifier)
  }
  required init?(coder: NSCoder) { nil }
  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
  }
}

/// A data source and delegate that logs what the table asks.
@MainActor
final class LoggingTableSource: NSObject, UITableViewDataSource, UITableViewDelegate {
  var rows: [Int]
  var titles: [String?]
  var fixedHeight: CGFloat?
  var log: [String] = []
  var selected: [IndexPath] = []
  var trailing: ((IndexPath) -> UISwipeActionsConfiguration?)?

  init(rows: [Int], titles: [String?] = [], fixedHeight: CGFloat? = 44) {
    self.rows = rows
    self.titles = titles
    self.fixedHeight = fixedHeight
  }

  func numberOfSections(in tableView: UITableView) -> Int {
    log.append("sections")
    return rows.count
  }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    log.append("rows \(section)")
    return rows[section]
  }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    log.append("cell \(indexPath.section)/\(indexPath.row)")
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    titles.indices.contains(section) ? titles[section] : nil
  }
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    if indexPath.row == 0 { log.append("height \(indexPath.section)") }
    return fixedHeight ?? UITableView.automaticDimension
  }
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(indexPath)
  }
  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { trailing?(indexPath) }
}
