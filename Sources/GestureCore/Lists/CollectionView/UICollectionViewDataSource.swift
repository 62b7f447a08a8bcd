import Foundation

/// What a collection view shows, UIKit's `UICollectionViewDataSource`: the counts, and a cell
/// (dequeued from the collection view) for each item the layout shows. The collection view
/// holds its data source weakly and asks it at its first layout and after `reloadData()`.
///
/// The optional requirements have defaults as UIKit's: one section, no supplementary views,
/// every item movable when asked by an interactive movement.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: _ObjCProtocol {
  /// How many items `section` has (`collectionView(_:numberOfItemsInSection:)`).
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  /// The cell of the item at `indexPath`, from
  /// ``UICollectionView/dequeueReusableCell(withReuseIdentifier:for:)``
  /// (`collectionView(_:cellForItemAt:)`).
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  /// How many sections there are (`numberOfSections(in:)`, default 1).
  func numberOfSections(in collectionView: UICollectionView) -> Int
  /// The supplementary view of `kind` at `indexPath`, from
  /// ``UICollectionView/dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``
  /// (`collectionView(_:viewForSupplementaryElementOfKind:at:)`).
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView
  /// Whether the item at `indexPath` may be moved interactively
  /// (`collectionView(_:canMoveItemAt:)`, default true).
  func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  /// The user moved the item at `sourceIndexPath` to `destinationIndexPath`: the data source
  /// moves it in its data (`collectionView(_:moveItemAt:to:)`).
  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
  // The defaults reach a subclass's method as Objective-C messaging would
  // (Scrolling/UIScrollViewDelegate.swift explains).

  /// One section.
  public func numberOfSections(in collectionView: UICollectionView) -> Int {
    forwardToSubclass("numberOfSectionsIn:", [collectionView], default: 1)
  }
  /// An empty reusable view: a data source whose layout shows supplementary views implements
  /// this (UIKit stops the app with an exception when it does not).
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    forwardToSubclass(
      "collectionView:viewForSupplementaryElementOfKind:at:", [collectionView, kind, indexPath],
      default: UICollectionReusableView(frame: .zero))
  }
  /// True.
  public func collectionView(
    _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
  ) -> Bool {
    forwardToSubclass("collectionView:canMoveItemAt:", [collectionView, indexPath], default: true)
  }
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    forwardToSubclass(
      "collectionView:moveItemAt:to:", [collectionView, sourceIndexPath, destinationIndexPath],
      default: ())
  }
}
