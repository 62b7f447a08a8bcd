import UIKit

/// A like button that pops: on tap it shrinks at once and springs back to full size.
final class HeartButton: UIButton {
  private(set) var isLiked = false

  override init(frame: CGRect) {
    super.init(frame: frame)
    setTitle("♡", for: .normal)
    setTitle("♥", for: .selected)
    setTitleColor(.systemRed, for: .normal)
    #if canImport(ObjectiveC)
      addTarget(self, action: #selector(toggleLike), for: .touchUpInside)
    #else
      addTarget(self, action: HeartButton.toggleLike, for: .touchUpInside)
    #endif
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  #if canImport(ObjectiveC)
    @objc
  #endif
  private func toggleLike() {
    isLiked.toggle()
    isSelected = isLiked
    transform = CGAffineTransform(scaleX: 0.6, y: 0.6)
    UIView.animate(
      withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
      options: [.allowUserInteraction, .beginFromCurrentState],
      animations: {
        self.transform = .identity
      })
  }
}
