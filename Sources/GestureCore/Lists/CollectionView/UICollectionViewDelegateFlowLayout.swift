import Foundation

/// The per-item and per-section values a flow layout asks its collection view's delegate for,
/// UIKit's `UICollectionViewDelegateFlowLayout`. Each method is optional; the default returns
/// the layout's own property, as UIKit uses it when the delegate does not implement the method.
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
  /// The size of the item at `indexPath`, points
  /// (`collectionView(_:layout:sizeForItemAt:)`; default the layout's `itemSize`).
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize
  /// The insets of `section` (`collectionView(_:layout:insetForSectionAt:)`; default
  /// `sectionInset`).
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets
  /// The minimum spacing between lines of `section`
  /// (`collectionView(_:layout:minimumLineSpacingForSectionAt:)`; default `minimumLineSpacing`).
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat
  /// The minimum spacing between items of a line of `section`
  /// (`collectionView(_:layout:minimumInteritemSpacingForSectionAt:)`; default
  /// `minimumInteritemSpacing`).
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat
  /// The size of the header of `section`
  /// (`collectionView(_:layout:referenceSizeForHeaderInSection:)`; default
  /// `headerReferenceSize`).
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize
  /// The size of the footer of `section`
  /// (`collectionView(_:layout:referenceSizeForFooterInSection:)`; default
  /// `footerReferenceSize`).
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
  /// The layout's `itemSize`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    forwardToSubclass(
      "collectionView:layout:sizeForItemAt:", [collectionView, collectionViewLayout, indexPath],
      default: (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero)
  }
  /// The layout's `sectionInset`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets {
    forwardToSubclass(
      "collectionView:layout:insetForSectionAt:", [collectionView, collectionViewLayout, section],
      default: (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero)
  }
  /// The layout's `minimumLineSpacing`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat {
    forwardToSubclass(
      "collectionView:layout:minimumLineSpacingForSectionAt:",
      [collectionView, collectionViewLayout, section],
      default: (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0)
  }
  /// The layout's `minimumInteritemSpacing`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    forwardToSubclass(
      "collectionView:layout:minimumInteritemSpacingForSectionAt:",
      [collectionView, collectionViewLayout, section],
      default: (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing
        ?? 0)
  }
  /// The layout's `headerReferenceSize`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    forwardToSubclass(
      "collectionView:layout:referenceSizeForHeaderInSection:",
      [collectionView, collectionViewLayout, section],
      default: (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize
        ?? .zero)
  }
  /// The layout's `footerReferenceSize`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize {
    forwardToSubclass(
      "collectionView:layout:referenceSizeForFooterInSection:",
      [collectionView, collectionViewLayout, section],
      default: (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize
        ?? .zero)
  }
}
