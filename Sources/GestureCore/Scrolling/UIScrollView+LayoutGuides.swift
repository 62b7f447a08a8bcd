import Foundation

extension UIScrollView {
  /// The scroll view's content area as a layout guide (`contentLayoutGuide`, iOS 11): its
  /// leading and top edges are the content's origin, its trailing and bottom edges and its
  /// width and height the ``contentSize``, points, in the scroll view's bounds coordinates.
  ///
  /// Constraints from the content to this guide determine ``contentSize`` at each layout pass,
  /// as constraints from the content to the scroll view's own edges do: once a constraint names
  /// the guide, the engine takes the content width and height from its solution (a dimension
  /// nothing determines is ambiguous and comes out as the solver leaves it, usually zero).
  /// The content size is not inset: `contentInset` and the safe area add around it.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiscrollview/contentlayoutguide
  public var contentLayoutGuide: UILayoutGuide {
    if let guide = layoutState.contentLayoutGuide { return guide }
    let guide = UILayoutGuide(scrollView: self, role: .scrollContent)
    layoutState.contentLayoutGuide = guide
    return guide
  }

  /// The scroll view's untransformed frame as a layout guide (`frameLayoutGuide`, iOS 11): the
  /// scroll view's bounds rectangle, so it does not move as the content scrolls; points.
  /// Content pinned to it stays put on screen, and `width` equal to it is the usual way to make
  /// vertically scrolling content as wide as the scroll view. The engine follows the bounds
  /// origin at each layout pass, as for ``UIView/safeAreaLayoutGuide``. Not inset by
  /// `contentInset` or the safe area.
  ///
  /// Apple: https://developer.apple.com/documentation/uikit/uiscrollview/framelayoutguide
  public var frameLayoutGuide: UILayoutGuide {
    if let guide = layoutState.frameLayoutGuide { return guide }
    let guide = UILayoutGuide(scrollView: self, role: .scrollFrame)
    layoutState.frameLayoutGuide = guide
    return guide
  }
}
