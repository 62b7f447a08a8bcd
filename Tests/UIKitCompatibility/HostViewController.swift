import UIKit

/// A view controller that builds its view with a closure in `viewDidLoad`.
final class HostViewController: UIViewController {
  private let build: (UIView) -> Void

  init(_ build: @escaping (UIView) -> Void) {
    self.build = build
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("not used")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    build(view)
  }
}
