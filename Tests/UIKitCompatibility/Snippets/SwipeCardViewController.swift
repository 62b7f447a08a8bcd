import UIKit

/// A Tinder-style card: it follows the finger and tilts with the horizontal travel; released
/// far enough or fast enough it flies off screen, otherwise it springs back.
final class SwipeCardViewController: UIViewController {
  let card = UIView()
  private var cardHome = CGPoint.zero
  private(set) var decisions: [String] = []

  /// How far the card must travel before a release keeps the swipe, points.
  private let swipeThreshold: CGFloat = 120
  /// How fast a release must be to keep the swipe anyway, points per second.
  private let flickVelocity: CGFloat = 800

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    card.frame = CGRect(x: 40, y: 120, width: 295, height: 400)
    card.backgroundColor = .white
    card.layer.cornerRadius = 16
    card.accessibilityIdentifier = "card"
    view.addSubview(card)

    #if canImport(ObjectiveC)
      let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
    #else
      let pan = UIPanGestureRecognizer(target: self, action: SwipeCardViewController.handlePan)
    #endif
    card.addGestureRecognizer(pan)
  }

  #if canImport(ObjectiveC)
    @objc
  #endif
  func handlePan(_ gesture: UIPanGestureRecognizer) {
    let translation = gesture.translation(in: view)
    switch gesture.state {
    case .began:
      cardHome = card.center
    case .changed:
      card.center = CGPoint(x: cardHome.x + translation.x, y: cardHome.y + translation.y)
      let angle = translation.x / view.bounds.width * 0.4
      card.transform = CGAffineTransform(rotationAngle: angle)
    case .ended, .cancelled:
      let velocity = gesture.velocity(in: view)
      if abs(translation.x) > swipeThreshold || abs(velocity.x) > flickVelocity {
        let direction: CGFloat = translation.x > 0 ? 1 : -1
        decisions.append(direction > 0 ? "like" : "nope")
        UIView.animate(withDuration: 0.3, delay: 0, options: .curveEaseOut) {
          self.card.center.x += direction * self.view.bounds.width
        } completion: { _ in
          self.card.removeFromSuperview()
        }
      } else {
        decisions.append("back")
        UIView.animate(
          withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0,
          options: [.allowUserInteraction]
        ) {
          self.card.center = self.cardHome
          self.card.transform = .identity
        }
      }
    default:
      break
    }
  }
}
