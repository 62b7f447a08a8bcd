import Foundation

/// What the bottom bars (a navigation controller's toolbar, a tab bar) follow to choose their
/// iOS 15 appearance: the content's bottom edge in the tracked scroll view.
extension UIScrollView {
  /// Whether the content's bottom edge is at or above the bottom of the visible area less
  /// ``adjustedContentInset`` (the top of the bars that inset keeps clear): `contentOffset.y` +
  /// height − `adjustedContentInset.bottom` reaching `contentSize.height`, within 0.001 pt.
  /// Content shorter than the visible area is always there.
  var contentBottomIsAboveBottomBars: Bool {
    let visibleBottom = contentOffset.y + bounds.height - adjustedContentInset.bottom
    return contentSize.height <= visibleBottom + 0.001
  }

  /// The tab bar controller whose bar follows this scroll view, if one does.
  var tabBarTrackingThis: UITabBarController? {
    var current: UIView = self
    while let parent = current.superview {
      if let root = parent as? TabBarRootView, let tabs = root.tabs {
        return tabs.trackedScrollView() === self ? tabs : nil
      }
      current = parent
    }
    return nil
  }
}

extension UIViewController {
  /// The scroll view a bar follows for this controller when it does not name one: its view
  /// when that is a scroll view, else the first of its view's subviews that is one (UIKit's
  /// heuristic tracks the scroll view at or directly under the controller's root view;
  /// `contentScrollView(for:)` and `setContentScrollView(_:for:)` are not modelled).
  var defaultContentScrollView: UIScrollView? {
    guard let view = viewIfLoaded else { return nil }
    if let scrollView = view as? UIScrollView { return scrollView }
    return view.subviews.first { $0 is UIScrollView } as? UIScrollView
  }
}
