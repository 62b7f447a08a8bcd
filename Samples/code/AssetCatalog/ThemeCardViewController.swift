import UIKit

/// A card whose colours and images all come from the app's asset catalog
/// (`Assets.xcassets` beside this file), as an iOS screen is usually themed:
///
/// - the screen's background is `Palette/Background`, the card's `Palette/Card`, the title's
///   colour `Palette/Brand` and the caption's `Palette/Ink` (a system colour reference,
///   `secondaryLabel`): each with a dark variant, so `--appearance dark` shows the dark theme;
/// - the logo is the image set `Logo` (2x and 3x files, a dark variant);
/// - the like button's heart is `Heart` from the `Icons` group, a template image drawn in the
///   button's tint, which is the catalog's `AccentColor` (orange): no code sets a tint.
///
/// Tapping the button counts likes on the caption. The card is 335 × 220 pt at (20, 120) with
/// a 20 pt corner radius. `Samples/asset-catalog.json` renders it.
final class ThemeCardViewController: UIViewController {
  private let caption = UILabel()
  private var likes = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = UIColor(named: "Palette/Background")

    let card = UIView(frame: CGRect(x: 20, y: 120, width: 335, height: 220))
    card.accessibilityIdentifier = "card"
    card.backgroundColor = UIColor(named: "Palette/Card")
    card.layer.cornerRadius = 20
    view.addSubview(card)

    let logo = UIImageView(image: UIImage(named: "Logo"))
    logo.accessibilityIdentifier = "logo"
    logo.frame.origin = CGPoint(x: 20, y: 20)
    card.addSubview(logo)

    let title = UILabel(frame: CGRect(x: 20, y: 72, width: 295, height: 30))
    title.text = "Morning light"
    title.font = .systemFont(ofSize: 24, weight: .bold)
    title.textColor = UIColor(named: "Palette/Brand")
    card.addSubview(title)

    caption.frame = CGRect(x: 20, y: 108, width: 295, height: 40)
    caption.numberOfLines = 2
    caption.font = .systemFont(ofSize: 15)
    caption.textColor = UIColor(named: "Palette/Ink")
    caption.text = "Colours and images from Assets.xcassets. No likes yet."
    card.addSubview(caption)

    let like = UIButton(type: .system)
    like.accessibilityIdentifier = "like"
    like.setImage(UIImage(named: "Heart"), for: .normal)
    like.setTitle(" Like", for: .normal)
    like.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
    like.frame = CGRect(x: 20, y: 160, width: 100, height: 44)
    like.contentHorizontalAlignment = .leading
    like.addTarget(self, action: #selector(likeTapped), for: .touchUpInside)
    card.addSubview(like)
  }

  @objc private func likeTapped() {
    likes += 1
    caption.text = "Colours and images from Assets.xcassets. Liked \(likes)×."
  }
}
