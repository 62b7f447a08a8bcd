import Foundation

/// A list that shows swipe actions under its rows: a table view, or a collection view laid
/// out as a list. It answers where the rows are and which actions they have; the
/// ``SwipeActionsController`` does the rest, the same for both.
@MainActor
protocol SwipeActionsHost: UIView {
  /// The row under `point` (the host's coordinates), or `nil`.
  func swipeRow(at point: CGPoint) -> IndexPath?
  /// The cell shown for the row, or `nil` when it has none.
  func swipeCell(at path: IndexPath) -> (any SwipeableCell)?
  /// The actions of one edge of the row (`trailing`: revealed by a leftward swipe), or `nil`.
  func swipeConfiguration(for path: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration?
  /// The row's swipe begins (a table's delegate hears `willBeginEditingRowAt`).
  func swipeWillBegin(at path: IndexPath)
  /// The row's swipe actions closed (a table's delegate hears `didEndEditingRowAt`).
  func swipeDidEnd(at path: IndexPath)
  /// The timeline event an action records (`tableView.swipeAction`,
  /// `collectionView.swipeAction`) and how it names a row (`row 0/3`, `item 0/3`).
  var swipeEventName: String { get }
  /// How the timeline names the row.
  func swipeRowName(_ path: IndexPath) -> String
}

/// A cell whose content slides aside to reveal swipe actions.
@MainActor
protocol SwipeableCell: UIView {
  /// How far a swipe moved the content, points (negative: to the left).
  var swipeOffset: CGFloat { get set }
  /// The actions shown behind the content, or `nil`.
  var swipeActionsView: SwipeActionsView? { get }
  /// Shows `view` as the revealed actions behind the content (or removes them).
  func showSwipeActions(_ view: SwipeActionsView?)
}

/// The swipe-action physics of a list's rows, one for table views and collection-view lists
/// (docs/tables.md, "Swipe actions"): a horizontal pan (UIKit's private
/// `_UISwipeActionPanGestureRecognizer`, counting only horizontal movement past the pan's
/// 10 pt hysteresis) that begins on a row with actions for its direction, or on the open row.
/// The row's content follows the finger one to one up to the row's width; on release, past
/// ``fullSwipeFraction`` of the width with `performsFirstActionWithFullSwipe` the content slides
/// out over ``snapDuration`` and the first action runs; past half the buttons' resting width
/// they snap open; otherwise the row snaps closed.
@MainActor
final class SwipeActionsController: NSObject, UIGestureRecognizerDelegate {
  /// The fraction of the row's width past which a full swipe performs the first action (0.5,
  /// the threshold this model takes: UIKit documents none).
  static let fullSwipeFraction: CGFloat = 0.5
  /// How long the actions take to snap open or closed, seconds.
  static let snapDuration = 0.3

  /// The list (weak: it owns this controller).
  weak var host: (any SwipeActionsHost)?
  /// The row whose actions are shown (open, or following the finger).
  var path: IndexPath?
  /// Whether its actions are open and resting.
  var isOpen = false
  /// The configuration shown.
  var configuration: UISwipeActionsConfiguration?
  /// The offset the drag started from.
  var startOffset: CGFloat = 0
  /// The horizontal pan that swipes rows.
  let pan = UIPanGestureRecognizer()

  /// Adds the swipe recognizer to `host` (once, when the list is made).
  func attach(to host: any SwipeActionsHost) {
    self.host = host
    pan.name = "swipeActions"
    pan.countsVerticalMovement = false
    pan.delegate = self
    pan.addAction { [weak self] recognizer in
      self?.handle(recognizer as! UIPanGestureRecognizer)
    }
    host.addGestureRecognizer(pan)
  }

  /// Begins only on a row that has actions for the direction of the movement, or on the open
  /// row.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard let host else { return false }
    guard let row = host.swipeRow(at: pan.location(in: host)) else { return false }
    if isOpen, row == path { return true }
    return host.swipeConfiguration(for: row, trailing: isLeftward(pan))?.actions.isEmpty == false
  }

  /// Whether the swipe goes left: by its translation, or when the pan has just removed its
  /// hysteresis (a translation of 0 at `began`), by its velocity.
  func isLeftward(_ pan: UIPanGestureRecognizer) -> Bool {
    let view = host as UIView?
    let dx = pan.translation(in: view).x
    return dx != 0 ? dx < 0 : pan.velocity(in: view).x < 0
  }

  /// Closes open actions when a touch lands on the rows; returns whether it did (the touch
  /// then selects nothing, as in UIKit).
  func closeOnTouch() -> Bool {
    guard isOpen else { return false }
    close(animated: true)
    return true
  }

  private func handle(_ pan: UIPanGestureRecognizer) {
    guard let host else { return }
    switch pan.state {
    case .began:
      guard let row = host.swipeRow(at: pan.location(in: host)), let cell = host.swipeCell(at: row)
      else { return }
      if path != row { close(animated: true) }
      let trailing = isOpen ? cell.swipeOffset < 0 : isLeftward(pan)
      guard let configuration = host.swipeConfiguration(for: row, trailing: trailing) else {
        return
      }
      if path != row || cell.swipeActionsView == nil {
        path = row
        self.configuration = configuration
        host.swipeWillBegin(at: row)
        cell.showSwipeActions(
          SwipeActionsView(
            actions: configuration.actions, trailing: trailing,
            onTap: { [weak self] action, view in self?.perform(action, view: view, full: false) }))
      }
      isOpen = false
      startOffset = cell.swipeOffset
      follow(pan)
    case .changed:
      follow(pan)
    case .ended:
      end()
    case .cancelled, .failed:
      close(animated: true)
    default:
      break
    }
  }

  private func swipingCell() -> (any SwipeableCell, SwipeActionsView)? {
    guard let path, let cell = host?.swipeCell(at: path), let actions = cell.swipeActionsView
    else { return nil }
    return (cell, actions)
  }

  private func follow(_ pan: UIPanGestureRecognizer) {
    guard let (cell, actions) = swipingCell() else { return }
    let width = cell.bounds.width
    var offset = startOffset + pan.translation(in: host as UIView?).x
    offset = actions.trailing ? min(0, max(-width, offset)) : max(0, min(width, offset))
    actions.firstFills =
      configuration?.performsFirstActionWithFullSwipe == true
      && abs(offset) > width * Self.fullSwipeFraction
    cell.swipeOffset = offset
    cell.layoutSubviews()
  }

  private func end() {
    guard let (cell, actions) = swipingCell() else { return }
    if actions.firstFills, let first = actions.actions.first {
      let width = cell.bounds.width
      UIView.animate(withDuration: Self.snapDuration) {
        cell.swipeOffset = actions.trailing ? -width : width
        cell.layoutSubviews()
      }
      perform(first, view: actions.buttons[0], full: true)
      return
    }
    if abs(cell.swipeOffset) > actions.restingWidth / 2 {
      isOpen = true
      UIView.animate(withDuration: Self.snapDuration) {
        cell.swipeOffset = actions.trailing ? -actions.restingWidth : actions.restingWidth
        cell.layoutSubviews()
      }
    } else {
      close(animated: true)
    }
  }

  /// Performs `action` of the swiped row: records the host's swipe event, then calls its
  /// handler with a completion. A completion closes any actions still shown (a deleted row
  /// goes with its update's animation).
  private func perform(_ action: UIContextualAction, view: UIView, full: Bool) {
    guard let path, let host else { return }
    host.window?.eventLog.record(
      host.swipeEventName, view: host,
      detail: host.swipeRowName(path) + " " + (action.title.map { "'\($0)'" } ?? "(untitled)")
        + (full ? " (full swipe)" : ""))
    isOpen = false
    action.handler(action, view) { [weak self] _ in
      self?.close(animated: true)
    }
  }

  /// Opens the row's actions of one edge to their resting width over ``snapDuration``, as a
  /// swipe past half their width does (a list cell's delete control opens its trailing
  /// actions so).
  func open(_ row: IndexPath, trailing: Bool) {
    guard let host, let cell = host.swipeCell(at: row),
      let configuration = host.swipeConfiguration(for: row, trailing: trailing),
      !configuration.actions.isEmpty
    else { return }
    if path != row { close(animated: true) }
    path = row
    self.configuration = configuration
    host.swipeWillBegin(at: row)
    let actions = SwipeActionsView(
      actions: configuration.actions, trailing: trailing,
      onTap: { [weak self] action, view in self?.perform(action, view: view, full: false) })
    cell.showSwipeActions(actions)
    isOpen = true
    UIView.animate(withDuration: Self.snapDuration) {
      cell.swipeOffset = trailing ? -actions.restingWidth : actions.restingWidth
      cell.layoutSubviews()
    }
  }

  /// Slides the swiped row's content back and removes its actions.
  func close(animated: Bool) {
    guard let path, let host else { return }
    self.path = nil
    isOpen = false
    configuration = nil
    guard let cell = host.swipeCell(at: path), cell.swipeActionsView != nil else {
      host.swipeDidEnd(at: path)
      return
    }
    let close = {
      cell.swipeOffset = 0
      cell.layoutSubviews()
    }
    if animated {
      UIView.animate(
        withDuration: Self.snapDuration, animations: close,
        completion: { _ in if cell.swipeOffset == 0 { cell.showSwipeActions(nil) } })
    } else {
      close()
      cell.showSwipeActions(nil)
    }
    host.swipeDidEnd(at: path)
  }
}
