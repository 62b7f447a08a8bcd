import UIKit

/// A screen with a gradient header, built the way most UIKit code adds a gradient: a
/// `CAGradientLayer` inserted at index 0 of the header's layer, below the title label that was
/// added before it. The card below carries a ring drawn by a sublayer added after its label
/// (so above it) and follows the finger across the header.
final class GradientHeaderViewController: UIViewController {
  private let header = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 220))
  private let card = UIView(frame: CGRect(x: 20, y: 160, width: 335, height: 140))
  private var start = CGPoint.zero

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground

    header.accessibilityIdentifier = "header"
    let title = UILabel(frame: CGRect(x: 20, y: 60, width: 335, height: 40))
    title.text = "Good morning"
    title.font = .systemFont(ofSize: 32, weight: .bold)
    title.textColor = .white
    title.accessibilityIdentifier = "title"
    header.addSubview(title)
    addGradient(to: header)
    view.addSubview(header)

    card.accessibilityIdentifier = "card"
    card.backgroundColor = .white
    card.layer.cornerRadius = 16
    card.layer.shadowOpacity = 0.2
    card.layer.shadowRadius = 8
    card.layer.shadowOffset = CGSize(width: 0, height: 4)
    let today = UILabel(frame: CGRect(x: 20, y: 20, width: 240, height: 28))
    today.text = "Today"
    today.font = .systemFont(ofSize: 22, weight: .semibold)
    card.addSubview(today)
    let ring = CALayer()
    ring.frame = CGRect(x: 275, y: 20, width: 40, height: 40)
    ring.cornerRadius = 20
    ring.borderWidth = 4
    ring.borderColor = UIColor.systemTeal.cgColor
    card.layer.addSublayer(ring)
    view.addSubview(card)

    card.addGestureRecognizer(
      UIPanGestureRecognizer(target: self, action: GradientHeaderViewController.pan))
  }

  /// The gradient as it is usually written: the layer fills the view's bounds at index 0, so
  /// the subviews added before stay above it.
  private func addGradient(to view: UIView) {
    let gradient = CAGradientLayer()
    gradient.colors = [UIColor.systemBlue.cgColor, UIColor.systemTeal.cgColor]
    gradient.frame = view.bounds
    view.layer.insertSublayer(gradient, at: 0)
  }

  func pan(_ recognizer: UIPanGestureRecognizer) {
    switch recognizer.state {
    case .began:
      start = card.center
    case .changed, .ended:
      let translation = recognizer.translation(in: view)
      card.center = CGPoint(x: start.x + translation.x, y: start.y + translation.y)
    default:
      break
    }
  }
}
