import UIKit

/// A card that follows the finger and springs back to where it started when released: the
/// kind of view controller a pull request changes. Plain UIKit; the only Linux-specific spelling
/// is the method reference in place of `#selector` (docs/uikit-code.md shows how a file shared
/// with an iOS target keeps both).
final class CardViewController: UIViewController {
  private let card = UIView(frame: CGRect(x: 97, y: 220, width: 180, height: 240))
  private var start = CGPoint.zero

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    card.backgroundColor = .systemBlue
    card.layer.cornerRadius = 20
    card.accessibilityIdentifier = "card"
    view.addSubview(card)

    let title = UILabel(frame: CGRect(x: 20, y: 20, width: 140, height: 28))
    title.text = "Drag me"
    title.font = .systemFont(ofSize: 22, weight: .bold)
    title.textColor = .white
    card.addSubview(title)

    card.addGestureRecognizer(
      UIPanGestureRecognizer(target: self, action: CardViewController.pan))
  }

  func pan(_ recognizer: UIPanGestureRecognizer) {
    switch recognizer.state {
    case .began:
      start = card.center
    case .changed:
      let translation = recognizer.translation(in: view)
      card.center = CGPoint(x: start.x + translation.x, y: start.y + translation.y)
      card.transform = CGAffineTransform(rotationAngle: translation.x / 600)
    case .ended, .cancelled:
      print("released at", card.center, "velocity", recognizer.velocity(in: view))
      UIView.animate(
        withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0,
        options: []
      ) {
        self.card.center = self.start
        self.card.transform = .identity
      }
    default:
      break
    }
  }
}
