import Foundation
import Testing

@testable import GestureCore

/// A list that drags its rows: data source, drag delegate and drop delegate, logging what the
/// table asks. Which optional methods it "implements" is the method table each test gives.
@MainActor
final class DragDropTableSource: NSObject, UITableViewDataSource, UITableViewDragDelegate,
  UITableViewDropDelegate
{
  var items: [String]
  var log: [String] = []
  var operation: UIDropOperation = .move
  /// Whether `performDropWith` lands the preview with `coordinator.drop(_:toRowAt:)`.
  var lands = true

  init(_ count: Int) {
    items = (0..<count).map { "Item \($0)" }
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.textLabel?.text = items[indexPath.row]
    return cell
  }
  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    log.append("move \(sourceIndexPath.row) to \(destinationIndexPath.row)")
    items.insert(items.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
  }

  func tableView(
    _ tableView: UITableView, itemsForBeginning session: any UIDragSession,
    at indexPath: IndexPath
  ) -> [UIDragItem] {
    log.append("itemsForBeginning \(indexPath.row)")
    let item = UIDragItem(itemProvider: NSItemProvider(object: items[indexPath.row] as NSString))
    item.localObject = items[indexPath.row]
    return [item]
  }
  func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession) {
    log.append("dragSessionWillBegin")
  }
  func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession) {
    log.append("dragSessionDidEnd")
  }

  func tableView(
    _ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator
  ) {
    guard let destination = coordinator.destinationIndexPath, let item = coordinator.items.first,
      let source = item.sourceIndexPath
    else { return }
    log.append(
      "performDrop \(source.row) to \(destination.row) \(item.dragItem.localObject as? String ?? "")"
    )
    items.insert(items.remove(at: source.row), at: destination.row)
    tableView.performBatchUpdates {
      tableView.deleteRows(at: [source], with: .automatic)
      tableView.insertRows(at: [destination], with: .automatic)
    }
    if lands { coordinator.drop(item.dragItem, toRowAt: destination) }
  }
  func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession) {
    log.append("dropSessionDidEnter")
  }
  func tableView(
    _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UITableViewDropProposal {
    UITableViewDropProposal(operation: operation, intent: .insertAtDestinationIndexPath)
  }
  func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession) {
    log.append("dropSessionDidExit")
  }
  func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession) {
    log.append("dropSessionDidEnd")
  }
}

@Suite("UITableView: drag and drop")
@MainActor
struct TableDragDropTests {
  /// The method tables of the source: `moveRowAt` (the reorder shortcut), the proposal method,
  /// and any others named.
  private func runtime(moves: Bool, proposes: Bool, others: [Selector] = []) -> ObjectiveCRuntime {
    var methods: [ObjCMethod] = []
    if moves {
      methods.append(ObjCMethod("tableView:moveRowAt:to:", arity: 3) { _, _ in () as Any })
    }
    if proposes {
      methods.append(
        ObjCMethod("tableView:dropSessionDidUpdate:withDestinationIndexPath:", arity: 3) { _, _ in
          () as Any
        })
    }
    for selector in others {
      methods.append(ObjCMethod(selector, arity: 2) { _, _ in () as Any })
    }
    return ObjectiveCRuntime([ObjCClassMethods(DragDropTableSource.self, methods)])
  }

  private func makeTable(
    _ harness: GestureHarness, _ source: DragDropTableSource, enabled: Bool = true
  ) -> UITableView {
    let table = UITableView(frame: harness.root.bounds, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    table.contentInsetAdjustmentBehavior = .never
    table.rowHeight = 44
    table.dataSource = source
    table.dragDelegate = source
    table.dropDelegate = source
    table.dragInteractionEnabled = enabled
    harness.root.addSubview(table)
    table.layoutIfNeeded()
    return table
  }

  /// Presses (100, `from`) at 0.1 s (the drag lifts at 0.6 s), moves to (100, `to`) from 0.7 s
  /// to 1.0 s in 18 steps, and lifts at 1.5 s.
  private func drag(_ harness: GestureHarness, from: CGFloat, to: CGFloat) {
    harness.down(100, from, at: 0.1)
    for step in 1...18 {
      harness.move(100, from + CGFloat(step) * (to - from) / 18, at: 0.7 + Double(step) / 60)
    }
    harness.up(100, to, at: 1.5)
  }

  private func platter(in harness: GestureHarness) -> DragPreviewPlatter? {
    harness.window.subviews.compactMap { $0 as? DragPreviewPlatter }.first
  }

  @Test("Row 0 dragged to slot 3 of six lifts, opens the gap there; moveRowAt gives the order")
  func reorderShortcut() throws {
    let harness = GestureHarness()
    let source = DragDropTableSource(6)
    try ObjectiveCRuntime.$current.withValue(runtime(moves: true, proposes: false)) {
      let table = makeTable(harness, source)
      let dragged = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
      let rows = try (1..<6).map {
        try #require(table.cellForRow(at: IndexPath(row: $0, section: 0)))
      }
      // The lifted row's middle follows the finger (grabbed at its middle, y 22) to 170:
      // past row 3's middle (154), before row 4's (198): slot 4 − 1 = 3 without the row.
      drag(harness, from: 22, to: 170)
      let simulation = Simulation(
        window: harness.window, framesPerSecond: 60, duration: 2.0, input: harness.inputs)
      var events: [String] = []
      var count = 0
      while let frame = simulation.nextFrame() {
        events += frame.events.filter { $0.kind.hasPrefix("tableView.") }.map {
          "\($0.kind) \($0.detail)"
        }
        count += 1
        if count == 85 {  // 1.4 s: held at 170, the gap open for 0.4 s
          #expect(table.hasActiveDrag)
          #expect(dragged.isHidden)
          #expect(dragged.frame.minY == 132)
          #expect(rows.map(\.frame.minY) == [0, 44, 88, 176, 220])
          let lifted = try #require(platter(in: harness))
          #expect(lifted.center == CGPoint(x: 187.5, y: 170))
          #expect(abs(lifted.transform.a - 1.05) < 1e-9)
          #expect(lifted.layer.shadowOpacity == 0.25)
          #expect(source.items.first == "Item 0")
        }
        if count == 100 {  // 1.65 s: halfway through the landing on row 3 (centre 154)
          let lifted = try #require(platter(in: harness))
          #expect(abs(lifted.presentation.center.y - 162) < 1e-9)
          #expect(abs(lifted.presentation.transform.a - 1.025) < 1e-9)
        }
      }
      #expect(
        events == ["tableView.dragBegan row 0/0: 1 item", "tableView.moveRow row 0/0 to row 0/3"])
      #expect(
        source.log == [
          "itemsForBeginning 0", "dragSessionWillBegin", "dropSessionDidEnter", "move 0 to 3",
          "dropSessionDidEnd", "dragSessionDidEnd",
        ])
      #expect(source.items == ["Item 1", "Item 2", "Item 3", "Item 0", "Item 4", "Item 5"])
      #expect(table.indexPath(for: dragged) == IndexPath(row: 3, section: 0))
      #expect(dragged.frame.minY == 132)
      #expect(!dragged.isHidden)
      #expect(!dragged.isHighlighted && !dragged.isSelected)
      #expect(rows.map(\.frame.minY) == [0, 44, 88, 176, 220])
      #expect(platter(in: harness) == nil)
      #expect(!table.hasActiveDrag)
    }
  }

  @Test("performDropWith gets the destination and the source; the preview lands on the new row")
  func performDrop() throws {
    let harness = GestureHarness()
    let source = DragDropTableSource(6)
    try ObjectiveCRuntime.$current.withValue(runtime(moves: false, proposes: true)) {
      let table = makeTable(harness, source)
      // Row 4 (middle 198) up to 50: past row 0's middle (22), before row 1's (66): slot 1.
      drag(harness, from: 198, to: 50)
      let frames = harness.run(for: 2.0)
      let events = frames.flatMap { $0.events("tableView.performDrop") }.map(\.detail)
      #expect(events == ["1 item from row 0/4 to row 0/1"])
      #expect(source.log.contains("performDrop 4 to 1 Item 4"))
      #expect(!source.log.contains { $0.hasPrefix("move") })
      #expect(source.items == ["Item 0", "Item 4", "Item 1", "Item 2", "Item 3", "Item 5"])
      let landed = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
      #expect(landed.textLabel?.text == "Item 4")
      #expect(landed.frame.minY == 44)
      #expect(!landed.isHidden)
      #expect(platter(in: harness) == nil)
      #expect(source.log.suffix(2) == ["dropSessionDidEnd", "dragSessionDidEnd"])
    }
  }

  @Test("A forbidden proposal opens no gap; the lift sends the preview back and drops nothing")
  func forbiddenCancels() throws {
    let harness = GestureHarness()
    let source = DragDropTableSource(6)
    source.operation = .forbidden
    try ObjectiveCRuntime.$current.withValue(runtime(moves: true, proposes: true)) {
      let table = makeTable(harness, source)
      let dragged = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
      let fourth = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)))
      drag(harness, from: 22, to: 170)
      let simulation = Simulation(
        window: harness.window, framesPerSecond: 60, duration: 2.0, input: harness.inputs)
      var events: [String] = []
      var count = 0
      while let frame = simulation.nextFrame() {
        events += frame.events.filter { $0.kind.hasPrefix("tableView.") }.map(\.kind)
        count += 1
        if count == 85 {
          #expect(dragged.isHidden)
          #expect(dragged.frame.minY == 0)
          #expect(fourth.frame.minY == 132)
        }
      }
      #expect(events == ["tableView.dragBegan", "tableView.dragCancelled"])
      #expect(source.items == (0..<6).map { "Item \($0)" })
      #expect(!source.log.contains { $0.hasPrefix("move") || $0.hasPrefix("performDrop") })
      #expect(!dragged.isHidden)
      #expect(dragged.frame.minY == 0)
      #expect(platter(in: harness) == nil)
    }
  }

  @Test(
    "Leaving the table tells the drop delegate and closes the gap; a lift outside drops nothing")
  func leavingTheTableCancels() throws {
    let harness = GestureHarness()
    let source = DragDropTableSource(4)
    try ObjectiveCRuntime.$current.withValue(runtime(moves: true, proposes: false)) {
      let table = makeTable(harness, source)
      table.frame = CGRect(x: 0, y: 0, width: 375, height: 176)
      table.layoutIfNeeded()
      let second = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
      // To y 300, below the 176 pt table: the drag leaves it on the way.
      drag(harness, from: 22, to: 300)
      let frames = harness.run(for: 2.0)
      let events = frames.flatMap(\.events).filter { $0.kind.hasPrefix("tableView.") }.map(\.kind)
      #expect(events == ["tableView.dragBegan", "tableView.dragCancelled"])
      #expect(
        source.log == [
          "itemsForBeginning 0", "dragSessionWillBegin", "dropSessionDidEnter",
          "dropSessionDidExit",
          "dropSessionDidEnd", "dragSessionDidEnd",
        ])
      #expect(source.items == (0..<4).map { "Item \($0)" })
      #expect(second.frame.minY == 44)
      #expect(!table.hasActiveDrag)
    }
  }

  @Test("Without dragInteractionEnabled (false on iPhone) a long press drags nothing")
  func disabledByDefault() throws {
    #expect(!UITableView(frame: .zero, style: .plain).dragInteractionEnabled)
    let harness = GestureHarness()
    let source = DragDropTableSource(6)
    ObjectiveCRuntime.$current.withValue(runtime(moves: true, proposes: false)) {
      let table = makeTable(harness, source, enabled: false)
      drag(harness, from: 22, to: 170)
      let frames = harness.run(for: 2.0)
      #expect(frames.flatMap { $0.events("tableView.dragBegan") }.isEmpty)
      #expect(source.log.isEmpty)
      #expect(!table.hasActiveDrag)
    }
  }

  @Test("A delegate method the model does not call is a warning in the timeline")
  func unmodelledMethodWarns() throws {
    let harness = GestureHarness()
    let source = DragDropTableSource(6)
    let others: [Selector] = ["tableView:dragPreviewParametersForRowAt:"]
    ObjectiveCRuntime.$current.withValue(runtime(moves: true, proposes: false, others: others))
    {
      _ = makeTable(harness, source)
      drag(harness, from: 22, to: 170)
      let frames = harness.run(for: 2.0)
      let warnings = frames.flatMap { $0.events("tableView.unsupported") }.map(\.detail)
      #expect(warnings == ["tableView:dragPreviewParametersForRowAt: is not called"])
    }
  }

  @Test("NSItemProvider offers its object's types; UIDragItem keeps its local object")
  func itemProvider() {
    let provider = NSItemProvider(object: "Milk" as NSString)
    #expect(provider.registeredTypeIdentifiers == ["public.utf8-plain-text", "public.plain-text"])
    #expect(provider.hasItemConformingToTypeIdentifier("public.plain-text"))
    #expect(provider.canLoadObject(ofClass: NSString.self))
    #expect(!provider.canLoadObject(ofClass: NSURL.self))
    #expect(NSItemProvider().registeredTypeIdentifiers.isEmpty)
    let item = UIDragItem(itemProvider: provider)
    item.localObject = 7
    #expect(item.localObject as? Int == 7)
    #expect(item.itemProvider === provider)
  }
}
