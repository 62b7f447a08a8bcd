import UIKit

/// A 240 × 320 pt card with a title, turned about its vertical axis by a pan (a drag of 240 pt
/// turns it 90°). With PERSPECTIVE the turn is a 3D rotation seen with m34 = -1/500 (the layer
/// drawn into its plane and projected every frame); without, the same turn's affine part (a
/// horizontal scale by cos θ), drawn directly.
final class CardController: UIViewController {
  private let card = UIView(frame: CGRect(x: 67, y: 160, width: 240, height: 320))
  private var angle: CGFloat = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    card.backgroundColor = .systemIndigo
    card.layer.cornerRadius = 20
    let title = UILabel(frame: CGRect(x: 20, y: 24, width: 200, height: 40))
    title.text = "Front"
    title.font = .systemFont(ofSize: 32, weight: .bold)
    title.textColor = .white
    card.addSubview(title)
    view.addSubview(card)
    card.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(pan(_:))))
  }

  @objc private func pan(_ recognizer: UIPanGestureRecognizer) {
    angle += recognizer.translation(in: view).x / 240 * .pi / 2
    recognizer.setTranslation(.zero, in: view)
    #if PERSPECTIVE
      var t = CATransform3DIdentity
      t.m34 = -1.0 / 500
      card.layer.transform = CATransform3DRotate(t, angle, 0, 1, 0)
    #else
      card.transform = CGAffineTransform(scaleX: cos(angle), y: 1)
    #endif
  }
}
