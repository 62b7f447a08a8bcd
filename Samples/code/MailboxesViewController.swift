import UIKit

/// A mail app's first two screens, written as in Xcode: "Mailboxes", a list under a large
/// title, pushes a mailbox's messages, a list whose item never shows a large title, so the bar
/// shrinks from its large height to the standard one as the screen slides in, and grows back
/// on the way back (the back button, or a swipe from the left edge).
final class MailboxesViewController: UITableViewController {
  private let mailboxes = ["Inbox", "Drafts", "Sent", "Junk", "Trash", "Archive"]

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Mailboxes"
    tableView.accessibilityIdentifier = "mailboxes"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Mailbox")
    navigationController?.navigationBar.prefersLargeTitles = true
    navigationController?.navigationBar.accessibilityIdentifier = "bar"
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    mailboxes.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Mailbox", for: indexPath)
    cell.textLabel?.text = mailboxes[indexPath.row]
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    let messages = MessagesViewController(style: .plain)
    messages.title = mailboxes[indexPath.row]
    navigationController?.pushViewController(messages, animated: true)
  }
}

/// One mailbox's messages, with the standard small title.
final class MessagesViewController: UITableViewController {
  private let subjects = [
    "Lunch on Friday?", "Your order has shipped", "Minutes of Tuesday's meeting",
    "Photos from the trip", "Re: the new office", "Invoice 2041", "Weekend plans",
    "Book club: next title", "Flight confirmation", "Quarterly report draft",
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.largeTitleDisplayMode = .never
    tableView.accessibilityIdentifier = "messages"
    tableView.backgroundColor = UIColor(red: 0.93, green: 0.96, blue: 1, alpha: 1)
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Message")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    subjects.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Message", for: indexPath)
    cell.textLabel?.text = subjects[indexPath.row]
    cell.backgroundColor = .clear
    return cell
  }
}
