import UIKit

/// A list of fruit with a search field in the navigation bar, as a table view controller
/// usually does it: a UISearchController in the navigation item, the controller itself
/// updating the results by filtering its own rows.
final class FruitSearchViewController: UITableViewController, UISearchResultsUpdating,
  UISearchBarDelegate
{
  private let fruits = [
    "Apple", "Apricot", "Avocado", "Banana", "Blackberry", "Blueberry", "Cherry", "Coconut",
    "Cranberry", "Date", "Fig", "Grape", "Grapefruit", "Guava", "Kiwi", "Lemon", "Lime",
    "Lychee", "Mango", "Melon", "Nectarine", "Orange", "Papaya", "Peach", "Pear", "Pineapple",
    "Plum", "Pomegranate", "Raspberry", "Strawberry",
  ]
  private var shown: [String] = []
  private let searchController = UISearchController(searchResultsController: nil)

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Fruit"
    shown = fruits
    tableView.accessibilityIdentifier = "fruits"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Fruit")

    searchController.searchResultsUpdater = self
    searchController.obscuresBackgroundDuringPresentation = false
    searchController.searchBar.placeholder = "Search Fruit"
    searchController.searchBar.delegate = self
    searchController.searchBar.searchTextField.accessibilityIdentifier = "search"
    navigationItem.searchController = searchController
    definesPresentationContext = true

    navigationController?.navigationBar.accessibilityIdentifier = "bar"
    navigationController?.navigationBar.prefersLargeTitles = true
  }

  func updateSearchResults(for searchController: UISearchController) {
    let query = searchController.searchBar.text ?? ""
    shown = query.isEmpty ? fruits : fruits.filter { $0.localizedCaseInsensitiveContains(query) }
    tableView.reloadData()
    print("\(shown.count) fruit for \"\(query)\"")
  }

  func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
    print("search cancelled")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    shown.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
    cell.textLabel?.text = shown[indexPath.row]
    return cell
  }
}
