import Foundation

/// A scenario's reference to a table row, `row:S/R`: the cell of row `R` in section `S` of the
/// first table view found in the window (depth first, the window's own views first), as the
/// screen shows it now. A script step's `on`/`from` names it as it names a view by identifier
/// (docs/scenario.md, "Rows of table views").
enum RowReference {
  /// The prefix of a row reference.
  static let prefix = "row:"

  /// The index path `reference` names (`row:0/3` is section 0, row 3), or `nil` when it is not
  /// a row reference.
  static func indexPath(_ reference: String) -> IndexPath? {
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

  @MainActor
  private static func firstTable(in view: UIView) -> UITableView? {
    for subview in view.subviews {
      if let table = subview as? UITableView { return table }
      if let found = firstTable(in: subview) { return found }
    }
    return nil
  }
}
