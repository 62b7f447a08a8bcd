import UIKit

/// A card that dips slightly while pressed, like a button, and springs back when released.
final class PressableCardView: UIView {
  private(set) var presses = 0

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesBegan(touches, with: event)
    UIView.animate(withDuration: 0.1, delay: 0, options: [.beginFromCurrentState, .curveEaseIn]) {
      self.transform = CGAffineTransform(scaleX: 0.96, y: 0.96)
      self.alpha = 0.9
    }
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesEnded(touches, with: event)
    presses += 1
    restore()
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesCancelled(touches, with: event)
    restore()
  }

  private func restore() {
    UIView.animate(
      withDuration: 0.3, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction]
    ) {
      self.transform = .identity
      self.alpha = 1
    }
  }
}
