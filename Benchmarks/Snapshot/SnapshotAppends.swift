import UIKit

/// Builds a snapshot one item at a time, as code that appends in a loop does, then applies it.
final class SnapshotAppendsViewController: UIViewController {
  private var dataSource: UITableViewDiffableDataSource<Int, Int>!

  override func viewDidLoad() {
    super.viewDidLoad()
    let table = UITableView(frame: view.bounds, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    view.addSubview(table)
    dataSource = UITableViewDiffableDataSource<Int, Int>(tableView: table) { table, path, item in
      let cell = table.dequeueReusableCell(withIdentifier: "row", for: path)
      var content = cell.defaultContentConfiguration()
      content.text = "Row \(item)"
      cell.contentConfiguration = content
      return cell
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    for item in 0..<30_000 { snapshot.appendItems([item]) }
    for item in stride(from: 0, to: 30_000, by: 2) { snapshot.reconfigureItems([item]) }
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}
