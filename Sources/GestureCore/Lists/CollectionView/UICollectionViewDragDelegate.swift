import Foundation

/// What a collection view asks when the user drags its items, UIKit's
/// `UICollectionViewDragDelegate` (docs/collection-view.md, "Drag and drop").
/// ``collectionView(_:itemsForBeginning:at:)`` is required; the other methods have UIKit's
/// defaults. The drag begins with a long press on an item when the collection view's
/// ``UICollectionView/dragInteractionEnabled`` is true.
@preconcurrency @MainActor
public protocol UICollectionViewDragDelegate: _ObjCProtocol {
  /// The items a drag of the item at `indexPath` carries (required); an empty array means the
  /// item is not dragged.
  func collectionView(
    _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession,
    at indexPath: IndexPath
  ) -> [UIDragItem]
  /// The drag is about to lift its item (default: nothing).
  func collectionView(
    _ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession)
  /// The drag ended, once its preview has landed (default: nothing).
  func collectionView(
    _ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession)
  /// Whether the items may be moved (default true); false makes a `.move` proposal a copy.
  func collectionView(
    _ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: any UIDragSession
  ) -> Bool
}

extension UICollectionViewDragDelegate {
  /// Nothing.
  public func collectionView(
    _ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession
  ) {}
  /// Nothing.
  public func collectionView(
    _ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession
  ) {}
  /// Moves are allowed.
  public func collectionView(
    _ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: any UIDragSession
  ) -> Bool { true }
}
