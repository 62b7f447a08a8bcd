import Foundation

/// A table's rows take swipe actions from its delegate (docs/tables.md, "Swipe actions"); the
/// physics are the ``SwipeActionsController``'s.
extension UITableView: SwipeActionsHost {
  /// Adds the swipe recognizer (called once, at creation).
  func setUpSwipe() {
    swipe.attach(to: self)
  }

  func swipeRow(at point: CGPoint) -> IndexPath? { indexPathForRow(at: point) }

  func swipeCell(at path: IndexPath) -> (any SwipeableCell)? { cellForRow(at: path) }

  /// The delegate's configuration for one edge of the row, when the data source allows
  /// editing it (`canEditRowAt`); on the trailing edge, without one from the delegate, UIKit's
  /// standard Delete button of a `.delete` row whose data source commits editing. In editing
  /// mode rows do not swipe: only the row whose delete control was tapped shows its trailing
  /// actions.
  func swipeConfiguration(for path: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
    guard dataSource?.tableView(self, canEditRowAt: path) ?? false else { return nil }
    if editing, !trailing || confirmingDeletePath != path { return nil }
    return trailing
      ? tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: path)
        ?? standardDeleteConfiguration(for: path)
      : tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: path)
  }

  /// A swipe begins: the delegate hears `willBeginEditingRowAt` (not for the Delete button
  /// a delete control reveals in editing mode, as in UIKit).
  func swipeWillBegin(at path: IndexPath) {
    guard confirmingDeletePath != path else { return }
    tableDelegate?.tableView(self, willBeginEditingRowAt: path)
  }

  /// The actions closed: the delegate hears `didEndEditingRowAt`, or a confirming delete
  /// control turns back.
  func swipeDidEnd(at path: IndexPath) {
    if confirmingDeletePath == path {
      deleteConfirmationEnded(at: path)
      return
    }
    tableDelegate?.tableView(self, didEndEditingRowAt: path)
  }

  var swipeEventName: String { "tableView.swipeAction" }

  func swipeRowName(_ path: IndexPath) -> String { "row \(path.section)/\(path.row)" }

  /// Closes open swipe actions when a touch lands on the rows; returns whether it did (the
  /// touch then selects nothing, as in UIKit).
  func closeSwipeActionsOnTouch() -> Bool {
    swipe.closeOnTouch()
  }

  /// Slides the swiped row's content back and removes its actions.
  func closeSwipe(animated: Bool) {
    swipe.close(animated: animated)
  }
}

extension UITableViewCell: SwipeableCell {}
