import Foundation

/// An item's context menu (docs/presentation.md, "Context menus"): a long press on an item
/// (0.5 s, ``ContextMenuPress``) asks the delegate's
/// `collectionView(_:contextMenuConfigurationForItemsAt:point:)` (iOS 16) when it implements
/// it, else its `collectionView(_:contextMenuConfigurationForItemAt:point:)` (iOS 13), as UIKit
/// prefers the newer method; a delegate implementing neither (read from the user's compiled
/// classes, as `respondsToSelector:` reads them on iOS) gives no menu. With a configuration the
/// item's cell lifts and the menu shows, its actions' `sender` the collection view.
extension UICollectionView {
  static let itemsContextMenuSelector: Selector =
    "collectionView:contextMenuConfigurationForItemsAt:point:"
  static let itemContextMenuSelector: Selector =
    "collectionView:contextMenuConfigurationForItemAt:point:"

  /// Adds the long press when the delegate implements one of the two context-menu methods,
  /// and takes it off when a new delegate implements neither (called when the delegate is
  /// set): UIKit adds its context-menu interaction only for such a delegate, so a collection
  /// view without menus has no long press that fails on every touch. A menu on screen keeps
  /// its press until it closes.
  func updateContextMenu() {
    let wanted =
      delegate.map {
        ObjectiveCRuntime.lookUp(Self.itemsContextMenuSelector, of: $0) != nil
          || ObjectiveCRuntime.lookUp(Self.itemContextMenuSelector, of: $0) != nil
      } ?? false
    if wanted, contextMenuPress == nil {
      contextMenuPress = ContextMenuPress(on: self) { [weak self] point in
        self?.contextMenuTarget(at: point)
      }
    } else if !wanted, let press = contextMenuPress, press.presentation == nil {
      press.detach()
      contextMenuPress = nil
    }
  }

  private func contextMenuTarget(at point: CGPoint) -> ContextMenuTarget? {
    guard !canBeginDrag(at: point), let delegate = collectionDelegate,
      let path = indexPathForItem(at: point),
      let cell = cellForItem(at: path)
    else { return nil }
    let configuration: UIContextMenuConfiguration?
    if ObjectiveCRuntime.lookUp(Self.itemsContextMenuSelector, of: delegate) != nil {
      configuration = delegate.collectionView(
        self, contextMenuConfigurationForItemsAt: [path], point: point)
    } else if ObjectiveCRuntime.lookUp(Self.itemContextMenuSelector, of: delegate) != nil {
      configuration = delegate.collectionView(
        self, contextMenuConfigurationForItemAt: path, point: point)
    } else {
      return nil
    }
    guard let configuration else { return nil }
    return ContextMenuTarget(
      configuration: configuration, liftedView: cell, sender: self,
      name: "item \(path.section)/\(path.item)")
  }
}
