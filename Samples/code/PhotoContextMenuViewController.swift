import UIKit

/// A photo card with a context menu: a long press lifts it and shows Copy, Favorite and
/// Delete; choosing Favorite marks the caption.
final class PhotoContextMenuViewController: UIViewController, UIContextMenuInteractionDelegate {
  private let card = UIView()
  private let caption = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    card.backgroundColor = UIColor(red: 0.35, green: 0.6, blue: 0.95, alpha: 1)
    card.layer.cornerRadius = 16
    card.accessibilityIdentifier = "photo"
    card.addInteraction(UIContextMenuInteraction(delegate: self))
    view.addSubview(card)
    caption.text = "Lake at dawn"
    caption.textColor = .white
    caption.font = .systemFont(ofSize: 20, weight: .semibold)
    caption.accessibilityIdentifier = "caption"
    card.addSubview(caption)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    card.frame = CGRect(x: 24, y: view.safeAreaInsets.top + 40, width: 220, height: 160)
    caption.frame = CGRect(x: 16, y: 116, width: 188, height: 28)
  }

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration? {
    UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
      UIMenu(children: [
        UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { _ in print("copy") },
        UIAction(title: "Favorite", image: UIImage(systemName: "heart")) { [weak self] _ in
          self?.caption.text = "♥ Lake at dawn"
        },
        UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) {
          _ in print("delete")
        },
      ])
    }
  }
}
