import UIKit

/// An inbox of eight messages in swipeable cells: swiping a row left reveals Flag and Delete;
/// a long swipe deletes the row (destructive expansion), as mail apps do.
final class SwipeMailHost: UITableViewController, SwipeTableViewCellDelegate {
  private var subjects = (1...8).map { "Message \($0)" }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.accessibilityIdentifier = "inbox"
    tableView.register(SwipeTableViewCell.self, forCellReuseIdentifier: "mail")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    subjects.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "mail", for: indexPath)
    guard let swipeable = cell as? SwipeTableViewCell else { return cell }
    swipeable.delegate = self
    swipeable.textLabel?.text = subjects[indexPath.row]
    return swipeable
  }

  func tableView(
    _ tableView: UITableView, editActionsForRowAt indexPath: IndexPath,
    for orientation: SwipeActionsOrientation
  ) -> [SwipeAction]? {
    guard orientation == .right else { return nil }
    let delete = SwipeAction(style: .destructive, title: "Delete") { [weak self] _, indexPath in
      guard let self else { return }
      print("deleted \(self.subjects[indexPath.row])")
      self.subjects.remove(at: indexPath.row)
    }
    let flag = SwipeAction(style: .default, title: "Flag") { [weak self] action, indexPath in
      print("flagged \(self?.subjects[indexPath.row] ?? "")")
      action.hidesWhenSelected = true
    }
    flag.backgroundColor = .systemOrange
    return [delete, flag]
  }

  func tableView(
    _ tableView: UITableView, editActionsOptionsForRowAt indexPath: IndexPath,
    for orientation: SwipeActionsOrientation
  ) -> SwipeOptions {
    var options = SwipeOptions()
    options.expansionStyle = .destructive
    options.transitionStyle = .border
    return options
  }
}
