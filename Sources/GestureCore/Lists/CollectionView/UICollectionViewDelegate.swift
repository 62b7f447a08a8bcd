import Foundation

/// What a collection view tells and asks about its items, UIKit's `UICollectionViewDelegate`,
/// a `UIScrollViewDelegate`. Set it as the collection view's `delegate` (the scroll view's
/// property; a delegate that is not a `UICollectionViewDelegate` hears only the scroll view's
/// messages). Every method is optional, with UIKit's default.
///
/// Order of a tap on a cell (Apple, "Managing the selected cells"): `shouldHighlightItemAt`,
/// `didHighlightItemAt` when the touch begins (after the scroll view's 150 ms delay, or at the
/// lift); at the lift `didUnhighlightItemAt`, then `shouldSelectItemAt` and, for a single
/// selection, `shouldDeselectItemAt`/`didDeselectItemAt` of the item selected before, then
/// `didSelectItemAt`. A tap on a selected item with `allowsMultipleSelection` asks
/// `shouldDeselectItemAt` and sends `didDeselectItemAt`.
@preconcurrency @MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
  /// Whether a touch highlights the item (`collectionView(_:shouldHighlightItemAt:)`, default true).
  func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  )
    -> Bool
  /// The item was highlighted (`collectionView(_:didHighlightItemAt:)`).
  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
  /// The item's highlight was removed (`collectionView(_:didUnhighlightItemAt:)`).
  func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
  /// Whether a tap selects the item (`collectionView(_:shouldSelectItemAt:)`, default true).
  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  /// Whether the item may be deselected (`collectionView(_:shouldDeselectItemAt:)`, default true).
  func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath)
    -> Bool
  /// The user selected the item (`collectionView(_:didSelectItemAt:)`).
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
  /// The user deselected the item (`collectionView(_:didDeselectItemAt:)`).
  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
  /// The context menu for a long press at `point` (the collection view's coordinates, points)
  /// on the items at `indexPaths` (the pressed one), or `nil` for none
  /// (`collectionView(_:contextMenuConfigurationForItemsAt:point:)`, iOS 16). Asked in
  /// preference to the iOS 13 method when the delegate implements it (docs/presentation.md,
  /// "Context menus").
  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> UIContextMenuConfiguration?
  /// The context menu for a long press at `point` on the item at `indexPath`, or `nil`
  /// (`collectionView(_:contextMenuConfigurationForItemAt:point:)`, iOS 13).
  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration?
  /// The cell is about to show (`collectionView(_:willDisplay:forItemAt:)`).
  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath)
  /// The cell was taken off the screen (`collectionView(_:didEndDisplaying:forItemAt:)`).
  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath)
  /// The supplementary view is about to show
  /// (`collectionView(_:willDisplaySupplementaryView:forElementKind:at:)`).
  func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath)
  /// The supplementary view was taken off the screen
  /// (`collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)`).
  func collectionView(
    _ collectionView: UICollectionView,
    didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath)
  /// Where an interactively moving item goes when the layout proposes
  /// `proposedIndexPath` (`collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)`,
  /// default the proposed path).
  func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath
}

extension UICollectionViewDelegate {
  /// True.
  public func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool {
    forwardToSubclass(
      "collectionView:shouldHighlightItemAt:", [collectionView, indexPath], default: true)
  }
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath
  ) {
    forwardToSubclass(
      "collectionView:didHighlightItemAt:", [collectionView, indexPath], default: ())
  }
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {
    forwardToSubclass(
      "collectionView:didUnhighlightItemAt:", [collectionView, indexPath], default: ())
  }
  /// True.
  public func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool {
    forwardToSubclass(
      "collectionView:shouldSelectItemAt:", [collectionView, indexPath], default: true)
  }
  /// True.
  public func collectionView(
    _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool {
    forwardToSubclass(
      "collectionView:shouldDeselectItemAt:", [collectionView, indexPath], default: true)
  }
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    forwardToSubclass(
      "collectionView:didSelectItemAt:", [collectionView, indexPath], default: ())
  }
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {
    forwardToSubclass(
      "collectionView:didDeselectItemAt:", [collectionView, indexPath], default: ())
  }
  /// None (`nil`).
  public func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    forwardToSubclass(
      UICollectionView.itemsContextMenuSelector, [collectionView, indexPaths, point], default: nil)
  }
  /// None (`nil`).
  public func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    forwardToSubclass(
      UICollectionView.itemContextMenuSelector, [collectionView, indexPath, point], default: nil)
  }
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    forwardToSubclass(
      "collectionView:willDisplay:forItemAt:", [collectionView, cell, indexPath], default: ())
  }
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    forwardToSubclass(
      "collectionView:didEndDisplaying:forItemAt:", [collectionView, cell, indexPath],
      default: ())
  }
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {
    forwardToSubclass(
      "collectionView:willDisplaySupplementaryView:forElementKind:at:",
      [collectionView, view, elementKind, indexPath], default: ())
  }
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView,
    didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {
    forwardToSubclass(
      "collectionView:didEndDisplayingSupplementaryView:forElementOfKind:at:",
      [collectionView, view, elementKind, indexPath], default: ())
  }
  /// The proposed index path.
  public func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath {
    forwardToSubclass(
      "collectionView:targetIndexPathForMoveFromItemAt:toProposedIndexPath:",
      [collectionView, currentIndexPath, proposedIndexPath], default: proposedIndexPath)
  }
}
