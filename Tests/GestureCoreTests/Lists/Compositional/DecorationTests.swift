import Foundation
import Testing

@testable import GestureCore

/// A section background as apps write one: a rounded, tinted view.
private final class SectionBackground: UICollectionReusableView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemGray5
    layer.cornerRadius = 12
  }

  required init?(coder: NSCoder) { nil }
}

/// A layout of its own that places one decoration view and no items.
private final class BannerLayout: UICollectionViewLayout {
  override var collectionViewContentSize: CGSize { CGSize(width: 375, height: 667) }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    let banner = UICollectionViewLayoutAttributes(
      forDecorationViewOfKind: "banner", with: IndexPath(item: 0, section: 0))
    banner.frame = CGRect(x: 20, y: 30, width: 335, height: 60)
    return [banner]
  }
}

@Suite("Decoration views: section backgrounds and a layout's own views")
@MainActor
struct DecorationTests {
  /// One section of `count` 100 pt rows under a 40 pt header, inset 10 pt all round, with a
  /// background decoration inset 5 pt.
  private func backgroundLayout(register: Bool = true) -> UICollectionViewCompositionalLayout {
    let item = NSCollectionLayoutItem(
      layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)))
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    section.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
        elementKind: "header", alignment: .top)
    ]
    let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
    background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
    section.decorationItems = [background]
    let layout = UICollectionViewCompositionalLayout(section: section)
    if register { layout.register(SectionBackground.self, forDecorationViewOfKind: "background") }
    return layout
  }

  private func show(_ harness: GestureHarness, _ layout: UICollectionViewLayout, counts: [Int])
    -> (UICollectionView, NumbersDataSource)
  {
    let source = NumbersDataSource(counts)
    let collectionView = UICollectionView(frame: harness.root.bounds, collectionViewLayout: layout)
    collectionView.contentInsetAdjustmentBehavior = .never
    collectionView.register(CountingItemCell.self, forCellWithReuseIdentifier: "n")
    collectionView.register(
      UICollectionReusableView.self, forSupplementaryViewOfKind: "header", withReuseIdentifier: "h")
    collectionView.dataSource = source
    harness.root.addSubview(collectionView)
    collectionView.layoutIfNeeded()
    return (collectionView, source)
  }

  @Test("A background covers the section, header and insets included, less its own insets")
  func sectionBackground() {
    let harness = GestureHarness()
    let layout = backgroundLayout()
    let (collectionView, keep) = show(harness, layout, counts: [2, 1])
    defer { withExtendedLifetime(keep) {} }
    // Section 0: header 0…40, inset 10, rows 50…250, inset 10: 0…260. Less 5 pt all round.
    let first = layout.layoutAttributesForDecorationView(
      ofKind: "background", at: IndexPath(item: 0, section: 0))
    #expect(first?.frame == CGRect(x: 5, y: 5, width: 365, height: 250))
    #expect(first?.representedElementCategory == .decorationView)
    // Section 1 starts at 260: header to 300, inset, one row 310…410, inset: 260…420.
    let second = layout.layoutAttributesForDecorationView(
      ofKind: "background", at: IndexPath(item: 0, section: 1))
    #expect(second?.frame == CGRect(x: 5, y: 265, width: 365, height: 150))
    #expect(collectionView.visibleDecorations.count == 2)
    let view = collectionView.visibleDecorations.values.first { $0.frame.minY == 5 }
    #expect(view is SectionBackground)
    #expect(view?.frame == CGRect(x: 5, y: 5, width: 365, height: 250))
    // Behind the cells.
    let cell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))!
    let subviews = collectionView.subviews
    #expect(subviews.firstIndex { $0 === view }! < subviews.firstIndex { $0 === cell }!)
  }

  @Test("Scrolled away, a background is put away and reused for the next section")
  func reuse() {
    let harness = GestureHarness()
    let layout = backgroundLayout()
    let (collectionView, keep) = show(harness, layout, counts: [6, 6, 6])
    defer { withExtendedLifetime(keep) {} }
    // Each section: 40 + 10 + 600 + 10 = 660 pt. At offset 700 only section 1 (660…1320) and
    // section 2 (1320…) are in the 667 pt window.
    let first = collectionView.visibleDecorations[.init(kind: "background", indexPath: [0, 0])]
    collectionView.contentOffset.y = 700
    collectionView.layoutIfNeeded()
    #expect(collectionView.visibleDecorations[.init(kind: "background", indexPath: [0, 0])] == nil)
    let keys = collectionView.visibleDecorations.keys.map(\.indexPath.section).sorted()
    #expect(keys == [1, 2])
    #expect(collectionView.visibleDecorations.values.contains { $0 === first })
  }

  @Test("A layout of one's own gets the decoration views it places")
  func customLayout() {
    let harness = GestureHarness()
    let layout = BannerLayout()
    layout.register(SectionBackground.self, forDecorationViewOfKind: "banner")
    let (collectionView, keep) = show(harness, layout, counts: [0])
    defer { withExtendedLifetime(keep) {} }
    let banner = collectionView.visibleDecorations[.init(kind: "banner", indexPath: [0, 0])]
    #expect(banner?.frame == CGRect(x: 20, y: 30, width: 335, height: 60))
    #expect(banner?.superview === collectionView)
  }
}
