import Foundation
import Testing

@testable import GestureCore

@Suite("NSDiffableDataSourceSnapshot: identifiers, order and UIKit's exceptions")
struct SnapshotTests {
  private typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

  @Test("Sections and items round-trip through appends, inserts, moves and deletes")
  func roundTrip() {
    var snapshot = Snapshot()
    snapshot.appendSections(["todo", "done"])
    snapshot.appendItems([1, 2, 3], toSection: "todo")
    snapshot.appendItems([10, 11])  // to the last section
    #expect(snapshot.numberOfSections == 2)
    #expect(snapshot.numberOfItems == 5)
    #expect(snapshot.sectionIdentifiers == ["todo", "done"])
    #expect(snapshot.itemIdentifiers == [1, 2, 3, 10, 11])
    #expect(snapshot.itemIdentifiers(inSection: "done") == [10, 11])
    #expect(snapshot.numberOfItems(inSection: "todo") == 3)
    #expect(snapshot.sectionIdentifier(containingItem: 11) == "done")
    #expect(snapshot.sectionIdentifier(containingItem: 99) == nil)
    // An item's index counts across sections, as UIKit's does.
    #expect(snapshot.indexOfItem(10) == 3)
    #expect(snapshot.indexOfSection("done") == 1)

    snapshot.insertItems([4], afterItem: 3)
    snapshot.insertItems([0], beforeItem: 1)
    #expect(snapshot.itemIdentifiers(inSection: "todo") == [0, 1, 2, 3, 4])
    snapshot.moveItem(0, afterItem: 4)
    snapshot.moveItem(2, beforeItem: 10)  // into the other section
    #expect(snapshot.itemIdentifiers(inSection: "todo") == [1, 3, 4, 0])
    #expect(snapshot.itemIdentifiers(inSection: "done") == [2, 10, 11])
    snapshot.deleteItems([3, 42])  // 42 is not there: ignored
    #expect(snapshot.itemIdentifiers == [1, 4, 0, 2, 10, 11])

    snapshot.insertSections(["later"], beforeSection: "done")
    snapshot.moveSection("todo", afterSection: "done")
    #expect(snapshot.sectionIdentifiers == ["later", "done", "todo"])
    snapshot.deleteSections(["done"])
    #expect(snapshot.sectionIdentifiers == ["later", "todo"])
    #expect(snapshot.itemIdentifiers == [1, 4, 0])
    snapshot.deleteAllItems()
    #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
  }

  @Test("Reload and reconfigure marks list their items once, and go with deleted items")
  func marks() {
    var snapshot = Snapshot()
    snapshot.appendSections(["s"])
    snapshot.appendItems([1, 2, 3])
    snapshot.reloadItems([2, 2])
    snapshot.reconfigureItems([3, 1])
    #expect(snapshot.reloadedItemIdentifiers == [2])
    #expect(snapshot.reconfiguredItemIdentifiers == [3, 1])
    snapshot.deleteItems([3])
    #expect(snapshot.reconfiguredItemIdentifiers == [1])
  }

  @Test("The difference of [A B C D E] → [E A C D]: B deleted at 0/1, E moved 0/4 → 0/0")
  func differenceOneMoveOneDelete() {
    var old = NSDiffableDataSourceSnapshot<Int, String>()
    old.appendSections([0])
    old.appendItems(["A", "B", "C", "D", "E"])
    var new = old
    new.deleteItems(["B"])
    new.moveItem("E", beforeItem: "A")
    let difference = SnapshotDifference(from: old, to: new)
    // Survivors in new order have old indices [4, 0, 2, 3]; the longest increasing run is
    // [0, 2, 3] (A, C, D), so only E moves.
    #expect(difference.deleted == [IndexPath(item: 1, section: 0)])
    #expect(difference.inserted.isEmpty)
    #expect(difference.moved.count == 1)
    #expect(difference.moved.first?.from == IndexPath(item: 4, section: 0))
    #expect(difference.moved.first?.to == IndexPath(item: 0, section: 0))
  }

  @Test("Reversing four items moves three of them; an insert is at its new index path")
  func differenceReverse() {
    var old = NSDiffableDataSourceSnapshot<Int, Int>()
    old.appendSections([0])
    old.appendItems([1, 2, 3, 4])
    var new = NSDiffableDataSourceSnapshot<Int, Int>()
    new.appendSections([0])
    new.appendItems([4, 3, 9, 2, 1])
    let difference = SnapshotDifference(from: old, to: new)
    #expect(difference.moved.count == 3)
    #expect(difference.inserted == [IndexPath(item: 2, section: 0)])
    #expect(SnapshotDifference.longestIncreasingRun([3, 2, 1, 0]).count == 1)
    #expect(SnapshotDifference.longestIncreasingRun([1, 5, 2, 3, 0, 4]) == [0, 2, 3, 5])
  }

  @Test("A reloaded item that also moves is deleted and inserted, not moved")
  func reloadedAndMoved() {
    // A B C D E → E A B C D with E and C reloaded: E would move (old 4 → new 0), C stays.
    var old = NSDiffableDataSourceSnapshot<Int, String>()
    old.appendSections([0])
    old.appendItems(["A", "B", "C", "D", "E"])
    var new = old
    new.moveItem("E", beforeItem: "A")
    new.reloadItems(["E", "C"])
    let difference = SnapshotDifference(from: old, to: new)
    #expect(difference.moved.isEmpty)
    #expect(difference.deleted == [IndexPath(item: 2, section: 0), IndexPath(item: 4, section: 0)])
    #expect(
      difference.inserted == [IndexPath(item: 0, section: 0), IndexPath(item: 3, section: 0)])
  }

  @Test("Sections: a deleted one takes its items, an inserted one brings its own, moves slide")
  func sectionDifference() {
    var old = NSDiffableDataSourceSnapshot<String, Int>()
    old.appendSections(["a", "b", "c"])
    old.appendItems([1, 2], toSection: "a")
    old.appendItems([3], toSection: "b")
    old.appendItems([4, 5], toSection: "c")
    var new = NSDiffableDataSourceSnapshot<String, Int>()
    new.appendSections(["c", "d", "b"])
    new.appendItems([5, 4], toSection: "c")
    new.appendItems([6, 3], toSection: "d")
    new.appendItems([1], toSection: "b")
    let difference = SnapshotDifference(from: old, to: new)
    // a (old 0) goes; d (new 1) comes; of b and c, one run keeps its order (b), c moves.
    #expect(difference.deletedSections == [0])
    #expect(difference.insertedSections == [1])
    #expect(difference.movedSections.map { [$0.from, $0.to] } == [[2, 0]])
    // 3 goes into the inserted section d: deleted from b (old 1/0); 1 comes out of the deleted
    // section a: inserted into b (new 2/0); in c, 5 moves before 4.
    #expect(difference.deleted == [IndexPath(item: 0, section: 1)])
    #expect(difference.inserted == [IndexPath(item: 0, section: 2)])
    #expect(
      difference.moved.map { [$0.from, $0.to] }
        == [[IndexPath(item: 1, section: 2), IndexPath(item: 0, section: 0)]])
  }

  @Test("A duplicate identifier is UIKit's NSInternalInconsistencyException message")
  func duplicateMessage() {
    #expect(
      SnapshotException.message(
        "Fatal: supplied item identifiers are not unique. Duplicate identifiers: "
          + SnapshotException.setDescription([2]))
        == "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', "
        + "reason: 'Fatal: supplied item identifiers are not unique. Duplicate identifiers: "
        + "{(\n    2\n)}'")
  }

  @Test("Appending an item already in the snapshot stops the run with that message")
  func duplicateItemTraps() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
      snapshot.appendSections(["s"])
      snapshot.appendItems([1, 2])
      snapshot.appendItems([3, 2])
    }
    let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      stderr.contains(
        "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', "
          + "reason: 'Fatal: supplied item identifiers are not unique. Duplicate identifiers: "
          + "{(\n    2\n)}'"))
  }

  @Test("Appending a section twice in one call stops the run with the section message")
  func duplicateSectionTraps() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
      snapshot.appendSections(["a", "b", "a"])
    }
    let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      stderr.contains(
        "reason: 'Fatal: supplied section identifiers are not unique. Duplicate identifiers: "
          + "{(\n    a\n)}'"))
  }
}
