import Foundation

/// The object a table tells which rows it will soon show, so their data can be loaded ahead,
/// UIKit's `UITableViewDataSourcePrefetching` (iOS 10). Set it as the table's
/// ``UITableView/prefetchDataSource`` (held weakly); it is asked after the user scrolls (how far
/// ahead: `ListPrefetching`).
@preconcurrency @MainActor
public protocol UITableViewDataSourcePrefetching: _ObjCProtocol {
  /// Load the data of the rows at `indexPaths`, which will soon show
  /// (`tableView(_:prefetchRowsAt:)`).
  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
  /// The rows at `indexPaths` are no longer about to show: stop loading them
  /// (`tableView(_:cancelPrefetchingForRowsAt:)`, optional).
  func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]
  ) {
    forwardToSubclass(
      "tableView:cancelPrefetchingForRowsAt:", [tableView, indexPaths], default: ())
  }
}

extension UITableView {
  /// Tells the prefetch data source what the last layout pass brought near (see
  /// `ListPrefetching`).
  func updatePrefetching() {
    guard let prefetchDataSource else { return }
    let (prefetch, cancel) = prefetching.update(
      bounds: bounds, vertical: true, visible: Set(visibleCellsByPath.keys)
    ) { rect in indexPathsForRows(in: rect) ?? [] }
    if !cancel.isEmpty { prefetchDataSource.tableView(self, cancelPrefetchingForRowsAt: cancel) }
    if !prefetch.isEmpty { prefetchDataSource.tableView(self, prefetchRowsAt: prefetch) }
  }
}
