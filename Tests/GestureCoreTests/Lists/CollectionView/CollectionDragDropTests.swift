import Foundation
import Testing

@testable import GestureCore

/// Drag and drop delegates of a grid whose data is a `NumbersDataSource`: a drop moves the
/// number in the data and the item in the collection view, and lands the preview.
@MainActor
final class GridDragDrop: NSObject, UICollectionViewDragDelegate, UICollectionViewDropDelegate {
  let data: NumbersDataSource
  var operation: UIDropOperation = .move
  var log: [String] = []

  init(_ data: NumbersDataSource) {
    self.data = data
  }

  func collectionView(
    _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession,
    at indexPath: IndexPath
  ) -> [UIDragItem] {
    let number = data.sections[indexPath.section][indexPath.item]
    let item = UIDragItem(itemProvider: NSItemProvider(object: "\(number)" as NSString))
    item.localObject = number
    return [item]
  }

  func collectionView(
    _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UICollectionViewDropProposal {
    UICollectionViewDropProposal(operation: operation, intent: .insertAtDestinationIndexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView,
    performDropWith coordinator: any UICollectionViewDropCoordinator
  ) {
    guard let destination = coordinator.destinationIndexPath, let item = coordinator.items.first,
      let source = item.sourceIndexPath
    else { return }
    log.append("performDrop \(source.item) to \(destination.item) \(item.dragItem.localObject!)")
    let number = data.sections[0].remove(at: source.item)
    data.sections[0].insert(number, at: destination.item)
    collectionView.performBatchUpdates {
      collectionView.moveItem(at: source, to: destination)
    }
    coordinator.drop(item.dragItem, toItemAt: destination)
  }

  func collectionView(
    _ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession
  ) {
    log.append("dragSessionDidEnd")
  }
}

@Suite("UICollectionView: drag and drop")
@MainActor
struct CollectionDragDropTests {
  /// Eight 90 × 90 items in two columns at window (50, 64): item i's centre is
  /// (95 + (i % 2)·100, 109 + (i / 2)·100).
  private func grid() -> (GestureHarness, UICollectionView, NumbersDataSource, GridDragDrop) {
    let harness = GestureHarness()
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 90, height: 90)
    let data = NumbersDataSource([8])
    let collectionView = makeCollectionView(
      harness, frame: CGRect(x: 50, y: 64, width: 190, height: 390), layout: layout,
      dataSource: data)
    let delegates = GridDragDrop(data)
    collectionView.dragInteractionEnabled = true
    collectionView.dragDelegate = delegates
    collectionView.dropDelegate = delegates
    collectionView.layoutIfNeeded()
    return (harness, collectionView, data, delegates)
  }

  /// Pressed on item 0's centre at 0.1 s (lifted at 0.6 s), moved to slot 3's centre (195, 209)
  /// from 0.7 s to 1.0 s, lifted at 1.5 s.
  private func dragZeroToThree(_ harness: GestureHarness) {
    harness.down(95, 109, at: 0.1)
    for step in 1...18 {
      let t = CGFloat(step) / 18
      harness.move(95 + 100 * t, 109 + 100 * t, at: 0.7 + Double(step) / 60)
    }
    harness.up(195, 209, at: 1.5)
  }

  @Test("Item 0 dragged to slot 3 of a 2-column grid: the others reflow, the drop gives 1 2 3 0")
  func dragToSlotThree() throws {
    let (harness, collectionView, data, delegates) = grid()
    let dragged = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    let third = try #require(collectionView.cellForItem(at: IndexPath(item: 3, section: 0)))
    dragZeroToThree(harness)
    let simulation = Simulation(
      window: harness.window, framesPerSecond: 60, duration: 2.0, input: harness.inputs)
    var events: [String] = []
    var count = 0
    while let frame = simulation.nextFrame() {
      events += frame.events.filter {
        $0.kind.hasPrefix("collectionView.") && $0.kind != "collectionView.didHighlightItem"
      }.map {
        "\($0.kind) \($0.detail)"
      }
      count += 1
      if count == 85 {  // 1.4 s: held over slot 3, the items reflowed around the gap
        #expect(dragged.isHidden)
        #expect(third.center == CGPoint(x: 45, y: 145))  // item 3 in slot 2
        #expect(data.sections == [[0, 1, 2, 3, 4, 5, 6, 7]])
        #expect(collectionView.hasActiveDrag)
      }
    }
    #expect(
      events == [
        "collectionView.dragBegan item 0/0: 1 item",
        "collectionView.performDrop item 0/0 to 0/3: 1 item",
      ])
    #expect(delegates.log == ["performDrop 0 to 3 0", "dragSessionDidEnd"])
    #expect(data.sections == [[1, 2, 3, 0, 4, 5, 6, 7]])
    #expect(collectionView.indexPath(for: dragged) == IndexPath(item: 3, section: 0))
    #expect(dragged.center == CGPoint(x: 145, y: 145))
    #expect(!dragged.isHidden)
    #expect(!dragged.isHighlighted)
    #expect(collectionView.indexPathsForSelectedItems?.isEmpty ?? true)
    #expect(third.center == CGPoint(x: 45, y: 145))
    #expect(!collectionView.hasActiveDrag)
    #expect(!harness.window.subviews.contains { $0 is DragPreviewPlatter })
  }

  @Test("A forbidden proposal leaves the items in place and drops nothing")
  func forbiddenCancels() throws {
    let (harness, collectionView, data, delegates) = grid()
    delegates.operation = .forbidden
    let dragged = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    dragZeroToThree(harness)
    let frames = harness.run(for: 2.0)
    let kinds = frames.flatMap(\.events).filter { $0.kind.hasPrefix("collectionView.") }.map(\.kind)
    // The touch highlights the item before the lift, as a touch on an item does.
    #expect(
      kinds == [
        "collectionView.didHighlightItem", "collectionView.dragBegan",
        "collectionView.dragCancelled",
      ])
    #expect(data.sections == [[0, 1, 2, 3, 4, 5, 6, 7]])
    #expect(dragged.center == CGPoint(x: 45, y: 45))
    #expect(!dragged.isHidden)
  }
}
