import UIKit

/// A profile row laid out with anchors: avatar on the left, the name after it, a Follow button
/// on the right. The name would like to be wide but gives way to the button.
final class ProfileHeaderView: UIView {
  let avatarView = UIImageView()
  let nameLabel = UILabel()
  let followButton = UIButton(type: .system)
  private(set) var preferredNameWidth: NSLayoutConstraint!

  override init(frame: CGRect) {
    super.init(frame: frame)
    setUpViews()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpViews()
  }

  private func setUpViews() {
    avatarView.backgroundColor = .systemGray4
    avatarView.layer.cornerRadius = 32
    avatarView.clipsToBounds = true
    nameLabel.font = .systemFont(ofSize: 20, weight: .semibold)
    nameLabel.text = "Ada Lovelace"
    followButton.setTitle("Follow", for: .normal)

    for subview in [avatarView, nameLabel, followButton] as [UIView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      addSubview(subview)
    }

    preferredNameWidth = nameLabel.widthAnchor.constraint(equalToConstant: 400)
    preferredNameWidth.priority = .defaultHigh

    NSLayoutConstraint.activate([
      avatarView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      avatarView.centerYAnchor.constraint(equalTo: centerYAnchor),
      avatarView.widthAnchor.constraint(equalToConstant: 64),
      avatarView.heightAnchor.constraint(equalTo: avatarView.widthAnchor),

      nameLabel.leadingAnchor.constraint(equalTo: avatarView.trailingAnchor, constant: 12),
      nameLabel.centerYAnchor.constraint(equalTo: avatarView.centerYAnchor),
      nameLabel.trailingAnchor.constraint(
        lessThanOrEqualTo: followButton.leadingAnchor, constant: -8),
      preferredNameWidth,

      followButton.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
      followButton.centerYAnchor.constraint(equalTo: centerYAnchor),
    ])
    followButton.setContentCompressionResistancePriority(.required, for: .horizontal)
  }
}
