import UIKit

/// A checkout screen of iOS 15 configured buttons in a column: a filled Checkout button that
/// shows an activity indicator while the order is placed, a tinted "Add to Wishlist" with a
/// subtitle, a gray "Share" with a leading symbol, a plain "Directions" with a trailing
/// arrow, and a capsule-cornered filled "Follow" in pink.
///
/// `Samples/button-configurations.json` renders it: a tap on Checkout starts the order (the
/// update handler swaps the title for "Placing order…" and shows the indicator), and the
/// order completes 1 s later (a timer), returning the button to Checkout.
final class ButtonConfigurationsViewController: UIViewController {
  private let checkoutButton = UIButton(configuration: .filled())
  private var isPlacingOrder = false

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground

    var checkout = UIButton.Configuration.filled()
    checkout.title = "Checkout"
    checkout.buttonSize = .large
    checkout.imagePadding = 8
    checkoutButton.configuration = checkout
    checkoutButton.accessibilityIdentifier = "checkout"
    checkoutButton.configurationUpdateHandler = { [weak self] button in
      guard let self, var configuration = button.configuration else { return }
      configuration.showsActivityIndicator = self.isPlacingOrder
      configuration.title = self.isPlacingOrder ? "Placing order…" : "Checkout"
      button.configuration = configuration
      button.isEnabled = !self.isPlacingOrder
    }
    checkoutButton.addAction(
      UIAction { [weak self] _ in self?.placeOrder() }, for: .touchUpInside)

    var wishlist = UIButton.Configuration.tinted()
    wishlist.title = "Add to Wishlist"
    wishlist.subtitle = "Saved for 30 days"
    wishlist.titleAlignment = .center
    wishlist.titlePadding = 2
    let wishlistButton = UIButton(configuration: wishlist)
    wishlistButton.accessibilityIdentifier = "wishlist"

    var share = UIButton.Configuration.gray()
    share.title = "Share"
    share.image = UIImage(systemName: "square.and.arrow.up")
    share.imagePadding = 6
    let shareButton = UIButton(configuration: share)
    shareButton.accessibilityIdentifier = "share"

    var directions = UIButton.Configuration.plain()
    directions.title = "Directions"
    directions.image = UIImage(systemName: "arrow.right")
    directions.imagePlacement = .trailing
    directions.imagePadding = 4
    let directionsButton = UIButton(configuration: directions)
    directionsButton.accessibilityIdentifier = "directions"

    var follow = UIButton.Configuration.filled()
    follow.title = "Follow"
    follow.cornerStyle = .capsule
    follow.baseBackgroundColor = .systemPink
    follow.image = UIImage(systemName: "plus")
    follow.imagePadding = 6
    let followButton = UIButton(configuration: follow)
    followButton.accessibilityIdentifier = "follow"

    let column = UIStackView(arrangedSubviews: [
      checkoutButton, wishlistButton, shareButton, directionsButton, followButton,
    ])
    column.axis = .vertical
    column.alignment = .center
    column.spacing = 16
    column.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(column)
    NSLayoutConstraint.activate([
      column.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 32),
      column.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      column.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
      checkoutButton.widthAnchor.constraint(equalTo: column.widthAnchor),
    ])
  }

  /// Shows the order being placed, and completes it a second later.
  private func placeOrder() {
    isPlacingOrder = true
    checkoutButton.setNeedsUpdateConfiguration()
    Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { [weak self] _ in
      self?.isPlacingOrder = false
      self?.checkoutButton.setNeedsUpdateConfiguration()
      print("order placed")
    }
  }
}
