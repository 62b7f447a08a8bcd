import UIKit

/// The list of a storyboard app as Xcode starts it: a table view controller whose rows come
/// from the storyboard's prototype cell, and a show segue to the item screen.
class GroceryListViewController: UITableViewController {
  let items = [("Apples", "Produce"), ("Bread", "Bakery"), ("Milk", "Dairy"), ("Rice", "Aisle 4")]

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.accessibilityIdentifier = "groceries"
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "ItemCell", for: indexPath)
    cell.textLabel?.text = items[indexPath.row].0
    cell.detailTextLabel?.text = items[indexPath.row].1
    return cell
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    guard segue.identifier == "showItem",
      let item = segue.destination as? GroceryItemViewController,
      let indexPath = tableView.indexPathForSelectedRow
    else { return }
    item.name = items[indexPath.row].0
    print("prepare \(segue.identifier!) for row \(indexPath.row)")
  }
}
