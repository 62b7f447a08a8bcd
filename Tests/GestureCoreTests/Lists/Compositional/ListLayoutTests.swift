import Foundation
import Testing

@testable import GestureCore

@Suite("Collection-view lists: appearances, accessories and swipe actions")
@MainActor
struct ListLayoutTests {
  /// A collection view laid out as a list of `configuration`, showing `sections` of strings
  /// through a diffable data source whose list cells show each string as their text.
  private func makeList(
    _ harness: GestureHarness, _ configuration: UICollectionLayoutListConfiguration,
    _ sections: [[String]], subtitle: Bool = false,
    accessories: [UICellAccessory] = []
  ) -> (UICollectionView, UICollectionViewDiffableDataSource<Int, String>) {
    let collectionView = UICollectionView(
      frame: harness.root.bounds,
      collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    collectionView.contentInsetAdjustmentBehavior = .never
    harness.root.addSubview(collectionView)
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, _, item in
      var content =
        subtitle ? UIListContentConfiguration.subtitleCell() : cell.defaultContentConfiguration()
      content.text = item
      if subtitle { content.secondaryText = "Details of \(item)" }
      cell.contentConfiguration = content
      cell.accessories = accessories
    }
    let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { view, _, indexPath in
      var content = UIListContentConfiguration.groupedHeader()
      content.text = "Section \(indexPath.section)"
      view.contentConfiguration = content
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(
      collectionView: collectionView
    ) { collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections(Array(sections.indices))
    for (index, items) in sections.enumerated() { snapshot.appendItems(items, toSection: index) }
    dataSource.apply(snapshot, animatingDifferences: false)
    collectionView.layoutIfNeeded()
    return (collectionView, dataSource)
  }

  private func cell(_ collectionView: UICollectionView, _ item: Int, _ section: Int = 0)
    -> UICollectionViewListCell
  {
    collectionView.cellForItem(at: IndexPath(item: item, section: section))
      as! UICollectionViewListCell
  }

  @Test("A plain list: 44 pt rows edge to edge, separators from the text, white background")
  func plainRows() {
    let harness = GestureHarness()
    let (collectionView, keep) = makeList(harness, .init(appearance: .plain), [["A", "B", "C"]])
    defer { withExtendedLifetime(keep) {} }
    #expect(cell(collectionView, 0).frame == CGRect(x: 0, y: 0, width: 375, height: 44))
    #expect(cell(collectionView, 2).frame == CGRect(x: 0, y: 88, width: 375, height: 44))
    #expect(collectionView.contentSize == CGSize(width: 375, height: 132))
    #expect(collectionView.backgroundColor == UIColor.systemBackground)
    // A plain list separates every row, the last too, from the text's 16 pt.
    #expect(cell(collectionView, 2).listLook?.separatorShown == true)
    #expect(cell(collectionView, 0).layer.cornerRadius == 0)
  }

  @Test("An inset grouped list: rows inset 20 pt, 35 pt above each section, rounded ends")
  func insetGroupedRows() {
    let harness = GestureHarness()
    let (collectionView, keep) = makeList(
      harness, .init(appearance: .insetGrouped), [["A", "B"], ["C", "D"]])
    defer { withExtendedLifetime(keep) {} }
    #expect(cell(collectionView, 0).frame == CGRect(x: 20, y: 35, width: 335, height: 44))
    #expect(cell(collectionView, 1).frame == CGRect(x: 20, y: 79, width: 335, height: 44))
    // Section 1 starts at 35 + 88 = 123, its rows 35 lower.
    #expect(cell(collectionView, 0, 1).frame == CGRect(x: 20, y: 158, width: 335, height: 44))
    #expect(collectionView.contentSize.height == 246)
    #expect(collectionView.backgroundColor == UIColor.systemGroupedBackground)
    let first = cell(collectionView, 0)
    #expect(first.layer.cornerRadius == 10)
    #expect(first.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    // A grouped section's last row has no separator.
    #expect(cell(collectionView, 1).listLook?.separatorShown == false)
    #expect(first.listLook?.separatorShown == true)
  }

  @Test("A grouped list with supplementary headers: 35 pt headers, full-width rows")
  func groupedHeaders() {
    let harness = GestureHarness()
    var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
    configuration.headerMode = .supplementary
    let (collectionView, keep) = makeList(harness, configuration, [["A"], ["B"]])
    defer { withExtendedLifetime(keep) {} }
    let header = collectionView.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
    #expect(cell(collectionView, 0).frame == CGRect(x: 0, y: 35, width: 375, height: 44))
    #expect(header?.frame == CGRect(x: 0, y: 79, width: 375, height: 35))
    #expect(cell(collectionView, 0, 1).frame == CGRect(x: 0, y: 114, width: 375, height: 44))
  }

  @Test("Subtitle rows size themselves as table rows: 11 + 20 + 3 + 18 + 11 + 0.5 = 63.5 pt")
  func selfSizingRows() {
    let harness = GestureHarness()
    let (collectionView, keep) = makeList(
      harness, .init(appearance: .plain), [["A", "B", "C"]], subtitle: true)
    defer { withExtendedLifetime(keep) {} }
    #expect(cell(collectionView, 0).frame == CGRect(x: 0, y: 0, width: 375, height: 63.5))
    #expect(cell(collectionView, 1).frame == CGRect(x: 0, y: 63.5, width: 375, height: 63.5))
    #expect(collectionView.contentSize.height == 190.5)
  }

  @Test("A disclosure indicator ends at the 16 pt margin; the content stops 14 pt before it")
  func disclosureLayout() {
    let harness = GestureHarness()
    let (collectionView, keep) = makeList(
      harness, .init(appearance: .plain), [["A"]], accessories: [.disclosureIndicator()])
    defer { withExtendedLifetime(keep) {} }
    let row = cell(collectionView, 0)
    let chevron = row.accessoryViews[0]
    #expect(chevron.frame.maxX == 359)
    #expect(chevron.frame.width > 0)
    #expect(
      row.contentView.frame
        == CGRect(x: 0, y: 0, width: chevron.frame.minX - 14, height: 43.5))
    #expect(!chevron.isUserInteractionEnabled)
  }

  @Test("A list cell registered as a header gets the header look from its default configuration")
  func supplementaryDefaultConfiguration() {
    for (appearance, expected) in [
      (
        UICollectionLayoutListConfiguration.Appearance.insetGrouped,
        UIListContentConfiguration.groupedHeader()
      ),
      (.plain, .header()),
    ] {
      let harness = GestureHarness()
      var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
      configuration.headerMode = .supplementary
      let collectionView = UICollectionView(
        frame: harness.root.bounds,
        collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
      harness.root.addSubview(collectionView)
      let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
        cell, _, item in
        var content = cell.defaultContentConfiguration()
        content.text = item
        cell.contentConfiguration = content
      }
      let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
        elementKind: UICollectionView.elementKindSectionHeader
      ) { header, _, _ in
        var content = header.defaultContentConfiguration()
        content.text = "Folders"
        header.contentConfiguration = content
      }
      let dataSource = UICollectionViewDiffableDataSource<Int, String>(
        collectionView: collectionView
      ) { collectionView, indexPath, item in
        collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
      }
      dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
        collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
      }
      var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
      snapshot.appendSections([0])
      snapshot.appendItems(["A"])
      dataSource.apply(snapshot, animatingDifferences: false)
      collectionView.layoutIfNeeded()
      let header = collectionView.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader,
        at: IndexPath(item: 0, section: 0))
      let content =
        (header as? UICollectionViewListCell)?.contentConfiguration
        as? UIListContentConfiguration
      #expect(content?.textProperties.font == expected.textProperties.font)
      #expect(content?.textProperties.color == expected.textProperties.color)
      let row =
        collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell
      let rowContent = row?.contentConfiguration as? UIListContentConfiguration
      #expect(
        rowContent?.textProperties.font == UIListContentConfiguration.cell().textProperties.font)
    }
  }

  @Test("Right to left: the indicator 16 pt from the left edge and mirrored, content beside it")
  func disclosureLayoutRightToLeft() {
    let harness = GestureHarness()
    harness.root.semanticContentAttribute = .forceRightToLeft
    let (collectionView, keep) = makeList(
      harness, .init(appearance: .plain), [["A"]], accessories: [.disclosureIndicator()])
    defer { withExtendedLifetime(keep) {} }
    let row = cell(collectionView, 0)
    let chevron = row.accessoryViews[0]
    // The left-to-right frames mirrored across the 375 pt row.
    #expect(chevron.frame.minX == 16)
    #expect(
      row.contentView.frame
        == CGRect(
          x: chevron.frame.maxX + 14, y: 0, width: 375 - chevron.frame.maxX - 14, height: 43.5))
    let glyph = chevron.subviews[0].transform
    #expect(glyph.a == -1 && glyph.d == 1)
    // The separator runs from under the text's right edge to the left edge of the row.
    let separator = row.subviews.first { $0.frame.height == row.separatorHeight && !$0.isHidden }
    #expect(separator?.frame.minX == 0)
  }

  @Test("Accessories show in their editing states: delete and multiselect only while editing")
  func displayedStates() {
    let harness = GestureHarness()
    let (collectionView, keep) = makeList(
      harness, .init(appearance: .insetGrouped), [["A"]],
      accessories: [.delete(), .multiselect(), .label(text: "3"), .reorder()])
    defer { withExtendedLifetime(keep) {} }
    let row = cell(collectionView, 0)
    #expect(row.accessoryViews.count == 1)  // the label
    collectionView.isEditing = true
    collectionView.layoutIfNeeded()
    #expect(row.accessoryViews.count == 4)
    #expect(row.configurationState.isEditing)
    // Leading: delete then multiselect from the 16 pt margin, 8 pt apart.
    let delete = row.accessoryViews[0]
    #expect(delete.frame.minX == 16)
    #expect(row.accessoryViews[1].frame.minX == delete.frame.maxX + 8)
    #expect(
      harness.window.eventLog.pending.filter { $0.kind == "collectionView.unsupported" }.map(
        \.detail)
        == ["the reorder accessory is drawn; dragging it is not modelled"])
  }

  /// A plain list of ten rows whose trailing swipe gives a destructive Delete that removes
  /// the item from the data source's snapshot.
  private func deletingList(_ harness: GestureHarness) -> (
    UICollectionView, UICollectionViewDiffableDataSource<Int, String>
  ) {
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    var source: UICollectionViewDiffableDataSource<Int, String>?
    configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
      guard let item = source?.itemIdentifier(for: indexPath) else { return nil }
      let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
        var snapshot = source!.snapshot()
        snapshot.deleteItems([item])
        source!.apply(snapshot)
        done(true)
      }
      return UISwipeActionsConfiguration(actions: [delete])
    }
    let items = (0..<10).map { "Item \($0)" }
    let (collectionView, dataSource) = makeList(harness, configuration, [items])
    source = dataSource
    return (collectionView, dataSource)
  }

  @Test("A full swipe on a list row runs the provider's Delete, which deletes through the snapshot")
  func fullSwipeDeletes() {
    let harness = GestureHarness()
    let (collectionView, dataSource) = deletingList(harness)
    let below = cell(collectionView, 4)
    #expect(below.frame.minY == 176)
    // Row 3 spans 132…176; the finger goes 300 pt left in 0.3 s (half the row is 187.5).
    harness.down(340, 154, at: 0.1)
    for step in 1...18 {
      harness.move(340 - CGFloat(step) * 300 / 18, 154, at: 0.1 + Double(step) / 60)
    }
    harness.up(40, 154, at: 0.45)
    let frames = harness.run(for: 1.2)
    #expect(
      frames.flatMap { $0.events("collectionView.swipeAction") }.map(\.detail)
        == ["item 0/3 'Delete' (full swipe)"])
    #expect(dataSource.snapshot().itemIdentifiers.count == 9)
    #expect(!dataSource.snapshot().itemIdentifiers.contains("Item 3"))
    #expect(collectionView.indexPath(for: below) == IndexPath(item: 3, section: 0))
    #expect(below.frame.minY == 132)
    #expect(below.presentation.center.y == 154)
    #expect(collectionView.contentSize.height == 396)
    #expect(collectionView.indexPathsForSelectedItems?.isEmpty ?? true)
  }

  @Test("A partial swipe opens the row's actions at 74 pt; a tap elsewhere closes them")
  func partialSwipeOpens() {
    let harness = GestureHarness()
    let (collectionView, dataSource) = deletingList(harness)
    harness.down(300, 154, at: 0.1)
    for step in 1...6 { harness.move(300 - CGFloat(step) * 10, 154, at: 0.1 + Double(step) / 60) }
    harness.up(240, 154, at: 0.25)
    _ = harness.run(for: 0.8)
    let row = cell(collectionView, 3)
    #expect(row.swipeOffset == -74)
    #expect(row.contentView.frame.minX == -74)
    #expect(row.swipeActionsView?.frame == CGRect(x: 301, y: 0, width: 74, height: 43.5))
    #expect(dataSource.snapshot().itemIdentifiers.count == 10)
  }

  @Test("A delete control without a handler opens the row's trailing swipe actions")
  func deleteControlOpensActions() {
    let harness = GestureHarness()
    let (collectionView, keep) = deletingList(harness)
    defer { withExtendedLifetime(keep) {} }
    let row = cell(collectionView, 1)
    row.accessories = [.delete(displayed: .always)]
    collectionView.layoutIfNeeded()
    let control = row.accessoryViews[0]
    let point = control.convert(
      CGPoint(x: control.bounds.midX, y: control.bounds.midY), to: harness.window)
    harness.down(point.x, point.y, at: 0.1)
    harness.up(point.x, point.y, at: 0.15)
    _ = harness.run(for: 0.8)
    #expect(row.swipeOffset == -74)
    #expect(row.swipeActionsView != nil)
  }
}
