import UIKit

/// A small icon button whose touch area reaches at least 44 × 44 points (Apple's minimum hit
/// target), however small the icon is drawn.
final class EnlargedHitAreaButton: UIButton {
  var minimumHitSize = CGSize(width: 44, height: 44)

  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    guard !isHidden, isUserInteractionEnabled, alpha > 0.01 else { return false }
    let dx = max(0, (minimumHitSize.width - bounds.width) / 2)
    let dy = max(0, (minimumHitSize.height - bounds.height) / 2)
    return bounds.insetBy(dx: -dx, dy: -dy).contains(point)
  }
}
