import Foundation

extension UIView {
  /// Adds `view` on top of the other subviews, removing it from its old superview first
  /// (`addSubview(_:)`): its layer is appended to `layer.sublayers`, so it is drawn above the
  /// layers added before and below those added after. Adding a view to itself or to one of its
  /// descendants is ignored, as it would make a cycle.
  public func addSubview(_ view: UIView) {
    insertSubview(view, at: layer.storedSublayers.count)
  }

  /// Inserts `view` at `index`, removing it from its old superview first
  /// (`insertSubview(_:at:)`).
  ///
  /// As in UIKit, `index` is the place of the view's layer in `layer.sublayers`: with no
  /// sublayers of their own it is the index in `subviews`; with some, they count too (a
  /// gradient inserted at 0 makes `insertSubview(v, at: 0)` put `v` below the gradient).
  /// UIKit's documentation speaks of the `subviews` index; the layer index is what devices
  /// show (docs/appearance.md, "Sublayers"). An index past the end appends.
  ///
  /// A view controller whose view enters a visible window this way begins to appear
  /// (`viewWillAppear` first); one whose view leaves a visible window disappears
  /// (`Views/UIViewController+Appearance.swift`).
  ///
  /// Re-adding a subview at the place it already has (`addSubview` of the last subview, as a
  /// `layoutSubviews` that adds its views every time does) changes nothing: no layout is
  /// invalidated and no `didMoveToSuperview()` is called, as in UIKit, where such a
  /// `layoutSubviews` runs once per layout pass and not again. A subview re-added at another
  /// place moves there and its superview lays out again.
  public func insertSubview(_ view: UIView, at index: Int) {
    // A view this one is drawn within (through a mask view too) would draw itself.
    guard view !== self, !isDescendant(of: view), !layer.isWithin(view.layer) else { return }
    if view.superview === self, isInPlace(view, at: index) { return }
    let newWindow = window
    let windowChanges = view.window !== newWindow && !(view is UIWindow)
    if let old = view.superview, old !== self { old.willRemoveSubview(view) }
    view.willMove(toSuperview: self)
    if windowChanges { view.notifyWillMove(toWindow: newWindow, moving: view, under: self) }
    UIViewController.movingView(view, to: newWindow) {
      view.notifyingTraitChange {
        view.notifyingTintChange {
          view.layoutState.isReinsertedInSameSuperview = view.superview === self
          view.detachFromSuperview()
          placeSubview(view, at: index)
          view.superview = self
          view.layoutDidMoveToSuperview()
          if windowChanges { view.notifyDidMoveToWindow() }
          view.didMoveToSuperview()
          didAddSubview(view)
        }
      }
    }
  }

  /// ``willMove(toWindow:)`` for the view, then for each descendant, depth first.
  /// Appearance values are taken first when the view enters a window: `moving` is the view
  /// being added and `parent` its new superview, which the containers are found through.
  private func notifyWillMove(
    toWindow newWindow: UIWindow?, moving: UIView? = nil, under parent: UIView? = nil
  ) {
    if let newWindow {
      applyAppearance(enteringWindow: newWindow, moving: moving ?? self, under: parent)
    }
    willMove(toWindow: newWindow)
    for subview in subviews {
      subview.notifyWillMove(toWindow: newWindow, moving: moving ?? self, under: parent)
    }
  }

  /// ``didMoveToWindow()`` for the view, then for each descendant, depth first.
  private func notifyDidMoveToWindow() {
    didMoveToWindow()
    for subview in subviews { subview.notifyDidMoveToWindow() }
  }

  /// Whether `view`, a subview, would land where its layer already is if re-inserted at
  /// `index` (clamped to the sublayers without it).
  private func isInPlace(_ view: UIView, at index: Int) -> Bool {
    let sublayers = layer.storedSublayers
    guard let current = sublayers.firstIndex(where: { $0 === view.layer }) else { return false }
    return Swift.max(0, Swift.min(index, sublayers.count - 1)) == current
  }

  /// Puts `view`, in no superview, at `index` of the sublayers (clamped) and in `subviews`
  /// after the subviews whose layers come before it: the two lists change together, without
  /// reading every sublayer's view again (adding a thousand subviews stays linear).
  private func placeSubview(_ view: UIView, at index: Int) {
    // No copy of the sublayers is held across the insertion: it would be copied on write,
    // retaining every sibling.
    let count = layer.storedSublayers.count
    let position = Swift.max(0, Swift.min(index, count))
    let subviewIndex =
      position == count
      ? subviews.count
      : layer.storedSublayers[..<position].reduce(0) { $0 + ($1.hostsView ? 1 : 0) }
    layer.placeSublayer(view.layer, at: position)
    subviews.insert(view, at: subviewIndex)
  }

  /// Inserts `view` just below `siblingSubview`, so the sibling is drawn over it and
  /// hit-tested before it (`insertSubview(_:belowSubview:)`): its layer goes just below the
  /// sibling's in `layer.sublayers`. `view` leaves its old superview first, with the
  /// appearance calls of ``insertSubview(_:at:)``. When `siblingSubview` is not a subview,
  /// `view` goes on top, as ``addSubview(_:)`` puts it (working assumption: Apple documents no
  /// other case).
  public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
    let index = self.index(ofSibling: siblingSubview, inserting: view)
    insertSubview(view, at: index ?? layer.storedSublayers.count)
  }

  /// Inserts `view` just above `siblingSubview`, its layer just above the sibling's
  /// (`insertSubview(_:aboveSubview:)`); as ``insertSubview(_:belowSubview:)`` otherwise.
  public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
    let index = self.index(ofSibling: siblingSubview, inserting: view).map { $0 + 1 }
    insertSubview(view, at: index ?? layer.storedSublayers.count)
  }

  /// Where the layer of `sibling`, a subview, is among the sublayers once `view` has left
  /// them (it may be one of them).
  private func index(ofSibling sibling: UIView, inserting view: UIView) -> Int? {
    guard sibling !== view, sibling.superview === self else { return nil }
    return layer.storedSublayers.filter { $0 !== view.layer }.firstIndex { $0 === sibling.layer }
  }

  /// Detaches the view from its superview, which releases it unless something else owns it
  /// (`removeFromSuperview()`); its layer leaves the superview's `layer.sublayers`. View
  /// controllers whose views leave a visible window get `viewWillDisappear` before and
  /// `viewDidDisappear` after.
  ///
  /// The superview gets ``willRemoveSubview(_:)`` first, then the view
  /// ``willMove(toSuperview:)`` with `nil`, and, when it was in a window,
  /// ``willMove(toWindow:)`` and ``didMoveToWindow()`` (its descendants too); then
  /// ``didMoveToSuperview()``.
  public func removeFromSuperview() {
    guard let parent = superview else { return }
    let leavesWindow = window != nil && !(self is UIWindow)
    parent.willRemoveSubview(self)
    willMove(toSuperview: nil)
    if leavesWindow { notifyWillMove(toWindow: nil) }
    UIViewController.movingView(self, to: nil) {
      notifyingTraitChange {
        notifyingTintChange {
          detachFromSuperview()
          if leavesWindow { notifyDidMoveToWindow() }
          didMoveToSuperview()
        }
      }
    }
  }

  /// ``removeFromSuperview()`` without appearance calls, hierarchy callbacks or the tint
  /// notification (the caller makes them; a move notifies once, at its end).
  private func detachFromSuperview() {
    guard let parent = superview else { return }
    layoutWillRemoveFromSuperview()
    layer.detachFromSuperlayer()
    parent.subviews.removeAll { $0 === self }
    superview = nil
    (parent as? UIStackView)?.subviewDidLeave(self)
  }

  /// Moves `view`, a subview, on top of its siblings (`bringSubviewToFront(_:)`): its layer
  /// becomes the last sublayer, above the layers added to this view too.
  public func bringSubviewToFront(_ view: UIView) {
    guard view.superview === self else { return }
    view.layer.detachFromSuperlayer()
    layer.placeSublayer(view.layer, at: layer.storedSublayers.count)
    subviews = layer.sublayerViews
  }

  /// Moves `view`, a subview, behind its siblings (`sendSubviewToBack(_:)`): its layer
  /// becomes the first sublayer, below the layers added to this view too.
  public func sendSubviewToBack(_ view: UIView) {
    guard view.superview === self else { return }
    view.layer.detachFromSuperlayer()
    layer.placeSublayer(view.layer, at: 0)
    subviews = layer.sublayerViews
  }

  /// Swaps the subviews at `index1` and `index2` of `subviews`
  /// (`exchangeSubview(at:withSubviewAt:)`): their layers trade places in `layer.sublayers`,
  /// the layers between them stay (working assumption: Apple documents the `subviews` indices
  /// only). An index out of range does nothing (UIKit raises an exception).
  public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    guard subviews.indices.contains(index1), subviews.indices.contains(index2),
      index1 != index2
    else { return }
    let first = subviews[index1].layer
    let second = subviews[index2].layer
    guard let slot1 = layer.storedSublayers.firstIndex(where: { $0 === first }),
      let slot2 = layer.storedSublayers.firstIndex(where: { $0 === second })
    else { return }
    layer.storedSublayers.swapAt(slot1, slot2)
    subviews = layer.sublayerViews
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

  /// The view in this subtree (self included) that frames and timelines call `name`: its
  /// ``identifier``, the path of subview indices from the window or from the nearest ancestor
  /// with an `accessibilityIdentifier` (`window.0.2`, `root.1.0`), or a control's part
  /// (`volume.thumb`). What a scenario may name when a view has no identifier of its own;
  /// `nil` when no view has that name.
  package func descendant(atPath name: String) -> UIView? {
    func search(_ view: UIView, named viewName: String) -> UIView? {
      if viewName == name { return view }
      for (index, subview) in view.subviews.enumerated() {
        let subviewName = subview.identifier(
          superview: view, superviewIdentifier: viewName, index: index)
        if let found = search(subview, named: subviewName) { return found }
      }
      return nil
    }
    return search(self, named: identifier)
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
