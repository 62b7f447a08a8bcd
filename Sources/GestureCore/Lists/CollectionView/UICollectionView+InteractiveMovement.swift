import Foundation

/// An item being moved by the user (``UICollectionView/beginInteractiveMovementForItem(at:)``).
package struct InteractiveMovement {
  /// Where the item was when the movement began.
  var originalIndexPath: IndexPath
  /// The slot the item takes now.
  var indexPath: IndexPath
  /// Where the finger puts the item's centre, in the collection view's coordinates.
  var position: CGPoint
  /// For each slot of each section, the index path its item had when the movement began.
  var order: [[IndexPath]]
  /// The counts when the movement began.
  var originalCounts: [Int]
}

/// Interactive movement (`beginInteractiveMovementForItem(at:)` …), as a long-press recognizer
/// drives it: the moving item's cell follows the target position (its attributes are the
/// layout's `layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)`), and when the
/// layout's `targetIndexPath(forInteractivelyMovingItem:withPosition:)` (then the delegate's
/// `targetIndexPathForMoveFromItemAt:toProposedIndexPath:`) names another slot, the item takes
/// it and the items between slide to their new slots over 0.3 s. Ending tells the data source
/// `moveItemAt(_:to:)` once, from the original index path to the last slot, and the cell
/// slides into its slot; cancelling slides every item back. The timeline records
/// `collectionView.moveItem` at the end.
extension UICollectionView {
  /// Starts moving the item at `indexPath`; false (and nothing moves) when the data source's
  /// `canMoveItemAt` says no, the item does not exist, or a movement is already under way
  /// (`beginInteractiveMovementForItem(at:)`).
  @discardableResult
  public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
    layoutIfNeeded()
    guard interactiveMovement == nil, isValid(indexPath), let dataSource,
      dataSource.collectionView(self, canMoveItemAt: indexPath)
    else { return false }
    let center =
      cellForItem(at: indexPath)?.center ?? layoutAttributesForItem(at: indexPath)?.center
      ?? .zero
    if let tracked = trackedItem {
      trackedItem = nil
      if let cell = cellForItem(at: tracked), cell.isHighlighted { cell.isHighlighted = false }
      highlightedItems.remove(tracked)
    }
    interactiveMovement = InteractiveMovement(
      originalIndexPath: indexPath, indexPath: indexPath, position: center,
      order: itemCounts.enumerated().map { section, count in
        (0..<count).map { IndexPath(item: $0, section: section) }
      }, originalCounts: itemCounts)
    layoutElements()
    return true
  }

  /// Moves the moving item's centre to `targetPosition` (the collection view's coordinates)
  /// and, when the layout proposes another slot, moves it there
  /// (`updateInteractiveMovementTargetPosition(_:)`).
  public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
    guard var movement = interactiveMovement else { return }
    movement.position = targetPosition
    interactiveMovement = movement
    layoutElements()
    let proposed = collectionViewLayout.targetIndexPath(
      forInteractivelyMovingItem: movement.indexPath, withPosition: targetPosition)
    var target =
      collectionDelegate?.collectionView(
        self, targetIndexPathForMoveFromItemAt: movement.indexPath, toProposedIndexPath: proposed)
      ?? proposed
    guard target != movement.indexPath, target.count == 2,
      itemCounts.indices.contains(target.section)
    else { return }
    let sameSection = target.section == movement.indexPath.section
    let limit = itemCounts[target.section] - (sameSection ? 1 : 0)
    target.item = min(max(0, target.item), limit)
    guard target != movement.indexPath else { return }
    moveSlot(from: movement.indexPath, to: target)
    UIView.animate(withDuration: Self.updateAnimationDuration) { self.layoutElements() }
  }

  /// Ends the movement: the data source moves the item from its original index path to the
  /// slot it took, and the cell slides into the slot (`endInteractiveMovement()`).
  public func endInteractiveMovement() {
    guard let movement = interactiveMovement else { return }
    interactiveMovement = nil
    if movement.originalIndexPath != movement.indexPath {
      record(
        "collectionView.moveItem", movement.originalIndexPath,
        " to \(Self.name(of: movement.indexPath))")
      dataSource?.collectionView(
        self, moveItemAt: movement.originalIndexPath, to: movement.indexPath)
    }
    moveSelection(movement)
    collectionViewLayout.invalidateLayout()
    prepareLayoutIfNeeded()
    UIView.animate(withDuration: Self.updateAnimationDuration) { self.layoutElements() }
  }

  /// Cancels the movement: every item slides back to where it was (`cancelInteractiveMovement()`).
  public func cancelInteractiveMovement() {
    guard let movement = interactiveMovement else { return }
    if movement.indexPath != movement.originalIndexPath {
      moveSlot(from: movement.indexPath, to: movement.originalIndexPath)
    }
    interactiveMovement = nil
    collectionViewLayout.invalidateLayout()
    prepareLayoutIfNeeded()
    UIView.animate(withDuration: Self.updateAnimationDuration) { self.layoutElements() }
  }

  /// Moves the item in slot `from` to slot `to`: the cells shown are re-keyed, the counts and
  /// the movement's order follow, and the layout is invalidated.
  func moveSlot(from source: IndexPath, to destination: IndexPath) {
    guard var movement = interactiveMovement else { return }
    var cells: [[UICollectionViewCell?]] = itemCounts.enumerated().map { section, count in
      (0..<count).map { visibleCellsByIndexPath[IndexPath(item: $0, section: section)] }
    }
    let cell = cells[source.section].remove(at: source.item)
    let original = movement.order[source.section].remove(at: source.item)
    cells[destination.section].insert(cell, at: destination.item)
    movement.order[destination.section].insert(original, at: destination.item)
    itemCounts[source.section] -= 1
    itemCounts[destination.section] += 1
    visibleCellsByIndexPath = [:]
    for (section, slots) in cells.enumerated() {
      for (item, cell) in slots.enumerated() {
        if let cell { visibleCellsByIndexPath[IndexPath(item: item, section: section)] = cell }
      }
    }
    shownAttributes = [:]
    movement.indexPath = destination
    interactiveMovement = movement
    collectionViewLayout.invalidateLayout()
    prepareLayoutIfNeeded()
  }

  /// Selected index paths follow the moved item.
  private func moveSelection(_ movement: InteractiveMovement) {
    guard !selectedIndexPaths.isEmpty else { return }
    var newPath: [IndexPath: IndexPath] = [:]
    for (section, slots) in movement.order.enumerated() {
      for (item, original) in slots.enumerated() {
        newPath[original] = IndexPath(item: item, section: section)
      }
    }
    selectedIndexPaths = selectedIndexPaths.compactMap { newPath[$0] }
  }

  /// The index path the data source knows the item in `slot` by while a movement is under way.
  package func dataSourceIndexPath(forSlot slot: IndexPath) -> IndexPath {
    guard let movement = interactiveMovement,
      movement.order.indices.contains(slot.section),
      movement.order[slot.section].indices.contains(slot.item)
    else { return slot }
    return movement.order[slot.section][slot.item]
  }
}
