import Foundation

/// Where a scroll view's automatic initial offset stands.
enum InitialOffsetPlacement: Equatable {
  /// Not placed yet: the offset is still zero.
  case notPlaced
  /// Placed at `offset` before the first layout pass; that pass places it again.
  case provisional(CGPoint)
  /// Placed by a layout pass, set by code, or dragged: never placed again.
  case final
}

extension UIScrollView {
  /// Shows the top-left of the content inside the adjusted insets: sets `contentOffset` to
  /// (−adjustedContentInset.left, −adjustedContentInset.top), as UIKit places a new scroll view
  /// whose insets include the safe area (the content rests at y −44 under an iPhone X's
  /// sensor housing, −20 under a 20 pt status bar).
  ///
  /// UIKit does this while laying the scroll view out, when its frame, its safe area and, with
  /// Auto Layout, its `contentSize` are known. The model: joining a view that is in a window
  /// places the offset provisionally (so code reading it at once sees the inset); each layout
  /// pass that visits it places it provisionally again, and the first layout cycle
  /// (``UIView/layoutIfNeeded()``) that leaves it in a window with a non-empty size places it
  /// for good (`final`), from the frame, safe area and content size its last pass solved. A
  /// scroll view built in a view controller's `viewDidLoad`, before the controller's view is in
  /// a window, gets its offset from that cycle too. An offset set by code (``setContentOffset(_:animated:)``,
  /// `contentOffset`, or the bounds origin) or moved by a drag is never replaced.
  func placeInitialOffset(final: Bool) {
    guard window != nil else { return }
    switch initialOffsetPlacement {
    case .final:
      return
    case .notPlaced:
      guard contentOffset == .zero else {
        initialOffsetPlacement = .final
        return
      }
    case .provisional(let placed):
      guard contentOffset == placed else {
        initialOffsetPlacement = .final
        return
      }
    }
    let inset = adjustedContentInset
    let initial = CGPoint(x: -inset.left, y: -inset.top)
    initialOffsetPlacement = final ? .final : .provisional(initial)
    if initial != contentOffset { bounds.origin = initial }
  }
}
