import Foundation

/// One batch of row and section changes: deletions, reloads and move sources in the old
/// numbering, insertions and move destinations in the new, as UIKit reads them.
struct TableRowUpdates {
  var deleted: [IndexPath: UITableView.RowAnimation] = [:]
  var inserted: [IndexPath: UITableView.RowAnimation] = [:]
  var reloaded: [IndexPath: UITableView.RowAnimation] = [:]
  var moved: [(from: IndexPath, to: IndexPath)] = []
  var deletedSections: [Int: UITableView.RowAnimation] = [:]
  var insertedSections: [Int: UITableView.RowAnimation] = [:]
  var reloadedSections: [Int: UITableView.RowAnimation] = [:]
  var movedSections: [(from: Int, to: Int)] = []
  var isEmpty: Bool {
    deleted.isEmpty && inserted.isEmpty && reloaded.isEmpty && moved.isEmpty
      && deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty
      && movedSections.isEmpty
  }
}

extension UITableView {
  /// How long row updates animate, seconds: UIKit's `UITableView` row animation duration
  /// (0.3 s, the commonly measured value; Apple documents none).
  static let rowAnimationDuration = 0.3

  /// Deletes rows the data source has already removed (`deleteRows(at:with:)`); see
  /// ``performBatchUpdates(_:completion:)``.
  public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    collectUpdates { for path in indexPaths { $0.deleted[path] = animation } }
  }

  /// Inserts rows the data source has already added (`insertRows(at:with:)`).
  public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    collectUpdates { for path in indexPaths { $0.inserted[path] = animation } }
  }

  /// Reloads rows (`reloadRows(at:with:)`, index paths before the update): each keeps its
  /// place among the others, its cell is asked again; the old cell goes and the new one comes
  /// as `animation` says.
  public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    collectUpdates { for path in indexPaths { $0.reloaded[path] = animation } }
  }

  /// Moves a row the data source has already moved (`moveRow(at:to:)`).
  public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    collectUpdates { $0.moved.append((indexPath, newIndexPath)) }
  }

  /// Inserts the sections the data source has already added (`insertSections(_:with:)`,
  /// indexes after the update): their headers, rows and footers come as `animation` says,
  /// and the sections below move down by their height.
  public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
    collectUpdates { for section in sections { $0.insertedSections[section] = animation } }
  }

  /// Deletes the sections the data source has already removed (`deleteSections(_:with:)`,
  /// indexes before the update): their headers, rows and footers go as `animation` says, and
  /// the sections below move up by their height.
  public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
    collectUpdates { for section in sections { $0.deletedSections[section] = animation } }
  }

  /// Reloads sections (`reloadSections(_:with:)`, indexes before the update): each keeps its
  /// place; its header, rows and footer are asked again, the old views going and the new ones
  /// coming as `animation` says. Its row count may change.
  public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
    collectUpdates { for section in sections { $0.reloadedSections[section] = animation } }
  }

  /// Moves a section the data source has already moved (`moveSection(_:toSection:)`): its
  /// header, rows and footer slide to their new place, the sections between slide to make
  /// room.
  public func moveSection(_ section: Int, toSection newSection: Int) {
    collectUpdates { $0.movedSections.append((section, newSection)) }
  }

  /// Starts a batch (`beginUpdates()`); the changes apply together at ``endUpdates()``.
  public func beginUpdates() {
    updateDepth += 1
  }

  /// Ends a batch (`endUpdates()`) and applies it.
  public func endUpdates() {
    updateDepth = max(0, updateDepth - 1)
    if updateDepth == 0 { applyPendingUpdates(completion: nil) }
  }

  /// Runs `updates` (deletions, insertions, moves, reloads of rows and sections), then applies
  /// them together (`performBatchUpdates(_:completion:)`): the data source's new counts are
  /// checked against the old counts and the changes, as UIKit checks them (the number of
  /// sections, then each section's rows; a mismatch stops the run with UIKit's
  /// `NSInternalInconsistencyException` message); rows that stay move from their old to their
  /// new place over 0.3 s, and the headers and footers with them; deleted rows and sections go
  /// and inserted ones come as their
  /// ``RowAnimation`` says (`.fade`, `.automatic`: alpha; `.left`, `.right`: slide the row's
  /// width out or in; `.top`, `.bottom`, `.middle`: fade while the space closes; `.none`: at
  /// once). `completion` runs when the animation ends, with true.
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    updateDepth += 1
    updates?()
    updateDepth -= 1
    if updateDepth == 0 { applyPendingUpdates(completion: completion) }
  }

  private func collectUpdates(_ change: (inout TableRowUpdates) -> Void) {
    change(&pendingUpdates)
    if updateDepth == 0 { applyPendingUpdates(completion: nil) }
  }
}
