import Foundation

/// The changes recorded inside `performBatchUpdates(_:completion:)`.
package struct BatchUpdate {
  var inserted: [IndexPath] = []
  var deleted: [IndexPath] = []
  var reloaded: [IndexPath] = []
  var moved: [(from: IndexPath, to: IndexPath)] = []
  var sectionsChanged = false
}

/// Batch updates: inserts, deletes, moves and reloads of items, animated from the items' old
/// attributes to their new ones over 0.3 s (docs/collection-view.md, "Batch updates").
extension UICollectionView {
  /// Applies the changes `updates` records (and the data source's new counts) as one animated
  /// update, then calls `completion` with true when the animations end
  /// (`performBatchUpdates(_:completion:)`). Deleted items' cells go to the layout's
  /// `finalLayoutAttributesForDisappearingItem(at:)` (their old frame, faded out) and are then
  /// put away; inserted items' cells start at `initialLayoutAttributesForAppearingItem(at:)`
  /// (their new frame, transparent); every other cell slides to its new attributes. A count
  /// that does not add up stops the run with UIKit's message, as iOS raises it.
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    layoutIfNeeded()
    let outer = batchUpdate == nil
    if outer { batchUpdate = BatchUpdate() }
    updates?()
    guard outer, let batch = batchUpdate else { return }
    batchUpdate = nil
    apply(batch, completion: completion)
  }

  /// Inserts items at `indexPaths` (their index paths after the update) (`insertItems(at:)`).
  public func insertItems(at indexPaths: [IndexPath]) {
    performBatchUpdates { self.batchUpdate?.inserted += indexPaths }
  }

  /// Deletes the items at `indexPaths` (before the update) (`deleteItems(at:)`).
  public func deleteItems(at indexPaths: [IndexPath]) {
    performBatchUpdates { self.batchUpdate?.deleted += indexPaths }
  }

  /// Reloads the items at `indexPaths`: their cells are asked of the data source again
  /// (`reloadItems(at:)`).
  public func reloadItems(at indexPaths: [IndexPath]) {
    performBatchUpdates { self.batchUpdate?.reloaded += indexPaths }
  }

  /// Moves the item at `indexPath` to `newIndexPath` (`moveItem(at:to:)`).
  public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    performBatchUpdates { self.batchUpdate?.moved.append((indexPath, newIndexPath)) }
  }

  /// Inserts sections (`insertSections(_:)`): the collection view reloads without animation and
  /// records a `collectionView.unsupported` warning (section changes are not animated here).
  public func insertSections(_ sections: IndexSet) {
    performBatchUpdates { self.batchUpdate?.sectionsChanged = true }
  }

  /// Deletes sections (`deleteSections(_:)`), as ``insertSections(_:)``.
  public func deleteSections(_ sections: IndexSet) {
    performBatchUpdates { self.batchUpdate?.sectionsChanged = true }
  }

  /// Reloads sections (`reloadSections(_:)`), as ``insertSections(_:)``.
  public func reloadSections(_ sections: IndexSet) {
    performBatchUpdates { self.batchUpdate?.sectionsChanged = true }
  }

  private func apply(_ batch: BatchUpdate, completion: ((Bool) -> Void)?) {
    let oldCounts = itemCounts
    let newCounts = UICollectionView.counts(of: self)
    if batch.sectionsChanged || oldCounts.count != newCounts.count {
      window?.eventLog.record(
        "collectionView.unsupported", view: self,
        detail: "section insertions, deletions and reloads are not animated: the collection "
          + "view reloads its data")
      reloadData()
      layoutIfNeeded()
      completion?(true)
      return
    }
    let mapping = Self.mapping(batch, oldCounts: oldCounts, newCounts: newCounts)
    var before: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    for case (.cell(let path), let attributes) in shownAttributes { before[path] = attributes }
    attributesBeforeUpdates = before
    // Re-key the cells shown; deleted and reloaded items' cells leave.
    var leaving: [(IndexPath, UICollectionViewCell)] = []
    var kept: [IndexPath: UICollectionViewCell] = [:]
    for (old, cell) in visibleCellsByIndexPath {
      if let new = mapping[old], !batch.reloaded.contains(old) {
        kept[new] = cell
      } else {
        leaving.append((old, cell))
      }
    }
    visibleCellsByIndexPath = kept
    shownAttributes = [:]
    selectedIndexPaths = selectedIndexPaths.compactMap { mapping[$0] }
    itemCounts = newCounts
    collectionViewLayout.invalidateLayout()
    prepareLayoutIfNeeded()
    contentSize = collectionViewLayout.collectionViewContentSize
    // Items that appear start at the layout's initial attributes.
    let inserted = Set(batch.inserted)
    UIView.performWithoutAnimation {
      for (key, _) in elementAttributes(in: bounds) {
        guard case .cell(let path) = key, visibleCellsByIndexPath[path] == nil,
          inserted.contains(path),
          let initial = collectionViewLayout.initialLayoutAttributesForAppearingItem(at: path)
        else { continue }
        _ = showCell(at: path, initial)
      }
    }
    let finals: [(UICollectionViewCell, UICollectionViewLayoutAttributes?)] = leaving.map {
      ($0.1, collectionViewLayout.finalLayoutAttributesForDisappearingItem(at: $0.0))
    }
    attributesBeforeUpdates = nil
    UIView.animate(
      withDuration: Self.updateAnimationDuration,
      animations: {
        self.layoutElements()
        for (cell, final) in finals {
          if let final { self.apply(final, to: cell) } else { cell.alpha = 0 }
        }
      },
      completion: { finished in
        for (cell, _) in finals where self.indexPath(for: cell) == nil {
          self.putAway(cell)
        }
        completion?(finished)
      })
  }

  /// Where each item before the update is after it: deleted items have none.
  static func mapping(_ batch: BatchUpdate, oldCounts: [Int], newCounts: [Int])
    -> [IndexPath: IndexPath]
  {
    let deleted = Set(batch.deleted)
    let movedFrom = Set(batch.moved.map(\.from))
    let inserted = Set(batch.inserted)
    let movedTo = Dictionary(batch.moved.map { ($0.to, $0.from) }, uniquingKeysWith: { a, _ in a })
    var result: [IndexPath: IndexPath] = [:]
    for (section, newCount) in newCounts.enumerated() {
      let oldCount = section < oldCounts.count ? oldCounts[section] : 0
      var survivors = (0..<oldCount).map { IndexPath(item: $0, section: section) }
        .filter { !deleted.contains($0) && !movedFrom.contains($0) }.makeIterator()
      var expected = oldCount
      for item in 0..<newCount {
        let path = IndexPath(item: item, section: section)
        if inserted.contains(path) { continue }
        if let source = movedTo[path] {
          result[source] = path
          continue
        }
        guard let survivor = survivors.next() else { break }
        result[survivor] = path
      }
      expected += batch.inserted.filter { $0.section == section }.count
      expected -= batch.deleted.filter { $0.section == section }.count
      expected += batch.moved.filter { $0.to.section == section }.count
      expected -= batch.moved.filter { $0.from.section == section }.count
      if expected != newCount {
        let ins = batch.inserted.filter { $0.section == section }.count
        let del = batch.deleted.filter { $0.section == section }.count
        let into = batch.moved.filter { $0.to.section == section && $0.from.section != section }
          .count
        let out = batch.moved.filter { $0.from.section == section && $0.to.section != section }
          .count
        fatalError(
          "Invalid update: invalid number of items in section \(section). The number of items "
            + "contained in an existing section after the update (\(newCount)) must be equal to "
            + "the number of items contained in that section before the update (\(oldCount)), "
            + "plus or minus the number of items inserted or deleted from that section (\(ins) "
            + "inserted, \(del) deleted) and plus or minus the number of items moved into or out "
            + "of that section (\(into) moved in, \(out) moved out).")
      }
    }
    return result
  }
}
