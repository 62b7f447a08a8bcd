import Foundation

/// One batch of row changes: deletions in the old numbering, insertions in the new, as UIKit
/// reads them.
struct TableRowUpdates {
  var deleted: [IndexPath: UITableView.RowAnimation] = [:]
  var inserted: [IndexPath: UITableView.RowAnimation] = [:]
  var moved: [(from: IndexPath, to: IndexPath)] = []
  var isEmpty: Bool { deleted.isEmpty && inserted.isEmpty && moved.isEmpty }
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

  /// Reloads rows: each is deleted and inserted at the same place, its cell asked again
  /// (`reloadRows(at:with:)`).
  public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    collectUpdates { updates in
      for path in indexPaths {
        updates.deleted[path] = animation
        updates.inserted[path] = animation
      }
    }
  }

  /// Moves a row the data source has already moved (`moveRow(at:to:)`).
  public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    collectUpdates { $0.moved.append((indexPath, newIndexPath)) }
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

  /// Runs `updates` (deletions, insertions, moves, reloads), then applies them together
  /// (`performBatchUpdates(_:completion:)`): the data source's new counts are checked against
  /// the old counts and the changes, as UIKit checks them (a mismatch stops the run with
  /// UIKit's `NSInternalInconsistencyException` message); rows that stay move from their old
  /// to their new place over 0.3 s, and the headers and footers on screen with them; deleted
  /// rows go and inserted rows come as their
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

  /// Applies the collected changes.
  func applyPendingUpdates(completion: ((Bool) -> Void)?) {
    let updates = pendingUpdates
    pendingUpdates = TableRowUpdates()
    guard !needsReload else {
      // Nothing was shown yet: the next layout asks everything anyway.
      completion?(true)
      return
    }
    let oldCounts = rowCounts
    let oldGeometry = geometry
    let newSections = dataSource.map { $0.numberOfSections(in: self) } ?? 0
    let newCounts = (0..<max(0, newSections)).map { section in
      max(0, dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0)
    }
    checkConsistency(updates, old: oldCounts, new: newCounts)
    let mapping = rowMapping(updates, old: oldCounts, new: newCounts)
    rowCounts = newCounts
    // Re-key the cells, the selection and the measured heights.
    var kept: [IndexPath: UITableViewCell] = [:]
    var leaving: [(UITableViewCell, IndexPath, RowAnimation)] = []
    for (path, cell) in visibleCellsByPath {
      if let target = mapping[path] {
        kept[target] = cell
      } else {
        leaving.append((cell, path, updates.deleted[path] ?? .automatic))
      }
    }
    visibleCellsByPath = kept
    selectedPaths = selectedPaths.compactMap { mapping[$0] }
    measuredHeights = Dictionary(
      measuredHeights.compactMap { path, height in mapping[path].map { ($0, height) } },
      uniquingKeysWith: { first, _ in first })
    rebuildGeometry()
    let reverse = Dictionary(mapping.map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    rowUpdateStart = { [oldGeometry] path, cell in
      if let old = reverse[path], let rect = oldGeometry.rect(forRow: old, width: self.contentWidth)
      {
        cell.frame = rect.insetBy(dx: self.rowSideInset, dy: 0)
        return
      }
      guard let frame = self.cellFrame(for: path) else { return }
      switch updates.inserted[path] ?? .automatic {
      case .left: cell.frame = frame.offsetBy(dx: -frame.width, dy: 0)
      case .right: cell.frame = frame.offsetBy(dx: frame.width, dy: 0)
      case .none: cell.frame = frame
      default:
        cell.frame = frame
        cell.alpha = 0
      }
    }
    // Cells of rows that stay, at their old places; new cells where they come from.
    for (path, cell) in visibleCellsByPath where !updateKeepsCellFrames {
      if let old = reverse[path], let rect = oldGeometry.rect(forRow: old, width: contentWidth) {
        cell.frame = rect.insetBy(dx: rowSideInset, dy: 0)
      }
    }
    for (cell, path, _) in leaving {
      tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
      sendSubviewToBack(cell)
      if let backgroundView { sendSubviewToBack(backgroundView) }
    }
    // Headers and footers on screen before and after move with the rows.
    let oldHeaders = headerViewsBySection.mapValues(\.frame)
    let oldFooters = footerViewsBySection.mapValues(\.frame)
    UIView.performWithoutAnimation { layoutTable() }
    rowUpdateStart = nil
    let newHeaders = headerViewsBySection.mapValues(\.frame)
    let newFooters = footerViewsBySection.mapValues(\.frame)
    for (section, view) in headerViewsBySection { view.frame = oldHeaders[section] ?? view.frame }
    for (section, view) in footerViewsBySection { view.frame = oldFooters[section] ?? view.frame }
    UIView.animate(
      withDuration: UITableView.rowAnimationDuration,
      animations: {
        for (section, view) in self.headerViewsBySection {
          view.frame = newHeaders[section] ?? view.frame
        }
        for (section, view) in self.footerViewsBySection {
          view.frame = newFooters[section] ?? view.frame
        }
        for (path, cell) in self.visibleCellsByPath {
          if let frame = self.cellFrame(for: path) { cell.frame = frame }
          cell.alpha = 1
        }
        for (cell, _, animation) in leaving {
          switch animation {
          case .left: cell.frame.origin.x = -cell.frame.width
          case .right: cell.frame.origin.x = self.contentWidth
          case .none: cell.alpha = 0
          default: cell.alpha = 0
          }
        }
      },
      completion: { finished in
        for (cell, _, _) in leaving {
          cell.alpha = 1
          cell.removeFromSuperview()
          cell.tableView = nil
          if let identifier = cell.reuseIdentifier {
            self.reusableCells[identifier, default: []].append(cell)
          }
        }
        completion?(finished)
      })
    if leaving.contains(where: { $0.2 == .none }) {
      for (cell, _, animation) in leaving where animation == .none { cell.isHidden = true }
    }
  }

  /// Where each surviving old row goes: per section, the rows not deleted or moved out keep
  /// their order and fill the new places not inserted or moved into.
  private func rowMapping(_ updates: TableRowUpdates, old: [Int], new: [Int]) -> [IndexPath:
    IndexPath]
  {
    var mapping: [IndexPath: IndexPath] = [:]
    let movedFrom = Set(updates.moved.map(\.from))
    let movedTo = Set(updates.moved.map(\.to))
    for (section, count) in old.enumerated() where section < new.count {
      let staying = (0..<count).map { IndexPath(row: $0, section: section) }
        .filter { updates.deleted[$0] == nil && !movedFrom.contains($0) }
      let places = (0..<new[section]).map { IndexPath(row: $0, section: section) }
        .filter { updates.inserted[$0] == nil && !movedTo.contains($0) }
      for (from, to) in zip(staying, places) { mapping[from] = to }
    }
    for move in updates.moved { mapping[move.from] = move.to }
    return mapping
  }

  /// Stops the run as UIKit does when the data source's counts do not add up.
  private func checkConsistency(_ updates: TableRowUpdates, old: [Int], new: [Int]) {
    guard old.count == new.count else {
      fatalError(
        "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', "
          + "reason: 'Invalid update: invalid number of sections. The number of sections "
          + "contained in the table view after the update (\(new.count)) must be equal to the "
          + "number of sections contained in the table view before the update (\(old.count)), "
          + "plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted).'")
    }
    for section in old.indices {
      let deleted = updates.deleted.keys.filter { $0.section == section }.count
      let inserted = updates.inserted.keys.filter { $0.section == section }.count
      let movedIn = updates.moved.filter { $0.to.section == section && $0.from.section != section }
        .count
      let movedOut = updates.moved.filter {
        $0.from.section == section && $0.to.section != section
      }.count
      guard old[section] + inserted - deleted + movedIn - movedOut != new[section] else {
        continue
      }
      fatalError(
        "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', "
          + "reason: 'Invalid update: invalid number of rows in section \(section). The number "
          + "of rows contained in an existing section after the update (\(new[section])) must "
          + "be equal to the number of rows contained in that section before the update "
          + "(\(old[section])), plus or minus the number of rows inserted or deleted from that "
          + "section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of "
          + "rows moved into or out of that section (\(movedIn) moved in, \(movedOut) moved "
          + "out).'")
    }
  }
}
