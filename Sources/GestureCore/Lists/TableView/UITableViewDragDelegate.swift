import Foundation

/// What a table view asks when the user drags its rows, UIKit's `UITableViewDragDelegate`
/// (docs/tables.md, "Drag and drop"). ``tableView(_:itemsForBeginning:at:)`` is required; the
/// other methods have UIKit's defaults. The drag begins with a long press on a row when the
/// table's ``UITableView/dragInteractionEnabled`` is true.
///
/// Not modelled: `tableView(_:itemsForAddingTo:at:point:)` (tapping more rows into a drag)
/// and `tableView(_:dragPreviewParametersForRowAt:)` (the preview's shape); a delegate that
/// implements either gets a `tableView.unsupported` warning when a drag begins.
@preconcurrency @MainActor
public protocol UITableViewDragDelegate: _ObjCProtocol {
  /// The items a drag of the row at `indexPath` carries (required); an empty array means the
  /// row is not dragged (the press stays an ordinary touch).
  func tableView(
    _ tableView: UITableView, itemsForBeginning session: any UIDragSession,
    at indexPath: IndexPath
  ) -> [UIDragItem]
  /// The drag is about to lift its rows (default: nothing).
  func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession)
  /// The drag ended, dropped or cancelled, once its preview has landed (default: nothing).
  func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession)
  /// Whether the items may be moved (default true); false makes a `.move` proposal a copy.
  func tableView(
    _ tableView: UITableView, dragSessionAllowsMoveOperation session: any UIDragSession
  ) -> Bool
  /// Whether the items may only be dropped in this app (default false; every drop of the
  /// model is in this app).
  func tableView(
    _ tableView: UITableView,
    dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
  ) -> Bool
}

extension UITableViewDragDelegate {
  /// Nothing.
  public func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession) {
  }
  /// Nothing.
  public func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession) {}
  /// Moves are allowed.
  public func tableView(
    _ tableView: UITableView, dragSessionAllowsMoveOperation session: any UIDragSession
  ) -> Bool { true }
  /// Not restricted.
  public func tableView(
    _ tableView: UITableView,
    dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
  ) -> Bool { false }
}
