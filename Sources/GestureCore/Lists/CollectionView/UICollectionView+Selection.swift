import Foundation

/// Highlight and selection, by touch and by code. A finger on a cell highlights it when the
/// collection view receives `touchesBegan` (after the scroll view's content-touch delay); the
/// lift selects it unless the touch was cancelled (a scroll began) or moved off the cell.
/// Delegate calls are recorded in the timeline as `collectionView.didHighlightItem`,
/// `collectionView.didSelectItem` and `collectionView.didDeselectItem` with the index path
/// as `section/item`.
extension UICollectionView {
  /// The selected items' index paths (`indexPathsForSelectedItems`), in selection order.
  public var indexPathsForSelectedItems: [IndexPath]? { selectedIndexPaths }

  /// Selects the item at `indexPath` without asking or telling the delegate, and scrolls it to
  /// `scrollPosition` (`selectItem(at:animated:scrollPosition:)`); `nil` deselects all. Without
  /// `allowsMultipleSelection` the other items are deselected.
  public func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    guard allowsSelection else { return }
    guard let indexPath else {
      for selected in selectedIndexPaths { deselectItem(at: selected, animated: animated) }
      return
    }
    if !allowsMultipleSelection {
      for selected in selectedIndexPaths where selected != indexPath {
        deselectItem(at: selected, animated: animated)
      }
    }
    if !selectedIndexPaths.contains(indexPath) { selectedIndexPaths.append(indexPath) }
    cellForItem(at: indexPath)?.isSelected = true
    if !scrollPosition.isEmpty {
      scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// Deselects the item at `indexPath` without telling the delegate
  /// (`deselectItem(at:animated:)`).
  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    selectedIndexPaths.removeAll { $0 == indexPath }
    cellForItem(at: indexPath)?.isSelected = false
  }

  // MARK: Touches

  /// The index path of the cell `touch` is on, if it is on a cell of this collection view.
  private func touchedItem(_ touches: Set<UITouch>) -> IndexPath? {
    guard touches.count == 1, let touch = touches.first else { return nil }
    var view = touch.view
    while let current = view, current !== self {
      if let cell = current as? UICollectionViewCell, cell.superview === self {
        return indexPath(for: cell)
      }
      view = current.superview
    }
    return nil
  }

  /// Highlights the touched cell, when the delegate allows.
  func selectionTouchesBegan(_ touches: Set<UITouch>) {
    // A touch on the rows while a list row's swipe actions are open closes them and selects
    // nothing, as in a table.
    if swipeController?.closeOnTouch() == true { return }
    guard allowsSelection, interactiveMovement == nil, let indexPath = touchedItem(touches)
    else { return }
    trackedItem = indexPath
    setHighlighted(true, at: indexPath)
  }

  /// Unhighlights the cell when the finger leaves it.
  func selectionTouchesMoved(_ touches: Set<UITouch>) {
    guard let tracked = trackedItem, let touch = touches.first else { return }
    if let cell = cellForItem(at: tracked), !cell.bounds.contains(touch.location(in: cell)) {
      setHighlighted(false, at: tracked)
      trackedItem = nil
    }
  }

  /// Selects (or, with multiple selection, toggles) the touched item.
  func selectionTouchesEnded(_ touches: Set<UITouch>) {
    guard let indexPath = trackedItem else { return }
    trackedItem = nil
    setHighlighted(false, at: indexPath)
    if let cell = cellForItem(at: indexPath) as? UICollectionViewListCell,
      cell.togglesOutlineOnTap, let outline = dataSource as? any OutlineDataSource,
      outline.toggleOutlineItem(at: indexPath)
    {
      return
    }
    userSelect(indexPath)
  }

  /// Removes the highlight: the scroll view or a recognizer took the touch.
  func selectionTouchesCancelled() {
    guard let indexPath = trackedItem else { return }
    trackedItem = nil
    setHighlighted(false, at: indexPath)
  }

  private func setHighlighted(_ highlighted: Bool, at indexPath: IndexPath) {
    let delegate = collectionDelegate
    if highlighted {
      // An item that may not be highlighted is not selected by the touch either, as in UIKit.
      guard delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else {
        trackedItem = nil
        return
      }
      highlightedItems.insert(indexPath)
      cellForItem(at: indexPath)?.isHighlighted = true
      record("collectionView.didHighlightItem", indexPath)
      delegate?.collectionView(self, didHighlightItemAt: indexPath)
    } else {
      guard highlightedItems.remove(indexPath) != nil else { return }
      cellForItem(at: indexPath)?.isHighlighted = false
      delegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    }
  }

  /// A tap selects (or deselects) the item as UIKit does, asking and telling the delegate.
  private func userSelect(_ indexPath: IndexPath) {
    let delegate = collectionDelegate
    if selectedIndexPaths.contains(indexPath) {
      guard allowsMultipleSelection else { return }
      userDeselect(indexPath)
      return
    }
    guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
    if !allowsMultipleSelection {
      for selected in selectedIndexPaths { userDeselect(selected) }
    }
    selectedIndexPaths.append(indexPath)
    cellForItem(at: indexPath)?.isSelected = true
    record("collectionView.didSelectItem", indexPath)
    delegate?.collectionView(self, didSelectItemAt: indexPath)
  }

  private func userDeselect(_ indexPath: IndexPath) {
    let delegate = collectionDelegate
    guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
    deselectItem(at: indexPath, animated: false)
    record("collectionView.didDeselectItem", indexPath)
    delegate?.collectionView(self, didDeselectItemAt: indexPath)
  }

  /// Records a timeline event about the item at `indexPath`.
  func record(_ kind: String, _ indexPath: IndexPath, _ more: String = "") {
    window?.eventLog.record(kind, view: self, detail: "item \(Self.name(of: indexPath))" + more)
  }

  /// `section/item`, the spelling of a scenario's `item:` targets.
  package static func name(of indexPath: IndexPath) -> String {
    indexPath.count == 2 ? "\(indexPath.section)/\(indexPath.item)" : "\(indexPath)"
  }
}
