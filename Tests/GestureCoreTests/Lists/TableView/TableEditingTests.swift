import Foundation
import Testing

@testable import GestureCore

/// A data source that deletes, inserts and moves its items, logging what the table tells it.
@MainActor
final class EditingTableSource: NSObject, UITableViewDataSource, UITableViewDelegate {
  var items: [String]
  var log: [String] = []
  var style: UITableViewCell.EditingStyle = .delete
  var indents: (IndexPath) -> Bool = { _ in true }
  var editable: (IndexPath) -> Bool = { _ in true }
  var target: ((IndexPath, IndexPath) -> IndexPath)?
  weak var table: UITableView?

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
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    editable(indexPath)
  }
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    log.append("commit \(editingStyle == .insert ? "insert" : "delete") \(indexPath.row)")
    if editingStyle == .delete {
      items.remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .fade)
    } else {
      items.insert("New", at: indexPath.row)
      tableView.insertRows(at: [indexPath], with: .fade)
    }
  }
  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    log.append("move \(sourceIndexPath.row) to \(destinationIndexPath.row)")
    items.insert(items.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
  }
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
  func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  { style }
  func tableView(
    _ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath
  ) -> Bool { indents(indexPath) }
  func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? { "Remove" }
  func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath {
    log.append("target \(sourceIndexPath.row) proposed \(proposedDestinationIndexPath.row)")
    return target?(sourceIndexPath, proposedDestinationIndexPath) ?? proposedDestinationIndexPath
  }
  func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
    log.append("willBeginEditing \(indexPath.row)")
  }
}

@Suite("UITableView: editing mode")
@MainActor
struct TableEditingTests {
  /// The method tables the tool generates for the source: which requirements its class
  /// implements (`commit`, `moveRowAt`; `editingStyleForRowAt` when `styled`).
  private func runtime(moves: Bool = true, styled: Bool = false) -> ObjectiveCRuntime {
    var methods = [ObjCMethod("tableView:commit:forRowAt:", arity: 3) { _, _ in () as Any }]
    if moves {
      methods.append(ObjCMethod("tableView:moveRowAt:to:", arity: 3) { _, _ in () as Any })
    }
    if styled {
      methods.append(ObjCMethod("tableView:editingStyleForRowAt:", arity: 2) { _, _ in () as Any })
    }
    return ObjectiveCRuntime([ObjCClassMethods(EditingTableSource.self, methods)])
  }

  private func makeTable(_ harness: GestureHarness, _ source: EditingTableSource) -> UITableView {
    let table = UITableView(frame: harness.root.bounds, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    table.contentInsetAdjustmentBehavior = .never
    table.dataSource = source
    table.delegate = source
    source.table = table
    harness.root.addSubview(table)
    table.layoutIfNeeded()
    return table
  }

  @Test("Editing indents the content by 38 pt, adds the delete control and the reorder grip")
  func editingFrames() throws {
    let harness = GestureHarness()
    let source = EditingTableSource(5)
    source.indents = { $0.row != 2 }
    source.editable = { $0.row != 3 }
    try ObjectiveCRuntime.$current.withValue(runtime()) {
      let table = makeTable(harness, source)
      table.setEditing(true, animated: false)
      table.layoutIfNeeded()
      let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
      cell.layoutIfNeeded()
      #expect(cell.isEditing)
      #expect(cell.editingStyle == .delete)
      #expect(cell.showsReorderControl)
      // 375 wide, 44 tall less the 0.5 pt separator: content 38…337, control 0…38, grip
      // 337…375; the label 16 pt into the content; the separator from 16 + 38.
      #expect(cell.contentView.frame == CGRect(x: 38, y: 0, width: 299, height: 43.5))
      #expect(cell.editingControl?.frame == CGRect(x: 0, y: 0, width: 38, height: 43.5))
      #expect(cell.editingControl?.circle.center == CGPoint(x: 19, y: 21.75))
      #expect(cell.editingControl?.circle.bounds.size == CGSize(width: 22, height: 22))
      #expect(cell.reorderControl?.frame == CGRect(x: 337, y: 0, width: 38, height: 43.5))
      #expect(cell.textLabel?.frame.minX == 16)
      #expect(cell.separatorView.frame.minX == 54)
      // Row 2: the delegate says no indent; the control is drawn over the content.
      let flat = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
      flat.layoutIfNeeded()
      #expect(flat.contentView.frame == CGRect(x: 0, y: 0, width: 337, height: 43.5))
      #expect(flat.editingControl != nil)
      // Row 3 cannot be edited: no editing mode at all.
      let fixed = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)))
      fixed.layoutIfNeeded()
      #expect(!fixed.isEditing)
      #expect(fixed.contentView.frame == CGRect(x: 0, y: 0, width: 375, height: 43.5))
      #expect(fixed.editingControl == nil && fixed.reorderControl == nil)
      // Leaving editing mode takes everything away.
      table.setEditing(false, animated: false)
      cell.layoutIfNeeded()
      #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 375, height: 43.5))
      #expect(cell.editingControl == nil && cell.reorderControl == nil)
      #expect(!cell.subviews.contains { $0 is TableEditingControl || $0 is TableReorderControl })
    }
  }

  @Test("Animated, the control slides in from −38 pt over 0.3 s, halfway at 0.15 s")
  func editingAnimates() throws {
    let harness = GestureHarness()
    let source = EditingTableSource(3)
    try ObjectiveCRuntime.$current.withValue(runtime(moves: false)) {
      let table = makeTable(harness, source)
      table.setEditing(true, animated: true)
      let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
      let control = try #require(cell.editingControl)
      #expect(cell.reorderControl == nil)  // no moveRowAt: no grip
      #expect(control.center.x == 19)
      harness.window.scheduler.advance(to: 0.15)
      #expect(abs(control.presentation.center.x - 0) < 1e-9)  // −19 → 19, ease in-out
      harness.window.scheduler.advance(to: 0.3)
      #expect(control.presentation.center.x == 19)
      #expect(cell.contentView.frame.minX == 38)
    }
  }

  @Test("Leaving editing, the disclosure indicator fades in at its place, not from the origin")
  func accessoryReturnsInPlace() throws {
    let harness = GestureHarness()
    let source = EditingTableSource(3)
    try ObjectiveCRuntime.$current.withValue(runtime()) {
      let table = makeTable(harness, source)
      let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
      cell.accessoryType = .disclosureIndicator
      table.layoutIfNeeded()
      let resting = try #require(cell.subviews.first { $0 is TableAccessoryView }).frame
      table.setEditing(true, animated: false)
      table.layoutIfNeeded()
      #expect(!cell.subviews.contains { $0 is TableAccessoryView })  // the grip stands there
      table.setEditing(false, animated: true)
      table.layoutIfNeeded()
      let part = try #require(cell.subviews.first { $0 is TableAccessoryView })
      #expect(part.frame == resting)
      harness.window.scheduler.advance(to: 0.15)
      #expect(part.presentation.center == CGPoint(x: resting.midX, y: resting.midY))
      #expect(abs(part.presentation.alpha - 0.5) < 1e-9)  // 0 → 1, ease in-out, halfway
      harness.window.scheduler.advance(to: 0.3)
      #expect(part.presentation.alpha == 1)
    }
  }

  @Test("Without commit or moveRowAt the rows show no control and no grip, only the indent")
  func noImplementationsNoControls() throws {
    let harness = GestureHarness()
    let source = EditingTableSource(2)
    try ObjectiveCRuntime.$current.withValue(ObjectiveCRuntime([])) {
      let table = makeTable(harness, source)
      table.setEditing(true, animated: false)
      let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
      cell.layoutIfNeeded()
      #expect(cell.editingStyle == .none)
      #expect(cell.editingControl == nil && cell.reorderControl == nil)
      #expect(cell.contentView.frame.minX == 38)
    }
  }

  @Test("A tap on the delete control turns it and shows Remove; a tap on that deletes the row")
  func deleteThroughControl() throws {
    let harness = GestureHarness()
    let source = EditingTableSource(5)
    try ObjectiveCRuntime.$current.withValue(runtime()) {
      let table = makeTable(harness, source)
      table.setEditing(true, animated: false)
      table.layoutIfNeeded()
      let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
      let below = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
      // Row 1 spans 44…88; its circle is centred at (19, 65.75). The button then spans
      // 301…375 (74 pt).
      harness.down(19, 66, at: 0.1)
      harness.up(19, 66, at: 0.15)
      harness.down(338, 66, at: 1.0)
      harness.up(338, 66, at: 1.05)
      let simulation = Simulation(
        window: harness.window, framesPerSecond: 60, duration: 1.6, input: harness.inputs)
      var events: [String] = []
      var frameCount = 0
      while let frame = simulation.nextFrame() {
        events += frame.events.filter {
          $0.kind == "tableView.commitEditing" || $0.kind == "tableView.swipeAction"
        }.map(\.detail)
        frameCount += 1
        if frameCount == 50 {  // 0.82 s: confirming
          #expect(cell.showingDeleteConfirmation)
          #expect(cell.swipeOffset == -74)
          #expect(
            cell.editingControl?.circle.transform == CGAffineTransform(rotationAngle: -.pi / 2))
          // The control stays; the content narrows to the button (375 − 38 − 74), the grip
          // hides.
          #expect(cell.editingControl?.frame.minX == 0)
          #expect(cell.contentView.frame == CGRect(x: 38, y: 0, width: 263, height: 43.5))
          #expect(cell.reorderControl?.alpha == 0)
          let title =
            cell.subviews.compactMap { $0 as? SwipeActionsView }.first?
            .buttons.first?.subviews.first as? UILabel
          #expect(title?.text == "Remove")
          #expect(source.items.count == 5)
        }
      }
      #expect(source.items == ["Item 0", "Item 2", "Item 3", "Item 4"])
      #expect(source.log == ["commit delete 1"])  // no willBeginEditing in editing mode
      #expect(events == ["row 0/1 'Remove'", "delete row 0/1"])
      #expect(table.indexPath(for: below) == IndexPath(row: 1, section: 0))
      #expect(below.frame.minY == 44)
    }
  }

  @Test("A tap on the green insert control commits an insertion at once")
  func insertThroughControl() throws {
    let harness = GestureHarness()
    let source = EditingTableSource(3)
    source.style = .insert
    try ObjectiveCRuntime.$current.withValue(runtime(styled: true)) {
      let table = makeTable(harness, source)
      table.setEditing(true, animated: false)
      table.layoutIfNeeded()
      let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
      #expect(cell.editingStyle == .insert)
      #expect(cell.editingControl?.circle.backgroundColor == .systemGreen)
      harness.down(19, 110, at: 0.1)
      harness.up(19, 110, at: 0.15)
      harness.run(for: 0.6)
      #expect(source.log == ["commit insert 2"])
      #expect(source.items == ["Item 0", "Item 1", "New", "Item 2"])
    }
  }

  /// Drags row 0's grip (x 356) from y 22 down by `distance` in 0.3 s, then lifts.
  private func drag(_ harness: GestureHarness, by distance: CGFloat) {
    harness.down(356, 22, at: 0.1)
    for step in 1...18 {
      harness.move(356, 22 + CGFloat(step) * distance / 18, at: 0.1 + Double(step) / 60)
    }
    harness.up(356, 22 + distance, at: 0.45)
  }

  @Test("Dragging the grip lifts the row, moves the others aside; the drop calls moveRowAt")
  func reorderByGrip() throws {
    let harness = GestureHarness()
    let source = EditingTableSource(5)
    try ObjectiveCRuntime.$current.withValue(runtime()) {
      let table = makeTable(harness, source)
      table.setEditing(true, animated: false)
      table.layoutIfNeeded()
      let dragged = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
      let second = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
      let third = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
      // 90 pt down: the row's middle at 22 + 90 = 112, past row 2's middle (110), before
      // row 3's (154): the proposed place is row 2.
      drag(harness, by: 90)
      let simulation = Simulation(
        window: harness.window, framesPerSecond: 60, duration: 1.2, input: harness.inputs)
      var moves: [String] = []
      var frameCount = 0
      while let frame = simulation.nextFrame() {
        moves += frame.events("tableView.moveRow").map(\.detail)
        frameCount += 1
        if frameCount == 27 {  // 0.43 s: still held, 90 pt down (the last move, at 0.4 s)
          #expect(dragged.frame.minY == 90)
          #expect(dragged.layer.shadowOpacity == 0.25)
          #expect(second.frame.minY == 0)
          #expect(third.frame.minY == 44)
          #expect(source.items.first == "Item 0")
        }
      }
      #expect(moves == ["row 0/0 to row 0/2"])
      #expect(source.log.last == "move 0 to 2")
      #expect(source.items == ["Item 1", "Item 2", "Item 0", "Item 3", "Item 4"])
      #expect(table.indexPath(for: dragged) == IndexPath(row: 2, section: 0))
      #expect(table.indexPath(for: second) == IndexPath(row: 0, section: 0))
      #expect(dragged.frame.minY == 88)
      #expect(dragged.presentation.center.y == 110)
      #expect(dragged.layer.shadowOpacity == 0)
    }
  }

  @Test("The delegate's targetIndexPathForMoveFromRowAt redirects the drop")
  func reorderTargetRedirected() throws {
    let harness = GestureHarness()
    let source = EditingTableSource(5)
    source.target = { _, proposed in IndexPath(row: min(proposed.row, 1), section: 0) }
    ObjectiveCRuntime.$current.withValue(runtime()) {
      let table = makeTable(harness, source)
      table.setEditing(true, animated: false)
      table.layoutIfNeeded()
      drag(harness, by: 140)
      harness.run(for: 1.2)
      #expect(source.log.contains("target 0 proposed 3"))
      #expect(source.log.last == "move 0 to 1")
      #expect(source.items == ["Item 1", "Item 0", "Item 2", "Item 3", "Item 4"])
    }
  }

  @Test("editButtonItem says Edit, then Done (bold) while editing; its tap toggles the table")
  func editButtonItemToggles() throws {
    let controller = UITableViewController(style: .plain)
    controller.loadViewIfNeeded()
    let item = controller.editButtonItem
    #expect(item === controller.editButtonItem)
    #expect(item.title == "Edit" && item.style == .plain)
    let action = try #require(item.builtInAction)
    action(item)
    #expect(controller.isEditing && controller.tableView.isEditing)
    #expect(item.title == "Done" && item.style == .done)
    action(item)
    #expect(!controller.isEditing && !controller.tableView.isEditing)
    #expect(item.title == "Edit" && item.style == .plain)
  }
}
