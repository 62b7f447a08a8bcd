import UIKit

/// A mail-style inbox: a table of messages grouped by day, each row a subtitle cell with the
/// sender and the subject; a trailing swipe shows "Archive" and "Delete", and a full swipe
/// deletes the message.
final class MailListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  private let tableView = UITableView(frame: .zero, style: .plain)
  private var days: [(title: String, messages: [(sender: String, subject: String)])] = [
    (
      "Today",
      [
        ("Anna Schmidt", "Lunch on Friday?"), ("Build Bot", "Nightly build passed"),
        ("Marco Rossi", "Slides for the review"), ("Li Wei", "Re: flight times"),
        ("Design Team", "New icons are in"),
      ]
    ),
    (
      "Yesterday",
      [
        ("Sofia García", "Invoice #2291"), ("Tom Baker", "Weekend plans"),
        ("Calendar", "Reminder: dentist"), ("Priya Patel", "Notes from the call"),
        ("Newsletter", "This week in Swift"),
      ]
    ),
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.frame = view.bounds
    tableView.accessibilityIdentifier = "inbox"
    tableView.register(MessageCell.self, forCellReuseIdentifier: "message")
    tableView.rowHeight = 60
    tableView.dataSource = self
    tableView.delegate = self
    view.addSubview(tableView)
  }

  func numberOfSections(in tableView: UITableView) -> Int { days.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    days[section].messages.count
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    days[section].title
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
    let message = days[indexPath.section].messages[indexPath.row]
    cell.textLabel?.text = message.sender
    cell.detailTextLabel?.text = message.subject
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
      self.days[indexPath.section].messages.remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .automatic)
      print("deleted \(indexPath.section)/\(indexPath.row)")
      done(true)
    }
    let archive = UIContextualAction(style: .normal, title: "Archive") { _, _, done in
      print("archived \(indexPath.section)/\(indexPath.row)")
      done(true)
    }
    archive.backgroundColor = .systemIndigo
    return UISwipeActionsConfiguration(actions: [delete, archive])
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    print("opened \(days[indexPath.section].messages[indexPath.row].subject)")
    tableView.deselectRow(at: indexPath, animated: true)
  }
}

/// A row showing the sender over the subject.
final class MessageCell: UITableViewCell {
  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}
