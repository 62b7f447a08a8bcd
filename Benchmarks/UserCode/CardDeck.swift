import UIKit

/// A deck of cards: drag the top card, tap to flip its colour, long-press to lift it.
/// About 100 lines, the size of a file under review; the benchmark times compiling it.
final class CardDeckViewController: UIViewController {
  private var cards: [UIView] = []
  private var grip = CGPoint.zero
  private let palette: [UIColor] = [.systemBlue, .systemOrange, .systemGreen, .systemPink]

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    for index in 0..<4 {
      let card = makeCard(index: index)
      view.addSubview(card)
      cards.append(card)
    }
    guard let top = cards.last else { return }
    top.accessibilityIdentifier = "card"
    top.addGestureRecognizer(
      UIPanGestureRecognizer(target: self, action: CardDeckViewController.pan))
    let tap = UITapGestureRecognizer(target: self, action: CardDeckViewController.tap)
    top.addGestureRecognizer(tap)
    let press = UILongPressGestureRecognizer(
      target: self, action: CardDeckViewController.press)
    press.minimumPressDuration = 0.4
    top.addGestureRecognizer(press)
  }

  private func makeCard(index: Int) -> UIView {
    let offset = CGFloat(index) * 8
    let card = UIView(frame: CGRect(x: 60 + offset, y: 160 + offset, width: 220, height: 300))
    card.backgroundColor = palette[index % palette.count]
    card.layer.cornerRadius = 16
    card.layer.borderWidth = 1
    card.layer.borderColor = UIColor.separator.cgColor
    let title = UILabel(frame: CGRect(x: 16, y: 16, width: 188, height: 24))
    title.text = "Card \(index + 1)"
    title.font = .systemFont(ofSize: 20, weight: .semibold)
    title.textColor = .white
    card.addSubview(title)
    return card
  }

  func pan(_ recognizer: UIPanGestureRecognizer) {
    guard let card = recognizer.view else { return }
    switch recognizer.state {
    case .began:
      grip = card.center
    case .changed:
      let translation = recognizer.translation(in: view)
      card.center = CGPoint(x: grip.x + translation.x, y: grip.y + translation.y)
      let tilt = translation.x / view.bounds.width * 0.3
      card.transform = CGAffineTransform(rotationAngle: tilt)
    case .ended, .cancelled:
      let velocity = recognizer.velocity(in: view)
      if abs(velocity.x) > 800 || abs(card.center.x - grip.x) > 120 {
        throwAway(card, velocity: velocity)
      } else {
        snapBack(card)
      }
    default:
      break
    }
  }

  func tap(_ recognizer: UITapGestureRecognizer) {
    guard let card = recognizer.view else { return }
    let next = (palette.firstIndex(of: card.backgroundColor ?? .clear) ?? 0) + 1
    card.backgroundColor = palette[next % palette.count]
    print("flipped to colour", next % palette.count)
  }

  func press(_ recognizer: UILongPressGestureRecognizer) {
    guard let card = recognizer.view else { return }
    let lifted = recognizer.state == .began || recognizer.state == .changed
    UIView.animate(withDuration: 0.2) {
      card.transform = lifted ? CGAffineTransform(scaleX: 1.08, y: 1.08) : .identity
      card.alpha = lifted ? 0.85 : 1
    }
  }

  private func snapBack(_ card: UIView) {
    UIView.animate(
      withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
      options: [.allowUserInteraction]
    ) {
      card.center = self.grip
      card.transform = .identity
    }
  }

  private func throwAway(_ card: UIView, velocity: CGPoint) {
    let direction: CGFloat = velocity.x >= 0 ? 1 : -1
    UIView.animate(withDuration: 0.3, animations: {
      card.center.x += direction * self.view.bounds.width
    }, completion: { _ in
      card.removeFromSuperview()
      print("thrown away")
    })
  }
}
