import UIKit

/// A settings header in the app's brand colours: the tint is set once on the root view and
/// inherited by the controls; text is sized to fit.
final class ThemedSettingsViewController: UIViewController {
  static let brandColor = UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
  static let warningColor = UIColor(red: 1, green: 0.584, blue: 0, alpha: 1)

  let titleLabel = UILabel()
  let saveButton = UIButton(type: .system)
  let resetButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    view.tintColor = Self.brandColor

    titleLabel.text = "Settings"
    titleLabel.font = .systemFont(ofSize: 30, weight: .bold)
    titleLabel.textColor = .label
    titleLabel.sizeToFit()
    titleLabel.frame.origin = CGPoint(x: 20, y: 60)
    view.addSubview(titleLabel)

    saveButton.setTitle("Save", for: .normal)
    saveButton.titleLabel?.font = .systemFont(ofSize: 20, weight: .semibold)
    saveButton.sizeToFit()
    saveButton.frame.origin = CGPoint(x: 20, y: 120)
    view.addSubview(saveButton)

    resetButton.setTitle("Reset all", for: .normal)
    resetButton.tintColor = Self.warningColor
    resetButton.titleLabel?.font = UIFont.systemFont(ofSize: 20, weight: .regular)
    resetButton.sizeToFit()
    resetButton.frame.origin = CGPoint(x: 20, y: 180)
    view.addSubview(resetButton)
  }
}
