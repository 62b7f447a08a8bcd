import UIKit

/// A sticker on a photo: its scale, rotation and offset are kept apart and combined into one
/// transform, and points on screen can be mapped back into the unrotated sticker.
final class StickerView: UIView {
  private(set) var scale: CGFloat = 1
  private(set) var rotation: CGFloat = 0
  private(set) var offset = CGPoint.zero

  func setScale(_ scale: CGFloat, rotation: CGFloat, offset: CGPoint) {
    self.scale = scale
    self.rotation = rotation
    self.offset = offset
    transform = CGAffineTransform(scaleX: scale, y: scale)
      .concatenating(CGAffineTransform(rotationAngle: rotation))
      .concatenating(CGAffineTransform(translationX: offset.x, y: offset.y))
  }

  /// A quick wiggle: tilt a little further and grow a touch, on top of whatever transform the
  /// sticker already has.
  func nudge() {
    transform = transform.rotated(by: .pi / 12).scaledBy(x: 1.1, y: 1.1)
  }

  /// Where a point of the superview lands in the sticker before its transform, relative to
  /// the sticker's center.
  func untransformedOffset(ofSuperviewPoint point: CGPoint) -> CGPoint {
    let fromCenter = CGPoint(x: point.x - center.x, y: point.y - center.y)
    return fromCenter.applying(transform.inverted())
  }
}
