import Foundation

/// Which rows or items a list has asked its prefetch data source to prepare, and what it asks
/// next (`UITableViewDataSourcePrefetching`, `UICollectionViewDataSourcePrefetching`).
///
/// UIKit documents when, not how far: prefetching starts once the user scrolls, asks for index
/// paths "soon to be displayed", and cancels those that "are no longer needed" because the
/// scrolling changed direction (Apple, "Prefetching collection view data"). The model, a working
/// value: after each layout pass that moved the list, the index paths within one screen (the
/// list's bounds' length) past the visible edge in the direction of the movement, not visible
/// and not asked before, are prefetched, in index-path order; index paths asked before that
/// are neither visible nor in that window any more are cancelled. A path that became visible is
/// no longer pending (its cell was asked for). A reload forgets everything.
struct ListPrefetching {
  /// Prefetched and neither shown nor cancelled yet.
  private(set) var pending: Set<IndexPath> = []
  /// The bounds' origin at the last pass, points.
  private var lastOrigin: CGPoint?
  /// The sign of the last movement along the scrolling axis: 1 forward, −1 back, 0 none yet.
  private var direction: CGFloat = 0

  /// The calls to make after a layout pass with `bounds` (the list's) showing `visible`;
  /// `paths(in:)` lists the index paths whose frames meet a rectangle.
  mutating func update(
    bounds: CGRect, vertical: Bool, visible: Set<IndexPath>,
    paths: (CGRect) -> [IndexPath]
  ) -> (prefetch: [IndexPath], cancel: [IndexPath]) {
    defer { lastOrigin = bounds.origin }
    if let lastOrigin {
      let delta = vertical ? bounds.minY - lastOrigin.y : bounds.minX - lastOrigin.x
      if delta != 0 { direction = delta > 0 ? 1 : -1 }
    }
    pending.subtract(visible)
    guard direction != 0 else { return ([], []) }
    let window =
      vertical
      ? bounds.offsetBy(dx: 0, dy: direction * bounds.height)
      : bounds.offsetBy(dx: direction * bounds.width, dy: 0)
    let ahead = Set(paths(window)).subtracting(visible)
    let prefetch = ahead.subtracting(pending).sorted()
    let cancel = pending.subtracting(ahead).sorted()
    pending = pending.union(prefetch).subtracting(cancel)
    return (prefetch, cancel)
  }

  /// Forgets what was asked (a reload).
  mutating func reset() {
    pending = []
    lastOrigin = nil
    direction = 0
  }
}
