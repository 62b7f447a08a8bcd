import Foundation
import Testing

@testable import GestureCore

/// The snapshot keeps an index of where each item is, so that one-item mutations do not go
/// through every item (the cost is measured in Benchmarks/Snapshot, not timed here).
@Suite("NSDiffableDataSourceSnapshot keeps its item index through every mutation")
struct SnapshotIndexTests {
  private typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

  @Test("30,000 single appends, then marks, moves and deletes, leave every item findable")
  func manySingleAppends() {
    var snapshot = Snapshot()
    snapshot.appendSections(["a", "b"])
    for item in 0..<30_000 { snapshot.appendItems([item], toSection: item < 20_000 ? "a" : "b") }
    for item in stride(from: 0, to: 30_000, by: 3) { snapshot.reconfigureItems([item]) }
    snapshot.reconfigureItems([0])  // marked once
    #expect(snapshot.reconfiguredItemIdentifiers.count == 10_000)
    #expect(snapshot.numberOfItems(inSection: "a") == 20_000)
    #expect(snapshot.sectionIdentifier(containingItem: 25_000) == "b")
    snapshot.moveItem(25_000, beforeItem: 0)
    snapshot.moveSection("b", beforeSection: "a")
    #expect(snapshot.sectionIdentifier(containingItem: 25_000) == "a")
    #expect(snapshot.indexOfItem(25_000) == 9_999)  // after b's 9,999 items
    snapshot.deleteItems([0, 3, 29_999])
    #expect(snapshot.sectionIdentifier(containingItem: 0) == nil)
    #expect(!snapshot.reconfiguredItemIdentifiers.contains(3))
    #expect(snapshot.reconfiguredItemIdentifiers.count == 9_998)
    snapshot.appendItems([0], toSection: "b")  // a deleted identifier may come back
    #expect(snapshot.itemIdentifiers(inSection: "b").last == 0)
    snapshot.deleteSections(["a"])
    #expect(snapshot.sectionIdentifier(containingItem: 25_000) == nil)
    #expect(snapshot.numberOfItems == 9_999)
    snapshot.appendItems([25_000], toSection: "b")
    #expect(snapshot.numberOfItems == 10_000)
  }
}
