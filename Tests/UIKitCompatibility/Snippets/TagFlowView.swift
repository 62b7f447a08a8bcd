import UIKit

/// Tags as chips that flow left to right and wrap onto new rows; the view's height is whatever
/// its rows need, so Auto Layout can size it from its width alone.
final class TagFlowView: UIView {
  var horizontalSpacing: CGFloat = 8
  var verticalSpacing: CGFloat = 8
  var chipPadding = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
  private var contentHeight: CGFloat = 0

  var tags: [String] = [] {
    didSet {
      subviews.forEach { $0.removeFromSuperview() }
      for tag in tags {
        let chip = UILabel()
        chip.text = tag
        chip.font = .systemFont(ofSize: 20)
        chip.textAlignment = .center
        chip.backgroundColor = .systemGray5
        chip.layer.cornerRadius = 6
        chip.clipsToBounds = true
        addSubview(chip)
      }
      setNeedsLayout()
    }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    var x: CGFloat = 0
    var y: CGFloat = 0
    var rowHeight: CGFloat = 0
    for chip in subviews {
      let textSize = chip.sizeThatFits(
        CGSize(width: bounds.width, height: .greatestFiniteMagnitude))
      let size = CGSize(
        width: textSize.width + chipPadding.left + chipPadding.right,
        height: textSize.height + chipPadding.top + chipPadding.bottom)
      if x > 0 && x + size.width > bounds.width {
        x = 0
        y += rowHeight + verticalSpacing
        rowHeight = 0
      }
      chip.frame = CGRect(origin: CGPoint(x: x, y: y), size: size)
      x += size.width + horizontalSpacing
      rowHeight = max(rowHeight, size.height)
    }
    let height = subviews.isEmpty ? 0 : y + rowHeight
    if height != contentHeight {
      contentHeight = height
      invalidateIntrinsicContentSize()
    }
  }

  override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: contentHeight)
  }
}
