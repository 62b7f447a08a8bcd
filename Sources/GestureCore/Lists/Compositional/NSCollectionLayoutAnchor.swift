import Foundation

/// Where a supplementary item (a badge) is attached to its item, UIKit's
/// `NSCollectionLayoutAnchor`: the ``edges`` it is aligned to and an ``offset`` from there.
///
/// Placement (docs/collection-view.md, "Compositional layout"): along each axis the badge's
/// edge named by ``edges`` is put on the item's same edge (`.leading` the left edges,
/// `.trailing` the right edges, `.top`, `.bottom`); with neither edge of an axis the badge is
/// centred on the item along it. Then it moves by the offset: in points
/// (`absoluteOffset`), or as fractions of the badge's own width and height
/// (`fractionalOffset`: `(0.3, −0.3)` moves a badge 20 pt wide 6 pt right and 6 pt up, half
/// outside the item's top-right corner for `(0.5, −0.5)`), as Apple's sample code uses it.
@preconcurrency @MainActor
open class NSCollectionLayoutAnchor: NSObject {
  /// The edges the badge is aligned to (`edges`).
  public let edges: NSDirectionalRectEdge
  /// The offset from the aligned place (`offset`): points, or fractions of the badge's size.
  public let offset: CGPoint
  /// Whether ``offset`` is in points (`isAbsoluteOffset`).
  public let isAbsoluteOffset: Bool
  /// Whether ``offset`` is in fractions of the badge's size (`isFractionalOffset`).
  public var isFractionalOffset: Bool { !isAbsoluteOffset }

  /// An anchor at `edges`, no offset (`init(edges:)`).
  public convenience init(edges: NSDirectionalRectEdge) {
    self.init(edges: edges, offset: .zero, absolute: true)
  }

  /// An anchor at `edges`, moved by `absoluteOffset` points (`init(edges:absoluteOffset:)`).
  public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
    self.init(edges: edges, offset: absoluteOffset, absolute: true)
  }

  /// An anchor at `edges`, moved by `fractionalOffset` of the badge's size
  /// (`init(edges:fractionalOffset:)`).
  public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
    self.init(edges: edges, offset: fractionalOffset, absolute: false)
  }

  private init(edges: NSDirectionalRectEdge, offset: CGPoint, absolute: Bool) {
    self.edges = edges
    self.offset = offset
    self.isAbsoluteOffset = absolute
    super.init()
  }

  /// The anchor's place on `rect`: the point of its edges (the middle along an axis with
  /// neither edge), moved by its offset (fractions of `badge`'s size).
  func point(in rect: CGRect, badge: CGSize) -> CGPoint {
    let x =
      edges.contains(.leading) ? rect.minX : edges.contains(.trailing) ? rect.maxX : rect.midX
    let y = edges.contains(.top) ? rect.minY : edges.contains(.bottom) ? rect.maxY : rect.midY
    let dx = isAbsoluteOffset ? offset.x : offset.x * badge.width
    let dy = isAbsoluteOffset ? offset.y : offset.y * badge.height
    return CGPoint(x: x + dx, y: y + dy)
  }

  /// The frame of a badge of `size` attached to an item whose cell is `item`.
  func frame(of size: CGSize, on item: CGRect) -> CGRect {
    var x = item.midX - size.width / 2
    if edges.contains(.leading) {
      x = item.minX
    } else if edges.contains(.trailing) {
      x = item.maxX - size.width
    }
    var y = item.midY - size.height / 2
    if edges.contains(.top) {
      y = item.minY
    } else if edges.contains(.bottom) {
      y = item.maxY - size.height
    }
    let dx = isAbsoluteOffset ? offset.x : offset.x * size.width
    let dy = isAbsoluteOffset ? offset.y : offset.y * size.height
    return CGRect(x: x + dx, y: y + dy, width: size.width, height: size.height)
  }
}
