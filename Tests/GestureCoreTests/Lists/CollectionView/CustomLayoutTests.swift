import Foundation
import Testing

@testable import GestureCore

/// Attributes with the item's distance from the centre, in pages (a custom attributes class).
@MainActor
private final class CarouselAttributes: UICollectionViewLayoutAttributes {
  var distance: CGFloat = 0

  override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone) as! CarouselAttributes
    copy.distance = distance
    return copy
  }
}

/// A horizontal carousel as apps write it: 200 × 200 pages 250 pt apart, the first centred;
/// items shrink by 20 % a page of distance from the centre; a flick rests on the nearest page.
@MainActor
private final class CarouselLayout: UICollectionViewLayout {
  let size = CGSize(width: 200, height: 200)
  let spacing: CGFloat = 250
  var count = 0
  var leading: CGFloat = 0
  var prepared = 0
  var velocities: [CGPoint] = []

  override class var layoutAttributesClass: AnyClass { CarouselAttributes.self }

  override func prepare() {
    super.prepare()
    prepared += 1
    guard let collectionView else { return }
    count = collectionView.numberOfItems(inSection: 0)
    leading = (collectionView.bounds.width - size.width) / 2
  }

  override var collectionViewContentSize: CGSize {
    guard let collectionView, count > 0 else { return .zero }
    return CGSize(
      width: leading * 2 + size.width + CGFloat(count - 1) * spacing,
      height: collectionView.bounds.height)
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    (0..<count).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
      .filter { $0.frame.intersects(rect) }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard let collectionView else { return nil }
    let attributes = CarouselAttributes(forCellWith: indexPath)
    attributes.size = size
    attributes.center = CGPoint(
      x: leading + size.width / 2 + CGFloat(indexPath.item) * spacing,
      y: collectionView.bounds.height / 2)
    attributes.distance = (attributes.center.x - collectionView.bounds.midX) / spacing
    let scale = 1 - 0.2 * min(1, abs(attributes.distance))
    attributes.transform = CGAffineTransform(scaleX: scale, y: scale)
    attributes.zIndex = -Int(abs(attributes.distance) * 10)
    return attributes
  }

  override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint,
    withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    velocities.append(velocity)
    return CGPoint(
      x: (proposedContentOffset.x / spacing).rounded() * spacing, y: proposedContentOffset.y)
  }
}

@Suite("Custom UICollectionViewLayout: attributes applied per frame, a flick snapped to a page")
@MainActor
struct CustomLayoutTests {
  /// The data source of the last scene (a collection view holds its data source weakly).
  private let dataSource = NumbersDataSource([10])

  private func scene() -> (GestureHarness, UICollectionView, CarouselLayout) {
    let harness = GestureHarness()
    let layout = CarouselLayout()
    let collectionView = makeCollectionView(
      harness, frame: CGRect(x: 0, y: 100, width: 375, height: 300), layout: layout,
      dataSource: dataSource)
    return (harness, collectionView, layout)
  }

  @Test("A 1000 pt/s flick proposes 689.49983 and the layout snaps it to page 3, 750")
  func flickSnapsToNearestPage() {
    let (harness, collectionView, layout) = scene()
    // Finger from x 300 to 100 in 0.2 s (one sample a frame), lifted at once: released at
    // offset 190 (200 less the pan's 10 pt) at 1000 pt/s, so the deceleration rests at
    // 190 + 1/(−ln 0.998) = 689.49983; the nearest page is round(689.49983/250)·250 = 750.
    harness.down(300, 250, at: 0)
    for step in 1...12 {
      harness.move(300 - 200 * CGFloat(step) / 12, 250, at: Double(step) / 60)
    }
    harness.up(100, 250, at: 0.2)
    harness.run(for: 6)
    #expect(layout.velocities.count == 1)
    #expect(abs(layout.velocities[0].x - 1) < 1e-9)
    #expect(collectionView.contentOffset.x == 750)
    // Page 3 is centred (187.5 + 3·250 = 937.5 = 750 + 375/2) at full size; its neighbours
    // are a page away, at 80 %.
    let centred = collectionView.cellForItem(at: IndexPath(item: 3, section: 0))!
    #expect(centred.center == CGPoint(x: 937.5, y: 150))
    #expect(centred.transform == .identity)
    let next = collectionView.cellForItem(at: IndexPath(item: 4, section: 0))!
    #expect(next.transform == CGAffineTransform(scaleX: 0.8, y: 0.8))
    #expect(next.layer.zPosition == -10)
    // Items 2…4 meet the bounds 750…1125 (item 1 ends at 537.5, item 5 starts at 1337.5).
    #expect(collectionView.indexPathsForVisibleItems.map(\.item) == [2, 3, 4])
  }

  @Test("Every scroll frame re-prepares the layout and re-applies the scale")
  func attributesFollowTheOffset() {
    let (harness, collectionView, layout) = scene()
    harness.run(for: 0.05)
    let before = layout.prepared
    collectionView.contentOffset = CGPoint(x: 125, y: 0)
    collectionView.layoutIfNeeded()
    #expect(layout.prepared == before + 1)
    // Half a page: items 0 and 1 are both half a page from the centre, at 90 %.
    let first = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))!
    #expect(first.transform == CGAffineTransform(scaleX: 0.9, y: 0.9))
    #expect(
      collectionView.cellForItem(at: IndexPath(item: 1, section: 0))!.transform == first.transform)
  }

  @Test("Attributes copy as their own class with every value")
  func copySemantics() {
    let attributes = CarouselAttributes(forCellWith: IndexPath(item: 2, section: 1))
    attributes.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
    attributes.alpha = 0.5
    attributes.zIndex = 3
    attributes.distance = 1.5
    attributes.transform3D = CATransform3DMakeScale(2, 2, 1)
    let copy = attributes.copy() as! CarouselAttributes
    #expect(copy !== attributes)
    #expect(copy.isEqual(attributes))
    #expect(copy.distance == 1.5)
    #expect(copy.center == CGPoint(x: 25, y: 40))
    #expect(copy.transform == CGAffineTransform(scaleX: 2, y: 2))
    #expect(copy.representedElementCategory == .cell)
    copy.alpha = 1
    #expect(!copy.isEqual(attributes))
    let header = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: "badge", with: IndexPath(item: 0, section: 0))
    let headerCopy = header.copy() as! UICollectionViewLayoutAttributes
    #expect(headerCopy.representedElementKind == "badge")
    #expect(headerCopy.representedElementCategory == .supplementaryView)
  }
}
