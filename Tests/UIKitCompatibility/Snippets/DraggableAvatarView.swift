import UIKit

/// An avatar the user drags around its container; it never leaves the container, and each axis
/// stops at its own edge, so it keeps sliding along an edge it has reached.
final class DraggableAvatarView: UIImageView {
  /// Where the finger first touched, in the avatar's own coordinates.
  private var grabPoint = CGPoint.zero

  override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = true
    contentMode = .scaleAspectFill
    clipsToBounds = true
    layer.cornerRadius = frame.width / 2
    backgroundColor = .systemOrange
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    isUserInteractionEnabled = true
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    grabPoint = touch.location(in: self)
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first, let container = superview else { return }
    let point = touch.location(in: self)
    var newCenter = center
    newCenter.x += point.x - grabPoint.x
    newCenter.y += point.y - grabPoint.y

    let halfWidth = bounds.width / 2
    let halfHeight = bounds.height / 2
    newCenter.x = max(halfWidth, min(newCenter.x, container.bounds.width - halfWidth))
    newCenter.y = max(halfHeight, min(newCenter.y, container.bounds.height - halfHeight))
    center = newCenter
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    grabPoint = .zero
  }
}
