import Foundation
import Testing

@testable import GestureCore

@Suite("Script targets item:S/I reach a collection view's cell")
@MainActor
struct CollectionItemTargetTests {
  @Test("item:0/3 parses; item:0, item:a/1 and item:-1/2 are malformed; other ids are not targets")
  func parsing() throws {
    #expect(try CollectionItemTarget("item:0/3")?.indexPath == IndexPath(item: 3, section: 0))
    #expect(try CollectionItemTarget("card") == nil)
    for bad in ["item:0", "item:a/1", "item:-1/2", "item:0/3/1", "item:"] {
      #expect(throws: CollectionItemTarget.Malformed(identifier: bad)) {
        try CollectionItemTarget(bad)
      }
    }
  }

  /// A tap on `target` through the simulation, in the 1000-item grid of the reuse tests.
  private func tap(_ target: String, scrolledTo offset: CGFloat = 0) -> (
    Simulation, NumbersDataSource
  ) {
    let harness = GestureHarness()
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let dataSource = NumbersDataSource([1000])
    let collectionView = makeCollectionView(
      harness, frame: harness.root.bounds, layout: layout, dataSource: dataSource)
    collectionView.contentOffset = CGPoint(x: 0, y: offset)
    let anchor = TouchAnchor(view: target, step: 0)
    let simulation = Simulation(
      window: harness.window, framesPerSecond: 60, duration: 1,
      input: [
        TouchInput(time: 0.1, touch: 0, phase: .began, location: .zero, anchor: anchor),
        TouchInput(time: 0.2, touch: 0, phase: .ended, location: .zero, anchor: anchor),
      ])
    while simulation.nextFrame() != nil {}
    return (simulation, dataSource)
  }

  @Test("A tap on item:0/4 lands on that cell, wherever the content is scrolled")
  func tapOnItem() {
    let (simulation, dataSource) = tap("item:0/4", scrolledTo: 60)
    #expect(simulation.failure == nil)
    #expect(dataSource.calls.last == "select 4")
  }

  @Test("An item with no cell on screen stops the run and says which items are visible")
  func itemNotVisible() {
    let (simulation, _) = tap("item:0/30")
    #expect(
      simulation.failure
        == .noCell(
          identifier: "item:0/30", step: 0, time: 0.1,
          reason:
            "collection view 'grid' shows no cell for item 0/30; visible items: 0/0…0/20"))
  }
}
