import UIKit

/// A card the size of the screen, dragged by a pan; with SHADOW its layer casts a soft shadow
/// (radius 20 pt: a 3× mask of about 1,300 × 2,700 pixels blurred every frame it moves).
final class CardController: UIViewController {
  private let card = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    card.frame = view.bounds.insetBy(dx: 8, dy: 8)
    card.backgroundColor = .white
    card.layer.cornerRadius = 12
    #if SHADOW
      card.layer.shadowColor = UIColor.black.cgColor
      card.layer.shadowOpacity = 0.3
      card.layer.shadowRadius = 20
      card.layer.shadowOffset = CGSize(width: 0, height: 4)
    #endif
    view.addSubview(card)
    card.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(pan(_:))))
  }

  @objc private func pan(_ recognizer: UIPanGestureRecognizer) {
    card.center.y += recognizer.translation(in: view).y
    recognizer.setTranslation(.zero, in: view)
  }
}
