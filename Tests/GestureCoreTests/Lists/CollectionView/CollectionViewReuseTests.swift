import Foundation
import Testing

@testable import GestureCore

@Suite("UICollectionView: only the visible items' cells exist, reused while scrolling")
@MainActor
struct CollectionViewReuseTests {
  /// 1000 items of 100 × 100 in a 375 × 667 collection view: three a line (100 + 10 + 100 + 10
  /// + 100 = 320 ≤ 375, a fourth would need 430), lines 110 pt apart.
  private func scene() -> (GestureHarness, UICollectionView, NumbersDataSource) {
    let harness = GestureHarness()
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let dataSource = NumbersDataSource([1000])
    let collectionView = makeCollectionView(
      harness, frame: harness.root.bounds, layout: layout, dataSource: dataSource)
    return (harness, collectionView, dataSource)
  }

  @Test("The first layout shows lines 0…6 (y 0…760 meets 0…667): 21 cells, 21 made")
  func firstLayoutMakesTheVisibleCells() {
    let (harness, collectionView, dataSource) = scene()
    let before = CountingItemCell.made
    harness.run(for: 0.05)
    // 334 lines (333 of three, one of one): 334·100 + 333·10 = 36 730 pt.
    #expect(collectionView.contentSize == CGSize(width: 375, height: 36_730))
    #expect(collectionView.indexPathsForVisibleItems.count == 21)
    #expect(collectionView.indexPathsForVisibleItems.last == IndexPath(item: 20, section: 0))
    #expect(CountingItemCell.made - before == 21)
    #expect(dataSource.cellRequests == 21)
    #expect(collectionView.subviews.filter { $0 is UICollectionViewCell }.count == 21)
  }

  @Test("Scrolling 2000 pt in steps keeps at most 8 lines (24 cells) alive and makes no more")
  func scrollingReusesCells() {
    let (harness, collectionView, dataSource) = scene()
    defer { withExtendedLifetime(dataSource) {} }
    harness.run(for: 0.05)
    let before = CountingItemCell.made
    var most = 0
    for step in 1...100 {
      collectionView.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 20)
      collectionView.layoutIfNeeded()
      let cells = collectionView.subviews.filter { $0 is UICollectionViewCell }.count
      most = max(most, cells)
      #expect(cells == collectionView.visibleCells.count)
    }
    // A 667 pt window meets at most ⌈(667 + 10)/110⌉ + 1 = 8 lines of 110 pt.
    #expect(most <= 24)
    // Cells leave before new ones are asked for, so at most the 3 of the one extra line are
    // ever made beyond the first 21.
    #expect(CountingItemCell.made - before <= 3)
    // At 2000: lines 18 (y 1980…2080) to 24 (y 2640…2740) meet 2000…2667.
    #expect(collectionView.indexPathsForVisibleItems.first == IndexPath(item: 54, section: 0))
    #expect(collectionView.indexPathsForVisibleItems.last == IndexPath(item: 74, section: 0))
    let cell = collectionView.cellForItem(at: IndexPath(item: 54, section: 0)) as! CountingItemCell
    #expect(cell.item == 54)
    #expect(cell.reuses > 0)
    #expect(collectionView.indexPath(for: cell) == IndexPath(item: 54, section: 0))
  }

  @Test("reloadData asks the data source again and puts the old cells up for reuse")
  func reloadDataReuses() {
    let (harness, collectionView, dataSource) = scene()
    harness.run(for: 0.05)
    let before = CountingItemCell.made
    dataSource.sections = [Array(0..<5)]
    collectionView.reloadData()
    collectionView.layoutIfNeeded()
    #expect(collectionView.numberOfItems(inSection: 0) == 5)
    #expect(collectionView.visibleCells.count == 5)
    #expect(CountingItemCell.made == before)
    #expect(collectionView.reusableViewCount == 16)
    #expect(collectionView.contentSize == CGSize(width: 375, height: 210))
  }

  @Test("indexPathForItem(at:) finds the item under a point, nil in the gaps")
  func indexPathForPoint() {
    let (harness, collectionView, dataSource) = scene()
    defer { withExtendedLifetime(dataSource) {} }
    harness.run(for: 0.05)
    // Line 1 (y 110…210), second item at x 137.5…237.5.
    #expect(
      collectionView.indexPathForItem(at: CGPoint(x: 140, y: 150)) == IndexPath(item: 4, section: 0)
    )
    #expect(collectionView.indexPathForItem(at: CGPoint(x: 120, y: 150)) == nil)
    #expect(collectionView.indexPathForItem(at: CGPoint(x: 10, y: 105)) == nil)
    let frame = collectionView.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame
    #expect(frame == CGRect(x: 137.5, y: 110, width: 100, height: 100))
  }

  @Test("scrollToItem(at:at: .top) puts the item's line at the top, clamped at the end")
  func scrollToItem() {
    let (harness, collectionView, dataSource) = scene()
    defer { withExtendedLifetime(dataSource) {} }
    harness.run(for: 0.05)
    collectionView.scrollToItem(
      at: IndexPath(item: 30, section: 0), at: .top, animated: false)
    #expect(collectionView.contentOffset.y == 1100)
    collectionView.scrollToItem(
      at: IndexPath(item: 30, section: 0), at: .centeredVertically, animated: false)
    // Centre 1150 − 667/2 = 816.5.
    #expect(collectionView.contentOffset.y == 816.5)
    collectionView.scrollToItem(
      at: IndexPath(item: 999, section: 0), at: .top, animated: false)
    #expect(collectionView.contentOffset.y == collectionView.contentOffsetRange.y.upperBound)
    #expect(abs(collectionView.contentOffset.y - (36_730 - 667)) < 1e-9)
  }
}
