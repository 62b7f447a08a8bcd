import UIKit

/// A settings card written to work in both reading directions: the row's icon, title and
/// switch are pinned with leading and trailing anchors, the shortcuts are a horizontal stack,
/// and the footnote keeps the natural alignment. In a right-to-left language the icon sits at
/// the right, the switch at the left, the first shortcut at the right, the footnote is
/// right-aligned, and nothing in the code mentions the direction.
final class RightToLeftSettingsViewController: UIViewController {
  private let toggle = UISwitch()
  private let status = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground

    let row = UIView()
    row.backgroundColor = .secondarySystemGroupedBackground
    row.layer.cornerRadius = 10
    row.accessibilityIdentifier = "row"
    row.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(row)

    let icon = UIImageView(image: UIImage(systemName: "wifi"))
    icon.contentMode = .scaleAspectFit
    icon.tintColor = .systemBlue
    icon.accessibilityIdentifier = "icon"
    icon.translatesAutoresizingMaskIntoConstraints = false
    row.addSubview(icon)

    let title = UILabel()
    title.text = "Wi-Fi"
    title.font = .systemFont(ofSize: 17)
    title.accessibilityIdentifier = "title"
    title.translatesAutoresizingMaskIntoConstraints = false
    row.addSubview(title)

    toggle.isOn = true
    toggle.accessibilityIdentifier = "toggle"
    toggle.translatesAutoresizingMaskIntoConstraints = false
    toggle.setContentHuggingPriority(.required, for: .horizontal)
    toggle.addTarget(self, action: #selector(toggleChanged(_:)), for: .valueChanged)
    row.addSubview(toggle)

    let shortcuts = UIStackView(arrangedSubviews: ["Home", "Work", "Other"].map(makeChip))
    shortcuts.axis = .horizontal
    shortcuts.distribution = .fillEqually
    shortcuts.spacing = 8
    shortcuts.accessibilityIdentifier = "shortcuts"
    shortcuts.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(shortcuts)

    status.text = "Connected"
    status.font = .systemFont(ofSize: 13)
    status.textColor = .secondaryLabel
    status.accessibilityIdentifier = "status"
    status.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(status)

    let safe = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      row.topAnchor.constraint(equalTo: safe.topAnchor, constant: 24),
      row.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      row.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
      row.heightAnchor.constraint(equalToConstant: 52),

      icon.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 12),
      icon.centerYAnchor.constraint(equalTo: row.centerYAnchor),
      icon.widthAnchor.constraint(equalToConstant: 28),
      icon.heightAnchor.constraint(equalToConstant: 28),

      toggle.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -12),
      toggle.centerYAnchor.constraint(equalTo: row.centerYAnchor),

      title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 12),
      title.trailingAnchor.constraint(equalTo: toggle.leadingAnchor, constant: -8),
      title.centerYAnchor.constraint(equalTo: row.centerYAnchor),

      shortcuts.topAnchor.constraint(equalTo: row.bottomAnchor, constant: 16),
      shortcuts.leadingAnchor.constraint(equalTo: row.leadingAnchor),
      shortcuts.trailingAnchor.constraint(equalTo: row.trailingAnchor),
      shortcuts.heightAnchor.constraint(equalToConstant: 36),

      status.topAnchor.constraint(equalTo: shortcuts.bottomAnchor, constant: 12),
      status.leadingAnchor.constraint(equalTo: row.leadingAnchor),
      status.trailingAnchor.constraint(equalTo: row.trailingAnchor),
    ])
    print(
      "layout direction: \(view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? "rtl" : "ltr")"
    )
  }

  private func makeChip(_ name: String) -> UILabel {
    let chip = UILabel()
    chip.text = name
    chip.textAlignment = .center
    chip.font = .systemFont(ofSize: 15, weight: .medium)
    chip.backgroundColor = .tertiarySystemFill
    chip.layer.cornerRadius = 8
    chip.clipsToBounds = true
    chip.accessibilityIdentifier = name.lowercased()
    return chip
  }

  @objc private func toggleChanged(_ sender: UISwitch) {
    status.text = sender.isOn ? "Connected" : "Off"
    print("wifi \(sender.isOn ? "on" : "off")")
  }
}
