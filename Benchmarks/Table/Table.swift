import UIKit

/// A 10,000-row list flicked (Benchmarks/Table/run.sh): with TABLE a `UITableViewController`
/// with 44 pt rows and reused cells; without it a plain `UIScrollView` of the same content
/// height that keeps 17 row views (a view and a label each, the most 44 pt rows a 667 pt
/// screen shows) on the rows in view, so both draw the same views in every frame.
final class TableBenchController: UIViewController, UIScrollViewDelegate {
  #if TABLE
    private let table = UITableView(frame: .zero, style: .plain)
  #endif
  #if !TABLE
    private let scroll = UIScrollView(frame: .zero)
    private var rows: [UILabel] = []
  #endif

  override func viewDidLoad() {
    super.viewDidLoad()
    #if TABLE
      table.frame = view.bounds
      table.rowHeight = 44
      table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
      table.dataSource = self
      view.addSubview(table)
    #endif
    #if !TABLE
      scroll.frame = view.bounds
      scroll.contentSize = CGSize(width: view.bounds.width, height: 44 * 10_000)
      scroll.backgroundColor = .systemBackground
      scroll.delegate = self
      view.addSubview(scroll)
      for _ in 0..<17 {
        let label = UILabel(frame: .zero)
        label.backgroundColor = .systemBackground
        scroll.addSubview(label)
        rows.append(label)
      }
      place()
    #endif
  }

  #if !TABLE
    func scrollViewDidScroll(_ scrollView: UIScrollView) { place() }

    /// Puts the row views on the rows in view, as a table's reuse does.
    private func place() {
      let first = max(0, Int(scroll.contentOffset.y / 44))
      for (index, label) in rows.enumerated() {
        let row = first + index
        label.frame = CGRect(x: 0, y: CGFloat(row) * 44, width: view.bounds.width, height: 44)
        label.text = "    Row \(row)"
      }
    }
  #endif
}

#if TABLE
  extension TableBenchController: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      10_000
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      cell.textLabel?.text = "Row \(indexPath.row)"
      return cell
    }
  }
#endif
