import UIKit

/// Display settings in a navigation controller, written without any mention of the reading
/// direction: a brightness slider, a text-size segmented control, a Night Shift switch pinned
/// to the trailing edge, and a row that pushes an "About" screen. In a right-to-left language
/// UIKit mirrors all of it: the slider's minimum is at the right (dragging left brightens),
/// "Small" is the rightmost segment, the switch sits at the left with its thumb moving left
/// when turned on, the pushed screen slides in from the left and the back swipe starts at the
/// right edge.
final class RightToLeftDisplayViewController: UIViewController {
  private let brightness = UISlider()
  private let textSize = UISegmentedControl(items: ["Small", "Medium", "Large"])
  private let nightShift = UISwitch()
  private let nightShiftLabel = UILabel()
  private let about = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Display"
    view.backgroundColor = .systemBackground

    brightness.minimumValue = 0
    brightness.maximumValue = 100
    brightness.isContinuous = false
    brightness.accessibilityIdentifier = "brightness"
    brightness.addTarget(self, action: #selector(brightnessChanged(_:)), for: .valueChanged)
    view.addSubview(brightness)

    textSize.selectedSegmentIndex = 0
    textSize.accessibilityIdentifier = "textSize"
    textSize.addTarget(self, action: #selector(textSizeChanged(_:)), for: .valueChanged)
    view.addSubview(textSize)

    nightShiftLabel.text = "Night Shift"
    nightShiftLabel.accessibilityIdentifier = "nightShiftLabel"
    nightShiftLabel.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(nightShiftLabel)

    nightShift.accessibilityIdentifier = "nightShift"
    nightShift.translatesAutoresizingMaskIntoConstraints = false
    nightShift.addTarget(self, action: #selector(nightShiftChanged(_:)), for: .valueChanged)
    view.addSubview(nightShift)

    about.setTitle("About Display", for: .normal)
    about.backgroundColor = .secondarySystemBackground
    about.layer.cornerRadius = 10
    about.accessibilityIdentifier = "about"
    about.addTarget(self, action: #selector(openAbout), for: .touchUpInside)
    view.addSubview(about)

    let safe = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      nightShiftLabel.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 16),
      nightShiftLabel.topAnchor.constraint(equalTo: safe.topAnchor, constant: 128),
      nightShift.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -16),
      nightShift.centerYAnchor.constraint(equalTo: nightShiftLabel.centerYAnchor),
    ])
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let top = view.safeAreaInsets.top
    let width = view.bounds.width - 32
    brightness.frame = CGRect(x: 16, y: top + 24, width: width, height: 31)
    textSize.frame = CGRect(x: 16, y: top + 71, width: width, height: 32)
    about.frame = CGRect(x: 16, y: top + 180, width: width, height: 48)
  }

  @objc private func brightnessChanged(_ sender: UISlider) {
    print("brightness \(Int(sender.value.rounded()))")
  }

  @objc private func textSizeChanged(_ sender: UISegmentedControl) {
    print("text size \(sender.selectedSegmentIndex)")
  }

  @objc private func nightShiftChanged(_ sender: UISwitch) {
    print("night shift \(sender.isOn ? "on" : "off")")
  }

  @objc private func openAbout() {
    navigationController?.pushViewController(AboutDisplayViewController(), animated: true)
  }
}

/// The pushed screen, tinted so the slide shows.
final class AboutDisplayViewController: UIViewController {
  private let body = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "About"
    view.backgroundColor = UIColor(red: 0.93, green: 0.96, blue: 1, alpha: 1)
    body.text = "Brightness and text size apply to every app."
    body.numberOfLines = 0
    body.textAlignment = .natural
    body.accessibilityIdentifier = "body"
    view.addSubview(body)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let top = view.safeAreaInsets.top
    body.frame = CGRect(x: 20, y: top + 20, width: view.bounds.width - 40, height: 60)
  }
}
