import Foundation
import Testing

@testable import GestureCore

/// A controller subclass written as in UIKit: its overrides answer for its table.
@MainActor
private final class FruitController: UITableViewController {
  var chosen: [Int] = []
  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
  }
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    5
  }
  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
    cell.textLabel?.text = ["Apple", "Pear", "Plum", "Fig", "Kiwi"][indexPath.row]
    return cell
  }
  override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  { 50 }
  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    chosen.append(indexPath.row)
  }
}

@Suite("UITableViewController: its table is its view, its overrides answer")
@MainActor
struct TableViewControllerTests {
  @Test("The table is the view, with the controller's overrides as data source and delegate")
  func overridesAnswer() {
    let harness = GestureHarness()
    let controller = FruitController(style: .insetGrouped)
    #expect(controller.tableView === controller.view)
    #expect(controller.tableView.style == .insetGrouped)
    controller.view.frame = harness.root.bounds
    harness.root.addSubview(controller.view)
    controller.tableView.layoutIfNeeded()
    #expect(controller.tableView.visibleCells.count == 5)
    // Grouped: a 35 pt header above the rows; rows inset 20 pt each side.
    #expect(
      controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.frame
        == CGRect(x: 20, y: 85, width: 335, height: 50))
    harness.down(100, 150, at: 0.1)
    harness.up(100, 150, at: 0.2)
    harness.run(for: 0.4)
    #expect(controller.chosen == [2])
    controller.viewWillAppear(false)
    #expect(controller.tableView.indexPathForSelectedRow == nil)
  }
}
