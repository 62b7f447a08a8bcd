import UIKit

/// A filter panel under a toggle button: tapping the button swaps the panel's collapsed and
/// expanded constraints and animates the change.
final class FilterPanelViewController: UIViewController {
  let toggleButton = UIButton(type: .system)
  let panel = UIView()
  private var collapsedConstraints: [NSLayoutConstraint] = []
  private var expandedConstraints: [NSLayoutConstraint] = []
  private(set) var isExpanded = false

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground

    toggleButton.setTitle("Filters", for: .normal)
    toggleButton.accessibilityIdentifier = "filters"
    toggleButton.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(toggleButton)

    panel.backgroundColor = .secondarySystemBackground
    panel.accessibilityIdentifier = "panel"
    panel.clipsToBounds = true
    panel.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(panel)

    NSLayoutConstraint.activate([
      toggleButton.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
      toggleButton.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
      toggleButton.widthAnchor.constraint(equalToConstant: 88),
      toggleButton.heightAnchor.constraint(equalToConstant: 44),

      panel.topAnchor.constraint(equalTo: toggleButton.bottomAnchor, constant: 8),
      panel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      panel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
    ])
    collapsedConstraints = [panel.heightAnchor.constraint(equalToConstant: 0)]
    expandedConstraints = [panel.heightAnchor.constraint(equalToConstant: 240)]
    NSLayoutConstraint.activate(collapsedConstraints)

    #if canImport(ObjectiveC)
      toggleButton.addTarget(self, action: #selector(togglePanel), for: .touchUpInside)
    #else
      toggleButton.addTarget(
        self, action: FilterPanelViewController.togglePanel, for: .touchUpInside)
    #endif
  }

  #if canImport(ObjectiveC)
    @objc
  #endif
  func togglePanel() {
    isExpanded.toggle()
    if isExpanded {
      NSLayoutConstraint.deactivate(collapsedConstraints)
      NSLayoutConstraint.activate(expandedConstraints)
    } else {
      NSLayoutConstraint.deactivate(expandedConstraints)
      NSLayoutConstraint.activate(collapsedConstraints)
    }
    UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseInOut]) {
      self.view.layoutIfNeeded()
    }
  }
}
