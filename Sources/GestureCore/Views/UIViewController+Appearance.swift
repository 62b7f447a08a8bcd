/// When view controllers hear that their views appear and disappear.
///
/// A controller's view *appears* when it enters a window that is visible (made visible with
/// ``UIWindow/makeKeyAndVisible()`` or `isHidden = false`), either because the window becomes
/// visible or because the view (or an ancestor) is added to a visible window; it *disappears*
/// when it leaves one. The calls, in UIKit's order (Apple, `viewWillAppear(_:)`: "called before
/// the view controller's view is about to be added to a view hierarchy"; `viewIsAppearing(_:)`:
/// the view is added and laid out after `viewWillAppear`; `viewDidAppear(_:)`: after "the
/// completion of any drawing"):
///
/// - `viewWillAppear(false)` at once, before the view is added;
/// - the layout pass (`viewWillLayoutSubviews`, `layoutSubviews`, `viewDidLayoutSubviews`);
/// - `viewDidAppear(false)` after the next frame is drawn (``UIWindow/finishAppearanceTransitions()``,
///   which the simulation calls after capturing each frame);
/// - `viewWillDisappear(false)` before the view leaves, `viewDidDisappear(false)` right after.
///
/// Appearance is forwarded to child controllers because their views are inside their parent's
/// view: every controller whose root view is in the moving subtree takes part, outer ones
/// first for the *will* calls and inner ones first for the *did* calls (working assumption from
/// a logged device run, phchan9/til "note about viewController containment": parent will,
/// child will, child did, parent did). A controller whose view is not in its parent's view
/// (a hidden tab) does not appear.
extension UIViewController {
  /// Where a controller is in its appearance transitions.
  enum AppearanceState {
    /// Not in a visible window.
    case disappeared
    /// `viewWillAppear` was called; `viewDidAppear` waits for the next drawn frame.
    case appearing
    /// On screen.
    case appeared
  }

  /// The controllers whose root views are in `view`'s subtree, outer first (pre-order) and
  /// inner first (post-order).
  static func controllers(in view: UIView) -> (
    outerFirst: [UIViewController], innerFirst: [UIViewController]
  ) {
    var outer: [UIViewController] = []
    var inner: [UIViewController] = []
    func visit(_ view: UIView, isRoot: Bool) {
      let controller = view.owningViewController.flatMap { $0.viewIfLoaded === view ? $0 : nil }
      // A container that forwards by hand (`shouldAutomaticallyForwardAppearanceMethods`
      // false) keeps its children's calls for itself to make.
      if !isRoot, let controller, let parent = controller.parent,
        !parent.shouldAutomaticallyForwardAppearanceMethods
      {
        return
      }
      if let controller { outer.append(controller) }
      for subview in view.subviews { visit(subview, isRoot: false) }
      if let controller { inner.append(controller) }
    }
    visit(view, isRoot: true)
    return (outer, inner)
  }

  /// Begins an appearance transition of the controller by hand
  /// (`beginAppearanceTransition(_:animated:)`), as a container whose
  /// ``shouldAutomaticallyForwardAppearanceMethods`` is false does for its children:
  /// `viewWillAppear(animated)` when `isAppearing` and the controller is not on screen,
  /// `viewWillDisappear(animated)` when it is not appearing and is on screen, for it and the
  /// children its calls reach; ``endAppearanceTransition()`` sends the *did* calls.
  public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    guard let root = viewIfLoaded ?? (isAppearing ? self.view : nil) else { return }
    let (outer, inner) = Self.controllers(in: root)
    let taking = outer.filter {
      isAppearing ? $0.appearanceState == .disappeared : $0.appearanceState != .disappeared
    }
    for controller in taking {
      controller.appearanceState = isAppearing ? .appearing : .disappeared
      if isAppearing {
        controller.viewWillAppear(animated)
      } else {
        controller.viewWillDisappear(animated)
      }
    }
    manualAppearance = (isAppearing, animated, inner.filter { taking.contains($0) })
  }

  /// Ends the transition ``beginAppearanceTransition(_:animated:)`` began
  /// (`endAppearanceTransition()`): `viewDidAppear` or `viewDidDisappear`, inner controllers
  /// first; nothing without one begun.
  public func endAppearanceTransition() {
    guard let transition = manualAppearance else { return }
    manualAppearance = nil
    for controller in transition.controllers {
      if transition.appearing {
        guard controller.appearanceState == .appearing else { continue }
        controller.appearanceState = .appeared
        controller.viewDidAppear(transition.animated)
      } else {
        controller.viewDidDisappear(transition.animated)
      }
    }
  }

  /// The controllers of `view`'s subtree begin to appear in `window`: `viewWillAppear` now, and
  /// `viewDidAppear` queued for the window's next drawn frame.
  static func beginAppearance(of view: UIView, in window: UIWindow) {
    let (outer, inner) = controllers(in: view)
    let starting = outer.filter { $0.appearanceState == .disappeared }
    guard !starting.isEmpty else { return }
    for controller in starting {
      controller.appearanceState = .appearing
      controller.viewWillAppear(false)
    }
    window.queueAppearance(of: inner.filter { starting.contains($0) })
  }

  /// The controllers of `view`'s subtree that are on screen or appearing are about to
  /// disappear: calls `viewWillDisappear` and returns them, inner first, for
  /// ``endDisappearance(of:)``.
  static func beginDisappearance(of view: UIView) -> [UIViewController] {
    let (outer, inner) = controllers(in: view)
    let leaving = outer.filter { $0.appearanceState != .disappeared }
    for controller in leaving {
      controller.appearanceState = .disappeared
      controller.viewWillDisappear(false)
    }
    return inner.filter { leaving.contains($0) }
  }

  /// The view has left: `viewDidDisappear` for the controllers ``beginDisappearance(of:)``
  /// returned.
  static func endDisappearance(of controllers: [UIViewController]) {
    for controller in controllers { controller.viewDidDisappear(false) }
  }

  /// Runs `move`, a change of `view`'s superview to one in `newWindow` (or none), with the
  /// appearance calls it causes: controllers leaving a visible window disappear around it,
  /// controllers entering one begin to appear before it. A move within one window causes none.
  static func movingView(_ view: UIView, to newWindow: UIWindow?, _ move: () -> Void) {
    let oldWindow = view.window
    guard oldWindow !== newWindow else { return move() }
    let leaving = oldWindow?.isVisible == true ? beginDisappearance(of: view) : []
    if let newWindow, newWindow.isVisible { beginAppearance(of: view, in: newWindow) }
    move()
    endDisappearance(of: leaving)
  }
}

extension Array where Element == UIViewController {
  fileprivate func contains(_ controller: UIViewController) -> Bool {
    contains { $0 === controller }
  }
}
