import Foundation

extension UINavigationController {
  /// A search in the bar became active or inactive (or stopped or started hiding the bar): the
  /// bar takes its new rows at once, and the tracked scroll view's content follows the bar's
  /// new bottom. Content at the bar's scroll edge stays at its top (the rows shown expanded);
  /// content scrolled further keeps its place past the rows that collapse. `wasSearchOnly`
  /// says whether the bar showed only the search band before.
  func searchPresentationDidChange(wasSearchOnly: Bool) {
    guard transition == nil, let controller = barController else { return }
    var old = barRows(for: controller)
    old.searchOnly = wasSearchOnly
    let new = barRows(for: controller)
    // The inset already follows the new resting bar: the distance as it was under the old one.
    let distance = scrolledDistance(for: controller) - (new.resting - old.resting)
    layoutBar()
    guard let scrollView = trackedScrollView(for: controller) else { return }
    scrollView.setNeedsLayout()
    scrollView.layoutIfNeeded()
    let kept =
      distance <= old.collapsible + 0.001 ? 0 : distance - old.collapsible + new.collapsible
    scrollView.contentOffset = CGPoint(
      x: scrollView.contentOffset.x, y: kept - scrollView.adjustedContentInset.top)
    layoutBar()
  }
}
