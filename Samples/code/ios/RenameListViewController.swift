import UIKit

/// A list's title, drawn with a symbol inline and a soft shadow, and its items spaced as
/// paragraphs; "Rename" asks for a new title in an alert with a text field, and OK sets it.
final class RenameListViewController: UIViewController {
  private var listName = "Groceries"
  private let titleLabel = UILabel()
  private let itemsLabel = UILabel()
  private let renameButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    titleLabel.accessibilityIdentifier = "title"
    view.addSubview(titleLabel)

    let style = NSMutableParagraphStyle()
    style.paragraphSpacing = 12
    itemsLabel.numberOfLines = 0
    itemsLabel.attributedText = NSAttributedString(
      string: "Apples\nBread\nCoffee",
      attributes: [.font: UIFont.systemFont(ofSize: 20), .paragraphStyle: style])
    itemsLabel.accessibilityIdentifier = "items"
    view.addSubview(itemsLabel)

    renameButton.setTitle("Rename", for: .normal)
    renameButton.accessibilityIdentifier = "renameButton"
    renameButton.addTarget(self, action: #selector(askForName), for: .touchUpInside)
    view.addSubview(renameButton)
    showTitle()
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let top = view.safeAreaInsets.top
    let width = view.bounds.width - 40
    titleLabel.frame = CGRect(x: 20, y: top + 20, width: width, height: 50)
    itemsLabel.frame = CGRect(x: 20, y: top + 80, width: width, height: 120)
    renameButton.frame = CGRect(x: 20, y: top + 210, width: width, height: 44)
  }

  @objc private func askForName() {
    let alert = UIAlertController(
      title: "Rename List", message: "Enter a new name for this list.", preferredStyle: .alert)
    alert.addTextField { field in
      field.placeholder = "List name"
      field.autocapitalizationType = .words
    }
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(
      UIAlertAction(title: "OK", style: .default) { [weak self, weak alert] _ in
        guard let name = alert?.textFields?.first?.text, !name.isEmpty else { return }
        self?.rename(to: name)
      })
    present(alert, animated: true)
  }

  private func rename(to name: String) {
    listName = name
    print("renamed to \(name)")
    showTitle()
  }

  private func showTitle() {
    let font = UIFont.boldSystemFont(ofSize: 28)
    let shadow = NSShadow()
    shadow.shadowColor = UIColor.black.withAlphaComponent(0.4)
    shadow.shadowOffset = CGSize(width: 0, height: 2)
    shadow.shadowBlurRadius = 4
    let symbol = NSTextAttachment(
      image: UIImage(
        systemName: "list.bullet", withConfiguration: UIImage.SymbolConfiguration(pointSize: 24))!)
    let title = NSMutableAttributedString(attachment: symbol)
    title.append(NSAttributedString(string: " " + listName))
    title.addAttributes(
      [.font: font, .foregroundColor: UIColor.systemIndigo, .shadow: shadow],
      range: NSRange(location: 0, length: title.length))
    titleLabel.attributedText = title
  }
}
