import UIKit

/// A profile card built from nested stack views, the way a screen under review builds one: a
/// column of an avatar, the name, a subtitle, a row of two equal buttons and a detail row
/// that "Details" shows and hides with an animation. The card is pinned to the root view's
/// layout margins and lays its content out inside its own margins.
final class ProfileCardViewController: UIViewController {
  private let card = UIStackView()
  private let detailRow = UIStackView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground

    let avatar = UIView()
    avatar.backgroundColor = .systemTeal
    avatar.layer.cornerRadius = 40
    avatar.accessibilityIdentifier = "avatar"
    NSLayoutConstraint.activate([
      avatar.widthAnchor.constraint(equalToConstant: 80),
      avatar.heightAnchor.constraint(equalToConstant: 80),
    ])

    let name = UILabel()
    name.text = "Ada Lovelace"
    name.font = .systemFont(ofSize: 22, weight: .bold)
    name.accessibilityIdentifier = "name"

    let subtitle = UILabel()
    subtitle.text = "Analytical Engine programmer"
    subtitle.font = .systemFont(ofSize: 15)
    subtitle.textColor = .secondaryLabel

    let follow = button("Follow", color: .systemBlue, id: "follow")
    let details = button("Details", color: .systemIndigo, id: "details")
    details.addAction(UIAction { [weak self] _ in self?.toggleDetails() }, for: .touchUpInside)
    let buttons = UIStackView(arrangedSubviews: [follow, details])
    buttons.distribution = .fillEqually
    buttons.spacing = 12

    for text in ["Born 1815", "Wrote Note G"] {
      let fact = UILabel()
      fact.text = text
      fact.font = .systemFont(ofSize: 15, weight: .semibold)
      fact.textColor = .secondaryLabel
      fact.textAlignment = .center
      detailRow.addArrangedSubview(fact)
    }
    detailRow.distribution = .fillEqually
    detailRow.accessibilityIdentifier = "detailRow"
    detailRow.isHidden = true

    for view in [avatar, name, subtitle, buttons, detailRow] {
      card.addArrangedSubview(view)
    }
    card.axis = .vertical
    card.alignment = .center
    card.spacing = 8
    card.setCustomSpacing(16, after: avatar)
    card.setCustomSpacing(20, after: subtitle)
    card.setCustomSpacing(16, after: buttons)
    card.isLayoutMarginsRelativeArrangement = true
    card.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 24, leading: 20, bottom: 24, trailing: 20)
    card.backgroundColor = .secondarySystemGroupedBackground
    card.layer.cornerRadius = 16
    card.accessibilityIdentifier = "card"
    card.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(card)

    let margins = view.layoutMarginsGuide
    NSLayoutConstraint.activate([
      card.topAnchor.constraint(equalTo: margins.topAnchor, constant: 40),
      card.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      card.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      // The button and detail rows span the card's content width.
      buttons.widthAnchor.constraint(equalTo: card.layoutMarginsGuide.widthAnchor),
      detailRow.widthAnchor.constraint(equalTo: card.layoutMarginsGuide.widthAnchor),
    ])
  }

  private func button(_ title: String, color: UIColor, id: String) -> UIButton {
    let button = UIButton(type: .system)
    button.setTitle(title, for: .normal)
    button.setTitleColor(.white, for: .normal)
    button.backgroundColor = color
    button.layer.cornerRadius = 10
    button.accessibilityIdentifier = id
    button.heightAnchor.constraint(equalToConstant: 44).isActive = true
    return button
  }

  /// Shows or hides the detail row; the stack view animates the card's height.
  private func toggleDetails() {
    UIView.animate(withDuration: 0.35) {
      self.detailRow.isHidden.toggle()
    }
  }
}
