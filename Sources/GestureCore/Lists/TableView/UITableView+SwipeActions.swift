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
  /// editing it (`canEditRowAt`).
  func swipeConfiguration(for path: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
    guard dataSource?.tableView(self, canEditRowAt: path) ?? false else { return nil }
    return trailing
      ? tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: path)
      : tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: path)
  }

  func swipeWillBegin(at path: IndexPath) {
    tableDelegate?.tableView(self, willBeginEditingRowAt: path)
  }

  func swipeDidEnd(at path: IndexPath) {
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
