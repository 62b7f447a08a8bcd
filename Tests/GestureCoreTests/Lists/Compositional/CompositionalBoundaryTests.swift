import Foundation
import Testing

@testable import GestureCore

@Suite("UICollectionViewCompositionalLayout: horizontal layouts and boundary items")
@MainActor
struct CompositionalBoundaryTests {
  private static let kinds = ["header", "footer", "side", "banner", "end"]

  private func makeCollectionView(
    _ harness: GestureHarness, _ layout: UICollectionViewLayout, counts: [Int]
  ) -> (UICollectionView, NumbersDataSource) {
    let source = NumbersDataSource(counts)
    let collectionView = UICollectionView(frame: harness.root.bounds, collectionViewLayout: layout)
    collectionView.contentInsetAdjustmentBehavior = .never
    collectionView.register(CountingItemCell.self, forCellWithReuseIdentifier: "n")
    for kind in Self.kinds {
      collectionView.register(
        UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "h")
    }
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

  private func supplementary(
    _ layout: UICollectionViewLayout, _ kind: String, _ section: Int = 0, _ item: Int = 0
  ) -> CGRect? {
    layout.layoutAttributesForSupplementaryView(
      ofKind: kind, at: IndexPath(item: item, section: section))?.frame
  }

  private func boundary(
    _ kind: String, _ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension,
    _ alignment: NSRectAlignment, offset: CGPoint = .zero
  ) -> NSCollectionLayoutBoundarySupplementaryItem {
    NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: .init(widthDimension: width, heightDimension: height), elementKind: kind,
      alignment: alignment, absoluteOffset: offset)
  }

  private func horizontal() -> UICollectionViewCompositionalLayoutConfiguration {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    return configuration
  }

  private func unsupported(_ harness: GestureHarness) -> [String] {
    harness.window.eventLog.pending.filter { $0.kind == "collectionView.unsupported" }
      .map(\.detail)
  }

  @Test("Horizontal: three sections of four 100 pt items in visible-width groups, 10 pt apart")
  func horizontalSections() {
    let harness = GestureHarness()
    let item = NSCollectionLayoutItem(
      layoutSize: .init(widthDimension: .absolute(100), heightDimension: .absolute(100)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
      subitems: [item])
    let configuration = horizontal()
    configuration.interSectionSpacing = 10
    let layout = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: group), configuration: configuration)
    let (collectionView, keep) = makeCollectionView(harness, layout, counts: [4, 4, 4])
    defer { withExtendedLifetime(keep) {} }
    // A group is the visible width, 375 pt: three items fit, the fourth starts the next
    // group. A section is two groups, 750 pt; sections at 0, 760, 1520.
    #expect(frame(collectionView, 0) == CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(frame(collectionView, 2) == CGRect(x: 200, y: 0, width: 100, height: 100))
    #expect(frame(collectionView, 3) == CGRect(x: 375, y: 0, width: 100, height: 100))
    #expect(frame(collectionView, 0, 1) == CGRect(x: 760, y: 0, width: 100, height: 100))
    #expect(frame(collectionView, 3, 1) == CGRect(x: 1135, y: 0, width: 100, height: 100))
    #expect(frame(collectionView, 0, 2) == CGRect(x: 1520, y: 0, width: 100, height: 100))
    #expect(frame(collectionView, 3, 2) == CGRect(x: 1895, y: 0, width: 100, height: 100))
    #expect(collectionView.contentSize == CGSize(width: 2270, height: 667))
    #expect(
      collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame
        == CGRect(x: 200, y: 0, width: 100, height: 100))
    // Scrolled to section 1: its cells are shown, section 0's first ones put away.
    collectionView.contentOffset.x = 760
    collectionView.layoutIfNeeded()
    #expect(
      collectionView.cellForItem(at: IndexPath(item: 2, section: 1))?.frame
        == CGRect(x: 960, y: 0, width: 100, height: 100))
    #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
    #expect(unsupported(harness).isEmpty)
  }

  /// Pages of four: a section per page, its header above and footer below the tiles.
  private func pagesLayout() -> UICollectionViewCompositionalLayout {
    let item = NSCollectionLayoutItem(
      layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
    let row = NSCollectionLayoutGroup.horizontal(
      layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)),
      subitems: [item])
    let page = NSCollectionLayoutGroup.vertical(
      layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
      subitems: [row])
    let section = NSCollectionLayoutSection(group: page)
    section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 0, bottom: 20, trailing: 0)
    section.boundarySupplementaryItems = [
      boundary("header", .fractionalWidth(1), .absolute(40), .top),
      boundary("footer", .fractionalWidth(1), .absolute(30), .bottom),
    ]
    return UICollectionViewCompositionalLayout(section: section, configuration: horizontal())
  }

  @Test("Horizontal pages: header above and footer below each section; paging a page a flick")
  func horizontalPagesWithHeaders() {
    let harness = GestureHarness()
    let layout = pagesLayout()
    let (collectionView, keep) = makeCollectionView(harness, layout, counts: [4, 4, 4])
    defer { withExtendedLifetime(keep) {} }
    collectionView.isPagingEnabled = true
    // Header 0…40, inset 20; the group has 667 − 40 − 30 − 20 − 20 = 557 pt: items
    // 187.5 × 278.5 from y 60; inset 20 after 617, footer 637…667.
    #expect(supplementary(layout, "header") == CGRect(x: 0, y: 0, width: 375, height: 40))
    #expect(frame(collectionView, 0) == CGRect(x: 0, y: 60, width: 187.5, height: 278.5))
    #expect(frame(collectionView, 3) == CGRect(x: 187.5, y: 338.5, width: 187.5, height: 278.5))
    #expect(supplementary(layout, "footer") == CGRect(x: 0, y: 637, width: 375, height: 30))
    #expect(supplementary(layout, "header", 1) == CGRect(x: 375, y: 0, width: 375, height: 40))
    #expect(frame(collectionView, 0, 2) == CGRect(x: 750, y: 60, width: 187.5, height: 278.5))
    #expect(collectionView.contentSize == CGSize(width: 1125, height: 667))
    #expect(
      collectionView.supplementaryView(
        forElementKind: "header", at: IndexPath(item: 0, section: 0))?.frame
        == CGRect(x: 0, y: 0, width: 375, height: 40))
    // A leftward flick pages one section on.
    harness.down(300, 300, at: 0.1)
    for step in 1...6 {
      harness.move(300 - CGFloat(step) * 15, 300, at: 0.1 + Double(step) / 60)
    }
    harness.up(210, 300, at: 0.2)
    _ = harness.run(for: 3)
    #expect(collectionView.contentOffset == CGPoint(x: 375, y: 0))
    #expect(unsupported(harness).isEmpty)
  }

  @Test("Horizontal: .leading and .trailing items before and after a section along x")
  func horizontalLeadingAndTrailing() {
    let harness = GestureHarness()
    let item = NSCollectionLayoutItem(
      layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(100)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
    section.boundarySupplementaryItems = [
      boundary("side", .absolute(50), .fractionalHeight(1), .leading),
      boundary("end", .absolute(30), .absolute(200), .trailing),
    ]
    let layout = UICollectionViewCompositionalLayout(section: section, configuration: horizontal())
    let (collectionView, keep) = makeCollectionView(harness, layout, counts: [3, 1])
    defer { withExtendedLifetime(keep) {} }
    // Leading item 0…50; inset 10; groups of 375 at 60 and 435; inset 10: the body ends at
    // 820; the trailing item 820…850; section 1 from 850.
    #expect(supplementary(layout, "side") == CGRect(x: 0, y: 0, width: 50, height: 667))
    #expect(frame(collectionView, 0) == CGRect(x: 60, y: 0, width: 187.5, height: 100))
    #expect(frame(collectionView, 1) == CGRect(x: 247.5, y: 0, width: 187.5, height: 100))
    #expect(frame(collectionView, 2) == CGRect(x: 435, y: 0, width: 187.5, height: 100))
    #expect(supplementary(layout, "end") == CGRect(x: 820, y: 0, width: 30, height: 200))
    #expect(supplementary(layout, "side", 1) == CGRect(x: 850, y: 0, width: 50, height: 667))
    #expect(frame(collectionView, 0, 1) == CGRect(x: 910, y: 0, width: 187.5, height: 100))
    #expect(collectionView.contentSize == CGSize(width: 1325, height: 667))
  }

  @Test("Vertical: corner, leading, trailing and non-extending items around a section")
  func verticalAlignments() {
    let harness = GestureHarness()
    let item = NSCollectionLayoutItem(
      layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    let banner = boundary(
      "banner", .fractionalWidth(1), .absolute(20), .top, offset: CGPoint(x: 0, y: 5))
    banner.extendsBoundary = false
    section.boundarySupplementaryItems = [
      boundary("header", .absolute(100), .absolute(30), .topTrailing),
      boundary("side", .absolute(60), .absolute(100), .leading),
      boundary("end", .absolute(40), .absolute(100), .trailing),
      boundary("footer", .absolute(120), .absolute(20), .bottomLeading),
      banner,
    ]
    let layout = UICollectionViewCompositionalLayout(section: section)
    let (collectionView, keep) = makeCollectionView(harness, layout, counts: [2])
    defer { withExtendedLifetime(keep) {} }
    // The header ends at the trailing inset: 375 − 10 − 100 = 265; the body starts at 30.
    #expect(supplementary(layout, "header") == CGRect(x: 265, y: 0, width: 100, height: 30))
    // Beside the content: 375 − 60 − 40 − 10 − 10 = 255 pt for the groups, from 60 + 10.
    #expect(frame(collectionView, 0) == CGRect(x: 70, y: 40, width: 255, height: 50))
    #expect(frame(collectionView, 1) == CGRect(x: 70, y: 90, width: 255, height: 50))
    // Level with the content (after the top inset they follow); the trailing one after the
    // groups' 325 and the trailing inset.
    #expect(supplementary(layout, "side") == CGRect(x: 0, y: 40, width: 60, height: 100))
    #expect(supplementary(layout, "end") == CGRect(x: 335, y: 40, width: 40, height: 100))
    // The body ends at 140 + 10 = 150; the footer at the leading inset.
    #expect(supplementary(layout, "footer") == CGRect(x: 10, y: 150, width: 120, height: 20))
    // The banner takes no room: over the body's top (30), moved 5 pt down.
    #expect(supplementary(layout, "banner") == CGRect(x: 10, y: 35, width: 355, height: 20))
    #expect(collectionView.contentSize == CGSize(width: 375, height: 170))
    #expect(
      collectionView.visibleSupplementaryViews(ofKind: "side").first?.frame
        == CGRect(x: 0, y: 40, width: 60, height: 100))
    #expect(unsupported(harness).isEmpty)
  }

  @Test("The layout's header above all sections, footer below; a pinned header stays on top")
  func layoutHeaderAndFooter() throws {
    let harness = GestureHarness()
    let item = NSCollectionLayoutItem(
      layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
      subitems: [item])
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 20
    let header = boundary("header", .fractionalWidth(1), .absolute(50), .top)
    header.pinToVisibleBounds = true
    configuration.boundarySupplementaryItems = [
      header, boundary("footer", .fractionalWidth(1), .absolute(40), .bottom),
    ]
    let layout = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: group), configuration: configuration)
    let (collectionView, keep) = makeCollectionView(harness, layout, counts: [10, 10])
    defer { withExtendedLifetime(keep) {} }
    // Header 0…50; section 0 50…490; section 1 510…950; footer 950…990.
    #expect(supplementary(layout, "header") == CGRect(x: 0, y: 0, width: 375, height: 50))
    #expect(frame(collectionView, 0) == CGRect(x: 0, y: 50, width: 375, height: 44))
    #expect(frame(collectionView, 0, 1) == CGRect(x: 0, y: 510, width: 375, height: 44))
    #expect(supplementary(layout, "footer") == CGRect(x: 0, y: 950, width: 375, height: 40))
    #expect(collectionView.contentSize == CGSize(width: 375, height: 990))
    // Asked of the data source with section 0's first index path.
    let view = try #require(
      collectionView.supplementaryView(forElementKind: "header", at: IndexPath(item: 0, section: 0)))
    #expect(view.frame == CGRect(x: 0, y: 0, width: 375, height: 50))
    // Pinned at the visible top, until the last section's end pushes it up (950 − 50).
    collectionView.contentOffset.y = 300
    collectionView.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 0, y: 300, width: 375, height: 50))
    #expect(supplementary(layout, "header") == CGRect(x: 0, y: 300, width: 375, height: 50))
    collectionView.contentOffset.y = 323
    #expect(supplementary(layout, "header")?.minY == 323)
    #expect(
      layout.layoutAttributesForSupplementaryView(
        ofKind: "header", at: IndexPath(item: 0, section: 0))?.zIndex
        == UICollectionViewFlowLayout.pinnedZIndex)
    #expect(unsupported(harness).isEmpty)
  }

  @Test("A horizontal layout's header above the sections, its trailing footer pinned at the end")
  func horizontalLayoutBoundaries() {
    let harness = GestureHarness()
    let item = NSCollectionLayoutItem(
      layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
      subitems: [item])
    let configuration = horizontal()
    let footer = boundary("footer", .absolute(60), .fractionalHeight(1), .trailing)
    footer.pinToVisibleBounds = true
    configuration.boundarySupplementaryItems = [
      boundary("header", .fractionalWidth(1), .absolute(50), .top), footer,
    ]
    let layout = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: group), configuration: configuration)
    let (collectionView, keep) = makeCollectionView(harness, layout, counts: [1, 1])
    defer { withExtendedLifetime(keep) {} }
    // The header is the visible width, above the sections: they have 667 − 50 = 617 pt.
    #expect(supplementary(layout, "header") == CGRect(x: 0, y: 0, width: 375, height: 50))
    #expect(frame(collectionView, 0) == CGRect(x: 0, y: 50, width: 375, height: 617))
    #expect(frame(collectionView, 0, 1) == CGRect(x: 375, y: 50, width: 375, height: 617))
    #expect(collectionView.contentSize == CGSize(width: 810, height: 667))
    // After the sections at 750, pinned to the visible end: 375 − 60 = 315.
    #expect(supplementary(layout, "footer") == CGRect(x: 315, y: 0, width: 60, height: 667))
    collectionView.contentOffset.x = 435
    #expect(supplementary(layout, "footer") == CGRect(x: 750, y: 0, width: 60, height: 667))
  }

  @Test("An orthogonal section of a horizontal layout warns and goes along x; .none is .top")
  func horizontalOrthogonalWarns() {
    let harness = GestureHarness()
    let item = NSCollectionLayoutItem(
      layoutSize: .init(widthDimension: .absolute(100), heightDimension: .absolute(100)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: .init(widthDimension: .absolute(100), heightDimension: .absolute(100)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = .continuous
    section.boundarySupplementaryItems = [
      boundary("header", .absolute(100), .absolute(20), .none)
    ]
    let layout = UICollectionViewCompositionalLayout(section: section, configuration: horizontal())
    let (collectionView, keep) = makeCollectionView(harness, layout, counts: [2])
    defer { withExtendedLifetime(keep) {} }
    #expect(supplementary(layout, "header") == CGRect(x: 0, y: 0, width: 100, height: 20))
    #expect(frame(collectionView, 1) == CGRect(x: 100, y: 20, width: 100, height: 100))
    #expect(layout.orthogonalScrollers.isEmpty)
    #expect(
      unsupported(harness) == [
        "a boundary supplementary item aligned .none is placed as .top",
        "a section's orthogonalScrollingBehavior in a horizontally scrolling compositional "
          + "layout does not scroll it vertically: its groups go along x with the others",
      ])
  }
}
