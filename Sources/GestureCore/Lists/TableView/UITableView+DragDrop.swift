import Foundation

/// Drag and drop of a table's own rows (docs/tables.md, "Drag and drop"): UIKit's
/// `UITableViewDragDelegate` and `UITableViewDropDelegate` reordering within one table.
///
/// A long press on a row of a table whose ``UITableView/dragInteractionEnabled`` is true asks
/// the drag delegate's `tableView(_:itemsForBeginning:at:)`; with items, the row lifts: its cell
/// is hidden and a ``DragPreviewPlatter`` showing it follows the finger over the window. Each
/// move asks the drop delegate's `tableView(_:dropSessionDidUpdate:withDestinationIndexPath:)`
/// with the place the lifted row's middle proposes (the reorder grip's rule, in the numbering
/// without the dragged row); a `.move` proposal inserting at the destination opens a gap there,
/// the other rows moving over 0.3 s. On lift, a drop proposal (`.move` or `.copy`) either calls
/// the data source's `tableView(_:moveRowAt:to:)` (the reorder shortcut: the data source
/// implements it and the proposal is a move inserted at the destination) or the drop
/// delegate's `tableView(_:performDropWith:)`; the preview then lands on the row the drop
/// named and shrinks into it over 0.3 s. Any other proposal sends the preview back to its row.
/// Once the preview has landed, the drop delegate hears `dropSessionDidEnd` (when the drag was
/// ever over the table) and the drag delegate `dragSessionDidEnd`.
extension UITableView {
  static let dropUpdateSelector: Selector =
    "tableView:dropSessionDidUpdate:withDestinationIndexPath:"
  /// Delegate methods the model does not call, by the delegate they belong to.
  static let unmodelledDragSelectors: [Selector] = [
    "tableView:itemsForAddingTo:at:point:", "tableView:dragPreviewParametersForRowAt:",
  ]
  static let unmodelledDropSelectors: [Selector] = ["tableView:dropPreviewParametersForRowAt:"]

  /// Whether a long press at `point` (table coordinates) would ask for drag items.
  func canBeginDrag(at point: CGPoint) -> Bool {
    dragInteractionEnabled && dragDelegate != nil && !editing && tableDrag == nil
      && reorder == nil && indexPathForRow(at: point) != nil
  }

  /// The drag delegate's items for the row at `point`, or `nil` when no drag begins there.
  func dragItems(at point: CGPoint)
    -> (path: IndexPath, items: [UIDragItem], session: LocalDragSession)?
  {
    guard canBeginDrag(at: point), let delegate = dragDelegate,
      let path = indexPathForRow(at: point), cellForRow(at: path) != nil
    else { return nil }
    let session = LocalDragSession(items: [], at: convert(point, to: nil))
    let items = delegate.tableView(self, itemsForBeginning: session, at: path)
    guard !items.isEmpty else { return nil }
    session.items = items
    return (path, items, session)
  }

  /// Lifts the row at `path`: the session begins, the cell hides and its preview lifts.
  func liftRow(
    at path: IndexPath, items: [UIDragItem], session: LocalDragSession, finger: CGPoint
  ) {
    guard let cell = cellForRow(at: path), let window else { return }
    let delegate = dragDelegate
    session.allowsMoveOperation =
      delegate?.tableView(self, dragSessionAllowsMoveOperation: session) ?? true
    session.isRestrictedToDraggingApplication =
      delegate?.tableView(self, dragSessionIsRestrictedToDraggingApplication: session) ?? false
    warnAboutUnmodelledDragMethods()
    closeSwipe(animated: true)
    window.eventLog.record(
      "tableView.dragBegan", view: self,
      detail: "row \(path.section)/\(path.row): \(items.count) "
        + (items.count == 1 ? "item" : "items"))
    delegate?.tableView(self, dragSessionWillBegin: session)
    let frame = convert(cell.frame, to: nil)
    let platter = DragPreviewPlatter(showing: cell, frame: frame, background: backgroundColor)
    window.addSubview(platter)
    platter.lift()
    cell.isHidden = true
    reorder = TableReorder(source: path, target: path, cell: cell, grab: 0)
    tableDrag = TableDrag(
      session: session, source: path, cell: cell, platter: platter,
      offset: CGPoint(x: platter.center.x - finger.x, y: platter.center.y - finger.y))
    dragMoved(to: finger)
  }

  /// The finger moved to `point` (window coordinates): the preview follows, the drop delegate
  /// hears the drag enter, move over or leave the table, and the gap follows its proposal.
  func dragMoved(to point: CGPoint) {
    guard var drag = tableDrag else { return }
    drag.session.windowLocation = point
    drag.platter.center = CGPoint(x: point.x + drag.offset.x, y: point.y + drag.offset.y)
    let inside = bounds.contains(convert(point, from: nil))
    let handles = dropDelegate.map { $0.tableView(self, canHandle: drag.session) } ?? false
    if inside && handles {
      if !drag.entered {
        drag.entered = true
        drag.visited = true
        dropDelegate?.tableView(self, dropSessionDidEnter: drag.session)
      }
      let middle = convert(drag.platter.center, from: nil).y
      let destination = proposedPath(for: drag.source, middle: middle)
      drag.proposal = proposal(for: drag, at: destination)
      drag.destination = destination
      if drag.proposal.intent == .insertIntoDestinationIndexPath, !drag.warnedIntent {
        drag.warnedIntent = true
        warnDragDrop("a proposal's .insertIntoDestinationIndexPath is not drawn (no row highlight)")
      }
    } else {
      if drag.entered {
        drag.entered = false
        dropDelegate?.tableView(self, dropSessionDidExit: drag.session)
      }
      drag.proposal = UITableViewDropProposal(operation: .cancel)
      drag.destination = nil
    }
    tableDrag = drag
    let gap = drag.proposal.opensGap ? (drag.destination ?? drag.source) : drag.source
    openGap(at: gap)
  }

  /// The drop delegate's proposal, or the table's own when it implements none (see the
  /// extension's notes).
  private func proposal(for drag: TableDrag, at destination: IndexPath) -> UITableViewDropProposal {
    guard let delegate = dropDelegate else { return UITableViewDropProposal(operation: .cancel) }
    if implements(Self.dropUpdateSelector, delegate) {
      let proposal = delegate.tableView(
        self, dropSessionDidUpdate: drag.session, withDestinationIndexPath: destination)
      if proposal.operation == .move && !drag.session.allowsMoveOperation {
        return UITableViewDropProposal(operation: .copy, intent: proposal.intent)
      }
      return proposal
    }
    guard reorderShortcutApplies(to: drag) else {
      return UITableViewDropProposal(operation: .cancel)
    }
    return UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
  }

  /// Whether a drop of `drag` goes to the data source's `tableView(_:moveRowAt:to:)`.
  private func reorderShortcutApplies(to drag: TableDrag) -> Bool {
    implements(Self.moveSelector, dataSource)
      && (dataSource?.tableView(self, canMoveRowAt: drag.source) ?? false)
      && drag.session.allowsMoveOperation
  }

  /// Moves the gap among the rows to `target` (the source row's own place closes the gap),
  /// the other rows moving over 0.3 s.
  private func openGap(at target: IndexPath) {
    guard var state = reorder, state.target != target else { return }
    state.target = target
    reorder = state
    let moved = movedGeometry(from: state.source, to: target)
    if let slot = moved.rect(forRow: target, width: contentWidth) {
      state.cell.frame = slot.insetBy(dx: rowSideInset, dy: 0)
    }
    UIView.animate(withDuration: UITableView.rowAnimationDuration) {
      for (path, other) in self.visibleCellsByPath where other !== state.cell {
        if let frame = self.reorderFrame(for: path) { other.frame = frame }
      }
    }
  }

  /// The finger lifted (`dropping`) or the press was cancelled: the drop happens when the
  /// last proposal is a move or a copy over the table, then the preview lands.
  func dragEnded(dropping: Bool) {
    guard let drag = tableDrag else { return }
    let drops =
      dropping && drag.entered && drag.destination != nil
      && (drag.proposal.operation == .move || drag.proposal.operation == .copy)
    var landing: (path: IndexPath, animator: DropAnimator)?
    if drops, let destination = drag.destination {
      reorder = nil
      landing = performDrop(drag, at: destination)
    } else {
      openGap(at: drag.source)
      reorder = nil
      landing = (drag.source, DropAnimator())
      window?.eventLog.record(
        "tableView.dragCancelled", view: self,
        detail: "row \(drag.source.section)/\(drag.source.row)")
    }
    settleRows()
    land(drag, on: landing)
  }

  /// The drop: the reorder shortcut or the drop delegate; returns where the preview lands.
  private func performDrop(_ drag: TableDrag, at destination: IndexPath)
    -> (path: IndexPath, animator: DropAnimator)?
  {
    if drag.proposal.opensGap, reorderShortcutApplies(to: drag) {
      if destination != drag.source {
        window?.eventLog.record(
          "tableView.moveRow", view: self,
          detail: "row \(drag.source.section)/\(drag.source.row) to row "
            + "\(destination.section)/\(destination.row)")
        dataSource?.tableView(self, moveRowAt: drag.source, to: destination)
        updateKeepsCellFrames = true
        performBatchUpdates { self.moveRow(at: drag.source, to: destination) }
        updateKeepsCellFrames = false
      }
      return (destination, DropAnimator())
    }
    let coordinator = TableDropCoordinator(
      items: drag.session.items.map {
        TableDropItem(
          dragItem: $0, sourceIndexPath: drag.source, previewSize: drag.cell.bounds.size)
      }, destinationIndexPath: destination, proposal: drag.proposal, session: drag.session)
    window?.eventLog.record(
      "tableView.performDrop", view: self,
      detail: "\(drag.session.items.count) "
        + (drag.session.items.count == 1 ? "item" : "items")
        + " from row \(drag.source.section)/\(drag.source.row) to row "
        + "\(destination.section)/\(destination.row)")
    updateKeepsCellFrames = true
    dropDelegate?.tableView(self, performDropWith: coordinator)
    updateKeepsCellFrames = false
    return coordinator.landing
  }

  /// Rows still at the places the gap gave them slide to their rows' places over 0.3 s (a drop
  /// whose code changed no rows, or a cancelled drag); rows already moving keep moving.
  private func settleRows() {
    layoutIfNeeded()
    UIView.animate(withDuration: UITableView.rowAnimationDuration) {
      for (path, cell) in self.visibleCellsByPath {
        if let frame = self.cellFrame(for: path), cell.frame != frame { cell.frame = frame }
      }
    }
  }

  /// The preview lands: on the row of `landing` (hidden until then), shrinking back to the
  /// row's size and losing its shadow over 0.3 s, or, with no landing, fading where it is;
  /// then it goes, the rows show, and the delegates hear the sessions end.
  private func land(_ drag: TableDrag, on landing: (path: IndexPath, animator: DropAnimator)?) {
    let platter = drag.platter
    let target = landing.flatMap { cellForRow(at: $0.path) }
    let place = landing.flatMap { cellFrame(for: $0.path) }.map { convert($0, to: nil) }
    if target == nil { drag.cell.isHidden = false }
    target?.isHidden = true
    let animator = landing?.animator ?? DropAnimator()
    UIView.animate(withDuration: UITableView.rowAnimationDuration) {
      platter.layer.shadowOpacity = 0
      if let place {
        platter.transform = .identity
        platter.center = CGPoint(x: place.midX, y: place.midY)
      } else {
        platter.alpha = 0
      }
      for animation in animator.animations { animation() }
    } completion: { [weak self] _ in
      platter.removeFromSuperview()
      drag.cell.isHidden = false
      target?.isHidden = false
      for completion in animator.completions { completion(.end) }
      guard let self else { return }
      self.tableDrag = nil
      if drag.visited { self.dropDelegate?.tableView(self, dropSessionDidEnd: drag.session) }
      self.dragDelegate?.tableView(self, dragSessionDidEnd: drag.session)
    }
  }

  /// Records a `tableView.unsupported` warning for each drag or drop delegate method
  /// the delegates implement that the model does not call.
  private func warnAboutUnmodelledDragMethods() {
    for selector in Self.unmodelledDragSelectors where implements(selector, dragDelegate) {
      warnDragDrop("\(selector) is not called")
    }
    for selector in Self.unmodelledDropSelectors where implements(selector, dropDelegate) {
      warnDragDrop("\(selector) is not called")
    }
  }

  /// Records a `tableView.unsupported` warning naming `detail`.
  private func warnDragDrop(_ detail: String) {
    window?.eventLog.record("tableView.unsupported", view: self, detail: detail)
  }
}
