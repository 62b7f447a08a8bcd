import UIKit

/// The stretchy header with UIKit's default inset adjustment: ``StretchyFeedViewController``'s
/// screen, but the scroll view adds the safe area to its insets (`.automatic`). Under the
/// iPhone SE's 20 pt status bar the content rests at `contentOffset.y` −20, and because
/// ``StickyHeaderViewController`` compares the offset with 0, the header shows scaled
/// `1 − (−20)/60` = 1.33 before anything is touched (`Samples/code-stretchy-header-inset.json`,
/// twin of `Samples/stretchy-header-inset.json`).
public final class StretchyInsetFeedViewController: StretchyFeedViewController {
  /// Builds the screen, then lets the scroll view adjust its insets for the safe area. The
  /// scroll view is not in a window yet, so it places its initial offset when it is first laid
  /// out, as UIKit's does.
  public override func viewDidLoad() {
    super.viewDidLoad()
    scrollView?.contentInsetAdjustmentBehavior = .automatic
  }
}
