import Foundation

extension UIView {
  /// The part of the safe-area insets that overlaps this view, in points
  /// (`UIView.safeAreaInsets`). Zero for a view outside a window. Additional insets of view
  /// controllers and bars are not modelled.
  ///
  /// - Outside any scroll view: for each edge, how far the screen's unsafe band reaches into the
  ///   view's frame in window coordinates (the window's `screenSafeAreaInsets`).
  /// - Inside a scroll view (the closest ``UIScrollView`` ancestor `S`): the insets `S` passes
  ///   to its content, ``UIScrollView/contentSafeAreaInsets`` — `S`'s own insets less the part
  ///   its ``UIScrollView/adjustedContentInset`` already includes — measured from `S`'s visible
  ///   bounds and never more than that inset: on each edge,
  ///   `max(0, min(extent, inset − max(0, distance from S's visible edge)))`. The content inset
  ///   keeps content out of a band it absorbs, so such an edge gives the content nothing, and
  ///   no edge gives more than the band is thick, so content scrolled past a band (or hanging
  ///   below the screen) does not report the distance it has travelled: a view's insets do not
  ///   grow as the content scrolls or grows. Apple documents only that the scroll view folds its
  ///   safe area into `adjustedContentInset` as `contentInsetAdjustmentBehavior` says; that
  ///   content off screen should get the insets content on screen gets is what developers
  ///   reported as UIKit bugs when it did not (radar 36070764, AloeStackView issue 19). See
  ///   docs/auto-layout.md, "Safe area inside a scroll view".
  public var safeAreaInsets: UIEdgeInsets {
    guard let window else { return .zero }
    let rect = bounds.applying(transformToWindow).offsetBy(dx: -navigationSlide, dy: 0)
    guard let scrollView = enclosingScrollView else {
      let screen = unsafeBands(in: window)
      let size = window.bounds.size
      return UIEdgeInsets(
        top: max(0, min(rect.height, screen.top - rect.minY)),
        left: max(0, min(rect.width, screen.left - rect.minX)),
        bottom: max(0, min(rect.height, rect.maxY - (size.height - screen.bottom))),
        right: max(0, min(rect.width, rect.maxX - (size.width - screen.right))))
    }
    let band = scrollView.contentSafeAreaInsets
    let visible = scrollView.bounds.applying(scrollView.transformToWindow)
    func inset(_ thickness: CGFloat, distance: CGFloat, extent: CGFloat) -> CGFloat {
      max(0, min(extent, thickness - max(0, distance)))
    }
    return UIEdgeInsets(
      top: inset(band.top, distance: rect.minY - visible.minY, extent: rect.height),
      left: inset(band.left, distance: rect.minX - visible.minX, extent: rect.width),
      bottom: inset(band.bottom, distance: visible.maxY - rect.maxY, extent: rect.height),
      right: inset(band.right, distance: visible.maxX - rect.maxX, extent: rect.width))
  }

  /// The window's unsafe bands for this view: the screen's, the top one reaching down to the
  /// bottom of a shown navigation bar when the view is under one (in a navigation
  /// controller's view, not the bar; the nearest such controller) and the bottom one up to the
  /// top of that controller's shown toolbar (not for the toolbar itself), the bottom one up to the top
  /// of a shown tab bar when the view is in a tab bar controller's view (not the bar).
  private func unsafeBands(in window: UIWindow) -> UIEdgeInsets {
    var insets = window.screenSafeAreaInsets
    var current: UIView? = self
    var underNavigationBar = false
    while let view = current {
      if !underNavigationBar, let root = view.superview as? NavigationRootView,
        let navigation = root.navigation, view !== navigation.navigationBar
      {
        underNavigationBar = true
        if let bar = navigation.barBottomInWindow { insets.top = max(insets.top, bar) }
        if !(view is UIToolbar), let toolbar = navigation.toolbarTopInWindow {
          insets.bottom = max(insets.bottom, window.bounds.height - toolbar)
        }
      }
      if let root = view.superview as? TabBarRootView, let tabs = root.tabs,
        view !== tabs.tabBar
      {
        if let top = tabs.barTopInWindow {
          insets.bottom = max(insets.bottom, window.bounds.height - top)
        }
        break
      }
      current = view.superview
    }
    return insets
  }

  /// How far a navigation controller's push or pop has slid the screen this view is on from
  /// where it rests (filling the navigation controller's view), points along x; 0 at rest.
  /// The safe area is measured from the resting place, so nothing is laid out again while the
  /// screens slide, as on iOS, where the outgoing screen keeps its layout during a push.
  private var navigationSlide: CGFloat {
    var current: UIView? = self
    while let view = current {
      if let root = view.superview as? NavigationRootView, let navigation = root.navigation,
        view !== navigation.navigationBar
      {
        return view.frame.minX - root.bounds.minX
      }
      current = view.superview
    }
    return 0
  }

  /// The closest ancestor that is a scroll view, if any.
  private var enclosingScrollView: UIScrollView? {
    var ancestor = superview
    while let current = ancestor {
      if let scrollView = current as? UIScrollView { return scrollView }
      ancestor = current.superview
    }
    return nil
  }
}
