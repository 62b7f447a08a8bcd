import Foundation
import Testing

@testable import GestureCore

@Suite("Storyboards and xibs: collection views, their prototypes and header and footer nibs")
@MainActor
struct CollectionViewStoryboardTests {
  /// `body` inside the lookup of a folder holding the tags storyboard and the code's runtime,
  /// with a 375×667 window and the test measurer.
  private func inFolder<R>(_ body: (UIStoryboard, UIWindow) throws -> R) throws -> R {
    let folder = try interfaceBuilderFolder([
      "Main.storyboard": CollectionViewStoryboardFixtures.tagsStoryboard
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.textMeasurer = FixedAdvanceMeasurer()
    return try ObjectiveCRuntime.$current.withValue(tagsRuntime()) {
      try NamedImageLookup.$current.withValue(NamedImageLookup(directories: [folder])) {
        try SimulationContext.$eventLog.withValue(window.eventLog) {
          try body(UIStoryboard(name: "Main", bundle: nil), window)
        }
      }
    }
  }

  /// The tags scene installed in the window and laid out.
  private func loaded<R>(_ body: (TagsController, UIWindow) throws -> R) throws -> R {
    try inFolder { storyboard, window in
      let controller = try #require(
        storyboard.instantiateInitialViewController() as? TagsController)
      window.rootViewController = controller
      window.layoutIfNeeded()
      return try body(controller, window)
    }
  }

  @Test("the scene's collection view is the controller's view, with the file's flow layout")
  func flowLayoutFromFile() throws {
    try loaded { controller, window in
      let collection = try #require(controller.collectionView)
      #expect(controller.view === collection)
      #expect(collection.alwaysBounceVertical)
      let flow = try #require(collection.collectionViewLayout as? UICollectionViewFlowLayout)
      #expect(flow.itemSize == CGSize(width: 100, height: 50))
      #expect(flow.minimumLineSpacing == 10 && flow.minimumInteritemSpacing == 5)
      #expect(flow.sectionInset == UIEdgeInsets(top: 20, left: 10, bottom: 20, right: 10))
      #expect(flow.headerReferenceSize == CGSize(width: 0, height: 30))
      #expect(controller.log == ["viewDidLoad dataSource true"])
      let skipped = window.eventLog.pending.filter { $0.kind.hasPrefix("interfaceBuilder.") }
      #expect(skipped.map(\.detail) == [])
    }
  }

  @Test("prototype cells dequeue from the file: class, outlet, constraints, flow frames")
  func prototypeCells() throws {
    try loaded { controller, _ in
      let collection = try #require(controller.collectionView)
      let cells = (0..<5).compactMap {
        collection.cellForItem(at: IndexPath(item: $0, section: 0)) as? TagCell
      }
      #expect(cells.count == 5)
      #expect(cells.map { $0.nameLabel.text ?? "" } == controller.tags)
      #expect(cells.allSatisfy { $0.awoke && $0.reuseIdentifier == "Tag" })
      // 355 pt across (375 − 10 − 10) fits three 100 pt items at 5 pt; the first line spreads
      // them ((355 − 300) / 2 = 27.5 between), the last is left-aligned at 5 pt. Lines start
      // below the 30 pt header and the 20 pt top inset, 50 tall, 10 apart.
      #expect(
        cells.map(\.frame) == [
          CGRect(x: 10, y: 50, width: 100, height: 50),
          CGRect(x: 137.5, y: 50, width: 100, height: 50),
          CGRect(x: 265, y: 50, width: 100, height: 50),
          CGRect(x: 10, y: 110, width: 100, height: 50),
          CGRect(x: 115, y: 110, width: 100, height: 50),
        ])
      // 30 + 20 + 50 + 10 + 50 + 20.
      #expect(collection.contentSize == CGSize(width: 375, height: 180))
      // The label pinned 4 pt inside the cell's content view.
      #expect(cells[0].nameLabel.frame == CGRect(x: 4, y: 4, width: 92, height: 42))
      #expect(cells[0].nameLabel.superview === cells[0].contentView)
      let header = try #require(
        collection.supplementaryView(
          forElementKind: UICollectionView.elementKindSectionHeader,
          at: IndexPath(item: 0, section: 0)) as? TagHeader)
      #expect(header.frame == CGRect(x: 0, y: 0, width: 375, height: 30))
      #expect(header.titleLabel.text == "Tags" && header.reuseIdentifier == "Header")
      #expect(header.titleLabel.frame == CGRect(x: 16, y: 4, width: 343, height: 22))
    }
  }

  @Test("a prototype cell's button sends its action to the scene's controller on a tap")
  func prototypeAction() throws {
    try loaded { controller, window in
      // The second cell's button: the cell at (137.5, 50), the button its top-right 24 pt.
      let point = CGPoint(x: 137.5 + 88, y: 50 + 12)
      let inputs = [
        TouchInput(time: 0.1, touch: 0, phase: .began, location: point),
        TouchInput(time: 0.15, touch: 0, phase: .ended, location: point),
      ]
      let simulation = Simulation(window: window, framesPerSecond: 60, duration: 0.5, input: inputs)
      while simulation.nextFrame() != nil {}
      #expect(controller.log.last == "tagTapped Green")
    }
  }

  @Test("a layout element with a custom class is the code's layout, made with init?(coder:)")
  func customLayoutClass() throws {
    try inFolder { storyboard, window in
      let controller = storyboard.instantiateViewController(withIdentifier: "Shelf")
      window.rootViewController = controller
      window.layoutIfNeeded()
      let collection = try #require(controller.view.subviews.first as? UICollectionView)
      let layout = try #require(collection.collectionViewLayout as? ShelfLayout)
      #expect(layout.madeWithCoder)
      #expect(layout.collectionView === collection)
      #expect(collection.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    }
  }

  @Test("a table's header nib: its one top-level view is the dequeued header, outlets set")
  func tableHeaderNib() throws {
    try ObjectiveCRuntime.$current.withValue(tagsRuntime()) {
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
      let nib = UINib(data: Data(CollectionViewStoryboardFixtures.tableHeaderNib.utf8), bundle: nil)
      table.register(nib, forHeaderFooterViewReuseIdentifier: "Notes")
      let first = try #require(
        table.dequeueReusableHeaderFooterView(withIdentifier: "Notes") as? NoteHeaderView)
      let second = table.dequeueReusableHeaderFooterView(withIdentifier: "Notes")
      #expect(first !== second)
      #expect(first.reuseIdentifier == "Notes")
      #expect(first.titleLabel.text == "Notes")
      #expect(first.frame == CGRect(x: 0, y: 0, width: 375, height: 40))
      // A class registered later for the identifier replaces the nib.
      table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "Notes")
      let plain = table.dequeueReusableHeaderFooterView(withIdentifier: "Notes")
      #expect(plain != nil && !(plain is NoteHeaderView))
      #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "Other") == nil)
    }
  }

  @Test("a supplementary nib: its collection reusable view is the dequeued footer")
  func supplementaryNib() throws {
    try ObjectiveCRuntime.$current.withValue(tagsRuntime()) {
      let collection = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 375, height: 667),
        collectionViewLayout: UICollectionViewFlowLayout())
      let nib = UINib(data: Data(CollectionViewStoryboardFixtures.footerNib.utf8), bundle: nil)
      let kind = UICollectionView.elementKindSectionFooter
      collection.register(nib, forSupplementaryViewOfKind: kind, withReuseIdentifier: "End")
      let path = IndexPath(item: 0, section: 0)
      let footer = try #require(
        collection.dequeueReusableSupplementaryView(
          ofKind: kind, withReuseIdentifier: "End", for: path) as? TagHeader)
      #expect(footer.reuseIdentifier == "End")
      #expect(footer.titleLabel.text == "End")
      #expect(footer.frame == CGRect(x: 0, y: 0, width: 375, height: 24))
    }
  }
}
