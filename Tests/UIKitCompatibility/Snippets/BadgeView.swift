import UIKit

/// An unread-count badge: a red pill as wide as its number needs, at least a circle. Its size
/// comes from `intrinsicContentSize`, so constraints only place it.
final class BadgeView: UIView {
  private let countLabel = UILabel()

  var count = 0 {
    didSet {
      countLabel.text = count > 99 ? "99+" : "\(count)"
      isHidden = count == 0
      invalidateIntrinsicContentSize()
    }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemRed
    countLabel.textColor = .white
    countLabel.font = .systemFont(ofSize: 12, weight: .bold)
    countLabel.textAlignment = .center
    addSubview(countLabel)
    isHidden = true
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override var intrinsicContentSize: CGSize {
    let textWidth = countLabel.intrinsicContentSize.width
    return CGSize(width: max(20, textWidth + 12), height: 20)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    layer.cornerRadius = bounds.height / 2
    countLabel.frame = bounds
  }
}
