import UIKit

/// A dashboard that embeds a stats card as a child view controller and logs its life cycle;
/// a button hides the card for good.
final class DashboardViewController: UIViewController {
  let statsController = StatsCardViewController()
  let hideStatsButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    print("Dashboard viewDidLoad")
    view.backgroundColor = .systemGroupedBackground
    title = "Dashboard"

    addChild(statsController)
    statsController.view.frame = CGRect(x: 16, y: 100, width: view.bounds.width - 32, height: 160)
    view.addSubview(statsController.view)
    statsController.didMove(toParent: self)

    hideStatsButton.setTitle("Hide stats", for: .normal)
    hideStatsButton.frame = CGRect(x: 16, y: 280, width: 120, height: 44)
    hideStatsButton.addAction(
      UIAction { [weak self] _ in self?.removeStats() }, for: .touchUpInside)
    view.addSubview(hideStatsButton)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    print("Dashboard viewWillAppear")
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    print("Dashboard viewDidLayoutSubviews \(view.bounds.width)")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    print("Dashboard viewDidAppear")
  }

  func removeStats() {
    statsController.willMove(toParent: nil)
    statsController.view.removeFromSuperview()
    statsController.removeFromParent()
  }
}

/// The embedded card.
final class StatsCardViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    print("Stats viewDidLoad")
    view.backgroundColor = .secondarySystemGroupedBackground
    view.layer.cornerRadius = 12
  }

  override func willMove(toParent parent: UIViewController?) {
    super.willMove(toParent: parent)
    print("Stats willMove(toParent: \(parent?.title ?? "nil"))")
  }

  override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
    print("Stats didMove(toParent: \(parent?.title ?? "nil"))")
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    print("Stats viewWillAppear")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    print("Stats viewDidAppear")
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    print("Stats viewWillDisappear")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    print("Stats viewDidDisappear")
  }
}
