import Foundation

/// A collection view in the direction opposite to its layout's: the mirror that
/// ``UICollectionViewLayout/flipsHorizontallyInOppositeLayoutDirection`` asks for.
extension UICollectionView {
  /// Whether the layout's frames are shown mirrored: the layout flips in the opposite
  /// direction and the collection view lays out in the direction opposite to the layout's
  /// ``UICollectionViewLayout/developmentLayoutDirection``.
  var mirrorsLayout: Bool {
    let layout = collectionViewLayout
    return layout.flipsHorizontallyInOppositeLayoutDirection
      && effectiveUserInterfaceLayoutDirection != layout.developmentLayoutDirection
  }

  /// The layout's attributes of the elements in `rect` (content coordinates), as the
  /// collection view shows them: when ``mirrorsLayout``, the layout is asked for the mirrored
  /// rect and each frame comes back mirrored (copies; the layout's own attributes are left as
  /// they are).
  func layoutAttributes(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
    guard mirrorsLayout else {
      return collectionViewLayout.layoutAttributesForElements(in: rect) ?? []
    }
    let width = collectionViewLayout.collectionViewContentSize.width
    let asked =
      rect.isInfinite || rect.isNull ? rect : Self.mirrored(rect, width: width)
    return (collectionViewLayout.layoutAttributesForElements(in: asked) ?? []).map {
      Self.mirrored($0, width: width)
    }
  }

  /// `attributes` as shown: mirrored when ``mirrorsLayout``.
  func mirroredIfFlipped(_ attributes: UICollectionViewLayoutAttributes?)
    -> UICollectionViewLayoutAttributes?
  {
    guard let attributes, mirrorsLayout else { return attributes }
    return Self.mirrored(attributes, width: collectionViewLayout.collectionViewContentSize.width)
  }

  /// `rect` mirrored across a content `width` wide: x becomes `width − maxX`.
  static func mirrored(_ rect: CGRect, width: CGFloat) -> CGRect {
    CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
  }

  /// A copy of `attributes` whose frame is mirrored across a content `width` wide.
  static func mirrored(_ attributes: UICollectionViewLayoutAttributes, width: CGFloat)
    -> UICollectionViewLayoutAttributes
  {
    let copy = attributes.copy() as? UICollectionViewLayoutAttributes ?? attributes
    copy.frame = mirrored(attributes.frame, width: width)
    return copy
  }
}
