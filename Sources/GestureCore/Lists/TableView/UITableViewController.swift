import Foundation

/// A view controller whose view is a table view it is the data source and delegate of,
/// UIKit's `UITableViewController`. Its table is made by ``loadView()`` with the controller's
/// ``style``; every data source, delegate and scroll view delegate method is declared here with
/// UIKit's default, so a subclass writes `override func tableView(_:numberOfRowsInSection:)` or
/// `override func scrollViewDidScroll(_:)` as in UIKit (the defaults: no rows; a row asked for
/// a cell stops the run, as UIKit's does).
///
/// ``clearsSelectionOnViewWillAppear`` (default true) deselects the selected rows when the view
/// is about to appear. A `refreshControl` set on the controller is the table's.
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  /// The style the table is made with.
  public let style: UITableView.Style
  /// Whether the selection is cleared in ``viewWillAppear(_:)`` (default true).
  open var clearsSelectionOnViewWillAppear = true

  /// A controller whose table has `style` (`init(style:)`).
  public init(style: UITableView.Style) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  /// A `.plain` controller (`init(nibName:bundle:)`).
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    self.style = .plain
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// A controller from an archive (`init?(coder:)`): a storyboard's `<tableViewController>`
  /// gives the style of its `<tableView key="view">`; any other coder a `.plain` controller.
  public required init?(coder: NSCoder) {
    let table = (coder as? IBCoder)?.element.child("tableView", key: "view")
    self.style = IBValues.tableStyle(table?["style"]) ?? .plain
    super.init(coder: coder)
  }

  /// The table view: the controller's view (`tableView`). Setting it replaces the view.
  open var tableView: UITableView! {
    get { view as? UITableView }
    set { view = newValue }
  }

  /// The table's pull-to-refresh control (`refreshControl`).
  open var refreshControl: UIRefreshControl? {
    get { tableView?.refreshControl }
    set { tableView?.refreshControl = newValue }
  }

  /// Makes the table view, with the controller as its data source and delegate; a
  /// storyboard's controller loads its scene's table view instead (its data source and
  /// delegate as the file connects them).
  open override func loadView() {
    if interfaceBuilderViewLoader != nil {
      super.loadView()
      return
    }
    let table = UITableView(frame: UIScreen.main.bounds, style: style)
    table.dataSource = self
    table.delegate = self
    view = table
  }

  /// Clears the selection when ``clearsSelectionOnViewWillAppear`` is set.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard clearsSelectionOnViewWillAppear, let table = tableView else { return }
    for path in table.indexPathsForSelectedRows ?? [] {
      table.deselectRow(at: path, animated: animated)
    }
  }

  /// Flashes the table's scroll indicators when the table first appears, as Apple documents of
  /// `UITableViewController`: here, when they have never shown before. A table whose rows fit
  /// shows none.
  open override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    guard let table = tableView, !table.indicatorVisibility.hasShown else { return }
    table.flashScrollIndicators()
  }

  /// Turns editing mode on or off for the controller and its table
  /// (`setEditing(_:animated:)`): the ``UIViewController/editButtonItem`` says Done while
  /// editing, and the table shows its editing controls (``UITableView/setEditing(_:animated:)``).
  open override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    tableView?.setEditing(editing, animated: animated)
  }

  // MARK: UITableViewDataSource

  /// No rows.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
  /// Stops the run: a subclass with rows overrides it.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    fatalError(
      "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', "
        + "reason: 'UITableView dataSource returned a nil cell for row at index path: "
        + "\(indexPath)'")
  }
  /// One section.
  open func numberOfSections(in tableView: UITableView) -> Int { 1 }
  /// No title.
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }
  /// No title.
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }
  /// True.
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
  /// True.
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
  /// No index.
  open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
  /// The section numbered `index`.
  open func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int { index }

  // MARK: UITableViewDelegate

  /// The table's `rowHeight`.
  open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }
  /// The table's `estimatedRowHeight`.
  open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  { tableView.estimatedRowHeight }
  /// The table's `sectionHeaderHeight`.
  open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    tableView.sectionHeaderHeight
  }
  /// The table's `sectionFooterHeight`.
  open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    tableView.sectionFooterHeight
  }
  /// No view.
  open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    nil
  }
  /// No view.
  open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    nil
  }
  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
    forRowAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
  ) {}
  /// True.
  open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    true
  }
  /// Does nothing.
  open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
  /// Does nothing.
  open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
  /// The row itself.
  open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  /// Does nothing.
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  /// The row itself.
  open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  /// Does nothing.
  open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  /// None.
  open func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
  /// None.
  open func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
  /// None (`nil`).
  open func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }
  /// `.delete`.
  open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  { .delete }
  /// Does nothing.
  open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
  /// Does nothing.
  open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
  /// True.
  open func tableView(
    _ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath
  ) -> Bool { true }
  /// "Delete".
  open func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? { "Delete" }
  /// The proposed place.
  open func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath { proposedDestinationIndexPath }
  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  ) {}

  // MARK: UIScrollViewDelegate (the table delegate's inherited requirements, which a subclass
  // overrides as in UIKit: `override func scrollViewDidScroll(_:)`)

  /// Does nothing.
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  /// Does nothing.
  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  /// Does nothing.
  open func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  /// Does nothing.
  open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  /// Does nothing.
  open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  /// Does nothing.
  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  /// Does nothing.
  open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  /// Does nothing.
  open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
  /// No zooming.
  open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
  /// Does nothing.
  open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
  /// Does nothing.
  open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
  /// Does nothing.
  open func scrollViewDidEndZooming(
    _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
  ) {}
}
