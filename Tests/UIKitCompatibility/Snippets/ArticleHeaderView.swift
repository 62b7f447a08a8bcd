import UIKit

/// An article header: a title of any number of lines, a byline, and three action icons spread
/// across the width with equal gaps between them (`anchorWithOffset(to:)`). Its height comes
/// from `systemLayoutSizeFitting`, as a table header's does.
final class ArticleHeaderView: UIView {
  let titleLabel = UILabel()
  let bylineLabel = UILabel()
  let icons = [UIView(), UIView(), UIView()]

  override init(frame: CGRect) {
    super.init(frame: frame)
    setUpViews()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpViews()
  }

  /// The height the header needs at `width`.
  func fittingHeight(forWidth width: CGFloat) -> CGFloat {
    systemLayoutSizeFitting(
      CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel
    ).height
  }

  private func setUpViews() {
    titleLabel.font = .systemFont(ofSize: 20, weight: .bold)
    titleLabel.numberOfLines = 0
    titleLabel.text = "Measuring views with Auto Layout, from the ground up"
    bylineLabel.font = .systemFont(ofSize: 15)
    bylineLabel.text = "By the layout team"
    for view in [titleLabel, bylineLabel] + icons {
      view.translatesAutoresizingMaskIntoConstraints = false
      addSubview(view)
    }
    NSLayoutConstraint.activate([
      titleLabel.topAnchor.constraint(equalTo: topAnchor, constant: 16),
      titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      titleLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
      bylineLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 4),
      bylineLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
      bylineLabel.trailingAnchor.constraint(lessThanOrEqualTo: titleLabel.trailingAnchor),
      icons[0].leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      icons[2].trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
      icons[0].trailingAnchor.anchorWithOffset(to: icons[1].leadingAnchor)
        .constraint(equalTo: icons[1].trailingAnchor.anchorWithOffset(to: icons[2].leadingAnchor)),
    ])
    for icon in icons {
      icon.backgroundColor = .systemBlue
      NSLayoutConstraint.activate([
        icon.widthAnchor.constraint(equalToConstant: 24),
        icon.heightAnchor.constraint(equalToConstant: 24),
        icon.topAnchor.constraint(equalTo: bylineLabel.bottomAnchor, constant: 12),
        icon.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -16),
      ])
    }
  }
}
