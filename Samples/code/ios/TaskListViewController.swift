import UIKit

/// A to-do list on a diffable data source: each task is a row with a content configuration
/// (title, due date, a circle image); "Sort" applies a snapshot ordered by due date, so the
/// rows slide to their new places; a full left swipe deletes a task by applying a snapshot
/// without it.
final class TaskListViewController: UIViewController, UITableViewDelegate {
  enum Section {
    case main
  }

  struct TodoItem: Hashable {
    let id: Int
    let title: String
    let dueInDays: Int
  }

  /// Lets rows be swiped: a diffable data source allows no editing by default.
  final class TaskDataSource: UITableViewDiffableDataSource<Section, TodoItem> {
    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
      true
    }
  }

  private let tableView = UITableView(frame: .zero, style: .plain)
  private let sortButton = UIButton(type: .system)
  private var dataSource: TaskDataSource!
  private let tasks = [
    TodoItem(id: 1, title: "Renew passport", dueInDays: 30),
    TodoItem(id: 2, title: "Buy groceries", dueInDays: 1),
    TodoItem(id: 3, title: "Call the plumber", dueInDays: 3),
    TodoItem(id: 4, title: "Book the dentist", dueInDays: 14),
    TodoItem(id: 5, title: "Pay rent", dueInDays: 5),
    TodoItem(id: 6, title: "Reply to Anna", dueInDays: 0),
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground

    sortButton.setTitle("Sort", for: .normal)
    sortButton.accessibilityIdentifier = "sort"
    sortButton.frame = CGRect(x: view.bounds.width - 96, y: 20, width: 80, height: 44)
    sortButton.addTarget(self, action: #selector(sortByDueDate), for: .touchUpInside)
    view.addSubview(sortButton)

    tableView.frame = CGRect(
      x: 0, y: 64, width: view.bounds.width, height: view.bounds.height - 64)
    tableView.accessibilityIdentifier = "tasks"
    tableView.contentInsetAdjustmentBehavior = .never
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "task")
    tableView.delegate = self
    view.addSubview(tableView)

    dataSource = TaskDataSource(tableView: tableView) { tableView, indexPath, task in
      let cell = tableView.dequeueReusableCell(withIdentifier: "task", for: indexPath)
      var content = cell.defaultContentConfiguration()
      content.text = task.title
      switch task.dueInDays {
      case 0: content.secondaryText = "Due today"
      case 1: content.secondaryText = "Due tomorrow"
      default: content.secondaryText = "Due in \(task.dueInDays) days"
      }
      content.image = UIImage(systemName: "circle")
      content.imageProperties.tintColor = task.dueInDays <= 1 ? .systemRed : .systemGray
      cell.contentConfiguration = content
      cell.accessibilityIdentifier = "task-\(task.id)"
      return cell
    }

    var snapshot = NSDiffableDataSourceSnapshot<Section, TodoItem>()
    snapshot.appendSections([.main])
    snapshot.appendItems(tasks)
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  @objc private func sortByDueDate() {
    var snapshot = NSDiffableDataSourceSnapshot<Section, TodoItem>()
    snapshot.appendSections([.main])
    snapshot.appendItems(
      dataSource.snapshot().itemIdentifiers.sorted { $0.dueInDays < $1.dueInDays })
    dataSource.apply(snapshot, animatingDifferences: true)
  }

  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    guard let task = dataSource.itemIdentifier(for: indexPath) else { return nil }
    let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
      var snapshot = self.dataSource.snapshot()
      snapshot.deleteItems([task])
      self.dataSource.apply(snapshot)
      print("deleted \(task.title)")
      done(true)
    }
    return UISwipeActionsConfiguration(actions: [delete])
  }
}
