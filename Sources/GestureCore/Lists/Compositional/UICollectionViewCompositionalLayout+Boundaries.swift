import Foundation

/// The placement of a compositional layout's boundary items in the visible area (pinning),
/// the layout's own boundary items' attributes, and the warnings about what is not modelled.
extension UICollectionViewCompositionalLayout {
  /// The attributes of the layout's own boundary item `number`.
  func layoutBoundaryAttributes(_ number: Int) -> UICollectionViewLayoutAttributes {
    let boundary = layoutBoundaries[number]
    let sameKindBefore = layoutBoundaries[..<number].filter { $0.kind == boundary.kind }.count
    let type =
      (Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type)
      ?? UICollectionViewLayoutAttributes.self
    let attributes = type.init(
      forSupplementaryViewOfKind: boundary.kind, with: IndexPath(item: sameKindBefore, section: 0))
    attributes.frame = pinned(boundary, between: sectionsStart, and: sectionsEnd)
    attributes.zIndex = boundary.item.zIndex
    if boundary.item.pinToVisibleBounds {
      attributes.zIndex = max(attributes.zIndex, UICollectionViewFlowLayout.pinnedZIndex)
    }
    return attributes
  }

  /// A boundary item's frame, kept in the visible area along the scroll direction when it
  /// pins (`pinToVisibleBounds`): an item after the content (a `.bottom` one when
  /// scrolling vertically, `.trailing` when horizontally) at the visible end, no earlier
  /// than its content's start; any other at the visible start, no later than where its
  /// content (from `start` to `end`) ends, as a flow layout's pinned headers.
  func pinned(
    _ boundary: CompositionalSection.Boundary, between start: CGFloat, and end: CGFloat
  ) -> CGRect {
    var frame = boundary.frame
    guard boundary.item.pinToVisibleBounds, let collectionView else { return frame }
    let axis = CompositionalAxis(horizontal: configuration.scrollDirection == .horizontal)
    let inset = collectionView.adjustedContentInset
    let offset = axis.along(collectionView.contentOffset)
    let visibleStart =
      offset + (axis.horizontal ? inset.left : inset.top - collectionView.largeTitleCollapse)
    let visibleEnd =
      offset + axis.length(collectionView.bounds.size)
      - (axis.horizontal ? inset.right : inset.bottom)
    let along = axis.minAlong(frame)
    let length = axis.length(frame.size)
    let moved =
      axis.side(of: boundary.item.alignment) == .after
      ? max(min(along, visibleEnd - length), min(along, start))
      : min(max(along, visibleStart), max(along, end - length))
    if axis.horizontal { frame.origin.x = moved } else { frame.origin.y = moved }
    return frame
  }

  func warnAboutLayoutOptions(_ collectionView: UICollectionView) {
    if configuration.boundarySupplementaryItems.contains(where: { $0.alignment == .none }) {
      warn(
        collectionView, "layout alignment",
        "a layout boundary supplementary item aligned .none is placed as .top")
    }
  }

  func warnAboutSectionOptions(
    _ section: NSCollectionLayoutSection, _ collectionView: UICollectionView
  ) {
    if section.boundarySupplementaryItems.contains(where: { $0.alignment == .none }) {
      warn(
        collectionView, "alignment",
        "a boundary supplementary item aligned .none is placed as .top")
    }
    if configuration.scrollDirection == .horizontal, section.orthogonalScrollingBehavior != .none {
      warn(
        collectionView, "horizontal orthogonal",
        "a section's orthogonalScrollingBehavior in a horizontally scrolling compositional "
          + "layout does not scroll it vertically: its groups go along x with the others")
    }
  }
}
