import Foundation

/// The object a collection view tells which items it will soon show, so their data can be
/// loaded ahead, UIKit's `UICollectionViewDataSourcePrefetching` (iOS 10). Set it as the
/// collection view's ``UICollectionView/prefetchDataSource`` (held weakly); it is asked while
/// ``UICollectionView/isPrefetchingEnabled`` is true, after the user scrolls (how far ahead:
/// `ListPrefetching`).
@preconcurrency @MainActor
public protocol UICollectionViewDataSourcePrefetching: _ObjCProtocol {
  /// Load the data of the items at `indexPaths`, which will soon show
  /// (`collectionView(_:prefetchItemsAt:)`).
  func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
  /// The items at `indexPaths` are no longer about to show: stop loading them
  /// (`collectionView(_:cancelPrefetchingForItemsAt:)`, optional).
  func collectionView(
    _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
  ) {
    forwardToSubclass(
      "collectionView:cancelPrefetchingForItemsAt:", [collectionView, indexPaths], default: ())
  }
}

extension UICollectionView {
  /// Tells the prefetch data source what the last layout pass brought near (see
  /// `ListPrefetching`).
  func updatePrefetching() {
    guard isPrefetchingEnabled, let prefetchDataSource else { return }
    let (prefetch, cancel) = prefetching.update(
      bounds: bounds, vertical: !scrollsHorizontallyOnly,
      visible: Set(visibleCellsByIndexPath.keys)
    ) { rect in
      layoutAttributes(in: rect)
        .filter { $0.representedElementCategory == .cell && isValid($0.indexPath) }
        .map(\.indexPath)
    }
    if !cancel.isEmpty {
      prefetchDataSource.collectionView(self, cancelPrefetchingForItemsAt: cancel)
    }
    if !prefetch.isEmpty { prefetchDataSource.collectionView(self, prefetchItemsAt: prefetch) }
  }

  /// Whether the content scrolls only sideways (a horizontal layout): prefetching looks along x.
  private var scrollsHorizontallyOnly: Bool {
    contentSize.width > bounds.width && contentSize.height <= bounds.height
  }
}
