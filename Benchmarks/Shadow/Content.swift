import UIKit

/// A heading of large text on a container with no background, dragged by a pan; with SHADOW
/// the container's layer casts the shadow of its content (the glyphs: no background, no
/// shadowPath), drawn a second time into a mask and blurred in every frame it moves.
final class ContentShadowController: UIViewController {
  private let group = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    group.frame = CGRect(x: 16, y: 200, width: view.bounds.width - 32, height: 300)
    let title = UILabel(frame: group.bounds)
    title.text = "Shadows of what is drawn"
    title.font = .boldSystemFont(ofSize: 44)
    title.numberOfLines = 0
    title.textColor = .systemBlue
    group.addSubview(title)
    #if SHADOW
      group.layer.shadowColor = UIColor.black.cgColor
      group.layer.shadowOpacity = 0.5
      group.layer.shadowRadius = 4
      group.layer.shadowOffset = CGSize(width: 0, height: 3)
    #endif
    view.addSubview(group)
    group.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(pan(_:))))
  }

  @objc private func pan(_ recognizer: UIPanGestureRecognizer) {
    group.center.y += recognizer.translation(in: view).y
    recognizer.setTranslation(.zero, in: view)
  }
}
