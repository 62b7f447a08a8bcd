import UIKit

/// A card that flips over in 3D to show its back, as in a flash-card app: the finger turns the
/// card about its vertical axis (a drag of the card's width turns it half a turn), the near
/// edge growing and the far edge shrinking in perspective. Released past the edge-on point, or
/// flicked faster than 600 pt/s, it completes the flip; otherwise it springs back. The front
/// and the back are two views of one container whose `sublayerTransform` holds the perspective
/// (`m34 = -1/500`); each face hides when it turns away (`isDoubleSided = false`).
final class CardFlip3DViewController: UIViewController {
  /// The release speed above which the card completes the flip, points per second.
  static let flipSpeed: CGFloat = 600

  private let card = UIView(frame: CGRect(x: 67, y: 160, width: 240, height: 320))
  private let front = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 320))
  private let back = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 320))
  private let status = UILabel(frame: CGRect(x: 20, y: 540, width: 335, height: 30))
  /// The card's turn about y when the pan began, radians (0: front up, π: back up).
  private var startAngle: CGFloat = 0
  /// The card's turn now, radians.
  private var angle: CGFloat = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground

    var perspective = CATransform3DIdentity
    perspective.m34 = -1.0 / 500
    card.layer.sublayerTransform = perspective
    card.accessibilityIdentifier = "card"
    view.addSubview(card)

    configure(front, color: .systemIndigo, title: "Front", id: "front")
    configure(back, color: .systemOrange, title: "Back", id: "back")
    card.addSubview(back)
    card.addSubview(front)
    turn(to: 0)

    status.textAlignment = .center
    status.font = .systemFont(ofSize: 17)
    status.textColor = .secondaryLabel
    status.text = "Drag the card sideways to flip it"
    view.addSubview(status)

    card.addGestureRecognizer(
      UIPanGestureRecognizer(target: self, action: #selector(pan(_:))))
  }

  private func configure(_ face: UIView, color: UIColor, title: String, id: String) {
    face.backgroundColor = color
    face.layer.cornerRadius = 20
    face.layer.isDoubleSided = false
    face.accessibilityIdentifier = id
    let label = UILabel(frame: CGRect(x: 20, y: 24, width: 200, height: 40))
    label.text = title
    label.font = .systemFont(ofSize: 32, weight: .bold)
    label.textColor = .white
    face.addSubview(label)
    let stripe = UIView(frame: CGRect(x: 20, y: 260, width: 120, height: 16))
    stripe.backgroundColor = UIColor(white: 1, alpha: 0.6)
    stripe.layer.cornerRadius = 8
    face.addSubview(stripe)
  }

  /// Turns both faces to `angle` about the vertical axis, the back half a turn behind.
  private func turn(to angle: CGFloat) {
    self.angle = angle
    front.layer.transform = CATransform3DMakeRotation(angle, 0, 1, 0)
    back.layer.transform = CATransform3DMakeRotation(angle + .pi, 0, 1, 0)
  }

  @objc private func pan(_ recognizer: UIPanGestureRecognizer) {
    switch recognizer.state {
    case .began:
      startAngle = angle
    case .changed:
      let dx = recognizer.translation(in: view).x
      turn(to: startAngle + dx / card.bounds.width * .pi)
    case .ended, .cancelled:
      let velocity = recognizer.velocity(in: view).x
      let turned = angle - startAngle
      var target = startAngle
      if abs(turned) > .pi / 2 || abs(velocity) > Self.flipSpeed {
        target = startAngle + (turned + velocity / 10_000 >= 0 ? .pi : -.pi)
      }
      let flipped = Int((target / .pi).rounded()) % 2 != 0
      status.text = flipped ? "Showing the back" : "Showing the front"
      UIView.animate(
        withDuration: 0.45, delay: 0, usingSpringWithDamping: 0.85, initialSpringVelocity: 0,
        options: []
      ) {
        self.turn(to: target)
      }
    default:
      break
    }
  }
}
