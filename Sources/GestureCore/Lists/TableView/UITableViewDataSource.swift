import Foundation

/// What a table view asks for its content, UIKit's `UITableViewDataSource`: the number of
/// sections and rows, a cell for each visible row, section titles, and the answers of editing
/// and moving rows. ``tableView(_:numberOfRowsInSection:)`` and
/// ``tableView(_:cellForRowAt:)`` are required; every other method has UIKit's default.
///
/// The table view holds its data source weakly and asks, as UIKit does: at its first layout
/// and after ``UITableView/reloadData()``, ``numberOfSections(in:)``, then
/// ``tableView(_:numberOfRowsInSection:)`` for each section, then the heights (the delegate's),
/// then ``tableView(_:cellForRowAt:)`` only for the rows that come into view.
@preconcurrency @MainActor
public protocol UITableViewDataSource: _ObjCProtocol {
  /// The number of rows in `section` (required).
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  /// The cell that shows the row at `indexPath`, usually from
  /// ``UITableView/dequeueReusableCell(withIdentifier:for:)`` (required). Asked when the row
  /// comes into view.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  /// The number of sections (default 1).
  func numberOfSections(in tableView: UITableView) -> Int
  /// The title of the header of `section`, drawn in a standard header view (default `nil`: no
  /// header, unless the delegate gives a view).
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  /// The title of the footer of `section` (default `nil`).
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
  /// Whether the row may be edited (swiped, deleted; default true).
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
  /// Whether the row shows a reorder control in editing mode (default true; the control shows
  /// only when ``tableView(_:moveRowAt:to:)`` is implemented).
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
  /// The user deleted (or inserted) the row through the delete control or the standard swipe
  /// action; the data source updates its data and calls ``UITableView/deleteRows(at:with:)``
  /// (default: nothing).
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath)
  /// The user moved a row with the reorder control (default: nothing).
  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
  /// The titles of the section index down the table's trailing edge, e.g. "A" to "Z" (default
  /// `nil`: no index; docs/tables.md, "Section index").
  func sectionIndexTitles(for tableView: UITableView) -> [String]?
  /// The section the index title `title`, at `index` in the titles, jumps to (default: the
  /// section numbered `index`).
  func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int
}

extension UITableViewDataSource {
  /// One section.
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  /// No title.
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }
  /// No title.
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }
  /// Every row can be edited.
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }
  /// Every row can be moved.
  public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    true
  }
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
  /// No index.
  public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
  /// The section numbered `index`.
  public func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int { index }
}
