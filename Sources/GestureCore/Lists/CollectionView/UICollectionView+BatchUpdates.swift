import Foundation

/// The changes recorded inside `performBatchUpdates(_:completion:)`: deletions, reloads and
/// move sources in the numbering before the update, insertions and move destinations after.
package struct BatchUpdate {
  var inserted: [IndexPath] = []
  var deleted: [IndexPath] = []
  var reloaded: [IndexPath] = []
  var moved: [(from: IndexPath, to: IndexPath)] = []
  var insertedSections = IndexSet()
  var deletedSections = IndexSet()
  var reloadedSections = IndexSet()
  var movedSections: [(from: Int, to: Int)] = []
}

/// Batch updates: inserts, deletes, moves and reloads of items and sections, animated from the
/// elements' old attributes to their new ones over 0.3 s (docs/collection-view.md, "Batch
/// updates").
extension UICollectionView {
  /// Applies the changes `updates` records (and the data source's new counts) as one animated
  /// update, then calls `completion` with true when the animations end
  /// (`performBatchUpdates(_:completion:)`). Deleted items' cells go to the layout's
  /// `finalLayoutAttributesForDisappearingItem(at:)` (their old frame, faded out) and are then
  /// put away; inserted items' cells start at `initialLayoutAttributesForAppearingItem(at:)`
  /// (their new frame, transparent); every other cell slides to its new attributes. A count
  /// that does not add up (the number of sections, then each section's items) stops the run
  /// with UIKit's `NSInternalInconsistencyException` message, as iOS raises it. Sections work
  /// the same way: an inserted section's cells and supplementary views fade in at their new
  /// places, a deleted section's fade out at their old places, and the rest slide.
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

  /// Inserts the sections the data source has already added (`insertSections(_:)`, indexes
  /// after the update): their cells start at the layout's
  /// `initialLayoutAttributesForAppearingItem(at:)` and their headers and footers at
  /// `initialLayoutAttributesForAppearingSupplementaryElement(ofKind:at:)` (by default their
  /// new frames at alpha 0: they fade in), and the sections after them slide to their new
  /// places over 0.3 s.
  public func insertSections(_ sections: IndexSet) {
    performBatchUpdates { self.batchUpdate?.insertedSections.formUnion(sections) }
  }

  /// Deletes the sections the data source has already removed (`deleteSections(_:)`, indexes
  /// before the update): their cells and supplementary views go to the layout's final
  /// disappearing attributes (by default their old frames at alpha 0: they fade out), and the
  /// sections after them slide to their new places.
  public func deleteSections(_ sections: IndexSet) {
    performBatchUpdates { self.batchUpdate?.deletedSections.formUnion(sections) }
  }

  /// Reloads sections (`reloadSections(_:)`, indexes before the update): each keeps its place;
  /// its cells and supplementary views are asked again, the old ones fading out and the new
  /// ones in. Its item count may change.
  public func reloadSections(_ sections: IndexSet) {
    performBatchUpdates { self.batchUpdate?.reloadedSections.formUnion(sections) }
  }

  /// Moves a section the data source has already moved (`moveSection(_:toSection:)`): its
  /// cells and supplementary views slide to their new places, and the sections between slide
  /// to make room.
  public func moveSection(_ section: Int, toSection newSection: Int) {
    performBatchUpdates { self.batchUpdate?.movedSections.append((section, newSection)) }
  }
}
