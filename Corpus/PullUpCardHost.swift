import UIKit

/// A pull-up card with a title and a table of route steps, resting at 72 pt, 260 pt and its full
/// 500 pt; its table hands the pan to the card when scrolled to its top.
final class RouteCardController: PullUpController {
  private let list = UITableView(frame: .zero, style: .plain)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.accessibilityIdentifier = "card"
    view.backgroundColor = .systemBackground
    view.layer.cornerRadius = 12
    let title = UILabel(frame: CGRect(x: 16, y: 16, width: 300, height: 24))
    title.text = "Route to the station"
    title.font = .preferredFont(forTextStyle: .headline)
    view.addSubview(title)
    list.frame = CGRect(x: 0, y: 56, width: 375, height: 444)
    list.dataSource = self
    list.register(UITableViewCell.self, forCellReuseIdentifier: "step")
    view.addSubview(list)
    list.attach(to: self)
  }

  override var pullUpControllerPreferredSize: CGSize { CGSize(width: 375, height: 500) }
  override var pullUpControllerMiddleStickyPoints: [CGFloat] { [72, 260] }
  override var pullUpControllerBounceOffset: CGFloat { 20 }

  override func pullUpControllerDidMove(to point: CGFloat) {
    print("card at \(Int(point))")
  }
}

extension RouteCardController: UITableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "step", for: indexPath)
    cell.textLabel?.text = "Step \(indexPath.row + 1)"
    return cell
  }
}

/// The scenario's root: a plain screen that adds the card, animated, once it is on screen.
final class PullUpCardHost: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = UIColor(red: 0.85, green: 0.88, blue: 0.95, alpha: 1)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    addPullUpController(RouteCardController(), initialStickyPointOffset: 72, animated: true)
  }
}
