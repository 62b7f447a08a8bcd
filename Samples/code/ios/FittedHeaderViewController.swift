import UIKit

/// A shopping list whose table header is sized by Auto Layout, the way it is usually done: a
/// header view made in code holds a title of any number of lines and a note under it, pinned
/// 16 pt inside its edges; the controller measures it with `systemLayoutSizeFitting` at the
/// table's width before assigning it, and again in `viewDidLayoutSubviews`: when the height
/// differs, it gives the header that height and assigns it again so the table moves its rows. A tap on the header shortens
/// the title, which asks for layout, and the header shrinks to the new text.
class FittedHeaderViewController: UITableViewController {
  let titleLabel = UILabel()
  let noteLabel = UILabel()
  let items = ["Apples", "Bread", "Coffee", "Eggs", "Milk", "Rice", "Spinach", "Tomatoes"]

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.accessibilityIdentifier = "list"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Item")

    let header = UIView()
    header.accessibilityIdentifier = "header"
    header.backgroundColor = .secondarySystemBackground

    titleLabel.accessibilityIdentifier = "title"
    titleLabel.text = "Everything for the week, from the market and the corner shop"
    titleLabel.font = .systemFont(ofSize: 22, weight: .bold)
    titleLabel.numberOfLines = 0
    titleLabel.translatesAutoresizingMaskIntoConstraints = false

    noteLabel.accessibilityIdentifier = "note"
    noteLabel.text = "8 items"
    noteLabel.font = .systemFont(ofSize: 15)
    noteLabel.textColor = .secondaryLabel
    noteLabel.translatesAutoresizingMaskIntoConstraints = false

    header.addSubview(titleLabel)
    header.addSubview(noteLabel)
    NSLayoutConstraint.activate([
      titleLabel.topAnchor.constraint(equalTo: header.topAnchor, constant: 16),
      titleLabel.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 16),
      titleLabel.trailingAnchor.constraint(equalTo: header.trailingAnchor, constant: -16),
      noteLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 4),
      noteLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
      noteLabel.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor),
      noteLabel.bottomAnchor.constraint(equalTo: header.bottomAnchor, constant: -16),
    ])
    header.addGestureRecognizer(
      UITapGestureRecognizer(target: self, action: #selector(shortenTitle)))
    // Sized before it is shown, so the first layout already has room for the labels.
    header.frame.size = fittingSize(of: header)
    tableView.tableHeaderView = header
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    guard let header = tableView.tableHeaderView else { return }
    let size = fittingSize(of: header)
    if header.frame.size.height != size.height {
      header.frame.size.height = size.height
      tableView.tableHeaderView = header
      print("header height \(size.height)")
    }
  }

  /// The header's size at the table's width: its constraints decide the height.
  func fittingSize(of header: UIView) -> CGSize {
    header.systemLayoutSizeFitting(
      CGSize(width: tableView.bounds.width, height: UIView.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
  }

  @objc func shortenTitle() {
    titleLabel.text = "This week"
    view.setNeedsLayout()
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
    cell.textLabel?.text = items[indexPath.row]
    return cell
  }
}
