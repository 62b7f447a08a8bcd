import Foundation

/// What a table view tells and asks about its rows, UIKit's `UITableViewDelegate`, which
/// refines ``UIScrollViewDelegate``: heights, header and footer views, display, highlight and
/// selection, swipe actions and editing. Every method is optional; the defaults answer as UIKit
/// does when the method is not implemented (the table's own properties: ``UITableView/rowHeight``,
/// ``UITableView/sectionHeaderHeight``…).
///
/// Set it through the table's `delegate` (the scroll view's property, which takes any
/// `UIScrollViewDelegate`; the table uses it as its `UITableViewDelegate` when it is one).
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
  /// The height of the row, points (default ``UITableView/rowHeight``);
  /// ``UITableView/automaticDimension`` sizes the cell by its content.
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// The height used for a self-sizing row until its cell is measured, points (default
  /// ``UITableView/estimatedRowHeight``).
  func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  /// The height of the header of `section`, points (default
  /// ``UITableView/sectionHeaderHeight``).
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  /// The height of the footer of `section`, points (default
  /// ``UITableView/sectionFooterHeight``).
  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
  /// The view of the header of `section` (default `nil`: a standard header showing the data
  /// source's title, if any). Asked each time the header comes into view.
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
  /// The view of the footer of `section` (default `nil`).
  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
  /// The cell is about to be shown (after ``UITableViewDataSource/tableView(_:cellForRowAt:)``).
  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// The cell left the visible area (or its row was deleted or reloaded).
  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
    forRowAt indexPath: IndexPath)
  /// The header view is about to be shown.
  func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
  /// Whether a touch may highlight the row (default true).
  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
  /// The row was highlighted by a touch.
  func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
  /// The row's highlight was removed.
  func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
  /// The row the user is about to select: return it, another path, or `nil` to select nothing
  /// (default: the row itself).
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  /// The user selected the row (not sent for ``UITableView/selectRow(at:animated:scrollPosition:)``).
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  /// The row the user is about to deselect (default: the row itself).
  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
  /// The user deselected the row.
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
  /// The swipe actions on the trailing edge (right) of the row (default `nil`: none, or the
  /// when the data source implements `tableView(_:commit:forRowAt:)` and the row's editing
  /// style is `.delete`, UIKit's standard Delete button).
  func tableView(
    _ tableView: UITableView,
    trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?
  /// The swipe actions on the leading edge (left) of the row (default `nil`: none).
  func tableView(
    _ tableView: UITableView,
    leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?
  /// The context menu of the row for a long press at `point` (the table view's coordinates,
  /// points), or `nil` for none (`tableView(_:contextMenuConfigurationForRowAt:point:)`,
  /// iOS 13). A delegate that does not implement it leaves the rows without a context menu
  /// (docs/presentation.md, "Context menus").
  func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration?
  /// The editing style of the row in editing mode. When the delegate does not implement it,
  /// UIKit's default: `.delete` when the data source implements
  /// `tableView(_:commit:forRowAt:)`, else `.none`.
  func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  /// A swipe is about to show the row's actions.
  func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath)
  /// The row's swipe actions closed.
  func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?)
  /// Whether the row's content indents in editing mode (default true).
  func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath)
    -> Bool
  /// The title of the row's Delete button, revealed by its delete control or a swipe
  /// (default "Delete").
  func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String?
  /// Where a row dragged by its reorder grip from `sourceIndexPath` may go when the drag
  /// proposes `proposedDestinationIndexPath` (default: the proposed place).
  func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath
  /// The user tapped the row's detail button (`.detailButton`, `.detailDisclosureButton`).
  func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
}

extension UITableViewDelegate {
  /// ``UITableView/rowHeight``.
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }
  /// ``UITableView/estimatedRowHeight``.
  public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  { tableView.estimatedRowHeight }
  /// ``UITableView/sectionHeaderHeight``.
  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  { tableView.sectionHeaderHeight }
  /// ``UITableView/sectionFooterHeight``.
  public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
  { tableView.sectionFooterHeight }
  /// No view.
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    nil
  }
  /// No view.
  public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    nil
  }
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
    forRowAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
  ) {}
  /// True.
  public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath)
    -> Bool
  { true }
  /// Does nothing.
  public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
  /// Does nothing.
  public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
  /// The row itself.
  public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  /// Does nothing.
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  /// The row itself.
  public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  /// Does nothing.
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  /// None.
  public func tableView(
    _ tableView: UITableView,
    trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
  /// None.
  public func tableView(
    _ tableView: UITableView,
    leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
  /// None (`nil`).
  public func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    forwardToSubclass(
      UITableView.contextMenuSelector, [tableView, indexPath, point], default: nil)
  }
  /// `.delete`.
  public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  { .delete }
  /// Does nothing.
  public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
  /// Does nothing.
  public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
  /// True.
  public func tableView(
    _ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath
  ) -> Bool { true }
  /// "Delete".
  public func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? { "Delete" }
  /// The proposed place.
  public func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath { proposedDestinationIndexPath }
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  ) {}
}
