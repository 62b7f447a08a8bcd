import Foundation

/// What a table remembers of its swipe actions.
@MainActor
final class TableSwipeState: NSObject, UIGestureRecognizerDelegate {
  /// The table (weak: it owns this state).
  weak var table: UITableView?
  /// The row whose actions are shown (open, or following the finger).
  var path: IndexPath?
  /// Whether its actions are open and resting.
  var isOpen = false
  /// The configuration shown and its edge.
  var configuration: UISwipeActionsConfiguration?
  /// The offset the drag started from.
  var startOffset: CGFloat = 0
  /// The horizontal pan that swipes rows (UIKit's `_UISwipeActionPanGestureRecognizer`).
  let pan = UIPanGestureRecognizer()

  /// Begins only on a row that has actions for the direction of the movement, or on the open
  /// row.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard let table else { return false }
    let point = pan.location(in: table)
    guard let row = table.indexPathForRow(at: point) else { return false }
    if isOpen, row == path { return true }
    return table.swipeConfiguration(for: row, trailing: table.swipeIsLeftward(pan))?.actions
      .isEmpty == false
  }
}

extension UITableView {
  /// The fraction of the row's width past which a full swipe performs the first action (0.5,
  /// the threshold this model takes: UIKit documents none).
  static let fullSwipeFraction: CGFloat = 0.5
  /// How long the actions take to snap open or closed, seconds.
  static let swipeSnapDuration = 0.3

  /// Adds the swipe recognizer (called once, at creation).
  func setUpSwipe() {
    swipe.table = self
    swipe.pan.name = "swipeActions"
    swipe.pan.countsVerticalMovement = false
    swipe.pan.delegate = swipe
    swipe.pan.addAction { [weak self] recognizer in
      self?.handleSwipe(recognizer as! UIPanGestureRecognizer)
    }
    addGestureRecognizer(swipe.pan)
  }

  /// Whether the swipe goes left: by its translation, or when the pan has just removed its
  /// hysteresis (a translation of 0 at `began`), by its velocity.
  func swipeIsLeftward(_ pan: UIPanGestureRecognizer) -> Bool {
    let dx = pan.translation(in: self).x
    return dx != 0 ? dx < 0 : pan.velocity(in: self).x < 0
  }

  /// The delegate's configuration for one edge of the row.
  func swipeConfiguration(for path: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
    guard dataSource?.tableView(self, canEditRowAt: path) ?? false else { return nil }
    return trailing
      ? tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: path)
      : tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: path)
  }

  /// Closes open swipe actions when a touch lands on the rows; returns whether it did (the
  /// touch then selects nothing, as in UIKit).
  func closeSwipeActionsOnTouch() -> Bool {
    guard swipe.isOpen else { return false }
    closeSwipe(animated: true)
    return true
  }

  private func handleSwipe(_ pan: UIPanGestureRecognizer) {
    switch pan.state {
    case .began:
      let point = pan.location(in: self)
      guard let row = indexPathForRow(at: point), let cell = cellForRow(at: row) else { return }
      if swipe.path != row { closeSwipe(animated: true) }
      let trailing = swipe.isOpen ? cell.swipeOffset < 0 : swipeIsLeftward(pan)
      guard let configuration = swipeConfiguration(for: row, trailing: trailing) else { return }
      if swipe.path != row || cell.swipeActionsView == nil {
        swipe.path = row
        swipe.configuration = configuration
        tableDelegate?.tableView(self, willBeginEditingRowAt: row)
        cell.showSwipeActions(
          SwipeActionsView(
            actions: configuration.actions, trailing: trailing,
            onTap: { [weak self] action, view in self?.perform(action, view: view, full: false) }))
      }
      swipe.isOpen = false
      swipe.startOffset = cell.swipeOffset
      followSwipe(pan)
    case .changed:
      followSwipe(pan)
    case .ended:
      endSwipe(pan)
    case .cancelled, .failed:
      closeSwipe(animated: true)
    default:
      break
    }
  }

  private func swipingCell() -> (UITableViewCell, SwipeActionsView)? {
    guard let path = swipe.path, let cell = cellForRow(at: path),
      let actions = cell.swipeActionsView
    else { return nil }
    return (cell, actions)
  }

  private func followSwipe(_ pan: UIPanGestureRecognizer) {
    guard let (cell, actions) = swipingCell() else { return }
    let width = cell.bounds.width
    var offset = swipe.startOffset + pan.translation(in: self).x
    offset = actions.trailing ? min(0, max(-width, offset)) : max(0, min(width, offset))
    actions.firstFills =
      swipe.configuration?.performsFirstActionWithFullSwipe == true
      && abs(offset) > width * UITableView.fullSwipeFraction
    cell.swipeOffset = offset
    cell.layoutSubviews()
  }

  private func endSwipe(_ pan: UIPanGestureRecognizer) {
    guard let (cell, actions) = swipingCell() else { return }
    if actions.firstFills, let first = actions.actions.first {
      let width = cell.bounds.width
      UIView.animate(withDuration: UITableView.swipeSnapDuration) {
        cell.swipeOffset = actions.trailing ? -width : width
        cell.layoutSubviews()
      }
      perform(first, view: actions.buttons[0], full: true)
      return
    }
    if abs(cell.swipeOffset) > actions.restingWidth / 2 {
      swipe.isOpen = true
      UIView.animate(withDuration: UITableView.swipeSnapDuration) {
        cell.swipeOffset = actions.trailing ? -actions.restingWidth : actions.restingWidth
        cell.layoutSubviews()
      }
    } else {
      closeSwipe(animated: true)
    }
  }

  /// Performs `action` of the swiped row: records `tableView.swipeAction`, then calls its
  /// handler with a completion. A completion with false closes the row's actions; with true
  /// the row stays as the handler left it (deleted rows go with their update's animation) and
  /// any actions still shown close.
  private func perform(_ action: UIContextualAction, view: UIView, full: Bool) {
    guard let path = swipe.path else { return }
    window?.eventLog.record(
      "tableView.swipeAction", view: self,
      detail: "row \(path.section)/\(path.row) \(action.title.map { "'\($0)'" } ?? "(untitled)")"
        + (full ? " (full swipe)" : ""))
    swipe.isOpen = false
    action.handler(action, view) { [weak self] _ in
      guard let self else { return }
      self.closeSwipe(animated: true)
    }
  }

  /// Slides the swiped row's content back and removes its actions.
  func closeSwipe(animated: Bool) {
    guard let path = swipe.path else { return }
    let ended = path
    swipe.path = nil
    swipe.isOpen = false
    swipe.configuration = nil
    guard let cell = cellForRow(at: path), cell.swipeActionsView != nil else {
      tableDelegate?.tableView(self, didEndEditingRowAt: ended)
      return
    }
    let close = {
      cell.swipeOffset = 0
      cell.layoutSubviews()
    }
    if animated {
      UIView.animate(
        withDuration: UITableView.swipeSnapDuration, animations: close,
        completion: { _ in if cell.swipeOffset == 0 { cell.showSwipeActions(nil) } })
    } else {
      close()
      cell.showSwipeActions(nil)
    }
    tableDelegate?.tableView(self, didEndEditingRowAt: ended)
  }
}
