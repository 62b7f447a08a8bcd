import Foundation
import Testing

@testable import GestureCore

/// Items 375 pt wide and 60 pt tall stacked down through every section, as a hand-written
/// layout places them (no supplementary views).
@MainActor
private final class StackLayout: UICollectionViewLayout {
  var frames: [IndexPath: CGRect] = [:]
  var height: CGFloat = 0

  override func prepare() {
    super.prepare()
    frames = [:]
    height = 0
    guard let collectionView else { return }
    for section in 0..<collectionView.numberOfSections {
      for item in 0..<collectionView.numberOfItems(inSection: section) {
        frames[IndexPath(item: item, section: section)] = CGRect(
          x: 0, y: height, width: 375, height: 60)
        height += 60
      }
    }
  }

  override var collectionViewContentSize: CGSize { CGSize(width: 375, height: height) }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    frames.keys.sorted().compactMap { layoutAttributesForItem(at: $0) }
      .filter { $0.frame.intersects(rect) }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard let frame = frames[indexPath] else { return nil }
    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.frame = frame
    return attributes
  }
}

/// Section updates of a 375 × 667 collection view. The 0.3 s ease-in-out curve is symmetric:
/// at 0.15 s every animated value is half way.
@Suite("UICollectionView: section inserts, deletes, reloads and moves animate")
@MainActor
struct SectionUpdateTests {
  private func makeFlow(_ harness: GestureHarness, _ source: NumbersDataSource, header: CGFloat)
    -> UICollectionView
  {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.headerReferenceSize = CGSize(width: 375, height: header)
    let collectionView = makeCollectionView(
      harness, frame: harness.root.bounds, layout: layout, dataSource: source)
    collectionView.register(
      UICollectionReusableView.self,
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "h")
    collectionView.layoutIfNeeded()
    return collectionView
  }

  private func cell(_ collectionView: UICollectionView, _ item: Int, _ section: Int)
    -> CountingItemCell
  {
    collectionView.cellForItem(at: IndexPath(item: item, section: section)) as! CountingItemCell
  }

  @Test("Flow: an inserted section's cells fade in in place; the section below slides down")
  func flowInsertSection() {
    let harness = GestureHarness()
    let source = NumbersDataSource([3])
    let collectionView = makeFlow(harness, source, header: 0)
    let zero = cell(collectionView, 0, 0)
    #expect(zero.center == CGPoint(x: 50, y: 50))
    #expect(source.cellRequests == 3)
    source.sections.insert([100, 101, 102], at: 0)
    var finished: Bool?
    collectionView.performBatchUpdates(
      { collectionView.insertSections([0]) }, completion: { finished = $0 })
    #expect(source.cellRequests == 6)  // the new section's cells only
    #expect(collectionView.indexPath(for: zero) == IndexPath(item: 0, section: 1))
    #expect(zero.center == CGPoint(x: 50, y: 150))
    let new = cell(collectionView, 0, 0)
    #expect(new.item == 100 && new.center == CGPoint(x: 50, y: 50))
    harness.window.scheduler.advance(to: 0.15)
    #expect(abs(zero.presentation.center.y - 100) < 1e-9)
    #expect(abs(new.presentation.alpha - 0.5) < 1e-9)
    #expect(new.presentation.center == CGPoint(x: 50, y: 50))
    #expect(
      !harness.window.eventLog.pending.contains { $0.kind == "collectionView.unsupported" })
    harness.window.scheduler.advance(to: 0.31)
    #expect(finished == true)
    #expect(new.presentation.alpha == 1)
  }

  @Test("Flow: a deleted section's header and cells fade out where they were")
  func flowDeleteSectionWithHeaders() {
    let harness = GestureHarness()
    let source = NumbersDataSource([3, 3])
    let collectionView = makeFlow(harness, source, header: 40)
    let header = UICollectionView.elementKindSectionHeader
    // Section 0: header 0…40, items 40…140; section 1: header 140…180, items 180…280.
    let goneHeader = collectionView.supplementaryView(
      forElementKind: header, at: IndexPath(item: 0, section: 0))!
    let keptHeader = collectionView.supplementaryView(
      forElementKind: header, at: IndexPath(item: 0, section: 1))!
    let gone = cell(collectionView, 0, 0)
    let kept = cell(collectionView, 0, 1)
    #expect(keptHeader.center.y == 160 && kept.center.y == 230)
    source.sections.remove(at: 0)
    collectionView.deleteSections([0])
    #expect(
      collectionView.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0))
        === keptHeader)
    harness.window.scheduler.advance(to: 0.15)
    #expect(abs(keptHeader.presentation.center.y - 90) < 1e-9)  // 160 → 20
    #expect(abs(kept.presentation.center.y - 160) < 1e-9)  // 230 → 90
    #expect(abs(goneHeader.presentation.alpha - 0.5) < 1e-9)
    #expect(goneHeader.presentation.center.y == 20)
    #expect(abs(gone.presentation.alpha - 0.5) < 1e-9)
    #expect(gone.presentation.center.y == 90)
    harness.window.scheduler.advance(to: 0.31)
    #expect(gone.superview == nil && goneHeader.superview == nil)
    #expect(collectionView.contentSize.height == 140)
  }

  @Test("Flow: reloading a section makes its cells again, cross-fading")
  func flowReloadSection() {
    let harness = GestureHarness()
    let source = NumbersDataSource([2, 1])
    let collectionView = makeFlow(harness, source, header: 0)
    let old = cell(collectionView, 0, 0)
    source.sections[0] = [5, 6, 7]
    collectionView.reloadSections([0])
    #expect(source.cellRequests == 6)  // 3, then the section's 3 again
    let new = cell(collectionView, 0, 0)
    #expect(new !== old && new.item == 5)
    harness.window.scheduler.advance(to: 0.15)
    #expect(abs(old.presentation.alpha - 0.5) < 1e-9)
    #expect(abs(new.presentation.alpha - 0.5) < 1e-9)
  }

  @Test("Compositional: moving section 1 before 0 slides the lone item down 100 pt")
  func compositionalMoveSection() {
    let harness = GestureHarness()
    let item = NSCollectionLayoutItem(
      layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
      subitems: [item])
    let source = NumbersDataSource([1, 2])
    let collectionView = makeCollectionView(
      harness, frame: harness.root.bounds,
      layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)),
      dataSource: source)
    collectionView.layoutIfNeeded()
    let lone = cell(collectionView, 0, 0)
    #expect(lone.center.y == 25)
    source.sections.swapAt(0, 1)
    collectionView.moveSection(1, toSection: 0)
    #expect(collectionView.indexPath(for: lone) == IndexPath(item: 0, section: 1))
    #expect(lone.center.y == 125)
    harness.window.scheduler.advance(to: 0.15)
    #expect(abs(lone.presentation.center.y - 75) < 1e-9)
  }

  @Test("Custom layout: the default appearing attributes fade a new section in at its frame")
  func customLayoutInsertSection() {
    let harness = GestureHarness()
    let source = NumbersDataSource([2])
    let collectionView = makeCollectionView(
      harness, frame: harness.root.bounds, layout: StackLayout(), dataSource: source)
    collectionView.layoutIfNeeded()
    let first = cell(collectionView, 0, 0)
    source.sections.insert([9], at: 0)
    collectionView.insertSections([0])
    let new = cell(collectionView, 0, 0)
    harness.window.scheduler.advance(to: 0.15)
    #expect(abs(first.presentation.center.y - 60) < 1e-9)  // 30 → 90
    #expect(abs(new.presentation.alpha - 0.5) < 1e-9)
    #expect(new.presentation.center.y == 30)
  }

  @Test("A section count that does not add up stops with UIKit's message")
  func sectionCountMismatch() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let harness = GestureHarness()
        let source = NumbersDataSource([2])
        let collectionView = makeCollectionView(
          harness, frame: harness.root.bounds, layout: StackLayout(), dataSource: source)
        collectionView.layoutIfNeeded()
        collectionView.insertSections([1])
      }
    }
    let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      stderr.contains(
        "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', "
          + "reason: 'Invalid update: invalid number of sections. The number of sections "
          + "contained in the collection view after the update (1) must be equal to the number "
          + "of sections contained in the collection view before the update (1), plus or minus "
          + "the number of sections inserted or deleted (1 inserted, 0 deleted).'"))
  }
}
