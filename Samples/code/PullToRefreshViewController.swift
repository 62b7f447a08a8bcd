import UIKit

/// A feed with pull-to-refresh: a full-screen scroll view with a `UIRefreshControl`. Pulled
/// far enough, the control begins refreshing and sends `valueChanged`; the "network" answers
/// 1.2 s later with a new story at the top (its banner fades in), and the control's
/// `endRefreshing()` scrolls the feed back up.
///
/// A simulation runs no timers or main-queue work, so the answer's delay is an animation's
/// (`UIView.animate(withDuration:delay:…)`), whose completion ends the refresh.
final class PullToRefreshViewController: UIViewController {
  private let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
  private let refresh = UIRefreshControl()
  private let feed = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 1200))
  private let banner = UILabel(frame: CGRect(x: 16, y: 12, width: 343, height: 64))
  private var stories = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    scrollView.accessibilityIdentifier = "feed"
    scrollView.contentSize = CGSize(width: 375, height: 1200)
    scrollView.alwaysBounceVertical = true
    view.addSubview(scrollView)
    scrollView.addSubview(feed)

    banner.text = "New: the 07:40 is on time"
    banner.textAlignment = .center
    banner.font = .systemFont(ofSize: 17, weight: .semibold)
    banner.textColor = .white
    banner.backgroundColor = .systemOrange
    banner.layer.cornerRadius = 12
    banner.clipsToBounds = true
    banner.alpha = 0
    feed.addSubview(banner)
    for row in 0..<12 { addStory(at: row, title: "Story \(12 - row)") }

    refresh.accessibilityIdentifier = "refresh"
    refresh.addTarget(self, action: PullToRefreshViewController.refreshFeed, for: .valueChanged)
    scrollView.refreshControl = refresh
  }

  private func addStory(at row: Int, title: String) {
    let card = UILabel(frame: CGRect(x: 16, y: 88 + CGFloat(row) * 84, width: 343, height: 72))
    card.text = "  " + title
    card.font = .systemFont(ofSize: 17)
    card.backgroundColor = .white
    card.layer.cornerRadius = 12
    card.clipsToBounds = true
    feed.addSubview(card)
    stories += 1
  }

  func refreshFeed() {
    print("refreshing, \(stories) stories")
    UIView.animate(
      withDuration: 0.3, delay: 1.2, options: [],
      animations: { self.banner.alpha = 1 },
      completion: { _ in
        self.refresh.endRefreshing()
        print("refreshed")
      })
  }
}
