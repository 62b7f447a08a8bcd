import UIKit

/// A library screen of the four value controls, laid out with Auto Layout: a segmented control
/// (Photos, Albums, Shared) that shows one of three coloured panels, a page control under the
/// panels whose label reads "Page n of 4", and a stepper choosing the number of copies that a
/// label states and a progress view fills (copies ÷ 10, animated).
///
/// `Samples/controls.json` renders it: taps select Albums, then drag the thumb back to Photos,
/// tap the page control's right half twice and the stepper's + three times.
final class ControlsViewController: UIViewController {
  private let filter = UISegmentedControl(items: ["Photos", "Albums", "Shared"])
  private let pages = UIPageControl()
  private let pageLabel = UILabel()
  private let stepper = UIStepper()
  private let copiesLabel = UILabel()
  private let progress = UIProgressView(progressViewStyle: .default)
  private var panels: [UIView] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground

    filter.selectedSegmentIndex = 0
    filter.accessibilityIdentifier = "filter"
    filter.addTarget(self, action: #selector(filterChanged(_:)), for: .valueChanged)

    let colors: [UIColor] = [.systemTeal, .systemOrange, .systemPurple]
    let ids = ["photos", "albums", "shared"]
    panels = zip(colors, ids).map { color, id in
      let panel = UIView()
      panel.backgroundColor = color
      panel.layer.cornerRadius = 12
      panel.accessibilityIdentifier = id
      return panel
    }

    pages.numberOfPages = 4
    pages.pageIndicatorTintColor = .systemGray4
    pages.currentPageIndicatorTintColor = .systemBlue
    pages.accessibilityIdentifier = "pages"
    pages.addAction(UIAction { [weak self] _ in self?.showPage() }, for: .valueChanged)
    pageLabel.font = .preferredFont(forTextStyle: .footnote)
    pageLabel.textColor = .secondaryLabel
    pageLabel.accessibilityIdentifier = "pageLabel"

    stepper.minimumValue = 1
    stepper.maximumValue = 10
    stepper.value = 1
    stepper.accessibilityIdentifier = "stepper"
    stepper.addTarget(self, action: #selector(copiesChanged(_:)), for: .valueChanged)
    copiesLabel.font = .preferredFont(forTextStyle: .body)
    copiesLabel.accessibilityIdentifier = "copies"
    progress.accessibilityIdentifier = "progress"

    let all: [UIView] = [filter, pages, pageLabel, stepper, copiesLabel, progress] + panels
    for subview in all {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    let guide = view.safeAreaLayoutGuide
    var constraints = [
      filter.topAnchor.constraint(equalTo: guide.topAnchor, constant: 16),
      filter.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
      filter.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
      pages.topAnchor.constraint(equalTo: panels[0].bottomAnchor, constant: 8),
      pages.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      pageLabel.topAnchor.constraint(equalTo: pages.bottomAnchor, constant: 2),
      pageLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      stepper.topAnchor.constraint(equalTo: pageLabel.bottomAnchor, constant: 24),
      stepper.trailingAnchor.constraint(equalTo: filter.trailingAnchor),
      copiesLabel.centerYAnchor.constraint(equalTo: stepper.centerYAnchor),
      copiesLabel.leadingAnchor.constraint(equalTo: filter.leadingAnchor),
      progress.topAnchor.constraint(equalTo: stepper.bottomAnchor, constant: 20),
      progress.leadingAnchor.constraint(equalTo: filter.leadingAnchor),
      progress.trailingAnchor.constraint(equalTo: filter.trailingAnchor),
    ]
    for panel in panels {
      constraints += [
        panel.topAnchor.constraint(equalTo: filter.bottomAnchor, constant: 16),
        panel.leadingAnchor.constraint(equalTo: filter.leadingAnchor),
        panel.trailingAnchor.constraint(equalTo: filter.trailingAnchor),
        panel.heightAnchor.constraint(equalToConstant: 180),
      ]
    }
    NSLayoutConstraint.activate(constraints)
    showPanel()
    showPage()
    showCopies(animated: false)
  }

  @objc private func filterChanged(_ sender: UISegmentedControl) {
    showPanel()
  }

  @objc private func copiesChanged(_ sender: UIStepper) {
    showCopies(animated: true)
  }

  private func showPanel() {
    for (index, panel) in panels.enumerated() {
      panel.isHidden = index != filter.selectedSegmentIndex
    }
  }

  private func showPage() {
    pageLabel.text = "Page \(pages.currentPage + 1) of \(pages.numberOfPages)"
  }

  private func showCopies(animated: Bool) {
    let copies = Int(stepper.value)
    copiesLabel.text = copies == 1 ? "1 copy" : "\(copies) copies"
    progress.setProgress(Float(stepper.value / stepper.maximumValue), animated: animated)
  }
}
