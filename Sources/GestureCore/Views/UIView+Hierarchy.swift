import Foundation

extension UIView {
  /// Adds `view` on top of the other subviews, removing it from its old superview first
  /// (`addSubview(_:)`). Adding a view to itself or to one of its descendants is ignored, as it
  /// would make a cycle.
  public func addSubview(_ view: UIView) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts `view` at `index` in `subviews` (clamped to the valid range), removing it from its
  /// old superview first (`insertSubview(_:at:)`).
  public func insertSubview(_ view: UIView, at index: Int) {
    guard view !== self, !isDescendant(of: view) else { return }
    view.notifyingTintChange {
      view.layoutState.isReinsertedInSameSuperview = view.superview === self
      view.detachFromSuperview()
      let position = Swift.max(0, Swift.min(index, subviews.count))
      subviews.insert(view, at: position)
      view.superview = self
      view.layoutDidMoveToSuperview()
      view.didMoveToSuperview()
    }
  }

  /// Detaches the view from its superview, which releases it unless something else owns it
  /// (`removeFromSuperview()`).
  public func removeFromSuperview() {
    guard superview != nil else { return }
    notifyingTintChange { detachFromSuperview() }
  }

  /// `removeFromSuperview()` without the tint notification (a move notifies once, at its end).
  private func detachFromSuperview() {
    guard let parent = superview else { return }
    layoutWillRemoveFromSuperview()
    parent.subviews.removeAll { $0 === self }
    superview = nil
    didMoveToSuperview()
  }

  /// Moves `view`, a subview, on top of its siblings (`bringSubviewToFront(_:)`).
  public func bringSubviewToFront(_ view: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.remove(at: index)
    subviews.append(view)
  }

  /// Moves `view`, a subview, behind its siblings (`sendSubviewToBack(_:)`).
  public func sendSubviewToBack(_ view: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.remove(at: index)
    subviews.insert(view, at: 0)
  }

  /// Whether the view is `view` or one of its descendants (`isDescendant(of:)`).
  public func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// The first view in this subtree (depth first, self included) whose `accessibilityIdentifier`
  /// is `identifier`.
  public func descendant(withIdentifier identifier: String) -> UIView? {
    if accessibilityIdentifier == identifier { return self }
    for subview in subviews {
      if let found = subview.descendant(withIdentifier: identifier) { return found }
    }
    return nil
  }

  /// The first view in this subtree (self included) whose `tag` is `tag` (`viewWithTag(_:)`).
  public func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for subview in subviews {
      if let found = subview.viewWithTag(tag) { return found }
    }
    return nil
  }
}
