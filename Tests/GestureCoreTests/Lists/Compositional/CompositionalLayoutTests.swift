import Foundation
import Testing

@testable import GestureCore

@Suite("UICollectionViewCompositionalLayout: grids and orthogonal sections")
@MainActor
struct CompositionalLayoutTests {
  private func makeCollectionView(
    _ harness: GestureHarness, _ layout: UICollectionViewLayout, counts: [Int]
  ) -> (UICollectionView, NumbersDataSource) {
    let source = NumbersDataSource(counts)
    let collectionView = UICollectionView(frame: harness.root.bounds, collectionViewLayout: layout)
    collectionView.contentInsetAdjustmentBehavior = .never
    collectionView.register(CountingItemCell.self, forCellWithReuseIdentifier: "n")
    collectionView.register(
      UICollectionReusableView.self,
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "h")
    collectionView.dataSource = source
    collectionView.delegate = source
    harness.root.addSubview(collectionView)
    collectionView.layoutIfNeeded()
    return (collectionView, source)
  }

  private func frame(_ collectionView: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
    collectionView.collectionViewLayout.layoutAttributesForItem(
      at: IndexPath(item: item, section: section))?.frame
  }

  @Test("A two-column grid: (343 − 10) / 2 = 166.5 pt columns inside 16 pt insets, rows 10 apart")
  func twoColumnGrid() {
    let harness = GestureHarness()
    let item = NSCollectionLayoutItem(
      layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
      repeatingSubitem: item, count: 2)
    group.interItemSpacing = .fixed(10)
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
    section.interGroupSpacing = 10
    let (collectionView, keep) = makeCollectionView(
      harness, UICollectionViewCompositionalLayout(section: section), counts: [5])
    defer { withExtendedLifetime(keep) {} }
    #expect(frame(collectionView, 0) == CGRect(x: 16, y: 8, width: 166.5, height: 120))
    #expect(frame(collectionView, 1) == CGRect(x: 192.5, y: 8, width: 166.5, height: 120))
    #expect(frame(collectionView, 2) == CGRect(x: 16, y: 138, width: 166.5, height: 120))
    #expect(frame(collectionView, 3) == CGRect(x: 192.5, y: 138, width: 166.5, height: 120))
    #expect(frame(collectionView, 4) == CGRect(x: 16, y: 268, width: 166.5, height: 120))
    // 8 + 3 rows of 120 + 2 gaps of 10 + 8.
    #expect(collectionView.contentSize == CGSize(width: 375, height: 396))
    #expect(collectionView.visibleCells.count == 5)
    let cell = collectionView.cellForItem(at: IndexPath(item: 3, section: 0))!
    #expect(cell.frame == CGRect(x: 192.5, y: 138, width: 166.5, height: 120))
  }

  @Test("Half-width items repeat in a group; content insets shrink the cell, not its space")
  func repeatingItemsWithContentInsets() {
    let harness = GestureHarness()
    let item = NSCollectionLayoutItem(
      layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(100)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
      subitems: [item])
    let (collectionView, keep) = makeCollectionView(
      harness, UICollectionViewCompositionalLayout(section: .init(group: group)), counts: [3])
    defer { withExtendedLifetime(keep) {} }
    #expect(frame(collectionView, 0) == CGRect(x: 4, y: 4, width: 179.5, height: 92))
    #expect(frame(collectionView, 1) == CGRect(x: 191.5, y: 4, width: 179.5, height: 92))
    #expect(frame(collectionView, 2) == CGRect(x: 4, y: 104, width: 179.5, height: 92))
  }

  @Test("Flexible spacing shares the width three 100 pt items leave: (343 − 300) / 2 = 21.5")
  func flexibleSpacing() {
    let harness = GestureHarness()
    let item = NSCollectionLayoutItem(
      layoutSize: .init(widthDimension: .absolute(100), heightDimension: .absolute(50)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
      subitems: [item])
    group.interItemSpacing = .flexible(10)
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    let (collectionView, keep) = makeCollectionView(
      harness, UICollectionViewCompositionalLayout(section: section), counts: [4])
    defer { withExtendedLifetime(keep) {} }
    #expect(frame(collectionView, 0)?.minX == 16)
    #expect(frame(collectionView, 1)?.minX == 137.5)
    #expect(frame(collectionView, 2)?.minX == 259)
    #expect(frame(collectionView, 3) == CGRect(x: 16, y: 50, width: 100, height: 50))
  }

  @Test("A header boundary item sits above the section's top inset; sections are 20 pt apart")
  func headersAndInterSectionSpacing() {
    let harness = GestureHarness()
    let item = NSCollectionLayoutItem(
      layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 0, bottom: 10, trailing: 0)
    section.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    ]
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 20
    let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
    let (collectionView, keep) = makeCollectionView(harness, layout, counts: [2, 1])
    defer { withExtendedLifetime(keep) {} }
    let header = layout.layoutAttributesForSupplementaryView(
      ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
    // Section 0: header 0…30, inset 10, rows 40…128, inset 10: ends at 138; then 20 apart.
    #expect(frame(collectionView, 1) == CGRect(x: 0, y: 84, width: 375, height: 44))
    #expect(header?.frame == CGRect(x: 0, y: 158, width: 375, height: 30))
    #expect(frame(collectionView, 0, 1)?.minY == 198)
    #expect(collectionView.contentSize.height == 252)
  }

  private func carousel(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior)
    -> UICollectionViewCompositionalLayout
  {
    let item = NSCollectionLayoutItem(
      layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: .init(widthDimension: .absolute(300), heightDimension: .absolute(200)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = behavior
    section.interGroupSpacing = 10
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
    return UICollectionViewCompositionalLayout(section: section)
  }

  @Test("A .groupPagingCentered section rests with a group centred: 310k − 17.5, clamped")
  func groupPagingCenteredOffsets() {
    let harness = GestureHarness()
    let layout = carousel(.groupPagingCentered)
    let (collectionView, keep) = makeCollectionView(harness, layout, counts: [5])
    defer { withExtendedLifetime(keep) {} }
    let scroller = layout.orthogonalScrollers[0]!
    // Groups at 20 + 310k; content 20 + 5 · 300 + 4 · 10 + 20 = 1580 wide in one 200 pt band.
    #expect(scroller.frame == CGRect(x: 0, y: 0, width: 375, height: 200))
    #expect(scroller.contentSize == CGSize(width: 1580, height: 200))
    #expect(collectionView.contentSize == CGSize(width: 375, height: 200))
    // The cells live in the section's scroll view.
    let second = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))!
    #expect(second.superview === scroller)
    #expect(second.frame == CGRect(x: 330, y: 0, width: 300, height: 200))
    // A flick (1 pt/ms) from rest goes one group on: 170 + 310 − 187.5 = 292.5.
    #expect(
      scroller.releaseTarget(proposed: CGPoint(x: 900, y: 0), velocity: CGPoint(x: 1, y: 0)).x
        == 292.5)
    scroller.contentOffset.x = 292.5
    #expect(frame(collectionView, 1) == CGRect(x: 37.5, y: 0, width: 300, height: 200))
    #expect(
      scroller.releaseTarget(proposed: CGPoint(x: 900, y: 0), velocity: CGPoint(x: 1, y: 0)).x
        == 602.5)
    // Slow releases rest at the nearest group; the last one is clamped to 1580 − 375 = 1205.
    scroller.contentOffset.x = 1100
    #expect(
      scroller.releaseTarget(proposed: CGPoint(x: 1100, y: 0), velocity: .zero).x == 1205)
    scroller.contentOffset.x = 0
    #expect(scroller.releaseTarget(proposed: .zero, velocity: .zero).x == 0)
  }

  @Test("A leftward flick on a .groupPagingCentered section comes to rest on the next group")
  func groupPagingFlick() {
    let harness = GestureHarness()
    let layout = carousel(.groupPagingCentered)
    let (collectionView, keep) = makeCollectionView(harness, layout, counts: [5])
    defer { withExtendedLifetime(keep) {} }
    harness.down(300, 100, at: 0.1)
    for step in 1...6 {
      harness.move(300 - CGFloat(step) * 15, 100, at: 0.1 + Double(step) / 60)
    }
    harness.up(210, 100, at: 0.2)
    _ = harness.run(for: 3)
    #expect(layout.orthogonalScrollers[0]?.contentOffset.x == 292.5)
    #expect(collectionView.contentOffset.y == 0)
    let cell = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))!
    #expect(cell.convert(cell.bounds, to: collectionView).minX == 37.5)
  }

  @Test("A badge anchored top-trailing, offset (0.3, −0.3) of its 20 pt: 6 pt out of the corner")
  func badgeAtAnchor() throws {
    let harness = GestureHarness()
    let badge = NSCollectionLayoutSupplementaryItem(
      layoutSize: .init(widthDimension: .absolute(20), heightDimension: .absolute(20)),
      elementKind: "badge",
      containerAnchor: NSCollectionLayoutAnchor(
        edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
    // A second badge whose own middle goes on the cell's top-trailing corner.
    let pin = NSCollectionLayoutSupplementaryItem(
      layoutSize: .init(widthDimension: .absolute(20), heightDimension: .absolute(20)),
      elementKind: "pin", containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]),
      itemAnchor: NSCollectionLayoutAnchor(edges: []))
    let item = NSCollectionLayoutItem(
      layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
      supplementaryItems: [badge, pin])
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
      repeatingSubitem: item, count: 2)
    group.interItemSpacing = .fixed(10)
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
    let layout = UICollectionViewCompositionalLayout(section: section)
    let source = NumbersDataSource([2])
    let collectionView = UICollectionView(frame: harness.root.bounds, collectionViewLayout: layout)
    collectionView.contentInsetAdjustmentBehavior = .never
    collectionView.register(CountingItemCell.self, forCellWithReuseIdentifier: "n")
    for kind in ["badge", "pin"] {
      collectionView.register(
        UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "h")
    }
    collectionView.dataSource = source
    harness.root.addSubview(collectionView)
    collectionView.layoutIfNeeded()
    // Cells 166.5 × 120 at x 16 and 192.5, y 8. The badge's top-right corner on the cell's,
    // then 0.3 · 20 = 6 pt right and up.
    func attributes(_ kind: String, _ item: Int) -> CGRect? {
      layout.layoutAttributesForSupplementaryView(
        ofKind: kind, at: IndexPath(item: item, section: 0))?.frame
    }
    #expect(attributes("badge", 0) == CGRect(x: 168.5, y: 2, width: 20, height: 20))
    #expect(attributes("badge", 1) == CGRect(x: 345, y: 2, width: 20, height: 20))
    #expect(attributes("pin", 0) == CGRect(x: 172.5, y: -2, width: 20, height: 20))
    // The views are there, in front of the cells.
    let badges = collectionView.subviews.filter {
      !($0 is UICollectionViewCell) && $0 is UICollectionReusableView
    }
    #expect(badges.count == 4)
    #expect(badges.contains { $0.frame == CGRect(x: 168.5, y: 2, width: 20, height: 20) })
    let firstCell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    let badgeView = try #require(badges.first { $0.frame.minX == 168.5 })
    #expect(
      collectionView.subviews.firstIndex(of: badgeView)!
        > collectionView.subviews.firstIndex(of: firstCell)!)
    #expect(
      !harness.window.eventLog.pending.contains { $0.kind == "collectionView.unsupported" })
    withExtendedLifetime(source) {}
  }
}
