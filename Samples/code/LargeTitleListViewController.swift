import UIKit

/// A mailbox as many apps start one: a table view controller in a navigation controller whose
/// bar prefers large titles, styled with bar appearances (an opaque bar with indigo titles
/// once the list scrolls under it; the iOS 15 default, a transparent bar, at the top).
final class LargeTitleListViewController: UITableViewController {
  private let senders = [
    "Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald", "Margaret", "Ken", "Dennis", "Frances",
    "John", "Radia", "Leslie", "Niklaus", "Tony", "Shafi", "Butler", "Fran", "Bjarne", "Guido",
    "Anita", "Vint", "Sophie", "Robin", "Hedy",
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Inbox"
    tableView.accessibilityIdentifier = "inbox"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Message")

    guard let bar = navigationController?.navigationBar else { return }
    bar.accessibilityIdentifier = "bar"
    bar.prefersLargeTitles = true
    let appearance = UINavigationBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.backgroundColor = .systemBackground
    appearance.titleTextAttributes = [.foregroundColor: UIColor.systemIndigo]
    appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.systemIndigo]
    bar.standardAppearance = appearance
    let edge = UINavigationBarAppearance()
    edge.configureWithTransparentBackground()
    edge.titleTextAttributes = [.foregroundColor: UIColor.systemIndigo]
    edge.largeTitleTextAttributes = [.foregroundColor: UIColor.systemIndigo]
    bar.scrollEdgeAppearance = edge
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    senders.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Message", for: indexPath)
    cell.textLabel?.text = "\(senders[indexPath.row]): lunch on Friday?"
    return cell
  }
}
