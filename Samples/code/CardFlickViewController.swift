import UIKit

/// A card the user flicks away, as in a swipe-to-decide stack: the card follows the finger,
/// tilting, and when released it leaves the screen in the direction of the release if the
/// finger was fast (over 800 pt/s) or the card was dragged more than 120 pt sideways;
/// otherwise it springs back. Leaving, it keeps the finger's speed: the distance to just past
/// the screen edge divided by the release speed gives the duration (at most 0.4 s).
final class CardFlickViewController: UIViewController {
  /// The release speed above which the card leaves, points per second.
  static let flickSpeed: CGFloat = 800
  /// The sideways drag beyond which the card leaves at any speed, points.
  static let dismissDistance: CGFloat = 120

  private let card = UIView(frame: CGRect(x: 67, y: 180, width: 240, height: 320))
  private let nextCard = UIView(frame: CGRect(x: 77, y: 190, width: 220, height: 300))
  private let status = UILabel(frame: CGRect(x: 20, y: 560, width: 335, height: 30))
  private var start = CGPoint.zero

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground

    nextCard.backgroundColor = .systemGray4
    nextCard.layer.cornerRadius = 18
    view.addSubview(nextCard)

    card.backgroundColor = .systemIndigo
    card.layer.cornerRadius = 20
    card.accessibilityIdentifier = "card"
    view.addSubview(card)
    let name = UILabel(frame: CGRect(x: 20, y: 260, width: 200, height: 34))
    name.text = "Lisbon"
    name.font = .systemFont(ofSize: 28, weight: .bold)
    name.textColor = .white
    card.addSubview(name)

    status.textAlignment = .center
    status.font = .systemFont(ofSize: 17)
    status.textColor = .secondaryLabel
    status.text = "Flick the card"
    view.addSubview(status)

    card.addGestureRecognizer(
      UIPanGestureRecognizer(target: self, action: CardFlickViewController.pan))
  }

  func pan(_ recognizer: UIPanGestureRecognizer) {
    switch recognizer.state {
    case .began:
      start = card.center
    case .changed:
      let t = recognizer.translation(in: view)
      card.center = CGPoint(x: start.x + t.x, y: start.y + t.y)
      card.transform = CGAffineTransform(rotationAngle: t.x / 800)
    case .ended, .cancelled:
      let v = recognizer.velocity(in: view)
      let dx = card.center.x - start.x
      let speed = (v.x * v.x + v.y * v.y).squareRoot()
      if speed > Self.flickSpeed || abs(dx) > Self.dismissDistance {
        flyAway(velocity: speed > Self.flickSpeed ? v : CGPoint(x: dx * 5, y: 0))
      } else {
        UIView.animate(
          withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
          options: []
        ) {
          self.card.center = self.start
          self.card.transform = .identity
        }
      }
    default:
      break
    }
  }

  /// Moves the card along `velocity` until it is clear of the screen, at that speed.
  private func flyAway(velocity v: CGPoint) {
    let speed = max((v.x * v.x + v.y * v.y).squareRoot(), 1)
    // Far enough along the direction of travel that the whole card is off screen.
    let distance: CGFloat = 700
    let target = CGPoint(
      x: card.center.x + v.x / speed * distance, y: card.center.y + v.y / speed * distance)
    let duration = min(Double(distance / speed), 0.4)
    status.text = v.x < 0 ? "Passed" : "Saved"
    UIView.animate(withDuration: duration, delay: 0, options: .curveLinear) {
      self.card.center = target
      self.card.transform = CGAffineTransform(rotationAngle: v.x / speed * 0.6)
    }
    UIView.animate(withDuration: 0.3) {
      self.nextCard.transform = CGAffineTransform(scaleX: 1.09, y: 1.07)
    }
  }
}
