import UIKit

/// Onboarding pages side by side in a paging scroll view; the current page is read when the
/// content comes to rest.
final class OnboardingPagerViewController: UIViewController, UIScrollViewDelegate {
  let scrollView = UIScrollView()
  private let titles = ["Welcome", "Track your runs", "Share with friends"]
  private(set) var currentPage = 0
  private(set) var pagesShown: [Int] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    scrollView.frame = view.bounds
    scrollView.isPagingEnabled = true
    scrollView.showsHorizontalScrollIndicator = false
    scrollView.bounces = false
    scrollView.delegate = self
    view.addSubview(scrollView)

    let pageSize = view.bounds.size
    for (index, title) in titles.enumerated() {
      let label = UILabel(
        frame: CGRect(
          x: CGFloat(index) * pageSize.width, y: 0, width: pageSize.width, height: pageSize.height))
      label.text = title
      label.textAlignment = .center
      label.font = .systemFont(ofSize: 24, weight: .semibold)
      scrollView.addSubview(label)
    }
    scrollView.contentSize = CGSize(
      width: pageSize.width * CGFloat(titles.count), height: pageSize.height)
  }

  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    currentPage = Int((scrollView.contentOffset.x / scrollView.bounds.width).rounded())
    pagesShown.append(currentPage)
  }
}
