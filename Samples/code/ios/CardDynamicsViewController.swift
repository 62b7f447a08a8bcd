import UIKit

/// A card dragged with UIKit Dynamics, as card-stack components do it: while the finger is
/// down, an attachment ties the grip point to the finger (so a card held off-centre swings
/// as it is pulled); released fast (over 1000 pt/s), it is flung on at the finger's velocity
/// with a little spin and a push the way it was going, and removed once it is off screen;
/// released slowly, a snap behaviour brings it home.
final class CardDynamicsViewController: UIViewController, UIDynamicAnimatorDelegate {
  /// The release speed above which the card is flung away, points per second.
  static let flingSpeed: CGFloat = 1000

  private let card = UIView(frame: CGRect(x: 67, y: 180, width: 240, height: 320))
  private let status = UILabel(frame: CGRect(x: 20, y: 560, width: 335, height: 30))
  private var animator: UIDynamicAnimator!
  private var attachment: UIAttachmentBehavior?
  private var home = CGPoint.zero

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground

    card.backgroundColor = .systemTeal
    card.layer.cornerRadius = 20
    card.accessibilityIdentifier = "card"
    view.addSubview(card)
    let name = UILabel(frame: CGRect(x: 20, y: 260, width: 200, height: 34))
    name.text = "Porto"
    name.font = .systemFont(ofSize: 28, weight: .bold)
    name.textColor = .white
    card.addSubview(name)
    home = card.center

    status.textAlignment = .center
    status.font = .systemFont(ofSize: 17)
    status.textColor = .secondaryLabel
    status.text = "Drag the card"
    status.accessibilityIdentifier = "status"
    view.addSubview(status)

    animator = UIDynamicAnimator(referenceView: view)
    animator.delegate = self
    card.addGestureRecognizer(
      UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:))))
  }

  @objc private func handlePan(_ pan: UIPanGestureRecognizer) {
    let location = pan.location(in: view)
    switch pan.state {
    case .began:
      animator.removeAllBehaviors()
      let grip = pan.location(in: card)
      let offset = UIOffset(
        horizontal: grip.x - card.bounds.midX, vertical: grip.y - card.bounds.midY)
      let attachment = UIAttachmentBehavior(
        item: card, offsetFromCenter: offset, attachedToAnchor: location)
      animator.addBehavior(attachment)
      self.attachment = attachment
      status.text = "Dragging"
    case .changed:
      attachment?.anchorPoint = location
    case .ended, .cancelled:
      animator.removeAllBehaviors()
      attachment = nil
      let velocity = pan.velocity(in: view)
      if (velocity.x * velocity.x + velocity.y * velocity.y).squareRoot() > Self.flingSpeed {
        fling(velocity)
      } else {
        let snap = UISnapBehavior(item: card, snapTo: home)
        snap.damping = 0.6
        animator.addBehavior(snap)
        status.text = "Snapping back"
      }
    default:
      break
    }
  }

  private func fling(_ velocity: CGPoint) {
    let motion = UIDynamicItemBehavior(items: [card])
    motion.addLinearVelocity(velocity, for: card)
    motion.addAngularVelocity(velocity.x / 600, for: card)
    motion.angularResistance = 2
    motion.action = { [weak self] in
      guard let self else { return }
      if !self.view.bounds.intersects(self.card.frame) {
        self.animator.removeAllBehaviors()
        self.status.text = "Dismissed"
      }
    }
    animator.addBehavior(motion)
    let push = UIPushBehavior(items: [card], mode: .instantaneous)
    push.pushDirection = CGVector(dx: velocity.x / 1000, dy: velocity.y / 1000)
    animator.addBehavior(push)
    status.text = "Flung"
  }

  func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
    let dx = card.center.x - home.x
    let dy = card.center.y - home.y
    if (dx * dx + dy * dy).squareRoot() < 1 { status.text = "Back home" }
  }
}
