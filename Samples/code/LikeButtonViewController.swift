import UIKit

/// A post's action bar drawn with SF Symbols: a like button that fills its heart when tapped,
/// a bookmark and a share button, all system buttons tinted by the bar.
final class LikeButtonViewController: UIViewController {
  private let likeButton = UIButton(type: .system)
  private let likesLabel = UILabel()
  private var isLiked = false

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground

    let card = UIView(frame: CGRect(x: 20, y: 120, width: 335, height: 160))
    card.backgroundColor = .secondarySystemBackground
    card.layer.cornerRadius = 16
    view.addSubview(card)

    let title = UILabel(frame: CGRect(x: 20, y: 20, width: 295, height: 24))
    title.text = "Sunset over the bay"
    title.font = .boldSystemFont(ofSize: 20)
    card.addSubview(title)

    let symbols = UIImage.SymbolConfiguration(pointSize: 26, weight: .semibold)
    likeButton.frame = CGRect(x: 12, y: 92, width: 56, height: 56)
    likeButton.accessibilityIdentifier = "like"
    likeButton.tintColor = .systemPink
    likeButton.setImage(UIImage(systemName: "heart", withConfiguration: symbols), for: .normal)
    likeButton.addTarget(self, action: #selector(toggleLike), for: .touchUpInside)
    card.addSubview(likeButton)

    likesLabel.frame = CGRect(x: 68, y: 108, width: 120, height: 24)
    likesLabel.accessibilityIdentifier = "likes"
    likesLabel.text = "12 likes"
    likesLabel.textColor = .secondaryLabel
    card.addSubview(likesLabel)

    let bookmark = UIButton(type: .system)
    bookmark.frame = CGRect(x: 211, y: 92, width: 56, height: 56)
    bookmark.setImage(UIImage(systemName: "bookmark", withConfiguration: symbols), for: .normal)
    card.addSubview(bookmark)

    let share = UIButton(type: .system)
    share.frame = CGRect(x: 267, y: 92, width: 56, height: 56)
    share.setImage(
      UIImage(systemName: "square.and.arrow.up", withConfiguration: symbols), for: .normal)
    card.addSubview(share)
  }

  @objc private func toggleLike() {
    isLiked.toggle()
    let name = isLiked ? "heart.fill" : "heart"
    likeButton.setImage(
      UIImage(systemName: name)?.withConfiguration(
        UIImage.SymbolConfiguration(pointSize: 26, weight: .semibold)), for: .normal)
    likesLabel.text = isLiked ? "13 likes" : "12 likes"
    print("liked: \(isLiked)")
  }
}
