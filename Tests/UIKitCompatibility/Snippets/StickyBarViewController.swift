import UIKit

/// A profile page: a header image, a segment bar under it, then the feed. Once the header has
/// scrolled away the bar moves out of the scroll view into the root view and stays pinned at
/// the top; scrolling back down puts it back under the header.
@MainActor
final class StickyBarViewController: UIViewController, UIScrollViewDelegate {
  let scrollView = UIScrollView()
  let headerImageView = UIImageView()
  let segmentBar = UIView()
  private(set) var isBarPinned = false

  private let headerHeight: CGFloat = 180
  private let barHeight: CGFloat = 44

  override func viewDidLoad() {
    super.viewDidLoad()
    scrollView.frame = view.bounds
    scrollView.contentSize = CGSize(width: view.bounds.width, height: 2000)
    scrollView.delegate = self
    view.addSubview(scrollView)

    headerImageView.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: headerHeight)
    headerImageView.backgroundColor = .systemTeal
    scrollView.addSubview(headerImageView)

    segmentBar.frame = CGRect(x: 0, y: headerHeight, width: view.bounds.width, height: barHeight)
    segmentBar.backgroundColor = .systemBackground
    segmentBar.accessibilityIdentifier = "segmentBar"
    scrollView.addSubview(segmentBar)
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    let shouldPin = scrollView.contentOffset.y >= headerImageView.frame.height
    guard shouldPin != isBarPinned else { return }
    isBarPinned = shouldPin
    if shouldPin {
      segmentBar.frame.origin.y = scrollView.frame.minY
      view.addSubview(segmentBar)
    } else {
      segmentBar.frame.origin.y = headerImageView.frame.height
      scrollView.addSubview(segmentBar)
    }
  }
}
