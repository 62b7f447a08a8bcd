import Foundation

/// A row's context menu (docs/presentation.md, "Context menus"): a long press on a row (0.5 s,
/// ``ContextMenuPress``) asks the delegate's `tableView(_:contextMenuConfigurationForRowAt:point:)`
/// when the delegate implements it (read from the user's compiled classes, as
/// `respondsToSelector:` reads them on iOS); with a configuration the row's cell lifts and the
/// menu shows, its actions' `sender` the table view. Not in editing mode, and not where a drag
/// can begin (docs/tables.md, "Drag and drop").
extension UITableView {
  static let contextMenuSelector: Selector = "tableView:contextMenuConfigurationForRowAt:point:"

  /// Adds the long press when the delegate implements
  /// `tableView(_:contextMenuConfigurationForRowAt:point:)`, and takes it off when a new
  /// delegate does not (called when the delegate is set): UIKit adds its context-menu
  /// interaction only for such a delegate, so a table without menus has no long press that
  /// fails on every touch. A menu on screen keeps its press until it closes.
  func updateContextMenu() {
    let wanted = delegate.map { implements(Self.contextMenuSelector, $0) } ?? false
    if wanted, contextMenuPress == nil {
      contextMenuPress = ContextMenuPress(on: self) { [weak self] point in
        self?.contextMenuTarget(at: point)
      }
    } else if !wanted, let press = contextMenuPress, press.presentation == nil {
      press.detach()
      contextMenuPress = nil
    }
  }

  private func contextMenuTarget(at point: CGPoint) -> ContextMenuTarget? {
    guard !editing, !canBeginDrag(at: point), let delegate = tableDelegate,
      implements(Self.contextMenuSelector, delegate),
      let path = indexPathForRow(at: point), let cell = cellForRow(at: path),
      let configuration = delegate.tableView(
        self, contextMenuConfigurationForRowAt: path, point: point)
    else { return nil }
    return ContextMenuTarget(
      configuration: configuration, liftedView: cell, sender: self,
      name: "row \(path.section)/\(path.row)")
  }
}
