import Foundation

extension UITableView {
  /// The first selected row, or `nil` (`indexPathForSelectedRow`).
  public var indexPathForSelectedRow: IndexPath? { selectedPaths.first }

  /// The selected rows in the order selected, or `nil` when none (`indexPathsForSelectedRows`).
  public var indexPathsForSelectedRows: [IndexPath]? {
    selectedPaths.isEmpty ? nil : selectedPaths
  }

  /// Selects the row from code (`selectRow(at:animated:scrollPosition:)`): no delegate
  /// message, as in UIKit; `nil` deselects every row. Scrolls as
  /// ``scrollToRow(at:at:animated:)`` unless `scrollPosition` is `.none`.
  public func selectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    guard let indexPath else {
      for path in selectedPaths { deselectRow(at: path, animated: animated) }
      return
    }
    guard allowsSelection || (editing && allowsSelectionDuringEditing) else { return }
    if !allowsMultipleSelection {
      for path in selectedPaths where path != indexPath {
        deselectRow(at: path, animated: animated)
      }
    }
    if !selectedPaths.contains(indexPath) { selectedPaths.append(indexPath) }
    visibleCellsByPath[indexPath]?.setSelected(true, animated: animated)
    if scrollPosition != .none {
      scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// Deselects the row from code (`deselectRow(at:animated:)`): no delegate message.
  /// Animated, UIKit fades the highlight out; here it goes at once.
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    selectedPaths.removeAll { $0 == indexPath }
    visibleCellsByPath[indexPath]?.setSelected(false, animated: animated)
  }

  /// The row under the touch, in the table's content coordinates.
  private func row(of touches: Set<UITouch>) -> IndexPath? {
    guard let touch = touches.first else { return nil }
    return indexPathForRow(at: touch.location(in: self))
  }

  /// Whether a tap may select rows now.
  private var selectionAllowed: Bool {
    editing ? allowsSelectionDuringEditing : allowsSelection
  }

  /// A touch reached the rows (after the scroll view's content-touch delay): highlights the
  /// row under it, unless the delegate's `shouldHighlightRowAt` says no or a row's swipe
  /// actions are open (the touch then closes them).
  func rowTouchesBegan(_ touches: Set<UITouch>) {
    if closeSwipeActionsOnTouch() { return }
    guard selectionAllowed, let path = row(of: touches),
      tableDelegate?.tableView(self, shouldHighlightRowAt: path) ?? true
    else { return }
    highlightedPath = path
    visibleCellsByPath[path]?.setHighlighted(true, animated: false)
    tableDelegate?.tableView(self, didHighlightRowAt: path)
  }

  /// The finger lifted on a highlighted row: unhighlights it and selects it (`willSelectRowAt`
  /// may redirect or refuse; with ``allowsMultipleSelection`` a selected row is deselected),
  /// then `didSelectRowAt`.
  func rowTouchesEnded(_ touches: Set<UITouch>) {
    guard let path = highlightedPath else { return }
    unhighlight()
    guard row(of: touches) == path else { return }
    if allowsMultipleSelection, selectedPaths.contains(path) {
      userDeselect(path)
      return
    }
    let target = tableDelegate.map { $0.tableView(self, willSelectRowAt: path) } ?? path
    guard let target else { return }
    if !allowsMultipleSelection {
      for other in selectedPaths where other != target { userDeselect(other) }
    }
    if !selectedPaths.contains(target) { selectedPaths.append(target) }
    visibleCellsByPath[target]?.setSelected(true, animated: false)
    window?.eventLog.record(
      "tableView.didSelectRow", view: self, detail: "row \(target.section)/\(target.row)")
    // A prototype cell's segue runs on selection, before `didSelectRowAt` (the order iOS is
    // known for: "prepareForSegue is called before didSelectRowAtIndexPath").
    if let cell = visibleCellsByPath[target], let trigger = cell.storyboardSegueTrigger {
      trigger(cell)
    }
    tableDelegate?.tableView(self, didSelectRowAt: target)
  }

  /// The touch was taken by a scroll (or another recognizer): the highlight goes, nothing is
  /// selected.
  func rowTouchesCancelled() {
    unhighlight()
  }

  private func unhighlight() {
    guard let path = highlightedPath else { return }
    highlightedPath = nil
    visibleCellsByPath[path]?.setHighlighted(false, animated: false)
    tableDelegate?.tableView(self, didUnhighlightRowAt: path)
  }

  private func userDeselect(_ path: IndexPath) {
    let target = tableDelegate.map { $0.tableView(self, willDeselectRowAt: path) } ?? path
    guard let target else { return }
    deselectRow(at: target, animated: false)
    window?.eventLog.record(
      "tableView.didDeselectRow", view: self, detail: "row \(target.section)/\(target.row)")
    tableDelegate?.tableView(self, didDeselectRowAt: target)
  }
}
