import Foundation
import Testing

@testable import GestureCore

/// Applies that overlap on a collection view with headers: what each frame keeps of the last
/// capture (``CapturedSubtree``) must be what a walk without it draws.
@Suite("Diffable applies that overlap keep captures current")
@MainActor
struct DiffableCaptureTests {
  /// A grid of 80 × 80 list cells under 30 pt headers, sections "a" (items 0…9) and "b"
  /// (10…19), shown without animation.
  private func makeGrid(_ harness: GestureHarness) -> (
    UICollectionView, UICollectionViewDiffableDataSource<String, Int>
  ) {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 80, height: 80)
    layout.headerReferenceSize = CGSize(width: 100, height: 30)
    let grid = UICollectionView(frame: harness.root.bounds, collectionViewLayout: layout)
    grid.accessibilityIdentifier = "grid"
    harness.root.addSubview(grid)
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> {
      cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = "\(item)"
      cell.contentConfiguration = content
    }
    let dataSource = UICollectionViewDiffableDataSource<String, Int>(collectionView: grid) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    dataSource.supplementaryViewProvider = { _, _, _ in nil }
    var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections(["a", "b"])
    snapshot.appendItems(Array(0..<10), toSection: "a")
    snapshot.appendItems(Array(10..<20), toSection: "b")
    dataSource.apply(snapshot, animatingDifferences: false)
    harness.window.layoutIfNeeded()
    return (grid, dataSource)
  }

  /// The first view snapshot a capture keeping subtrees draws differently from a full walk, or
  /// `nil` when the two agree (as ``DisplayListBuilder/capture(_:)`` checks in debug builds).
  private func staleView(_ window: UIWindow) -> String? {
    DisplayListBuilder.captureChecked(window).stale
  }

  @Test("Deleting three items, then moving a section while that animates, keeps captures current")
  func deleteThenMoveSection() {
    let harness = GestureHarness()
    let (grid, dataSource) = makeGrid(harness)
    #expect(staleView(harness.window) == nil)
    var completions: [String] = []
    var deleted = dataSource.snapshot()
    deleted.deleteItems([5, 6, 7])
    dataSource.apply(deleted) { completions.append("deleted") }
    var moved = deleted
    moved.moveSection("b", beforeSection: "a")
    dataSource.apply(moved) { completions.append("moved") }
    var stale: [String] = []
    for frame in 1...30 {
      harness.window.scheduler.advance(to: Double(frame) / 60)
      harness.window.layoutIfNeeded()
      if let view = staleView(harness.window) { stale.append("frame \(frame): \(view)") }
    }
    #expect(stale == [])
    #expect(completions == ["deleted", "moved"])
    #expect(dataSource.snapshot().sectionIdentifiers == ["b", "a"])
    #expect(grid.numberOfItems(inSection: 1) == 7)
  }
}
