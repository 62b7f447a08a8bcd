import UIKit

/// A settings screen built from stack views: a column pinned to the root view's layout margins
/// holds a title, two "name … value" rows, a row of two equal buttons and a footnote that the
/// first button shows and hides with an animation.
final class AccountSettingsViewController: UIViewController {
  let titleLabel = UILabel()
  let nameRow = AccountSettingsViewController.row("Name", "Ada")
  let syncRow = AccountSettingsViewController.row("Sync", "On")
  let syncButton = UIButton(type: .system)
  let signOutButton = UIButton(type: .system)
  let footnoteLabel = UILabel()
  let content = UIStackView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground

    titleLabel.text = "Account"
    titleLabel.font = .boldSystemFont(ofSize: 20)

    syncButton.setTitle("Sync now", for: .normal)
    syncButton.accessibilityIdentifier = "sync"
    signOutButton.setTitle("Sign out", for: .normal)
    let buttons = UIStackView(arrangedSubviews: [syncButton, signOutButton])
    buttons.distribution = .fillEqually
    buttons.spacing = 8

    footnoteLabel.text = "Last synced today"
    footnoteLabel.font = .systemFont(ofSize: 15)
    footnoteLabel.accessibilityIdentifier = "footnote"
    footnoteLabel.isHidden = true

    for view in [titleLabel, nameRow, syncRow, buttons, footnoteLabel] {
      content.addArrangedSubview(view)
    }
    content.axis = .vertical
    content.spacing = 12
    content.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(content)
    let margins = view.layoutMarginsGuide
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: margins.topAnchor, constant: 20),
      content.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
    ])

    syncButton.addAction(
      UIAction { [weak self] _ in self?.toggleFootnote() }, for: .touchUpInside)
  }

  func toggleFootnote() {
    UIView.animate(withDuration: 0.3) {
      self.footnoteLabel.isHidden.toggle()
    }
  }

  /// A row: the name on the left takes the width, the value hugs its text on the right.
  static func row(_ name: String, _ value: String) -> UIStackView {
    let nameLabel = UILabel()
    nameLabel.text = name
    nameLabel.font = .systemFont(ofSize: 15)
    let valueLabel = UILabel()
    valueLabel.text = value
    valueLabel.font = .systemFont(ofSize: 15)
    valueLabel.textColor = .secondaryLabel
    valueLabel.setContentHuggingPriority(.defaultHigh, for: .horizontal)
    return UIStackView(arrangedSubviews: [nameLabel, valueLabel])
  }
}
