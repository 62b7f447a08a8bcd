import Foundation

/// A row dragged by its reorder grip: where it came from, where it would go now, its cell,
/// and where the finger holds it.
struct TableReorder {
  let source: IndexPath
  var target: IndexPath
  let cell: UITableViewCell
  /// The finger's distance below the cell's top, points.
  let grab: CGFloat
}

/// A table's editing mode (docs/tables.md, "Editing mode"): what each row shows, the delete
/// and insert controls, the Delete button, and dragging rows by their reorder grips.
///
/// What the data source and delegate implement decides, as in UIKit: a row's editing style is
/// the delegate's `tableView(_:editingStyleForRowAt:)` when it implements it, else `.delete`
/// when the data source implements `tableView(_:commit:forRowAt:)`, else `.none`; a row shows
/// a reorder grip when the data source implements `tableView(_:moveRowAt:to:)` and
/// `tableView(_:canMoveRowAt:)` allows it. "Implements" is read from the user's compiled
/// classes (their method tables, as `respondsToSelector:` reads them on iOS); a data source
/// the tool did not compile implements neither.
extension UITableView {
  static let commitSelector: Selector = "tableView:commit:forRowAt:"
  static let moveSelector: Selector = "tableView:moveRowAt:to:"
  static let editingStyleSelector: Selector = "tableView:editingStyleForRowAt:"

  /// Whether `object`'s class implements `selector` (its user-code method table has it).
  func implements(_ selector: Selector, _ object: AnyObject?) -> Bool {
    guard let object else { return false }
    return ObjectiveCRuntime.lookUp(selector, of: object) != nil
  }

  /// The editing style of the row (see the extension's notes).
  func resolvedEditingStyle(at path: IndexPath) -> UITableViewCell.EditingStyle {
    if let delegate = tableDelegate, implements(Self.editingStyleSelector, delegate) {
      return delegate.tableView(self, editingStyleForRowAt: path)
    }
    return implements(Self.commitSelector, dataSource) ? .delete : .none
  }

  /// Tells `cell` what editing mode shows for its row: its style, its indent, its grip; a row
  /// the data source cannot edit stays out of editing mode.
  func applyEditingLook(to cell: UITableViewCell, at path: IndexPath, animated: Bool) {
    let editable = editing && (dataSource?.tableView(self, canEditRowAt: path) ?? false)
    if editable {
      cell.tableEditingStyle = resolvedEditingStyle(at: path)
      cell.tableIndentsWhileEditing =
        tableDelegate?.tableView(self, shouldIndentWhileEditingRowAt: path) ?? true
      cell.showsReorderControl =
        implements(Self.moveSelector, dataSource)
        && (dataSource?.tableView(self, canMoveRowAt: path) ?? false)
    }
    if cell.isEditing != editable {
      cell.setEditing(editable, animated: animated)
    } else if editable {
      cell.updateEditingControls(animated: animated)
    }
  }

  // MARK: Delete and insert controls

  /// A tap on a row's editing control: `.insert` commits the insertion at once; `.delete`
  /// turns the control and reveals the row's Delete button (the delegate's trailing swipe
  /// actions when it gives some, else the standard button), which narrows the content from
  /// the trailing edge and takes the grip's place, as UIKit's editing rows show it; a second
  /// tap hides it.
  func editingControlTapped(in cell: UITableViewCell) {
    guard let path = indexPath(for: cell) else { return }
    switch cell.editingStyle {
    case .insert:
      commit(.insert, at: path)
    case .delete:
      if confirmingDeletePath == path {
        closeSwipe(animated: true)
        return
      }
      closeSwipe(animated: true)
      confirmingDeletePath = path
      cell.editingControl?.setConfirming(true, animated: true)
      swipe.open(path, trailing: true)
      if swipe.path != path {
        confirmingDeletePath = nil
        cell.editingControl?.setConfirming(false, animated: false)
      }
    case .none:
      break
    }
  }

  /// Calls the data source's `tableView(_:commit:forRowAt:)` and records
  /// `tableView.commitEditing` (`delete row 0/2`).
  func commit(_ style: UITableViewCell.EditingStyle, at path: IndexPath) {
    window?.eventLog.record(
      "tableView.commitEditing", view: self,
      detail: "\(style == .insert ? "insert" : "delete") row \(path.section)/\(path.row)")
    dataSource?.tableView(self, commit: style, forRowAt: path)
  }

  /// UIKit's standard trailing action of a `.delete` row whose data source implements
  /// `tableView(_:commit:forRowAt:)`: a red button titled by the delegate's
  /// `titleForDeleteConfirmationButtonForRowAt` ("Delete") that commits the deletion.
  func standardDeleteConfiguration(for path: IndexPath) -> UISwipeActionsConfiguration? {
    guard resolvedEditingStyle(at: path) == .delete, implements(Self.commitSelector, dataSource)
    else { return nil }
    let title =
      tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: path) ?? "Delete"
    let action = UIContextualAction(style: .destructive, title: title) {
      [weak self] _, _, completion in
      guard let self else { return }
      self.confirmingDeletePath = nil
      self.commit(.delete, at: path)
      completion(true)
    }
    return UISwipeActionsConfiguration(actions: [action])
  }

  /// The Delete button closed: the row's delete control turns back.
  func deleteConfirmationEnded(at path: IndexPath) {
    guard confirmingDeletePath == path else { return }
    confirmingDeletePath = nil
    guard let cell = cellForRow(at: path), let control = cell.editingControl,
      control.confirming
    else { return }
    control.setConfirming(false, animated: true)
    UIView.animate(withDuration: SwipeActionsController.snapDuration) { cell.layoutSubviews() }
  }

  // MARK: Reordering

  /// The frame a row's cell takes while a row is dragged: the dragged cell where the finger
  /// holds it, the others in the order the drop would give; `nil` when nothing is dragged.
  func reorderFrame(for path: IndexPath) -> CGRect? {
    guard let reorder else { return nil }
    if path == reorder.source { return reorder.cell.frame }
    let moved = movedGeometry(from: reorder.source, to: reorder.target)
    let after = movedPath(path, from: reorder.source, to: reorder.target)
    return moved.rect(forRow: after, width: contentWidth)?.insetBy(dx: rowSideInset, dy: 0)
  }

  /// The geometry with the row at `source` taken out and put in at `target`.
  func movedGeometry(from source: IndexPath, to target: IndexPath) -> TableGeometry {
    var moved = geometry
    let height = moved.sections[source.section].rowHeights.remove(at: source.row)
    moved.sections[target.section].rowHeights.insert(height, at: target.row)
    moved.stack()
    return moved
  }

  /// Where the row at `path` is numbered after the row at `source` moves to `target`.
  private func movedPath(_ path: IndexPath, from source: IndexPath, to target: IndexPath)
    -> IndexPath
  {
    var row = path.row
    if path.section == source.section, path.row > source.row { row -= 1 }
    if path.section == target.section, row >= target.row { row += 1 }
    return IndexPath(row: row, section: path.section)
  }

  /// The place a dragged row whose middle is at `y` proposes: before the first other row
  /// whose middle is below `y`, else after the last row of the last section.
  func proposedPath(for source: IndexPath, middle y: CGFloat) -> IndexPath {
    for (section, count) in rowCounts.enumerated() {
      for row in 0..<count where IndexPath(row: row, section: section) != source {
        let path = IndexPath(row: row, section: section)
        guard let rect = geometry.rect(forRow: path, width: contentWidth), y < rect.midY
        else { continue }
        let adjusted = section == source.section && row > source.row ? row - 1 : row
        return IndexPath(row: adjusted, section: section)
      }
    }
    let last = rowCounts.count - 1
    return IndexPath(row: rowCounts[last] - (source.section == last ? 1 : 0), section: last)
  }

  /// The press on a row's reorder grip: it lifts the row (a shadow, in front of the others),
  /// moves it with the finger between the top of the first row and the bottom of the last,
  /// and moves the other rows out of its way over 0.3 s as the place it proposes changes (the
  /// delegate's `targetIndexPathForMoveFromRowAt` may redirect it); the drop calls the data
  /// source's `tableView(_:moveRowAt:to:)` and the row settles in its place over 0.3 s, the
  /// table's rows renumbered as a `moveRow(at:to:)` update does. Scrolling while dragging near
  /// the edges is not modelled.
  func reorderPressChanged(_ press: UILongPressGestureRecognizer, cell: UITableViewCell) {
    let y = press.location(in: self).y
    switch press.state {
    case .began:
      guard let path = indexPath(for: cell), reorder == nil else { return }
      closeSwipe(animated: true)
      reorder = TableReorder(source: path, target: path, cell: cell, grab: y - cell.frame.minY)
      bringSubviewToFront(cell)
      cell.layer.shadowColor = UIColor.black.cgColor
      cell.layer.shadowOffset = .zero
      cell.layer.shadowRadius = 8
      UIView.animate(withDuration: 0.2) { cell.layer.shadowOpacity = 0.25 }
    case .changed:
      guard var state = reorder, state.cell === cell else { return }
      let first = geometry.rect(forRow: IndexPath(row: 0, section: 0), width: contentWidth)
      let lastSection = rowCounts.count - 1
      let last = geometry.rect(
        forRow: IndexPath(row: rowCounts[lastSection] - 1, section: lastSection),
        width: contentWidth)
      var top = y - state.grab
      top = min(max(top, first?.minY ?? top), (last?.maxY ?? top) - cell.frame.height)
      cell.frame.origin.y = top
      let proposed = proposedPath(for: state.source, middle: top + cell.frame.height / 2)
      let target =
        tableDelegate?.tableView(
          self, targetIndexPathForMoveFromRowAt: state.source, toProposedIndexPath: proposed)
        ?? proposed
      guard target != state.target else { return }
      state.target = target
      reorder = state
      UIView.animate(withDuration: UITableView.rowAnimationDuration) {
        for (path, other) in self.visibleCellsByPath where other !== cell {
          if let frame = self.reorderFrame(for: path) { other.frame = frame }
        }
      }
    case .ended:
      guard let state = reorder, state.cell === cell else { return }
      drop(state)
    case .cancelled, .failed:
      guard var state = reorder, state.cell === cell else { return }
      state.target = state.source
      drop(state)
    default:
      break
    }
  }

  private func drop(_ state: TableReorder) {
    reorder = nil
    let cell = state.cell
    UIView.animate(withDuration: UITableView.rowAnimationDuration) {
      cell.layer.shadowOpacity = 0
    }
    guard state.target != state.source else {
      UIView.animate(withDuration: UITableView.rowAnimationDuration) {
        for (path, other) in self.visibleCellsByPath {
          if let frame = self.cellFrame(for: path) { other.frame = frame }
        }
      }
      return
    }
    window?.eventLog.record(
      "tableView.moveRow", view: self,
      detail: "row \(state.source.section)/\(state.source.row) to row "
        + "\(state.target.section)/\(state.target.row)")
    dataSource?.tableView(self, moveRowAt: state.source, to: state.target)
    updateKeepsCellFrames = true
    performBatchUpdates { self.moveRow(at: state.source, to: state.target) }
    updateKeepsCellFrames = false
  }
}
