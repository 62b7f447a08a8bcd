import UIKit

/// A packing list an iOS engineer edits in place: the navigation bar's Edit button turns on
/// editing mode; each row shows the red delete control and the reorder grip; deleting a row
/// goes through the control and its Delete button, reordering through the grip.
final class PackingListViewController: UITableViewController {
  private var items = [
    "Passport", "Charger", "Toothbrush", "Sunglasses", "Umbrella", "Headphones", "Book",
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Packing"
    navigationItem.rightBarButtonItem = editButtonItem
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "item")
    tableView.rowHeight = 52
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  override func tableView(
    _ tableView: UITableView, cellForRowAt indexPath: IndexPath
  ) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = items[indexPath.row]
    cell.contentConfiguration = content
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete else { return }
    items.remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }

  override func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    let item = items.remove(at: sourceIndexPath.row)
    items.insert(item, at: destinationIndexPath.row)
  }
}
