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
  ///
  /// A view controller whose view enters a visible window this way begins to appear
  /// (`viewWillAppear` first); one whose view leaves a visible window disappears
  /// (`Views/UIViewController+Appearance.swift`).
  public func insertSubview(_ view: UIView, at index: Int) {
    guard view !== self, !isDescendant(of: view) else { return }
    UIViewController.movingView(view, to: window) {
      view.notifyingTraitChange {
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
    }
  }

  /// Inserts `view` just below `siblingSubview` in `subviews`, so the sibling is drawn over it
  /// and hit-tested before it (`insertSubview(_:belowSubview:)`), removing `view` from its old
  /// superview first, with the appearance calls of ``insertSubview(_:at:)``. When
  /// `siblingSubview` is not a subview, `view` goes on top, as ``addSubview(_:)`` puts it
  /// (working assumption: Apple documents no other case).
  public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
    insertSubview(view, at: index(ofSibling: siblingSubview, inserting: view) ?? subviews.count)
  }

  /// Inserts `view` just above `siblingSubview` in `subviews`, so it is drawn over the sibling
  /// (`insertSubview(_:aboveSubview:)`); as ``insertSubview(_:belowSubview:)`` otherwise.
  public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
    let index = self.index(ofSibling: siblingSubview, inserting: view).map { $0 + 1 }
    insertSubview(view, at: index ?? subviews.count)
  }

  /// Where `sibling` is among the subviews once `view` has left them (it may be one of them).
  private func index(ofSibling sibling: UIView, inserting view: UIView) -> Int? {
    guard sibling !== view else { return nil }
    return subviews.filter { $0 !== view }.firstIndex { $0 === sibling }
  }

  /// Detaches the view from its superview, which releases it unless something else owns it
  /// (`removeFromSuperview()`). View controllers whose views leave a visible window get
  /// `viewWillDisappear` before and `viewDidDisappear` after.
  public func removeFromSuperview() {
    guard superview != nil else { return }
    UIViewController.movingView(self, to: nil) {
      notifyingTraitChange { notifyingTintChange { detachFromSuperview() } }
    }
  }

  /// ``removeFromSuperview()`` without appearance calls or the tint notification (the caller
  /// makes them; a move notifies once, at its end).
  private func detachFromSuperview() {
    guard let parent = superview else { return }
    layoutWillRemoveFromSuperview()
    parent.subviews.removeAll { $0 === self }
    superview = nil
    (parent as? UIStackView)?.subviewDidLeave(self)
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
  package func descendant(withIdentifier identifier: String) -> UIView? {
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

extension UIView {
  /// This view and its descendants that have an `accessibilityIdentifier`, depth first, for
  /// messages that list the views a name could have meant.
  package func identifiedDescendants() -> [UIView] {
    (accessibilityIdentifier == nil ? [] : [self]) + subviews.flatMap { $0.identifiedDescendants() }
  }
}
