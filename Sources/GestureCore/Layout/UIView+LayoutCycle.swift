import Foundation

/// The layout cycle: update constraints (leaves first), solve, lay out (roots first).
///
/// UIKit defers layout: changing constraints, frames or content only records that layout is
/// needed, and the run loop lays out once before the screen is drawn. `Simulation` does the
/// same before it delivers each touch event and before it captures each frame; call
/// ``layoutIfNeeded()`` to lay out at once (inside an animations block, to animate the change).
extension UIView {
  /// Marks the view as needing ``layoutSubviews()`` at the next layout pass (`setNeedsLayout()`);
  /// returns at once.
  public func setNeedsLayout() {
    layoutState.needsLayout = true
    subtreeNeedsLayoutPass()
  }

  /// Marks the view and every view above it as having something for the next layout pass to
  /// visit (``ViewLayoutState/subtreeIsLaidOut``).
  func subtreeNeedsLayoutPass() {
    var view: UIView? = self
    while let current = view {
      current.layoutState.subtreeIsLaidOut = false
      current.layoutState.layoutPassRequests &+= 1
      view = current.superview
    }
  }

  /// Lays out now if layout is pending (`layoutIfNeeded()`).
  ///
  /// In a window: runs the constraint update pass (``updateConstraints()`` of marked views,
  /// leaves first), gives the window's engine every pending constraint change in order, solves,
  /// marks the superview of every view whose solved frame changed since the last pass, then — as
  /// `CALayer.layoutIfNeeded` does — walks up from this view while the superview needs layout
  /// and lays out that subtree: ``layoutSubviews()`` of each view that needs it, superviews
  /// first. The new frames are set through `center` and `bounds`, so inside
  /// ``UIView/animate(withDuration:delay:options:animations:completion:)`` they animate: the model
  /// takes the solved frames at once and the presentation moves along the curve.
  ///
  /// Then, while the pass left layout to do (it set frames, constraints or safe areas the
  /// engine has not solved yet, and a view needs layout once they are: a controller's
  /// `viewDidLayoutSubviews()` that gives cards their frames, whose contents are placed by
  /// constraints), it solves and lays out again, at most ``maximumLayoutPasses`` passes in
  /// all. So the run loop's pass shows the state after a complete layout, as UIKit's does
  /// before it commits a frame (its engine re-solves as each view's `layoutSubviews` reads it,
  /// here once per repeated pass).
  ///
  /// A scroll view's initial offset is placed for good when the passes are done, from the
  /// frame and safe area the last pass left (``UIScrollView/placeInitialOffset(final:)``): a
  /// table constrained below a navigation bar is framed under the status bar by the first pass,
  /// before the bar's height reaches the safe area guide, and must not keep the offset that
  /// frame gave.
  ///
  /// Outside a window only ``layoutSubviews()`` of views that need it runs; constraints wait
  /// for a window.
  public func layoutIfNeeded() {
    guard let window else {
      layoutSubtree(self)
      return
    }
    let engine = window.layoutEngine
    engine.update()
    for pass in 1...UIView.maximumLayoutPasses {
      var start: UIView = self
      while let parent = start.superview, parent.layoutState.needsLayout { start = parent }
      let requests = window.layoutState.layoutPassRequests
      layoutSubtree(start)
      let asked =
        window.layoutState.layoutPassRequests != requests || engine.hasPendingWork
        || engine.safeAreasChanged()
      guard asked, pass < UIView.maximumLayoutPasses else { break }
      engine.update()
      guard UIView.hasViewNeedingLayout(start) else { break }
    }
    let placed = engine.provisionalScrollViews
    engine.provisionalScrollViews = []
    for scrollView in placed where scrollView.window === window {
      scrollView.placeInitialOffset(final: !scrollView.bounds.isEmpty)
    }
  }

  /// The most layout passes one ``layoutIfNeeded()`` runs: enough for layouts that set frames
  /// in `viewDidLayoutSubviews()` or `layoutSubviews()` several levels deep, and a bound for
  /// code that asks for layout in every pass (UIKit has none: such code makes a device lay out
  /// again and again). A value of the simulation, not UIKit's.
  static let maximumLayoutPasses = 8

  /// Whether a view of `view`'s subtree needs ``layoutSubviews()``, looking only into subtrees
  /// the last pass did not leave laid out.
  private static func hasViewNeedingLayout(_ view: UIView) -> Bool {
    if view.layoutState.needsLayout { return true }
    guard !view.layoutState.subtreeIsLaidOut else { return false }
    return view.subviews.contains { hasViewNeedingLayout($0) }
  }

  /// Marks the view for ``updateConstraints()`` at the next layout pass
  /// (`setNeedsUpdateConstraints()`).
  public func setNeedsUpdateConstraints() {
    layoutState.needsUpdateConstraints = true
    window?.layoutEngine.needsUpdateConstraintsPass = true
  }

  /// Whether ``updateConstraints()`` will run at the next layout pass
  /// (`needsUpdateConstraints()`).
  public func needsUpdateConstraints() -> Bool {
    layoutState.needsUpdateConstraints
  }

  /// Runs ``updateConstraints()`` now for this view and its marked descendants, leaves first
  /// (`updateConstraintsIfNeeded()`).
  public func updateConstraintsIfNeeded() {
    UIView.updateConstraintsPass(self)
  }

  /// Post-order: subviews' constraints are updated before their superview's, as in UIKit
  /// (WWDC 2018 session 220).
  static func updateConstraintsPass(_ view: UIView) {
    for subview in view.subviews { updateConstraintsPass(subview) }
    if view.layoutState.needsUpdateConstraints {
      view.layoutState.needsUpdateConstraints = false
      view.updateConstraints()
    }
  }

  /// Lays out `view` and its subtree, superviews first: a view that needs layout through its
  /// layer (``CALayer/layoutSublayers()``, which asks the view, ``layoutSublayers(of:)``: a
  /// view controller's root view is laid out between its controller's
  /// `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()`), then the layers of its own that
  /// need layout (``CALayer/setNeedsLayout()``), then the subviews. A subtree the
  /// last pass left with nothing to do is skipped (``ViewLayoutState/subtreeIsLaidOut``), so a
  /// pass costs time in the views that need it, not in every view of the window.
  /// Runs ``layoutSubviews()`` now where this view's subtree needs it, leaving its superviews
  /// (and the constraint engine) for the next pass: how a collection view lays out an
  /// appearing cell before animating it, so its content does not grow from nothing.
  func layoutOwnSubtree() { layoutSubtree(self) }

  private func layoutSubtree(_ view: UIView) {
    guard !view.layoutState.subtreeIsLaidOut else { return }
    let requests = view.layoutState.layoutPassRequests
    if view.layoutState.needsLayout {
      view.layoutState.needsLayout = false
      view.layer.layoutSublayers()
    }
    view.layoutPassDidVisit()
    for sublayer in view.layer.sublayers ?? [] where sublayer.view == nil {
      sublayer.layoutIfNeeded()
    }
    var subviewsLaidOut = true
    for subview in view.subviews {
      layoutSubtree(subview)
      subviewsLaidOut = subviewsLaidOut && subview.layoutState.subtreeIsLaidOut
    }
    view.layoutState.subtreeIsLaidOut =
      subviewsLaidOut && !view.layoutState.needsLayout && !view.needsLayoutPassVisit
      && view.layoutState.layoutPassRequests == requests
  }

  /// Gives each subview placed by constraints the frame the engine solved for it (what
  /// `UIView.layoutSubviews` does by default). A subview whose size changes needs layout
  /// itself.
  func applyEngineFramesToSubviews() {
    guard let engine = window?.layoutEngine else { return }
    for subview in subviews where !subview.translatesAutoresizingMaskIntoConstraints {
      guard let frame = engine.solvedFrame(of: subview) else { continue }
      subview.applyLayoutFrame(frame)
    }
  }

  /// The untransformed frame Auto Layout works with (its alignment rectangle): `bounds.size`
  /// placed so that the anchor point is at `center`.
  var layoutFrame: CGRect {
    let anchor = layer.anchorPoint
    return CGRect(
      x: center.x - anchor.x * bounds.width, y: center.y - anchor.y * bounds.height,
      width: bounds.width, height: bounds.height)
  }

  /// Sets `bounds.size` and `center` so that ``layoutFrame`` is `frame` (transforms are left
  /// alone: Auto Layout ignores them).
  func applyLayoutFrame(_ frame: CGRect) {
    if bounds.size != frame.size {
      bounds = CGRect(origin: bounds.origin, size: frame.size)
      setNeedsLayout()
    }
    let anchor = layer.anchorPoint
    let target = CGPoint(
      x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
    if center != target { center = target }
  }

  // MARK: Hierarchy changes (called by addSubview and removeFromSuperview)

  /// Before the view leaves its superview: deactivates the active constraints between its
  /// subtree and views outside it (Apple, `removeFromSuperview()`: "removes any constraints that
  /// refer to the view you are removing, or that refer to any view in the subtree"; constraints
  /// inside the subtree stay), and takes the subtree's constraints out of the window's engine.
  /// A view re-added to its own superview (moved to the front) keeps them.
  func layoutWillRemoveFromSuperview() {
    guard let parent = superview else { return }
    if !layoutState.isReinsertedInSameSuperview {
      var ancestor: UIView? = parent
      while let current = ancestor {
        for constraint in current.layoutState.constraints where constraint.refers(into: self) {
          constraint.isActive = false
        }
        ancestor = current.superview
      }
    }
    window?.layoutEngine.subtreeWillLeave(self)
    parent.setNeedsLayout()
  }

  /// After the view joined a superview: hands the subtree's constraints to the new window's
  /// engine and marks the superview for layout.
  func layoutDidMoveToSuperview() {
    layoutState.isReinsertedInSameSuperview = false
    window?.layoutEngine.subtreeDidJoin(self)
    superview?.setNeedsLayout()
  }
}
