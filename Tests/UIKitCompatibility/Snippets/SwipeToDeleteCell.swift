import UIKit

/// A list row that slides left under the finger to reveal a Delete button behind it; released
/// past half the button's width it stays open, otherwise it closes.
final class SwipeToDeleteCell: UIView {
  let contentView = UIView()
  let deleteButton = UIButton(type: .custom)
  private(set) var isOpen = false
  private var offsetAtStart: CGFloat = 0
  private let revealWidth: CGFloat = 80

  override init(frame: CGRect) {
    super.init(frame: frame)
    clipsToBounds = true
    deleteButton.backgroundColor = .systemRed
    deleteButton.setTitle("Delete", for: .normal)
    deleteButton.frame = CGRect(
      x: bounds.width - revealWidth, y: 0, width: revealWidth, height: bounds.height)
    addSubview(deleteButton)

    contentView.frame = bounds
    contentView.backgroundColor = .systemBackground
    addSubview(contentView)

    #if canImport(ObjectiveC)
      let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
    #else
      let pan = UIPanGestureRecognizer(target: self, action: SwipeToDeleteCell.handlePan)
    #endif
    contentView.addGestureRecognizer(pan)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  #if canImport(ObjectiveC)
    @objc
  #endif
  private func handlePan(_ pan: UIPanGestureRecognizer) {
    switch pan.state {
    case .began:
      offsetAtStart = contentView.frame.minX
    case .changed:
      let x = offsetAtStart + pan.translation(in: self).x
      contentView.frame.origin.x = min(0, max(-revealWidth, x))
    case .ended, .cancelled:
      isOpen = contentView.frame.minX < -revealWidth / 2
      UIView.animate(withDuration: 0.2, delay: 0, options: .curveEaseOut) {
        self.contentView.frame.origin.x = self.isOpen ? -self.revealWidth : 0
      }
    default:
      break
    }
  }
}
