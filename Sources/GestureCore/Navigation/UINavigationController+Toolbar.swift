import Foundation

/// The navigation controller's toolbar (docs/navigation.md, "The toolbar").
///
/// The bar is the ``UINavigationController/toolbar``, a ``UIToolbar`` 44 pt tall
/// (`UIToolbar.standardHeight`; the bar's height on the iPhone, 44 pt in portrait in
/// Apple's UIKit since iOS 7 as measured by developers, e.g. "iPad Navigation Bar and Toolbar
/// Height Changes in iOS 12", hacknicity, 2018: 44 pt on the iPhone, 50 pt on the iPad from
/// iOS 12) along the bottom of the navigation controller's safe area: directly above the home
/// indicator (its background reaching down to the screen's edge), or above a tab bar when the
/// navigation controller is a tab. While it shows, the safe area of the views under it (the
/// top controller's) ends at its top, as useyourloaf's "Supporting iPhone X" describes
/// ("34 point inset at the bottom (more if we add a tab bar or tool bar)"). It shows the top
/// controller's ``UIViewController/toolbarItems``; a push or pop cross-fades the items along the
/// slide. It is hidden while ``isToolbarHidden`` (the default) and while the top controller,
/// pushed above the root, has ``UIViewController/hidesBottomBarWhenPushed`` (Apple: "the value
/// of this property on the topmost view controller determines whether the toolbar is visible").
extension UINavigationController {
  /// Whether the toolbar is hidden (`isToolbarHidden`, default true). Setting it is
  /// ``setToolbarHidden(_:animated:)`` without animation.
  public var isToolbarHidden: Bool {
    get { toolbarHiddenFlag }
    set { setToolbarHidden(newValue, animated: false) }
  }

  /// Hides or shows the toolbar (`setToolbarHidden(_:animated:)`): at once, or, `animated`,
  /// sliding down out of the screen or up into place over
  /// ``UINavigationController/hideShowBarDuration`` (0.2 s). The top controller's safe area
  /// changes at once (its bottom inset grows or shrinks by the bar's 44 pt).
  public func setToolbarHidden(_ hidden: Bool, animated: Bool) {
    guard hidden != toolbarHiddenFlag else { return }
    toolbarHiddenFlag = hidden
    guard isViewLoaded else { return }
    record("navigation.toolbar", hidden ? "hidden" : "shown")
    if animated, view.window != nil {
      toolbar.isHidden = false
      UIView.animate(
        withDuration: Double(UINavigationController.hideShowBarDuration),
        animations: { self.layoutToolbar(settling: false) },
        completion: { _ in self.toolbar.isHidden = !self.showsToolbar })
    } else {
      layoutToolbar()
    }
    view.setNeedsLayout()
    for controller in viewControllers { controller.viewIfLoaded?.setNeedsLayout() }
  }

  /// Whether the toolbar shows now: not hidden, and the top controller does not hide the
  /// bottom bar (a root controller's `hidesBottomBarWhenPushed` is ignored: it was not pushed).
  /// During a push or pop, the arriving controller decides.
  var showsToolbar: Bool {
    guard !toolbarHiddenFlag else { return false }
    guard let top = transition?.to ?? topViewController, top !== viewControllers.first else {
      return true
    }
    return !top.hidesBottomBarWhenPushed
  }

  /// The navigation controller's own bottom inset: the home indicator's band, or the part a tab
  /// bar covers, points.
  private var bottomBand: CGFloat {
    guard let root = viewIfLoaded, root.window != nil else { return 0 }
    return root.safeAreaInsets.bottom
  }

  /// Places the toolbar: 44 pt tall at the bottom of the safe area, or below the view when
  /// hidden. `settling` also sets its `isHidden` (not while an animation moves it).
  func layoutToolbar(settling: Bool = true) {
    guard let root = viewIfLoaded else { return }
    let band = bottomBand
    let height = UIToolbar.standardHeight
    let shown = showsToolbar
    toolbar.backgroundExtension = band
    toolbar.managedByNavigationController = true
    toolbar.atScrollEdge = isAtBottomScrollEdge(for: transition?.to ?? topViewController)
    toolbar.frame = CGRect(
      x: 0, y: shown ? root.bounds.height - band - height : root.bounds.height,
      width: root.bounds.width, height: height)
    incomingToolbar?.frame = toolbar.frame
    if settling { toolbar.isHidden = !shown }
    // A tab bar around this controller follows the shown controller's content too.
    tabBarController?.updateScrollEdge()
  }

  /// Whether `controller`'s content is at the toolbar's scroll edge: no tracked scroll view,
  /// or its content's bottom edge at or above the toolbar's top (`contentOffset.y` +
  /// height − `adjustedContentInset.bottom` reaching `contentSize.height`, within 0.001 pt).
  func isAtBottomScrollEdge(for controller: UIViewController?) -> Bool {
    guard let controller, let scrollView = trackedScrollView(for: controller) else {
      return true
    }
    return scrollView.contentBottomIsAboveBottomBars
  }

  /// The toolbar's top in window coordinates while it shows, for the safe area of the views
  /// under it; `nil` when hidden.
  var toolbarTopInWindow: CGFloat? {
    guard showsToolbar, isViewLoaded, toolbar.superview != nil, view.window != nil else {
      return nil
    }
    let root = view!
    let top = root.bounds.height - bottomBand - UIToolbar.standardHeight
    return root.convert(CGPoint(x: 0, y: top), to: nil).y
  }

  /// The top controller's ``UIViewController/toolbarItems`` changed.
  func toolbarItemsDidChange(animated: Bool) {
    guard isViewLoaded, transition == nil else { return }
    toolbar.setItems(topViewController?.toolbarItems, animated: animated && view.window != nil)
  }

  /// A push or pop begins: the arriving controller's items join over the toolbar, transparent;
  /// the returned animations fade them in and the current ones out.
  func beginToolbarFade(to arriving: UIViewController) -> (() -> Void)? {
    guard let root = viewIfLoaded, !toolbar.isHidden else { return nil }
    let incoming = UIToolbar(frame: toolbar.frame)
    incoming.isUserInteractionEnabled = false
    incoming.drawsBackground = false
    incoming.items = arriving.toolbarItems
    incoming.itemsAlpha = 0
    incoming.layoutIfNeeded()
    root.insertSubview(incoming, aboveSubview: toolbar)
    incomingToolbar = incoming
    let toolbar = self.toolbar!
    return {
      toolbar.itemsAlpha = 0
      incoming.itemsAlpha = 1
    }
  }

  /// A push or pop ends: the toolbar shows the top controller's items.
  func endToolbarFade() {
    incomingToolbar?.removeFromSuperview()
    incomingToolbar = nil
    toolbar.itemsAlpha = 1
    toolbar.setItems(topViewController?.toolbarItems, animated: false)
    layoutToolbar()
  }
}
