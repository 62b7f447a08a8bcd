import UIKit

/// A shopping list whose "Delete" button asks for confirmation: it presents an alert, and
/// tapping the alert's "Delete" removes the last item.
final class ShoppingListViewController: UIViewController {
  private var items = ["Apples", "Bread", "Coffee"]
  private let listLabel = UILabel()
  private let deleteButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground

    listLabel.numberOfLines = 0
    listLabel.font = .systemFont(ofSize: 20)
    listLabel.accessibilityIdentifier = "list"
    view.addSubview(listLabel)

    deleteButton.setTitle("Delete", for: .normal)
    deleteButton.setTitleColor(.systemRed, for: .normal)
    deleteButton.accessibilityIdentifier = "deleteButton"
    deleteButton.addTarget(self, action: #selector(confirmDelete), for: .touchUpInside)
    view.addSubview(deleteButton)
    showItems()
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let top = view.safeAreaInsets.top
    listLabel.frame = CGRect(x: 20, y: top + 20, width: view.bounds.width - 40, height: 120)
    deleteButton.frame = CGRect(x: 20, y: top + 160, width: view.bounds.width - 40, height: 44)
  }

  @objc private func confirmDelete() {
    guard let last = items.last else { return }
    let alert = UIAlertController(
      title: "Delete \(last)?", message: "This item will be removed from your list.",
      preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(
      UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
        self?.deleteLastItem()
      })
    present(alert, animated: true)
  }

  private func deleteLastItem() {
    items.removeLast()
    print("deleted, \(items.count) left")
    showItems()
  }

  private func showItems() {
    listLabel.text = items.map { "• \($0)" }.joined(separator: "\n")
    listLabel.alpha = items.isEmpty ? 0 : 1
  }
}
