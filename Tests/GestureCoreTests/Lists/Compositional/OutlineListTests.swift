import Foundation
import Testing

@testable import GestureCore

/// Records what the data source's section snapshot handlers were told.
@MainActor
private final class OutlineLog {
  var calls: [String] = []
}

@Suite("Outline lists: section snapshots, indentation and disclosure taps")
@MainActor
struct OutlineListTests {
  /// A plain list of Fruit (Apple (Gala), Pear) and Vegetables (Kale), shown through a section
  /// snapshot; parents have an outline disclosure of `style`.
  private func makeOutline(
    _ harness: GestureHarness, style: UICellAccessory.OutlineDisclosureStyle = .cell,
    subtitles: Bool = false, log: OutlineLog
  ) -> (UICollectionView, UICollectionViewDiffableDataSource<Int, String>) {
    let collectionView = UICollectionView(
      frame: harness.root.bounds,
      collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: .init(appearance: .plain)))
    collectionView.contentInsetAdjustmentBehavior = .never
    harness.root.addSubview(collectionView)
    let parents: Set = ["Fruit", "Apple", "Vegetables"]
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = item
      if subtitles { content.secondaryText = "Details of \(item)" }
      cell.contentConfiguration = content
      cell.accessories =
        parents.contains(item) ? [.outlineDisclosure(options: .init(style: style))] : []
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(
      collectionView: collectionView
    ) { collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    dataSource.sectionSnapshotHandlers.willExpandItem = { log.calls.append("expand \($0)") }
    dataSource.sectionSnapshotHandlers.willCollapseItem = { log.calls.append("collapse \($0)") }
    var tree = NSDiffableDataSourceSectionSnapshot<String>()
    tree.append(["Fruit", "Vegetables"])
    tree.append(["Apple", "Pear"], to: "Fruit")
    tree.append(["Gala"], to: "Apple")
    tree.append(["Kale"], to: "Vegetables")
    dataSource.apply(tree, to: 0, animatingDifferences: false)
    collectionView.layoutIfNeeded()
    return (collectionView, dataSource)
  }

  private func cell(_ collectionView: UICollectionView, _ item: Int) -> UICollectionViewListCell {
    collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as! UICollectionViewListCell
  }

  /// Taps the centre of `view` at `time` seconds.
  private func tap(_ harness: GestureHarness, _ view: UIView, at time: Double) {
    let point = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: harness.window)
    harness.down(point.x, point.y, at: time)
    harness.up(point.x, point.y, at: time + 0.05)
  }

  @Test("The section shows the visible items; the whole snapshot has them as rows")
  func visibleRows() {
    let harness = GestureHarness()
    let log = OutlineLog()
    let (collectionView, dataSource) = makeOutline(harness, log: log)
    #expect(collectionView.numberOfItems(inSection: 0) == 2)
    #expect(dataSource.snapshot().itemIdentifiers == ["Fruit", "Vegetables"])
    #expect(
      dataSource.snapshot(for: 0).items == ["Fruit", "Apple", "Gala", "Pear", "Vegetables", "Kale"])
    #expect(cell(collectionView, 1).frame == CGRect(x: 0, y: 44, width: 375, height: 44))
    #expect(cell(collectionView, 0).indentationLevel == 0)
    #expect(!cell(collectionView, 0).configurationState.isExpanded)
  }

  @Test("A tap on the disclosure expands the item: children indented 10 pt a level, chevron down")
  func tapExpands() {
    let harness = GestureHarness()
    let log = OutlineLog()
    let (collectionView, dataSource) = makeOutline(harness, log: log)
    tap(harness, cell(collectionView, 0).accessoryViews[0], at: 0.1)
    harness.run(for: 0.6)
    #expect(log.calls == ["expand Fruit"])
    #expect(dataSource.snapshot().itemIdentifiers == ["Fruit", "Apple", "Pear", "Vegetables"])
    #expect(collectionView.indexPathsForSelectedItems?.isEmpty ?? true)
    let fruit = cell(collectionView, 0)
    #expect(fruit.configurationState.isExpanded)
    let chevron = fruit.accessoryViews[0].subviews[0].transform
    #expect(abs(chevron.b - 1) < 1e-9 && abs(chevron.a) < 1e-9)
    let apple = cell(collectionView, 1)
    #expect(apple.indentationLevel == 1)
    // A list cell's content starts at its leading edge; one level moves it 10 pt.
    #expect(abs(apple.contentView.frame.minX - 10) < 1e-9)
    #expect(abs(fruit.contentView.frame.minX) < 1e-9)
    #expect(apple.frame.minY == 44)
  }

  @Test("Rows that move down keep their measured height while the children come in")
  func movedRowsKeepHeight() {
    let harness = GestureHarness()
    let log = OutlineLog()
    let (collectionView, keep) = makeOutline(harness, subtitles: true, log: log)
    defer { withExtendedLifetime(keep) {} }
    let vegetables = cell(collectionView, 1)
    let measured = vegetables.frame.height
    #expect(measured > 44)
    tap(harness, cell(collectionView, 0).accessoryViews[0], at: 0.1)
    // Mid-way through the 0.3 s update the row moved from item 1 to item 3, at full height.
    harness.run(for: 0.3)
    #expect(collectionView.indexPath(for: vegetables) == IndexPath(item: 3, section: 0))
    #expect(abs(vegetables.bounds.height - measured) < 1e-9)
  }

  @Test("A second tap collapses, unless shouldCollapseItem refuses")
  func collapse() {
    let harness = GestureHarness()
    let log = OutlineLog()
    let (collectionView, dataSource) = makeOutline(harness, log: log)
    dataSource.sectionSnapshotHandlers.shouldCollapseItem = { item in
      log.calls.append("should collapse \(item)")
      return log.calls.filter { $0.hasPrefix("should") }.count > 1
    }
    let disclosure = cell(collectionView, 0).accessoryViews[0]
    tap(harness, disclosure, at: 0.1)
    tap(harness, disclosure, at: 0.8)
    tap(harness, disclosure, at: 1.5)
    harness.run(for: 2.1)
    #expect(
      log.calls == [
        "expand Fruit", "should collapse Fruit", "should collapse Fruit", "collapse Fruit",
      ])
    #expect(collectionView.numberOfItems(inSection: 0) == 2)
    #expect(!cell(collectionView, 0).configurationState.isExpanded)
  }

  @Test("With the header style a tap anywhere on the row toggles it and selects nothing")
  func headerStyle() {
    let harness = GestureHarness()
    let log = OutlineLog()
    let (collectionView, keep) = makeOutline(harness, style: .header, log: log)
    defer { withExtendedLifetime(keep) {} }
    tap(harness, cell(collectionView, 1).contentView, at: 0.1)
    harness.run(for: 0.6)
    #expect(log.calls == ["expand Vegetables"])
    #expect(collectionView.numberOfItems(inSection: 0) == 3)
    #expect(collectionView.indexPathsForSelectedItems?.isEmpty ?? true)
  }

  @Test("Applying a whole snapshot leaves the section flat")
  func wholeSnapshotFlattens() {
    let harness = GestureHarness()
    let log = OutlineLog()
    let (collectionView, dataSource) = makeOutline(harness, log: log)
    var whole = NSDiffableDataSourceSnapshot<Int, String>()
    whole.appendSections([0])
    whole.appendItems(["Fruit", "Vegetables", "Grains"])
    dataSource.apply(whole, animatingDifferences: false)
    collectionView.layoutIfNeeded()
    let flat = dataSource.snapshot(for: 0)
    #expect(flat.rootItems == ["Fruit", "Vegetables", "Grains"])
    #expect(flat.items == flat.rootItems)
  }
}

@Suite("Configuration states keep an app's custom values")
@MainActor
struct CustomConfigurationStateTests {
  @Test("A custom key's value is read back, compared and removed with nil")
  func customValues() {
    let key = UIConfigurationStateCustomKey("com.example.item")
    #expect(key.rawValue == "com.example.item")
    var state = UICellConfigurationState(traitCollection: UITraitCollection())
    let plain = state
    #expect(state[key] == nil)
    state[key] = "Gala"
    #expect(state[key] == AnyHashable("Gala"))
    #expect(state != plain)
    state[key] = nil
    #expect(state == plain)
  }

  @Test("A list configuration's resolved colours go through its transformers")
  func resolvedColors() {
    var text = UIListContentConfiguration.cell().textProperties
    text.color = .red
    #expect(text.resolvedColor() == .red)
    text.colorTransformer = UIConfigurationColorTransformer { _ in .blue }
    #expect(text.resolvedColor() == .blue)
    var image = UIListContentConfiguration.cell().imageProperties
    #expect(image.resolvedTintColor(for: .green) == .green)
    image.tintColor = .orange
    image.tintColorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
    var alpha: CGFloat = 0
    var red: CGFloat = 0
    var green: CGFloat = 0
    var blue: CGFloat = 0
    image.resolvedTintColor(for: .green).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    #expect(abs(alpha - 0.5) < 1e-9)
  }

  @Test("Display scale: the screen's for a view in a run, given, or 0")
  func displayScale() {
    #expect(UITraitCollection().displayScale == 0)
    #expect(UITraitCollection(displayScale: 3).displayScale == 3)
    #expect(
      UITraitCollection(traitsFrom: [.init(displayScale: 2), .init(userInterfaceStyle: .dark)])
        .displayScale == 2)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let view = UIView(frame: .zero)
    window.addSubview(view)
    SimulationContext.$screen.withValue(window.screen) {
      #expect(view.traitCollection.displayScale == window.screen.scale)
      #expect(window.screen.scale > 0)
    }
  }
}
