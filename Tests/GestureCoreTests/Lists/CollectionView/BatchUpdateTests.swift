import Foundation
import Testing

@testable import GestureCore

@Suite("performBatchUpdates animates cells from their old to their new frames")
@MainActor
struct BatchUpdateTests {
  @Test("Deleting item 1 of 6 slides item 2 from x 325 to 187.5: 256.25 half way")
  func deleteSlidesFollowers() {
    let harness = GestureHarness()
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let dataSource = NumbersDataSource([6])
    let collectionView = makeCollectionView(
      harness, frame: harness.root.bounds, layout: layout, dataSource: dataSource)
    var finished: Bool?
    var deletedCell: UICollectionViewCell?
    harness.window.scheduler.schedule(after: 0.5) {
      deletedCell = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
      collectionView.performBatchUpdates(
        {
          dataSource.sections[0].remove(at: 1)
          collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
        }, completion: { finished = $0 })
    }
    harness.run(for: 0.65)
    // Three a line at x 0, 137.5, 275: the value 2 moves from slot 2 (centre 325, 50) to
    // slot 1 (187.5, 50); 0.15 s into the 0.3 s ease-in-out slide it is half way.
    let moved = collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as! CountingItemCell
    #expect(moved.item == 2)
    #expect(moved.center == CGPoint(x: 187.5, y: 50))
    #expect(abs(moved.presentation.center.x - 256.25) < 0.5)
    // The value 3 goes up a line, from slot 3 (50, 160) to slot 2 (325, 50).
    let wrapped = collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as! CountingItemCell
    #expect(wrapped.item == 3)
    #expect(abs(wrapped.presentation.center.y - 105) < 0.5)
    // The deleted cell fades out where it was, then is put away.
    #expect(deletedCell?.superview === collectionView)
    #expect(deletedCell?.center == CGPoint(x: 187.5, y: 50))
    #expect(abs((deletedCell?.presentation.alpha ?? 0) - 0.5) < 0.05)
    #expect(finished == nil)
    #expect(collectionView.numberOfItems(inSection: 0) == 5)
  }

  @Test("A count that does not add up is UIKit's message")
  func mappingChecksCounts() {
    var batch = BatchUpdate()
    batch.deleted = [IndexPath(item: 0, section: 0)]
    batch.moved = [(IndexPath(item: 3, section: 0), IndexPath(item: 0, section: 0))]
    let mapping = UICollectionView.mapping(batch, oldCounts: [5], newCounts: [4])
    // 0 deleted; 3 moved to the front; 1, 2, 4 fill slots 1…3 in order.
    #expect(mapping[IndexPath(item: 3, section: 0)] == IndexPath(item: 0, section: 0))
    #expect(mapping[IndexPath(item: 1, section: 0)] == IndexPath(item: 1, section: 0))
    #expect(mapping[IndexPath(item: 4, section: 0)] == IndexPath(item: 3, section: 0))
    #expect(mapping[IndexPath(item: 0, section: 0)] == nil)
  }
}
