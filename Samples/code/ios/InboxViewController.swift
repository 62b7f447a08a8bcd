import UIKit

/// An inbox with one message: tapping it pushes the message; swiping from the left edge goes
/// back.
final class InboxViewController: UIViewController {
  private let row = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Inbox"
    view.backgroundColor = .systemBackground
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .compose, target: self, action: #selector(compose))

    row.setTitle("Lunch on Friday?", for: .normal)
    row.contentHorizontalAlignment = .left
    row.backgroundColor = .secondarySystemBackground
    row.layer.cornerRadius = 10
    row.accessibilityIdentifier = "message"
    row.addTarget(self, action: #selector(openMessage), for: .touchUpInside)
    view.addSubview(row)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let top = view.safeAreaInsets.top
    row.frame = CGRect(x: 16, y: top + 16, width: view.bounds.width - 32, height: 56)
  }

  @objc private func openMessage() {
    navigationController?.pushViewController(MessageViewController(), animated: true)
  }

  @objc private func compose() {
    print("compose")
  }
}

/// One message, on a tinted background so the slide shows.
final class MessageViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Lunch"
    view.backgroundColor = UIColor(red: 0.93, green: 0.96, blue: 1, alpha: 1)
    let body = UILabel()
    body.text = "Are you free for lunch on Friday? The new place by the station."
    body.numberOfLines = 0
    body.accessibilityIdentifier = "body"
    view.addSubview(body)
    self.body = body
  }

  private var body: UILabel?

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let top = view.safeAreaInsets.top
    body?.frame = CGRect(x: 20, y: top + 20, width: view.bounds.width - 40, height: 80)
  }
}
