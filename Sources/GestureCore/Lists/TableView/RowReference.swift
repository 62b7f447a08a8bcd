import Foundation

/// A scenario's reference to a table row, `row:S/R`: the cell of row `R` in section `S` of the
/// first table view found in the window (depth first, the window's own views first), as the
/// screen shows it now. A script step's `on`/`from` names it as it names a view by identifier
/// (docs/scenario.md, "Rows of table views").
package enum RowReference {
  /// The prefix of a row reference.
  package static let prefix = "row:"

  /// The index path `reference` names (`row:0/3` is section 0, row 3), or `nil` when it is not
  /// a row reference.
  package static func indexPath(_ reference: String) -> IndexPath? {
    guard reference.hasPrefix(prefix) else { return nil }
    let parts = reference.dropFirst(prefix.count).split(
      separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let section = Int(parts[0]), let row = Int(parts[1]), section >= 0,
      row >= 0
    else { return nil }
    return IndexPath(row: row, section: section)
  }

  /// The cell `reference` names in `window`, if it is on screen.
  @MainActor
  static func cell(_ reference: String, in window: UIWindow) -> UIView? {
    guard let path = indexPath(reference), let table = firstTable(in: window) else { return nil }
    table.layoutIfNeeded()
    return table.cellForRow(at: path)
  }

  /// The cell `reference` (a row reference) names in `window`, or why there is none: "the
  /// window has no table view", "table view 'settings' shows no cell for row 0/9; visible
  /// rows: 0/0…0/5", "'row:x' is not a row reference: write row:SECTION/ROW, e.g. row:0/3".
  @MainActor
  package static func resolve(_ reference: String, in window: UIWindow)
    -> Result<UIView, CollectionItemTarget.Unresolved>
  {
    guard let path = indexPath(reference) else {
      return .failure(
        .init(message: "'\(reference)' is not a row reference: write row:SECTION/ROW, e.g. row:0/3"))
    }
    guard let table = firstTable(in: window) else {
      return .failure(.init(message: "the window has no table view"))
    }
    table.layoutIfNeeded()
    if let cell = table.cellForRow(at: path) { return .success(cell) }
    let name = table.accessibilityIdentifier.map { "table view '\($0)'" } ?? "the table view"
    func text(_ path: IndexPath) -> String { "\(path.section)/\(path.row)" }
    let visible = table.indexPathsForVisibleRows ?? []
    var message = "\(name) shows no cell for row \(text(path))"
    if let first = visible.first, let last = visible.last {
      message += "; visible rows: \(text(first))…\(text(last))"
    } else {
      message += "; it shows no rows"
    }
    return .failure(.init(message: message))
  }

  @MainActor
  private static func firstTable(in view: UIView) -> UITableView? {
    for subview in view.subviews {
      if let table = subview as? UITableView { return table }
      if let found = firstTable(in: subview) { return found }
    }
    return nil
  }
}
