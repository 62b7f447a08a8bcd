import Foundation
import Testing

@testable import GestureCore

/// A delegate giving each item the width in `widths` (height 50) and a header height.
@MainActor
private final class SizesDelegate: UICollectionViewDelegateFlowLayout {
  var widths: [CGFloat] = []
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    CGSize(width: widths[indexPath.item], height: indexPath.item == 3 ? 70 : 50)
  }
}

@Suite("UICollectionViewFlowLayout: lines, spacing, insets, headers and pinning")
@MainActor
struct FlowLayoutTests {
  private func frames(_ collectionView: UICollectionView, _ count: Int) -> [CGRect] {
    (0..<count).map {
      collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame
    }
  }

  @Test("Full lines spread the extra space; a lone item is centred; the last line is left-aligned")
  func lineFilling() {
    let harness = GestureHarness()
    let layout = UICollectionViewFlowLayout()
    let dataSource = NumbersDataSource([6])
    let collectionView = makeCollectionView(
      harness, frame: CGRect(x: 0, y: 0, width: 375, height: 600), layout: layout,
      dataSource: dataSource)
    let sizes = SizesDelegate()
    // 300 alone (300 + 10 + 100 > 375); then 100, 100, 100 (320); then 100, 100 (last line).
    sizes.widths = [300, 100, 100, 100, 100, 100]
    collectionView.delegate = sizes
    harness.run(for: 0.05)
    defer { withExtendedLifetime(dataSource) {} }
    let f = frames(collectionView, 6)
    // Line 0: a lone item of a line that is not the last is centred: (375 − 300)/2 = 37.5.
    #expect(f[0] == CGRect(x: 37.5, y: 0, width: 300, height: 50))
    // Line 1 (items 1…3, thickness 70 from item 3): spacing (375 − 300)/2 = 37.5; the 50 pt
    // items centred in the 70 pt line (y 60 + 10).
    #expect(f[1] == CGRect(x: 0, y: 70, width: 100, height: 50))
    #expect(f[2] == CGRect(x: 137.5, y: 70, width: 100, height: 50))
    #expect(f[3] == CGRect(x: 275, y: 60, width: 100, height: 70))
    // Last line: left-aligned at the minimum spacing, 10 below the 70 pt line (60 + 70 + 10).
    #expect(f[4] == CGRect(x: 0, y: 140, width: 100, height: 50))
    #expect(f[5] == CGRect(x: 110, y: 140, width: 100, height: 50))
    #expect(collectionView.contentSize == CGSize(width: 375, height: 190))
  }

  @Test("Section insets, headers and footers stack along the scroll direction")
  func sectionsHeadersFooters() {
    let harness = GestureHarness()
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 80, height: 80)
    layout.sectionInset = UIEdgeInsets(top: 5, left: 20, bottom: 15, right: 20)
    layout.headerReferenceSize = CGSize(width: 0, height: 40)
    layout.footerReferenceSize = CGSize(width: 0, height: 30)
    let dataSource = NumbersDataSource([4, 2])
    let collectionView = makeCollectionView(
      harness, frame: CGRect(x: 0, y: 0, width: 300, height: 600), layout: layout,
      dataSource: dataSource)
    collectionView.register(
      UICollectionReusableView.self,
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "h")
    collectionView.register(
      UICollectionReusableView.self,
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
      withReuseIdentifier: "h")
    harness.run(for: 0.05)
    defer { withExtendedLifetime(dataSource) {} }
    // Width for items 300 − 40 = 260: three a line (80·3 + 20 = 260), spacing exactly 10.
    let section0 = frames(collectionView, 4)
    #expect(section0[0] == CGRect(x: 20, y: 45, width: 80, height: 80))
    #expect(section0[2] == CGRect(x: 200, y: 45, width: 80, height: 80))
    #expect(section0[3] == CGRect(x: 20, y: 135, width: 80, height: 80))
    // Section 0: header 40, inset 5, lines 80 + 10 + 80, inset 15, footer 30 = 260.
    let header1 = collectionView.collectionViewLayout.layoutAttributesForSupplementaryView(
      ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
    #expect(header1?.frame == CGRect(x: 0, y: 260, width: 300, height: 40))
    let footer0 = collectionView.collectionViewLayout.layoutAttributesForSupplementaryView(
      ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
    #expect(footer0?.frame == CGRect(x: 0, y: 230, width: 300, height: 30))
    let item = collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))
    #expect(item?.frame == CGRect(x: 110, y: 305, width: 80, height: 80))
    // 260 + 40 + 5 + 80 + 15 + 30.
    #expect(collectionView.contentSize == CGSize(width: 300, height: 430))
  }

  @Test("Horizontal scrolling: lines are columns, filled top to bottom")
  func horizontal() {
    let harness = GestureHarness()
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 100, height: 90)
    let dataSource = NumbersDataSource([5])
    let collectionView = makeCollectionView(
      harness, frame: CGRect(x: 0, y: 0, width: 375, height: 200), layout: layout,
      dataSource: dataSource)
    harness.run(for: 0.05)
    defer { withExtendedLifetime(dataSource) {} }
    // Two a column (90 + 10 + 90 = 190 ≤ 200), spread: 200 − 180 = 20 between them.
    let f = frames(collectionView, 5)
    #expect(f[1] == CGRect(x: 0, y: 110, width: 100, height: 90))
    #expect(f[2] == CGRect(x: 110, y: 0, width: 100, height: 90))
    #expect(f[4] == CGRect(x: 220, y: 0, width: 100, height: 90))
    #expect(collectionView.contentSize == CGSize(width: 320, height: 200))
  }

  @Test("A pinned header stays at the top until its section's end pushes it up")
  func pinnedHeaders() {
    let harness = GestureHarness()
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 375, height: 100)
    layout.minimumLineSpacing = 0
    layout.headerReferenceSize = CGSize(width: 0, height: 50)
    layout.sectionHeadersPinToVisibleBounds = true
    let dataSource = NumbersDataSource([5, 5])
    let collectionView = makeCollectionView(
      harness, frame: harness.root.bounds, layout: layout, dataSource: dataSource)
    collectionView.register(
      UICollectionReusableView.self,
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "h")
    harness.run(for: 0.05)
    defer { withExtendedLifetime(dataSource) {} }
    let kind = UICollectionView.elementKindSectionHeader
    let header0 = IndexPath(item: 0, section: 0)
    // Section 0's body is y 50…550; its header pins at the offset until 550 − 50 = 500.
    collectionView.contentOffset = CGPoint(x: 0, y: 200)
    collectionView.layoutIfNeeded()
    #expect(collectionView.supplementaryView(forElementKind: kind, at: header0)?.frame.minY == 200)
    collectionView.contentOffset = CGPoint(x: 0, y: 530)
    collectionView.layoutIfNeeded()
    #expect(collectionView.supplementaryView(forElementKind: kind, at: header0)?.frame.minY == 500)
    let header1 = collectionView.supplementaryView(
      forElementKind: kind, at: IndexPath(item: 0, section: 1))
    #expect(header1?.frame.minY == 550)
    #expect(header1?.layer.zPosition == 10)
  }
}
