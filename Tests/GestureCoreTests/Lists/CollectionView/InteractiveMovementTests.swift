import Foundation
import Testing

@testable import GestureCore

@Suite("UICollectionView interactive movement driven by a long press, and selection by taps")
@MainActor
struct InteractiveMovementTests {
  /// The seed article's grid as a collection view: eight 90 × 90 items in two columns 100 pt
  /// apart at window (50, 64), so item i's centre is (95 + (i % 2)·100, 109 + (i / 2)·100); a
  /// long press moves items as the article's handler does.
  private func grid() -> (GestureHarness, UICollectionView, NumbersDataSource) {
    let harness = GestureHarness()
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 90, height: 90)
    let dataSource = NumbersDataSource([8])
    let collectionView = makeCollectionView(
      harness, frame: CGRect(x: 50, y: 64, width: 190, height: 390), layout: layout,
      dataSource: dataSource)
    let press = UILongPressGestureRecognizer()
    press.addAction { [weak collectionView] sender in
      guard let collectionView else { return }
      let location = sender.location(in: collectionView)
      switch sender.state {
      case .began:
        guard let indexPath = collectionView.indexPathForItem(at: location) else { return }
        collectionView.beginInteractiveMovementForItem(at: indexPath)
      case .changed:
        collectionView.updateInteractiveMovementTargetPosition(location)
      case .ended:
        collectionView.endInteractiveMovement()
      default:
        collectionView.cancelInteractiveMovement()
      }
    }
    collectionView.addGestureRecognizer(press)
    return (harness, collectionView, dataSource)
  }

  /// Items shown in slots 0…7, by the value each cell shows.
  private func shown(_ collectionView: UICollectionView) -> [Int] {
    (0..<8).map {
      (collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) as! CountingItemCell).item
    }
  }

  @Test("Item 0 dragged right into slot 1, then down into slot 3: the order is 1 2 3 0 4 5 6 7")
  func moveItemZeroToSlotThree() {
    let (harness, collectionView, dataSource) = grid()
    // Pressed on item 0's centre for 0.6 s (recognized at 0.5 s), then right 100 pt to slot 1's
    // centre and down 100 pt to slot 3's, then lifted.
    harness.down(95, 109, at: 0)
    for step in 1...10 {
      harness.move(95 + 10 * CGFloat(step), 109, at: 0.6 + Double(step) / 60)
    }
    for step in 1...10 {
      harness.move(195, 109 + 10 * CGFloat(step), at: 0.8 + Double(step) / 60)
    }
    harness.up(195, 209, at: 1.2)
    harness.run(for: 2)
    #expect(dataSource.calls.contains("move 0 to 3"))
    #expect(dataSource.calls.filter { $0.hasPrefix("move") }.count == 1)
    #expect(dataSource.sections == [[1, 2, 3, 0, 4, 5, 6, 7]])
    #expect(shown(collectionView) == [1, 2, 3, 0, 4, 5, 6, 7])
    // Every cell rests in its slot: slot 3's centre is (145, 145) in the collection view.
    let moved = collectionView.cellForItem(at: IndexPath(item: 3, section: 0))!
    #expect(moved.center == CGPoint(x: 145, y: 145))
    #expect(
      collectionView.cellForItem(at: IndexPath(item: 2, section: 0))!.center
        == CGPoint(x: 45, y: 145))
  }

  @Test("Mid-slide, the item pushed out of slot 1 is between its old and new centres")
  func slideIsAnimated() throws {
    let (harness, collectionView, dataSource) = grid()
    harness.down(95, 109, at: 0)
    for step in 1...10 {
      harness.move(95 + 10 * CGFloat(step), 109, at: 0.6 + Double(step) / 60)
    }
    harness.up(195, 109, at: 1.5)
    // The target changes when the centre enters slot 1 (x ≥ 100 in the collection view,
    // window x ≥ 150): at 0.6 + 6/60 = 0.7 s. A 0.3 s slide is half done at 0.85 s.
    harness.run(for: 0.85)
    let pushed = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    let presented = pushed.presentation.center
    #expect((pushed as! CountingItemCell).item == 1)
    #expect(pushed.center == CGPoint(x: 45, y: 45))
    // Half way along the ease-in-out slide from x 145 to 45 is 95.
    #expect(abs(presented.x - 95) < 15)
    #expect(presented.y == 45)
    #expect(dataSource.calls == ["highlight 0", "unhighlight 0"])
  }

  @Test("A tap highlights then selects; a second item's tap deselects the first")
  func tapSelects() {
    let (harness, collectionView, dataSource) = grid()
    harness.down(95, 109, at: 0)
    harness.up(95, 109, at: 0.1)
    harness.down(195, 109, at: 0.5)
    harness.up(195, 109, at: 0.6)
    harness.run(for: 1)
    #expect(
      dataSource.calls == [
        "highlight 0", "unhighlight 0", "select 0", "highlight 1", "unhighlight 1",
        "deselect 0", "select 1",
      ])
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))!.isSelected)
    #expect(!collectionView.cellForItem(at: IndexPath(item: 0, section: 0))!.isSelected)
  }
}
