import UIKit

/// The screen of the sticky bar article (seed `000`, part 2) built in code instead of a
/// storyboard: a full-screen scroll view (insets not adjusted for the safe area) holding a
/// 200 pt header picture, a 50 pt orange "Sticky bar" and a 1,000 pt feed picture, laid out with
/// Auto Layout as the article lays them out (each as wide as the screen; the bar between the
/// header and the feed by its `barTop` and `barBottom` constraints; `hidden`, the feed's top to
/// the header's bottom, inactive). ``StickyHeaderViewController`` pins the bar.
///
/// The pictures are `assets/header` and `assets/feed` next to the scenario
/// (`Samples/code-sticky-header.json`), as `Samples/sticky-header.json` shows them.
public final class StickyFeedViewController: StickyHeaderViewController {
  /// The bar's constraints and "hidden": the outlets are weak, and "hidden" is inactive at load,
  /// so nothing else would keep it.
  private var stickyConstraints: [NSLayoutConstraint] = []

  /// Builds the scroll view and its content, connects the outlets and becomes the scroll
  /// view's delegate.
  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    scroll.accessibilityIdentifier = "scroll"
    scroll.contentInsetAdjustmentBehavior = .never
    view.addSubview(scroll)

    let header = UIImageView(image: UIImage(named: "assets/header"))
    header.accessibilityIdentifier = "header"
    let feed = UIImageView(image: UIImage(named: "assets/feed"))
    feed.accessibilityIdentifier = "feed"
    let bar = UIView()
    bar.accessibilityIdentifier = "bar"
    bar.backgroundColor = .systemOrange
    let title = UILabel(frame: CGRect(x: 0, y: 0, width: 375, height: 50))
    title.accessibilityIdentifier = "barTitle"
    title.text = "Sticky bar"
    title.font = .boldSystemFont(ofSize: 17)
    title.textColor = .white
    title.textAlignment = .center
    bar.addSubview(title)
    for content in [header, feed, bar] {
      content.translatesAutoresizingMaskIntoConstraints = false
      scroll.addSubview(content)
    }

    let barTop = bar.topAnchor.constraint(equalTo: header.bottomAnchor)
    barTop.identifier = "barTop"
    let barBottom = bar.bottomAnchor.constraint(equalTo: feed.topAnchor)
    barBottom.identifier = "barBottom"
    let hidden = feed.topAnchor.constraint(equalTo: header.bottomAnchor)
    hidden.identifier = "hidden"
    NSLayoutConstraint.activate([
      // The scroll view's own anchors stand for its content's edges.
      header.topAnchor.constraint(equalTo: scroll.topAnchor),
      header.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
      header.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
      header.widthAnchor.constraint(equalTo: view.widthAnchor),
      header.heightAnchor.constraint(equalToConstant: 200),
      feed.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
      feed.widthAnchor.constraint(equalTo: view.widthAnchor),
      feed.heightAnchor.constraint(equalToConstant: 1000),
      feed.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
      // A fixed width: the bar's constraints to the content go when it moves out of the
      // scroll view.
      bar.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
      bar.widthAnchor.constraint(equalToConstant: 375),
      bar.heightAnchor.constraint(equalToConstant: 50),
      barTop, barBottom,
    ])
    stickyConstraints = [barTop, barBottom, hidden]

    scrollView = scroll
    topImageView = header
    centreView = bar
    topConstraint = barTop
    bottomConstraint = barBottom
    hiddenConstraint = hidden
    scroll.delegate = self
  }
}
