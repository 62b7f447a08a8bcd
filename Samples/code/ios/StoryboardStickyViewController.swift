import UIKit

/// The sticky bar screen as the article builds it: laid out in a storyboard
/// (`Samples/storyboards/StickyHeader.storyboard`) whose outlets connect the scroll view, the
/// header, the bar and the bar's constraints; ``StickyHeaderViewController`` pins the bar in
/// `scrollViewDidScroll` (the scroll view's delegate outlet is this controller).
///
/// The view outlets are weak, as the article's are: the view hierarchy holds the views. The
/// constraint outlets are strong: "hidden" is not installed at load (the storyboard excludes
/// it), so a weak outlet to it would be `nil` after loading; and pinning deactivates the bar's
/// top and bottom constraints, which frees them when only weak outlets point at them, so the
/// bar could never be put back (as ``StickyFeedViewController`` keeps all three).
final class StoryboardStickyViewController: StickyHeaderViewController {
  @IBOutlet weak var scroll: UIScrollView!
  @IBOutlet weak var header: UIImageView!
  @IBOutlet weak var bar: UIView!
  @IBOutlet var barTop: NSLayoutConstraint!
  @IBOutlet var barBottom: NSLayoutConstraint!
  @IBOutlet var hidden: NSLayoutConstraint!

  override func viewDidLoad() {
    super.viewDidLoad()
    scrollView = scroll
    topImageView = header
    centreView = bar
    topConstraint = barTop
    bottomConstraint = barBottom
    hiddenConstraint = hidden
  }
}
