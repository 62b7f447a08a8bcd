import Foundation

// The view snapshots of `Frame.views`, for the views the display-list walk does not visit in
// `subviews` order (hidden subtrees, subviews reordered by zPosition).
extension DisplayListBuilder {
  /// Appends the snapshots of the subviews of `view` and their subtrees, depth first in
  /// `subviews` order, for the views the display-list walk does not visit in that order: the
  /// subtree of a hidden or transparent view, and subviews reordered by `zPosition`.
  /// `transform` maps `view`'s bounds space to window points; `window` is the nearest window
  /// enclosing the subviews.
  static func appendSnapshots(
    ofSubviewsOf view: UIView, id: String, transform: CGAffineTransform, window: UIWindow,
    depth: Int, to views: inout [ViewSnapshot]
  ) {
    for (index, subview) in view.subviews.enumerated() {
      let subviewID = subview.identifier(
        superview: view, superviewIdentifier: id, index: index)
      let p = presentation(of: subview, in: window)
      let subviewTransform = subview.transformToSuperview(
        center: p.center, bounds: p.bounds, transform: p.transform
      ).concatenating(transform)
      views.append(snapshot(of: subview, id: subviewID, p, subviewTransform, depth: depth))
      appendSnapshots(
        ofSubviewsOf: subview, id: subviewID, transform: subviewTransform,
        window: subview as? UIWindow ?? window, depth: depth + 1, to: &views)
    }
  }

  /// The snapshot of `view` shown with `p`, mapped to window points by `transform`.
  static func snapshot(
    of view: UIView, id: String, _ p: PresentationValues, _ transform: CGAffineTransform,
    depth: Int
  ) -> ViewSnapshot {
    ViewSnapshot(
      id: id, center: p.center, bounds: p.bounds, transform: p.transform,
      alpha: Double(p.alpha), isHidden: view.isHidden, windowTransform: transform, depth: depth)
  }
}
