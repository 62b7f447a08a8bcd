import Foundation

/// A row lifted by a drag: its session, the preview over the window, and the last proposal.
@preconcurrency @MainActor
struct TableDrag {
  let session: LocalDragSession
  let source: IndexPath
  let cell: UITableViewCell
  let platter: DragPreviewPlatter
  /// The preview's centre less the finger, window coordinates.
  let offset: CGPoint
  var proposal = UITableViewDropProposal(operation: .cancel)
  var destination: IndexPath?
  /// Whether the drag is over the table (between `dropSessionDidEnter` and `…DidExit`).
  var entered = false
  /// Whether the drag has been over the table (its drop delegate hears the session end).
  var visited = false
  /// Whether the drag warned that a proposal's intent is not drawn.
  var warnedIntent = false
}

/// The long press that lifts a row into a drag (docs/tables.md, "Drag and drop"): UIKit's long
/// press, 0.5 s without moving 10 pt (the duration the project uses for every long press,
/// Apple's `minimumPressDuration`), that begins only where the drag delegate gives items.
@preconcurrency @MainActor
final class TableDragPress: NSObject, UIGestureRecognizerDelegate {
  let press = UILongPressGestureRecognizer()
  private weak var table: UITableView?
  private var pending: (path: IndexPath, items: [UIDragItem], session: LocalDragSession)?

  init(on table: UITableView) {
    self.table = table
    super.init()
    press.name = "drag"
    press.delegate = self
    press.addAction { [weak self] recognizer in self?.handle(recognizer) }
    table.addGestureRecognizer(press)
  }

  /// Takes the press off the table.
  func detach() {
    table?.removeGestureRecognizer(press)
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard let table else { return false }
    pending = table.dragItems(at: press.location(in: table))
    return pending != nil
  }

  private func handle(_ recognizer: UIGestureRecognizer) {
    guard let table else { return }
    let point = press.location(in: nil)
    switch recognizer.state {
    case .began:
      guard let pending else { return }
      self.pending = nil
      table.liftRow(at: pending.path, items: pending.items, session: pending.session, finger: point)
    case .changed:
      table.dragMoved(to: point)
    case .ended:
      table.dragEnded(dropping: true)
    case .cancelled, .failed:
      table.dragEnded(dropping: false)
    default:
      break
    }
  }
}
