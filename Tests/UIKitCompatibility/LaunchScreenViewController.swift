import UIKit

/// The screen an app shows while it launches: once it has appeared, it makes the app's first
/// view controller the window's root view controller.
final class LaunchScreenViewController: UIViewController {
  private var firstController: UIViewController?

  init(handingOverTo firstController: UIViewController) {
    self.firstController = firstController
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("not used")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    guard let firstController else { return }
    self.firstController = nil
    view.window?.rootViewController = firstController
  }
}
