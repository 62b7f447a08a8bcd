import UIKit

/// A picture-in-picture style player window the user can drag anywhere on screen: every move
/// shifts the frame's origin by how far the finger travelled since the previous touch event.
final class FloatingPlayerView: UIView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .black
    layer.cornerRadius = 8
    clipsToBounds = true
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    let current = touch.location(in: superview)
    let previous = touch.previousLocation(in: superview)
    var newFrame = frame
    newFrame.origin.x += current.x - previous.x
    newFrame.origin.y += current.y - previous.y
    frame = newFrame
  }
}
