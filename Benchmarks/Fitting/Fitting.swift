import UIKit

/// What `systemLayoutSizeFitting` costs (Benchmarks/Fitting/run.sh): a feed scrolled by a
/// flick; with FITTING its `scrollViewDidScroll` measures a table-header-like view (a
/// two-line title and a note, 16 pt inside, in no window) ten times per call at the screen's
/// width, required width and fitting-level height, as `viewDidLayoutSubviews` code does;
/// without it the same scroll and views, no measuring.
final class FittingBenchController: UIViewController, UIScrollViewDelegate {
  private let scroll = UIScrollView(frame: .zero)
  private let header = UIView()
  private let status = UILabel()
  private var measured: CGFloat = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    scroll.frame = view.bounds
    scroll.contentSize = CGSize(width: view.bounds.width, height: 20_000)
    scroll.backgroundColor = .systemBackground
    scroll.delegate = self
    view.addSubview(scroll)
    status.frame = CGRect(x: 16, y: 40, width: 300, height: 30)
    scroll.addSubview(status)

    let title = UILabel()
    title.text = "Everything for the week, from the market and the corner shop"
    title.font = .systemFont(ofSize: 22, weight: .bold)
    title.numberOfLines = 0
    title.translatesAutoresizingMaskIntoConstraints = false
    let note = UILabel()
    note.text = "8 items"
    note.translatesAutoresizingMaskIntoConstraints = false
    header.addSubview(title)
    header.addSubview(note)
    NSLayoutConstraint.activate([
      title.topAnchor.constraint(equalTo: header.topAnchor, constant: 16),
      title.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 16),
      title.trailingAnchor.constraint(equalTo: header.trailingAnchor, constant: -16),
      note.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
      note.leadingAnchor.constraint(equalTo: title.leadingAnchor),
      note.trailingAnchor.constraint(equalTo: title.trailingAnchor),
      note.bottomAnchor.constraint(equalTo: header.bottomAnchor, constant: -16),
    ])
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    #if FITTING
      for _ in 0..<10 {
        measured =
          header.systemLayoutSizeFitting(
            CGSize(width: view.bounds.width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
          ).height
      }
    #endif
    status.text = "\(Int(scrollView.contentOffset.y)) \(measured)"
  }
}
