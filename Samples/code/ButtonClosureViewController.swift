import UIKit

/// A button whose action is a closure it owns (the `UIButton` extension of seed article
/// `003`): "Add to cart", made with `UIButton(title:actionBlock:)` (14 pt system font, dark
/// grey) and then placed as a 295 × 56 pt light grey card at (40, 300) with 12 pt corners; each
/// tap that ends inside it turns it green and counts on the label below (white background
/// screen). The closure captures the button and the label weakly: the button owns the closure,
/// so a strong capture of the button would be a cycle.
///
/// `Samples/code-button-closure.json` renders it; its twin, `Samples/button-closure.json`,
/// gives the built-in `tap-closure` behaviour `"closureOwner": "button"`, which attaches its
/// closure with the same extension.
public final class ButtonClosureViewController: UIViewController {
  /// Builds the button and the label.
  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    let label = UILabel(frame: CGRect(x: 40, y: 376, width: 295, height: 24))
    label.accessibilityIdentifier = "cart"
    label.text = "the cart is empty"
    label.textColor = .systemGray
    label.textAlignment = .center
    var count = 0
    let buy = UIButton(title: "Add to cart") { [weak label] sender in
      count += 1
      (sender as? UIButton)?.backgroundColor = .systemGreen
      label?.text = "added \(count)× to the cart"
    }
    buy.accessibilityIdentifier = "buy"
    buy.frame = CGRect(x: 40, y: 300, width: 295, height: 56)
    buy.backgroundColor = .systemGray5
    buy.layer.cornerRadius = 12
    view.addSubview(buy)
    view.addSubview(label)
  }
}
