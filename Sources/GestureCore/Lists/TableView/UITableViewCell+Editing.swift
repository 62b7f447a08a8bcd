import Foundation

/// The editing look of a table cell (docs/tables.md, "Editing mode"): the delete or insert
/// control at the leading edge, the content moved right by its width, the reorder grip at the
/// trailing edge. The table decides the row's style, indent and grip; the cell draws them.
extension UITableViewCell {
  /// The row's editing control, as the table's delegate gives it (`editingStyle`): `.none`
  /// for a row that cannot be edited.
  public var editingStyle: EditingStyle { tableEditingStyle }

  /// Whether the row's Delete button is shown after a tap on its delete control or a swipe
  /// (`showingDeleteConfirmation`).
  public var showingDeleteConfirmation: Bool {
    swipeActionsView != nil && swipeOffset != 0
  }

  /// How far the content moves right in editing mode: the editing control's width when the
  /// cell and the table's delegate let it indent, else 0. UIKit indents a `.none` row too
  /// unless told not to.
  var editingIndent: CGFloat {
    editing && shouldIndentWhileEditing && tableIndentsWhileEditing
      ? ListMetrics.editingControlWidth : 0
  }

  /// Adds the controls editing mode shows and takes away those it no longer shows: a new
  /// control starts outside the row (the editing control left of it, the grip right of it),
  /// transparent, and slides in; a leaving one slides out and fades; over 0.3 s when
  /// `animated`.
  func updateEditingControls(animated: Bool) {
    var leaving: [(view: UIView, x: CGFloat)] = []
    let height = max(0, bounds.height - separatorView.frame.height)
    let style = editing ? tableEditingStyle : .none
    if let control = editingControl, control.style != style {
      leaving.append((control, -control.frame.width))
      editingControl = nil
    }
    if style != .none, editingControl == nil {
      let control = TableEditingControl(style: style) { [weak self] in
        guard let self else { return }
        self.tableView?.editingControlTapped(in: self)
      }
      control.frame = CGRect(
        x: -ListMetrics.editingControlWidth, y: 0, width: ListMetrics.editingControlWidth,
        height: height)
      if animated { control.alpha = 0 }
      addSubview(control)
      editingControl = control
    }
    let grip = editing && showsReorderControl
    if !grip, let control = reorderControl {
      leaving.append((control, bounds.width))
      reorderControl = nil
    }
    if grip, reorderControl == nil {
      let control = TableReorderControl { [weak self] press in
        guard let self else { return }
        self.tableView?.reorderPressChanged(press, cell: self)
      }
      control.frame = CGRect(
        x: bounds.width, y: 0, width: ListMetrics.reorderControlWidth, height: height)
      if animated { control.alpha = 0 }
      addSubview(control)
      reorderControl = control
    }
    guard animated else {
      for part in leaving { part.view.removeFromSuperview() }
      setNeedsLayout()
      return
    }
    UIView.animate(
      withDuration: ListMetrics.editingAnimationDuration,
      animations: {
        self.layoutSubviews()
        for part in leaving {
          part.view.frame.origin.x = part.x
          part.view.alpha = 0
        }
      },
      completion: { _ in
        for part in leaving { part.view.removeFromSuperview() }
      })
  }

  /// Places the editing control at the leading edge and the grip at the trailing edge; both
  /// follow the content when a swipe moves it. While the row's Delete button is revealed in
  /// editing mode (the control turned) the grip is hidden, as the button takes its place.
  func layoutEditingControls(contentX: CGFloat, height: CGFloat) {
    if let control = editingControl {
      control.frame = CGRect(
        x: contentX, y: 0, width: ListMetrics.editingControlWidth, height: height)
      control.alpha = 1
      bringSubviewToFront(control)
    }
    if let control = reorderControl {
      control.frame = CGRect(
        x: contentX + bounds.width - ListMetrics.reorderControlWidth, y: 0,
        width: ListMetrics.reorderControlWidth, height: height)
      control.alpha = editingControl?.confirming == true ? 0 : 1
      bringSubviewToFront(control)
    }
  }
}
