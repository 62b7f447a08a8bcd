import Foundation

/// Finding cells, index paths and attributes, and scrolling to an item.
extension UICollectionView {
  /// Where an item is scrolled to (`UICollectionView.ScrollPosition`): one vertical and one
  /// horizontal position at most; empty for no scrolling.
  public struct ScrollPosition: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    /// A position of the given bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The item's top at the top of the visible area (`top`).
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// The item centred vertically (`centeredVertically`).
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// The item's bottom at the bottom (`bottom`).
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// The item's left edge at the left (`left`).
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// The item centred horizontally (`centeredHorizontally`).
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// The item's right edge at the right (`right`).
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  /// The cells shown, in index-path order (`visibleCells`).
  public var visibleCells: [UICollectionViewCell] {
    layoutIfNeeded()
    return visibleCellsByIndexPath.keys.sorted().compactMap { visibleCellsByIndexPath[$0] }
  }

  /// The index paths of the items shown, in order (`indexPathsForVisibleItems`).
  public var indexPathsForVisibleItems: [IndexPath] {
    layoutIfNeeded()
    return visibleCellsByIndexPath.keys.sorted()
  }

  /// The cell shown for the item at `indexPath`, or `nil` when it is not shown
  /// (`cellForItem(at:)`).
  public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    visibleCellsByIndexPath[indexPath]
  }

  /// The index path of `cell` if it is shown (`indexPath(for:)`).
  public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    visibleCellsByIndexPath.first { $0.value === cell }?.key
  }

  /// The supplementary view of `elementKind` shown at `indexPath`
  /// (`supplementaryView(forElementKind:at:)`).
  public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionReusableView?
  {
    visibleSupplementaries[SupplementaryKey(kind: elementKind, indexPath: indexPath)]
  }

  /// The supplementary views of `elementKind` shown (`visibleSupplementaryViews(ofKind:)`).
  public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
    visibleSupplementaries.filter { $0.key.kind == elementKind }
      .sorted { $0.key.indexPath < $1.key.indexPath }.map(\.value)
  }

  /// The index path of the item whose frame contains `point` (the collection view's own
  /// coordinates, that is, of its content) (`indexPathForItem(at:)`): the front-most by z index
  /// when frames overlap; `nil` when none does.
  public func indexPathForItem(at point: CGPoint) -> IndexPath? {
    loadCountsIfNeeded()
    prepareLayoutIfNeeded()
    let rect = CGRect(x: point.x, y: point.y, width: 1, height: 1)
    let hits = layoutAttributes(in: rect).filter {
      $0.representedElementCategory == .cell && isValid($0.indexPath)
        && !$0.isHidden && $0.frame.contains(point)
    }
    return hits.max { $0.zIndex < $1.zIndex }?.indexPath
  }

  /// The layout's attributes of the item at `indexPath` (`layoutAttributesForItem(at:)`).
  public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?
  {
    loadCountsIfNeeded()
    prepareLayoutIfNeeded()
    return mirroredIfFlipped(collectionViewLayout.layoutAttributesForItem(at: indexPath))
  }

  /// The layout's attributes of a supplementary view
  /// (`layoutAttributesForSupplementaryElement(ofKind:at:)`).
  public func layoutAttributesForSupplementaryElement(
    ofKind kind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    loadCountsIfNeeded()
    prepareLayoutIfNeeded()
    return mirroredIfFlipped(
      collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath))
  }

  /// Scrolls so the item at `indexPath` is at `scrollPosition` (`scrollToItem(at:at:animated:)`),
  /// within the content's offset range; animated as `setContentOffset(_:animated:)` is. An axis
  /// without a position keeps its offset.
  public func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    layoutIfNeeded()
    guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
    let inset = adjustedContentInset
    let visible = bounds.size
    var offset = contentOffset
    if scrollPosition.contains(.top) {
      offset.y = frame.minY - inset.top
    } else if scrollPosition.contains(.centeredVertically) {
      offset.y = frame.midY - (visible.height - inset.top - inset.bottom) / 2 - inset.top
    } else if scrollPosition.contains(.bottom) {
      offset.y = frame.maxY - visible.height + inset.bottom
    }
    if scrollPosition.contains(.left) {
      offset.x = frame.minX - inset.left
    } else if scrollPosition.contains(.centeredHorizontally) {
      offset.x = frame.midX - (visible.width - inset.left - inset.right) / 2 - inset.left
    } else if scrollPosition.contains(.right) {
      offset.x = frame.maxX - visible.width + inset.right
    }
    let range = contentOffsetRange
    offset.x = min(max(offset.x, range.x.lowerBound), range.x.upperBound)
    offset.y = min(max(offset.y, range.y.lowerBound), range.y.upperBound)
    setContentOffset(offset, animated: animated)
  }
}
