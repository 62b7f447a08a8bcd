import Foundation
import Testing

@testable import GestureCore

/// Ten 44 pt rows "Row 0"…"Row 9"; a context menu with Pin and Delete on every row.
@MainActor
final class ContextMenuTableSource: NSObject, UITableViewDataSource, UITableViewDelegate {
  var calls: [String] = []

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    calls.append("select \(indexPath.row)")
  }
  func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    calls.append("menu for \(indexPath.row) at \(Int(point.y))")
    return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
      UIMenu(children: [
        UIAction(title: "Pin") { [weak self] action in
          self?.calls.append(
            "Pin \(indexPath.row) from \(action.sender is UITableView ? "table" : "?")")
        },
        UIAction(title: "Delete", attributes: .destructive) { _ in },
      ])
    }
  }
}

/// A flow layout of 100 × 100 items; the delegate implements one or both context-menu methods.
@MainActor
final class ContextMenuGridSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
  var calls: [String] = []

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 6 }
  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }
  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    calls.append("items \(indexPaths.map(\.item))")
    return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
      UIMenu(children: [UIAction(title: "Share") { _ in }])
    }
  }
  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    calls.append("item \(indexPath.item)")
    return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
      UIMenu(children: [UIAction(title: "Share") { _ in }])
    }
  }
}

@Suite("Context menus of table rows and collection view items")
@MainActor
struct ListContextMenuTests {
  private func tableRuntime() -> ObjectiveCRuntime {
    ObjectiveCRuntime([
      ObjCClassMethods(
        ContextMenuTableSource.self,
        [
          ObjCMethod("tableView:contextMenuConfigurationForRowAt:point:", arity: 3) { _, _ in
            () as Any
          }
        ])
    ])
  }

  /// A table filling the window; row 2 (y 88…132) pressed from 0.1 s to 0.8 s, then a tap at
  /// `tap` at 1.0 s.
  private func runTable(_ source: ContextMenuTableSource, tap: CGPoint?) -> (
    GestureHarness, UITableView, [TimelineEvent]
  ) {
    let harness = GestureHarness()
    let table = UITableView(frame: harness.root.bounds, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    table.contentInsetAdjustmentBehavior = .never
    table.dataSource = source
    table.delegate = source
    harness.root.addSubview(table)
    table.layoutIfNeeded()
    harness.down(100, 110, at: 0.1)
    harness.up(100, 110, at: 0.8)
    if let tap {
      harness.down(tap.x, tap.y, at: 1.0)
      harness.up(tap.x, tap.y, at: 1.05)
    }
    let frames = harness.run(for: 1.5)
    return (harness, table, frames.flatMap(\.events))
  }

  @Test("A pressed row lifts; its panel 8 pt below; Pin runs with the table as sender")
  func tableRow() {
    ObjectiveCRuntime.$current.withValue(tableRuntime()) {
      let source = ContextMenuTableSource()
      // The panel at y = 132 + 8 = 140, x = 0 + 8 (the row spans the screen: its centre is
      // not in the left half, so the panel's trailing edge would be at 375, kept 8 pt in:
      // 375 − 8 − 250 = 117). Pin's row centre: (117 + 125, 140 + 22).
      let (_, _, events) = runTable(source, tap: CGPoint(x: 242, y: 162))
      #expect(source.calls == ["menu for 2 at 110", "Pin 2 from table"])
      #expect(
        events.filter { $0.kind == "contextMenu.present" }.map(\.detail) == ["row 0/2: 2 rows"])
    }
  }

  @Test("A delegate that does not implement the method: no menu, the row is selected")
  func tableWithoutMethod() {
    let source = ContextMenuTableSource()
    let (harness, _, events) = runTable(source, tap: nil)
    #expect(source.calls == ["select 2"])
    #expect(!events.contains { $0.kind == "contextMenu.present" })
    #expect(!harness.window.subviews.contains { $0 is ContextMenuOverlayView })
  }

  /// A 100 × 100 grid; item 1 (x 110…210 with 10 pt spacing) pressed.
  private func runGrid(_ methods: [String]) -> ContextMenuGridSource {
    let runtime = ObjectiveCRuntime([
      ObjCClassMethods(
        ContextMenuGridSource.self,
        methods.map { ObjCMethod(Selector($0), arity: 3) { _, _ in () as Any } })
    ])
    return ObjectiveCRuntime.$current.withValue(runtime) {
      let harness = GestureHarness()
      let layout = UICollectionViewFlowLayout()
      layout.itemSize = CGSize(width: 100, height: 100)
      layout.minimumInteritemSpacing = 10
      let grid = UICollectionView(frame: harness.root.bounds, collectionViewLayout: layout)
      grid.contentInsetAdjustmentBehavior = .never
      grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
      let source = ContextMenuGridSource()
      grid.dataSource = source
      grid.delegate = source
      harness.root.addSubview(grid)
      grid.layoutIfNeeded()
      let cell = grid.cellForItem(at: IndexPath(item: 1, section: 0))!
      let center = cell.convert(CGPoint(x: 50, y: 50), to: nil)
      harness.down(center.x, center.y, at: 0.1)
      harness.up(center.x, center.y, at: 0.8)
      harness.run(for: 1.2)
      return source
    }
  }

  @Test("Collection views ask the iOS 16 method when implemented, else the iOS 13 one")
  func collectionPrefersItemsMethod() {
    let items = "collectionView:contextMenuConfigurationForItemsAt:point:"
    let item = "collectionView:contextMenuConfigurationForItemAt:point:"
    #expect(runGrid([items, item]).calls == ["items [1]"])
    #expect(runGrid([item]).calls == ["item 1"])
    #expect(runGrid([]).calls == [])
  }

  @Test("The long press is installed only while the delegate implements a context-menu method")
  func pressOnlyForMenuDelegates() {
    func hasPress(_ view: UIView) -> Bool {
      (view.gestureRecognizers ?? []).contains { $0.name == "contextMenu" }
    }
    let plain = ContextMenuTableSource()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    #expect(!hasPress(table))
    // Not compiled with the method in its table: implements nothing, as a plain delegate.
    table.delegate = plain
    #expect(!hasPress(table))
    let menus = ContextMenuTableSource()
    ObjectiveCRuntime.$current.withValue(tableRuntime()) {
      table.delegate = menus
      #expect(hasPress(table))
      #expect((table.gestureRecognizers ?? []).filter { $0.name == "contextMenu" }.count == 1)
      table.delegate = plain
      #expect(hasPress(table))  // the same class: still implements it
    }
    table.delegate = nil
    #expect(!hasPress(table))
    let grid = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480),
      collectionViewLayout: UICollectionViewFlowLayout())
    #expect(!hasPress(grid))
    let source = ContextMenuGridSource()
    grid.delegate = source
    #expect(!hasPress(grid))
    let runtime = ObjectiveCRuntime([
      ObjCClassMethods(
        ContextMenuGridSource.self,
        [
          ObjCMethod(
            "collectionView:contextMenuConfigurationForItemAt:point:", arity: 3
          ) { _, _ in () as Any }
        ])
    ])
    ObjectiveCRuntime.$current.withValue(runtime) {
      grid.delegate = source
      #expect(hasPress(grid))
    }
  }
}
