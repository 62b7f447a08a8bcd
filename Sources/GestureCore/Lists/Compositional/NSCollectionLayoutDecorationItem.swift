import Foundation

/// A view a compositional section draws behind its content, UIKit's
/// `NSCollectionLayoutDecorationItem` (iOS 13): made with ``background(elementKind:)`` and put
/// in the section's ``NSCollectionLayoutSection/decorationItems``. The layout asks for a view
/// of its kind registered on the layout
/// (``UICollectionViewLayout/register(_:forDecorationViewOfKind:)``), not from the data source.
///
/// A background covers the whole section, its headers and footers and its content insets
/// included, less the decoration item's own ``NSCollectionLayoutItem/contentInsets``; it does
/// not scroll with a section that scrolls sideways. (Apple documents the anchoring only as "the
/// section's background"; the extent over headers is this model's reading of how iOS draws it,
/// the inset being the documented way to keep a header out.)
@preconcurrency @MainActor
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
  /// The kind the view is registered under (`elementKind`).
  public let elementKind: String
  /// Where the view lies among the section's views, lower further back (`zIndex`, default 0;
  /// at equal values the decoration is behind the cells).
  open var zIndex = 0

  init(elementKind: String) {
    self.elementKind = elementKind
    super.init(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
      supplementaryItems: [])
  }

  /// A background of `elementKind` for a section (`background(elementKind:)`).
  public class func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
    NSCollectionLayoutDecorationItem(elementKind: elementKind)
  }
}
