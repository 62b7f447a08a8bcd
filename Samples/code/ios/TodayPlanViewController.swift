import UIKit

/// A day plan whose tasks the user reorders by dragging them: a long press lifts a row, the
/// other rows make room as the finger moves, and the drop moves the task in the model and the
/// table, landing the lifted row in its new place.
final class TodayPlanViewController: UIViewController {
  private struct Task {
    let title: String
    let time: String
  }

  private var tasks = [
    Task(title: "Write the weekly report", time: "9:00"),
    Task(title: "Stand-up", time: "9:30"),
    Task(title: "Review pull requests", time: "10:00"),
    Task(title: "Lunch with Sam", time: "12:30"),
    Task(title: "Plan the sprint", time: "14:00"),
    Task(title: "Gym", time: "18:00"),
  ]

  private let tableView = UITableView(frame: .zero, style: .plain)

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Today"
    view.backgroundColor = .systemBackground
    tableView.frame = view.bounds
    tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    tableView.accessibilityIdentifier = "plan"
    tableView.rowHeight = 56
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "task")
    tableView.dataSource = self
    tableView.dragInteractionEnabled = true
    tableView.dragDelegate = self
    tableView.dropDelegate = self
    view.addSubview(tableView)
  }
}

extension TodayPlanViewController: UITableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    tasks.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "task", for: indexPath)
    var content = UIListContentConfiguration.valueCell()
    content.text = tasks[indexPath.row].title
    content.secondaryText = tasks[indexPath.row].time
    cell.contentConfiguration = content
    return cell
  }
}

extension TodayPlanViewController: UITableViewDragDelegate {
  func tableView(
    _ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath
  ) -> [UIDragItem] {
    let task = tasks[indexPath.row]
    let item = UIDragItem(itemProvider: NSItemProvider(object: task.title as NSString))
    item.localObject = task.title
    return [item]
  }
}

extension TodayPlanViewController: UITableViewDropDelegate {
  func tableView(
    _ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UITableViewDropProposal {
    guard session.localDragSession != nil else {
      return UITableViewDropProposal(operation: .forbidden)
    }
    return UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
  }

  func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator)
  {
    guard let destination = coordinator.destinationIndexPath,
      let item = coordinator.items.first,
      let source = item.sourceIndexPath
    else { return }
    let task = tasks.remove(at: source.row)
    tasks.insert(task, at: destination.row)
    tableView.performBatchUpdates {
      tableView.moveRow(at: source, to: destination)
    }
    coordinator.drop(item.dragItem, toRowAt: destination)
    print("moved \(task.title) to \(destination.row)")
  }
}
