import UIKit

/// A settings-like list whose rows draw their backgrounds with background configurations: a
/// rounded, inset card with an outline for the highlighted plan, plain rows, and a clear row
/// showing the table's colour; separators measured from the automatic inset.
final class ListBackgroundsViewController: UITableViewController {
  private let plans = ["Pro plan", "Storage", "Family sharing", "Receipts", "Sign out"]

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.accessibilityIdentifier = "plans"
    tableView.backgroundColor = .systemGroupedBackground
    tableView.separatorInsetReference = .fromAutomaticInsets
    tableView.separatorInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Plan")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    plans.count
  }

  override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath)
    -> CGFloat
  {
    indexPath.row == 0 ? 72 : 44
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Plan", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = plans[indexPath.row]
    cell.contentConfiguration = content
    switch indexPath.row {
    case 0:
      var background = UIBackgroundConfiguration.listGroupedCell()
      background.backgroundColor = .systemYellow
      background.cornerRadius = 12
      background.backgroundInsets = NSDirectionalEdgeInsets(
        top: 8, leading: 16, bottom: 8, trailing: 16)
      background.strokeColor = .systemOrange
      background.strokeWidth = 2
      background.strokeOutset = 2
      cell.backgroundConfiguration = background
    case plans.count - 1:
      cell.backgroundConfiguration = .clear()
    default:
      cell.backgroundConfiguration = .listPlainCell()
    }
    return cell
  }
}
