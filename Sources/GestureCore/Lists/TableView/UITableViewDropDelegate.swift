import Foundation

/// What a table view asks when something is dragged over it and dropped, UIKit's
/// `UITableViewDropDelegate` (docs/tables.md, "Drag and drop"). Only drags of the table's own
/// rows exist in the model. ``tableView(_:performDropWith:)`` is required; the other methods
/// have UIKit's defaults.
///
/// A proposal is needed for a drop: without ``tableView(_:dropSessionDidUpdate:withDestinationIndexPath:)``
/// the table proposes `.cancel`, except for the reorder shortcut (a data source implementing
/// `tableView(_:moveRowAt:to:)` while one of the table's own rows is dragged), where it
/// proposes `.move` with `.insertAtDestinationIndexPath`.
///
/// Not modelled: `tableView(_:dropPreviewParametersForRowAt:)`; a delegate implementing it
/// gets a `tableView.unsupported` warning when a drag begins.
@preconcurrency @MainActor
public protocol UITableViewDropDelegate: _ObjCProtocol {
  /// Takes the drop (required): the code updates its data and the table, and may call the
  /// coordinator's ``UITableViewDropCoordinator/drop(_:toRowAt:)`` to land the preview on a
  /// row. Not called for the reorder shortcut, where `tableView(_:moveRowAt:to:)` is.
  func tableView(
    _ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator)
  /// Whether the table takes drops of `session` at all (default true).
  func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool
  /// The drag came over the table (default: nothing).
  func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession)
  /// The proposal for a drop at `destinationIndexPath`, asked each time the finger moves
  /// over the table (default `.cancel`).
  func tableView(
    _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UITableViewDropProposal
  /// The drag left the table (default: nothing).
  func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession)
  /// The drag over the table ended, dropped or not (default: nothing).
  func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession)
}

extension UITableViewDropDelegate {
  /// Every session.
  public func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool {
    true
  }
  /// Nothing.
  public func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession) {}
  /// `.cancel`: no drop.
  public func tableView(
    _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UITableViewDropProposal { UITableViewDropProposal(operation: .cancel) }
  /// Nothing.
  public func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession) {}
  /// Nothing.
  public func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession) {}
}

/// How a table view would take a drop, UIKit's `UITableViewDropProposal`: an operation and
/// where the items go.
@preconcurrency @MainActor
open class UITableViewDropProposal: UIDropProposal {
  /// Where a drop puts the items (`UITableViewDropProposal.Intent`).
  public enum Intent: Int, Sendable {
    /// The table shows nothing; the drop's destination is the row under the finger.
    case unspecified = 0
    /// The rows open a gap at the destination (as a reorder shows it).
    case insertAtDestinationIndexPath = 1
    /// The items go into the row under the finger (not drawn here: no highlight).
    case insertIntoDestinationIndexPath = 2
    /// The table picks between the two inserts; here it opens a gap.
    case automatic = 3
  }

  /// Where the items go.
  public let intent: Intent

  /// A proposal of `operation` with `intent` (`init(operation:intent:)`, default
  /// `.unspecified`).
  public init(operation: UIDropOperation, intent: Intent = .unspecified) {
    self.intent = intent
    super.init(operation: operation)
  }

  /// Whether the proposal opens a gap among the rows: a move inserted at the destination.
  var opensGap: Bool {
    operation == .move && (intent == .insertAtDestinationIndexPath || intent == .automatic)
  }
}

/// One item of a drop on a table view, UIKit's `UITableViewDropItem`.
@preconcurrency @MainActor
public protocol UITableViewDropItem: AnyObject {
  /// The dragged item.
  var dragItem: UIDragItem { get }
  /// Where the item's row was when it came from this table, else `nil`.
  var sourceIndexPath: IndexPath? { get }
  /// The size of the item's preview, points.
  var previewSize: CGSize { get }
}

/// What a table view's drop delegate is given to take a drop, UIKit's
/// `UITableViewDropCoordinator`.
///
/// Not modelled: dropping to a placeholder (`drop(_:to:)` with a
/// `UITableViewDropPlaceholder`) and into a row (`drop(_:intoRowAt:rect:)`); they are not
/// declared, so code calling them does not compile.
@preconcurrency @MainActor
public protocol UITableViewDropCoordinator: AnyObject {
  /// The dropped items.
  var items: [any UITableViewDropItem] { get }
  /// Where the drop goes: the last destination the finger gave, counted without the dragged
  /// row (`nil` on iOS for a drop where no row is; a drop here happens only over the table,
  /// where there always is a place).
  var destinationIndexPath: IndexPath? { get }
  /// The last proposal.
  var proposal: UITableViewDropProposal { get }
  /// The drop session.
  var session: any UIDropSession { get }
  /// Lands `dragItem`'s preview on the row at `indexPath` (its place after the code's table
  /// updates): the preview moves there and shrinks to the row as the row appears.
  @discardableResult
  func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> any UIDragAnimating
}

/// A dropped item of the table's own rows.
@preconcurrency @MainActor
final class TableDropItem: NSObject, UITableViewDropItem {
  let dragItem: UIDragItem
  let sourceIndexPath: IndexPath?
  let previewSize: CGSize

  init(dragItem: UIDragItem, sourceIndexPath: IndexPath?, previewSize: CGSize) {
    self.dragItem = dragItem
    self.sourceIndexPath = sourceIndexPath
    self.previewSize = previewSize
    super.init()
  }
}

/// The coordinator a table's drop gives its delegate; it remembers where the code lands each
/// item's preview.
@preconcurrency @MainActor
final class TableDropCoordinator: NSObject, UITableViewDropCoordinator {
  let items: [any UITableViewDropItem]
  let destinationIndexPath: IndexPath?
  let proposal: UITableViewDropProposal
  let session: any UIDropSession
  /// The row the preview lands on, and the animator of that landing.
  private(set) var landing: (path: IndexPath, animator: DropAnimator)?

  init(
    items: [any UITableViewDropItem], destinationIndexPath: IndexPath?,
    proposal: UITableViewDropProposal, session: any UIDropSession
  ) {
    self.items = items
    self.destinationIndexPath = destinationIndexPath
    self.proposal = proposal
    self.session = session
    super.init()
  }

  @discardableResult
  func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> any UIDragAnimating {
    let animator = landing?.animator ?? DropAnimator()
    landing = (indexPath, animator)
    return animator
  }
}
