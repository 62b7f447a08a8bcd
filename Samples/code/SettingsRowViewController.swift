import UIKit

/// A settings screen with two rows: "Wi-Fi Assist" with a `UISwitch`, and "Volume" with a
/// `UISlider` and a label showing its value in percent. Turning the switch off dims the volume
/// row and disables its slider, as a settings screen does for a dependent option.
final class SettingsRowViewController: UIViewController {
  private let toggle = UISwitch()
  private let slider = UISlider(frame: CGRect(x: 16, y: 206, width: 343, height: 31))
  private let volumeRow = UIView(frame: CGRect(x: 0, y: 156, width: 375, height: 96))
  private let volumeLabel = UILabel(frame: CGRect(x: 16, y: 12, width: 200, height: 22))
  private let percentLabel = UILabel(frame: CGRect(x: 259, y: 12, width: 100, height: 22))

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground

    let title = UILabel(frame: CGRect(x: 16, y: 40, width: 343, height: 40))
    title.text = "Settings"
    title.font = .systemFont(ofSize: 34, weight: .bold)
    view.addSubview(title)

    let switchRow = UIView(frame: CGRect(x: 0, y: 100, width: 375, height: 52))
    switchRow.backgroundColor = .white
    view.addSubview(switchRow)
    let switchLabel = UILabel(frame: CGRect(x: 16, y: 15, width: 250, height: 22))
    switchLabel.text = "Wi-Fi Assist"
    switchLabel.font = .systemFont(ofSize: 17)
    switchRow.addSubview(switchLabel)
    toggle.frame.origin = CGPoint(x: 308, y: 10)
    toggle.isOn = true
    toggle.accessibilityIdentifier = "assist"
    toggle.addTarget(self, action: SettingsRowViewController.assistChanged, for: .valueChanged)
    switchRow.addSubview(toggle)

    volumeRow.backgroundColor = .white
    volumeRow.accessibilityIdentifier = "volumeRow"
    view.addSubview(volumeRow)
    volumeLabel.text = "Volume"
    volumeLabel.font = .systemFont(ofSize: 17)
    volumeRow.addSubview(volumeLabel)
    percentLabel.textAlignment = .right
    percentLabel.font = .systemFont(ofSize: 17)
    percentLabel.textColor = .secondaryLabel
    volumeRow.addSubview(percentLabel)
    slider.frame.origin.y = 50
    slider.minimumValue = 0
    slider.maximumValue = 100
    slider.value = 30
    slider.accessibilityIdentifier = "volume"
    slider.addTarget(self, action: SettingsRowViewController.volumeChanged, for: .valueChanged)
    volumeRow.addSubview(slider)
    volumeChanged(slider)
  }

  func assistChanged(_ sender: UISwitch) {
    slider.isEnabled = sender.isOn
    UIView.animate(withDuration: 0.25) {
      self.volumeRow.alpha = sender.isOn ? 1 : 0.4
    }
  }

  func volumeChanged(_ sender: UISlider) {
    percentLabel.text = "\(Int(sender.value.rounded())) %"
  }
}
