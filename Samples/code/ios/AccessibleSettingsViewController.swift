import UIKit

/// A settings screen as it is usually written: a large title, rows of a label and a switch, a
/// volume row whose slider follows its label, and a small info button in the corner. Every
/// label takes a text style's preferred font, and at the accessibility text sizes the rows
/// stack their label above their control, as Apple's apps do.
final class AccessibleSettingsViewController: UIViewController {
  private let volume = UISlider()
  private let volumeLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground

    let title = UILabel()
    title.text = "Settings"
    title.font = .preferredFont(forTextStyle: .largeTitle)
    title.adjustsFontForContentSizeCategory = true
    title.accessibilityTraits.insert(.header)
    title.accessibilityIdentifier = "title"

    let info = UIButton(type: .system)
    info.setImage(UIImage(systemName: "info.circle"), for: .normal)
    info.accessibilityLabel = "About"
    info.accessibilityIdentifier = "info"
    info.addTarget(self, action: #selector(showAbout), for: .touchUpInside)

    let wifi = makeSwitchRow("Wi-Fi", id: "wifi", isOn: true)
    let bluetooth = makeSwitchRow("Bluetooth", id: "bluetooth", isOn: false)

    volumeLabel.text = "Volume"
    volumeLabel.font = .preferredFont(forTextStyle: .body)
    volumeLabel.adjustsFontForContentSizeCategory = true
    volume.value = 0.6
    volume.accessibilityLabel = "Volume"
    volume.accessibilityIdentifier = "volume"
    volume.addTarget(self, action: #selector(volumeChanged), for: .valueChanged)
    let volumeRow = UIStackView(arrangedSubviews: [volumeLabel, volume])
    volumeRow.axis = .vertical
    volumeRow.spacing = 8
    // The slider speaks for the row: its label is read as the slider's name.
    volumeLabel.isAccessibilityElement = false

    let rows = UIStackView(arrangedSubviews: [wifi, bluetooth, volumeRow])
    rows.axis = .vertical
    rows.spacing = 16

    for view in [title, info, rows] as [UIView] {
      view.translatesAutoresizingMaskIntoConstraints = false
      self.view.addSubview(view)
    }
    let guide = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      info.topAnchor.constraint(equalTo: guide.topAnchor, constant: 12),
      info.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
      info.widthAnchor.constraint(equalToConstant: 30),
      info.heightAnchor.constraint(equalToConstant: 30),
      title.topAnchor.constraint(equalTo: info.bottomAnchor, constant: 4),
      title.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      title.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
      rows.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 16),
      rows.leadingAnchor.constraint(equalTo: title.leadingAnchor),
      rows.trailingAnchor.constraint(equalTo: title.trailingAnchor),
      // A slider is 31 pt tall by default; 44 pt is the smallest comfortable target.
      volume.heightAnchor.constraint(equalToConstant: 44),
    ])
  }

  /// A row of a label and a switch: side by side, or the label above the switch at the
  /// accessibility text sizes.
  private func makeSwitchRow(_ text: String, id: String, isOn: Bool) -> UIStackView {
    let label = UILabel()
    label.text = text
    label.font = .preferredFont(forTextStyle: .body)
    label.adjustsFontForContentSizeCategory = true
    label.numberOfLines = 0
    label.accessibilityIdentifier = id + "Label"
    let toggle = UISwitch()
    toggle.isOn = isOn
    toggle.accessibilityIdentifier = id
    toggle.addTarget(self, action: #selector(switchChanged(_:)), for: .valueChanged)
    let row = UIStackView(arrangedSubviews: [label, toggle])
    row.spacing = 8
    if traitCollection.preferredContentSizeCategory.isAccessibilityCategory {
      row.axis = .vertical
      row.alignment = .leading
    } else {
      row.alignment = .center
    }
    return row
  }

  @objc private func switchChanged(_ sender: UISwitch) {
    print("\(sender.accessibilityIdentifier ?? "switch") \(sender.isOn ? "on" : "off")")
  }

  @objc private func volumeChanged() {
    print("volume \(Int((volume.value * 100).rounded()))%")
  }

  @objc private func showAbout() {
    print("about")
  }
}
