import UIKit

/// A checkout screen with iOS 14 style buttons: actions given as `UIAction`s, no target or
/// selector.
final class CheckoutViewController: UIViewController {
  private(set) var log: [String] = []

  let payButton = UIButton(type: .system)
  private(set) lazy var cancelButton = UIButton(
    type: .system,
    primaryAction: UIAction(title: "Cancel") { [weak self] _ in
      self?.log.append("cancel")
    })

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground

    payButton.setTitle("Pay", for: .normal)
    payButton.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
    payButton.frame = CGRect(x: 20, y: 540, width: 335, height: 50)
    payButton.accessibilityIdentifier = "pay"
    payButton.addAction(
      UIAction { [weak self] action in
        let title = (action.sender as? UIButton)?.currentTitle ?? "?"
        self?.log.append("tapped \(title)")
      }, for: .touchUpInside)
    view.addSubview(payButton)

    cancelButton.frame = CGRect(x: 20, y: 600, width: 335, height: 44)
    cancelButton.accessibilityIdentifier = "cancel"
    view.addSubview(cancelButton)

    let applePay = UIAction(
      title: "Apple Pay", image: UIImage(systemName: "apple.logo"),
      identifier: UIAction.Identifier("checkout.applePay")
    ) { [weak self] action in
      self?.log.append(action.identifier.rawValue)
    }
    let applePayButton = UIButton(primaryAction: applePay)
    applePayButton.frame = CGRect(x: 20, y: 480, width: 335, height: 50)
    applePayButton.accessibilityIdentifier = "applePay"
    view.addSubview(applePayButton)
  }
}
