import UIKit

/// A stretchy header without a sticky bar (seed `000`, part 2, the scale alone): a full-screen
/// scroll view (insets not adjusted for the safe area) whose 375 × 1,200 pt content is a 200 pt
/// header picture over a 1,000 pt feed picture, placed by frames. Pulled past its top, the
/// header grows by ``StickyHeaderViewController``'s `1 − offsetY/60`.
///
/// The pictures are `assets/header` and `assets/feed` next to the scenario
/// (`Samples/code-stretchy-header.json`), as `Samples/stretchy-header.json` shows them.
open class StretchyFeedViewController: StickyHeaderViewController {
  /// Builds the scroll view and its content, connects the outlets and becomes the scroll
  /// view's delegate.
  open override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    scroll.accessibilityIdentifier = "scroll"
    scroll.contentSize = CGSize(width: 375, height: 1200)
    scroll.contentInsetAdjustmentBehavior = .never
    let header = UIImageView(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
    header.accessibilityIdentifier = "header"
    header.image = UIImage(named: "assets/header")
    let feed = UIImageView(frame: CGRect(x: 0, y: 200, width: 375, height: 1000))
    feed.accessibilityIdentifier = "feed"
    feed.image = UIImage(named: "assets/feed")
    scroll.addSubview(header)
    scroll.addSubview(feed)
    view.addSubview(scroll)
    scrollView = scroll
    topImageView = header
    scroll.delegate = self
  }
}
