import Foundation

/// What a tab bar controller's delegate hears (`UITabBarControllerDelegate`); both optional.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: _ObjCProtocol {
  /// Whether the tab the user tapped should be selected
  /// (`tabBarController(_:shouldSelect:)`, default true); asked before anything changes, not
  /// for a selection made in code.
  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool
  /// The user selected a tab (`tabBarController(_:didSelect:)`), after its view is shown; also
  /// when the tapped tab was already selected, and not for a selection made in code (Apple).
  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
  /// True.
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool {
    forwardToSubclass(
      "tabBarController:shouldSelectViewController:", [tabBarController, viewController],
      default: true)
  }
  /// Does nothing.
  public func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {
    forwardToSubclass(
      "tabBarController:didSelectViewController:", [tabBarController, viewController],
      default: ())
  }
}

/// A container that shows one of its child controllers at a time, chosen with a ``UITabBar``
/// at the bottom of the screen (`UITabBarController`, docs/tab-bar.md).
///
/// The selected child's view fills the controller's view, under the bar, as UIKit lays out a
/// tab under its translucent bar; the safe area of the views under the bar ends at the bar's
/// top, so a view pinned to the safe area's bottom sits on the bar (safe-area bottom inset 49
/// pt on a device without a home indicator, 83 pt with one). The bar shows each child's
/// ``UIViewController/tabBarItem``. A switch makes UIKit's calls in UIKit's order, as logged on
/// a device (pgzxc.github.io, "UITabBarViewController-控制器加载(3)": the new tab's
/// `viewDidLoad` and `viewWillAppear`, the old tab's `viewWillDisappear` and
/// `viewDidDisappear`, then, after the next frame is drawn, the new tab's `viewDidAppear`);
/// switching views is not animated, as UIKit's default switch. Each switch while the view is
/// in a window records a `tabBar.select` timeline event naming the tab ("Settings").
///
/// More than five children: UIKit shows four and a More tab (`moreNavigationController`);
/// this is not modelled. The first five are shown and a `tabBar.unsupported` timeline warning
/// names the controllers left out.
@preconcurrency @MainActor
open class UITabBarController: UIViewController, UITabBarDelegate {
  /// The most tabs the bar shows on an iPhone (UIKit shows four and More beyond five).
  static let maximumTabs = 5

  /// The bar (`tabBar`); a tap on it comes to this controller.
  public let tabBar = UITabBar(frame: .zero)
  /// The delegate (`delegate`, weak).
  open weak var delegate: UITabBarControllerDelegate?

  private var storedControllers: [UIViewController] = []
  private var storedIndex = 0

  /// An empty tab bar controller (`init(nibName:bundle:)`).
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    connectBar()
  }

  /// An empty tab bar controller from an archive (`init?(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(nibName: nil, bundle: nil)
    connectBar()
  }

  private func connectBar() {
    tabBar.itemTapped = { [weak self] item in self?.userTapped(item) }
    tabBar.managedByTabBarController = true
  }

  // MARK: The tabs

  /// The children, one per tab, left to right (`viewControllers`); setting it calls
  /// ``setViewControllers(_:animated:)`` without animation.
  open var viewControllers: [UIViewController]? {
    get { storedControllers.isEmpty ? nil : storedControllers }
    set { setViewControllers(newValue, animated: false) }
  }

  /// Replaces the tabs (`setViewControllers(_:animated:)`): controllers no longer there leave
  /// (`willMove(toParent: nil)`, `removeFromParent()`), new ones become children
  /// (`addChild(_:)`, `didMove(toParent:)`); the selected controller stays selected when it is
  /// still there, else the tab at the same index, else the first. `animated` changes nothing
  /// (the bar's items change at once).
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    let new = viewControllers ?? []
    let oldSelected = selectedViewController
    for controller in storedControllers where !new.contains(where: { $0 === controller }) {
      controller.willMove(toParent: nil)
      controller.removeFromParent()
    }
    storedControllers = new
    for controller in new where controller.parent !== self {
      addChild(controller)
      controller.didMove(toParent: self)
    }
    if new.count > UITabBarController.maximumTabs {
      let left = new[UITabBarController.maximumTabs...].map(describe).joined(separator: ", ")
      record(
        "tabBar.unsupported",
        "\(new.count) view controllers: the More tab is not modelled; the first "
          + "\(UITabBarController.maximumTabs) are shown, not \(left)")
    }
    if let oldSelected, let index = new.firstIndex(where: { $0 === oldSelected }) {
      storedIndex = index
    } else if storedIndex >= new.count {
      storedIndex = 0
    }
    updateItems()
    show(from: oldSelected, to: selectedViewController)
  }

  /// The index of the selected tab (`selectedIndex`, default 0). Setting an index out of range
  /// does nothing. A selection made in code asks and tells the delegate nothing.
  open var selectedIndex: Int {
    get { storedControllers.isEmpty ? NSNotFound : storedIndex }
    set {
      guard storedControllers.indices.contains(newValue) else { return }
      select(newValue)
    }
  }

  /// The selected child (`selectedViewController`); setting a controller that is not a tab
  /// does nothing.
  open var selectedViewController: UIViewController? {
    get { storedControllers.indices.contains(storedIndex) ? storedControllers[storedIndex] : nil }
    set {
      guard let newValue, let index = storedControllers.firstIndex(where: { $0 === newValue })
      else { return }
      select(index)
    }
  }

  /// The bar told the controller about a selection (`tabBar(_:didSelect:)`, UIKit's
  /// `UITabBarDelegate` conformance): called after a tap has switched tabs, before the
  /// controller's delegate hears `tabBarController(_:didSelect:)`. Subclasses override it to
  /// react to taps (an animation of the tab); the default does nothing more.
  open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}

  /// A tap on an enabled tab: the delegate may refuse; then the tab is selected (a tap on the
  /// selected tab of a navigation controller pops it to its root, as UIKit does) and the bar's
  /// and the controller's delegates are told.
  private func userTapped(_ item: UITabBarItem) {
    guard let index = shownControllers.firstIndex(where: { $0.tabBarItem === item }) else {
      return
    }
    let controller = storedControllers[index]
    if let delegate, !delegate.tabBarController(self, shouldSelect: controller) { return }
    if controller === selectedViewController, let navigation = controller as? UINavigationController
    {
      // A tap on the selected tab takes its navigation stack back to the root, animated.
      navigation.popToRootViewController(animated: true)
    }
    select(index)
    tabBar(tabBar, didSelect: item)
    delegate?.tabBarController(self, didSelect: controller)
  }

  /// Selects tab `index`: the bar shows it, the views switch.
  private func select(_ index: Int) {
    let old = selectedViewController
    storedIndex = index
    tabBar.selectedItem = selectedViewController?.tabBarItem
    show(from: old, to: selectedViewController)
  }

  /// The controllers that have a tab on the bar.
  private var shownControllers: ArraySlice<UIViewController> {
    storedControllers.prefix(UITabBarController.maximumTabs)
  }

  /// Gives the bar the tabs' items (a child's ``UIViewController/tabBarItem`` changed, or the
  /// tabs did).
  func updateItems() {
    let items = shownControllers.map { $0.tabBarItem! }
    tabBar.setItems(items, animated: false)
    tabBar.selectedItem = selectedViewController?.tabBarItem
  }

  // MARK: The view

  /// Makes the root view: the selected child's view under the bar.
  open override func loadView() {
    let root = TabBarRootView(frame: SimulationContext.screen?.bounds ?? .zero)
    root.tabs = self
    view = root
    root.addSubview(tabBar)
    if let selected = selectedViewController {
      let shown = selected.view!
      shown.frame = root.bounds
      root.insertSubview(shown, belowSubview: tabBar)
    }
  }

  /// Switches the shown view from `old`'s to `new`'s, with UIKit's calls when the view is in a
  /// visible window.
  private func show(from old: UIViewController?, to new: UIViewController?) {
    guard old !== new, let root = viewIfLoaded as? TabBarRootView else { return }
    let arriving = new?.view
    arriving?.frame = root.bounds
    let window = root.window
    if let arriving, let window, window.isVisible {
      UIViewController.beginAppearance(of: arriving, in: window)
    }
    let oldView = old?.viewIfLoaded.flatMap { $0.superview === root ? $0 : nil }
    let leaving = oldView.map(UIViewController.beginDisappearance(of:)) ?? []
    oldView?.removeFromSuperview()
    if let arriving { root.insertSubview(arriving, belowSubview: tabBar) }
    UIViewController.endDisappearance(of: leaving)
    root.setNeedsLayout()
    if window != nil, let new { record("tabBar.select", describe(new)) }
  }

  /// Whether the bar is hidden because the selected tab is a navigation controller with a
  /// pushed controller whose ``UIViewController/hidesBottomBarWhenPushed`` is true (UIKit keeps
  /// the bar hidden for the controllers pushed above it too).
  var hidesBar: Bool {
    guard let navigation = selectedViewController as? UINavigationController else {
      return false
    }
    return navigation.viewControllers.dropFirst().contains { $0.hidesBottomBarWhenPushed }
  }

  /// Lays out the bar at the bottom (hidden when ``hidesBar``) and the selected view.
  func layoutRoot() {
    guard let root = viewIfLoaded else { return }
    let bottom = root.window?.screenSafeAreaInsets.bottom ?? 0
    let height = UITabBar.standardHeight + bottom
    tabBar.frame = CGRect(
      x: 0, y: root.bounds.height - height, width: root.bounds.width, height: height)
    tabBar.isHidden = hidesBar
    if let shown = selectedViewController?.viewIfLoaded, shown.superview === root {
      shown.frame = root.bounds
    }
    updateScrollEdge()
  }

  /// The scroll view the bar follows: the selected tab's content scroll view. A navigation
  /// controller's is that of the controller it shows (as UIKit's navigation controller answers
  /// `contentScrollView(for:)` with its top controller's); another controller's is its view
  /// when that is a scroll view, else the first of its view's subviews that is one
  /// (``UIViewController/defaultContentScrollView``).
  func trackedScrollView() -> UIScrollView? {
    guard let selected = selectedViewController else { return nil }
    if let navigation = selected as? UINavigationController {
      return navigation.trackedScrollView()
    }
    return selected.defaultContentScrollView
  }

  /// Tells the bar whether the selected tab's content is at its scroll edge: no tracked scroll
  /// view, or its content's bottom edge at or above the bar's top
  /// (``UIScrollView/contentBottomIsAboveBottomBars``; docs/tab-bar.md, "The scroll edge").
  func updateScrollEdge() {
    tabBar.atScrollEdge = trackedScrollView()?.contentBottomIsAboveBottomBars ?? true
  }

  /// The top of the bar in window coordinates when it is shown, for the safe area of the views
  /// under it.
  var barTopInWindow: CGFloat? {
    guard isViewLoaded, !tabBar.isHidden, tabBar.superview != nil, !hidesBar else { return nil }
    return tabBar.convert(tabBar.bounds, to: nil).minY
  }

  func describe(_ controller: UIViewController) -> String {
    controller.tabBarItem.title ?? controller.title ?? String(describing: type(of: controller))
  }

  func record(_ kind: String, _ detail: String) {
    let log = SimulationContext.eventLog ?? viewIfLoaded?.window?.eventLog
    log?.record(kind, view: nil, detail: detail)
  }
}

/// A tab bar controller's root view: lays out the bar and the selected view.
@preconcurrency @MainActor
final class TabBarRootView: UIView {
  weak var tabs: UITabBarController?

  override func layoutSubviews() {
    super.layoutSubviews()
    tabs?.layoutRoot()
  }
}
