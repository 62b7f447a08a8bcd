import Foundation

/// A stack of view controllers shown one at a time under a navigation bar
/// (`UINavigationController`, docs/navigation.md).
///
/// The top controller's view fills the navigation controller's view (under the bar, whose
/// bottom edge its safe area then starts at). ``pushViewController(_:animated:)`` and
/// ``popViewController(animated:)`` slide the views with UIKit's parallax: the incoming view
/// comes in from the right edge (or the outgoing one leaves to it) while the view beneath
/// moves by 30 % of the width, dimmed by up to 10 % black, along
/// ease-in-out over ``transitionDuration`` seconds, driven by a `UIViewPropertyAnimator`;
/// the bar cross-fades its content. The appearance calls are UIKit's: the leaving
/// controller's `viewWillDisappear(true)`, the arriving one's `viewWillAppear(true)`, then
/// after the slide `viewDidDisappear(true)` and `viewDidAppear(true)`.
///
/// The ``interactivePopGestureRecognizer`` (an edge pan from the left) scrubs a pop with the
/// finger; released, the pop completes when the position the finger's velocity projects to
/// (UIKit's deceleration projection, `x + v/1000 · r/(1 − r)` with the normal rate r = 0.998,
/// WWDC 2018 "Designing Fluid Interfaces") lies past half the width, otherwise it goes back.
///
/// When the navigation controller's view lays out right to left, everything is mirrored as on
/// iOS: a push slides the new screen in from the left edge while the old one moves right, a
/// pop the reverse, and the edge pan starts at the right edge (its `edges` is `.right`) and
/// measures its progress leftwards (docs/layout-direction.md, "Navigation").
/// A cancelled pop calls, after the `viewWillDisappear`/`viewWillAppear` of its start, the
/// returning controller's `viewWillAppear` and `viewDidAppear` and the other's
/// `viewWillDisappear` and `viewDidDisappear` (Stack Overflow 18927878, "View controller
/// lifecycle when swiping-to-pop").
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
  /// The duration of a push or pop, seconds: 0.35, what a push's transition coordinator
  /// reports as `transitionDuration` (working value, docs/navigation.md).
  public static let transitionDuration: TimeInterval = 0.35
  /// The dimming over the view beneath at the start of a push, 0…1 black (estimate).
  static let dimming: CGFloat = 0.1
  /// How far the view beneath moves, fraction of the width.
  static let parallax: CGFloat = 0.3

  /// The bar (`navigationBar`).
  public let navigationBar = UINavigationBar(frame: .zero)
  /// The edge pan that pops (`interactivePopGestureRecognizer`); enabled while more than one
  /// controller is on the stack. Its `edges` is `.left`, or `.right` while the navigation
  /// controller's view lays out right to left (set at each layout of that view).
  public private(set) var interactivePopGestureRecognizer: UIGestureRecognizer?
  /// The delegate (`delegate`, weak).
  open weak var delegate: UINavigationControllerDelegate?

  /// The toolbar at the bottom (`toolbar`), showing the top controller's
  /// ``UIViewController/toolbarItems`` while ``isToolbarHidden`` is false (docs/navigation.md).
  public let toolbar: UIToolbar! = UIToolbar(frame: .zero)

  private var stack: [UIViewController] = []
  private var barHidden = false
  /// `isToolbarHidden`.
  final var toolbarHiddenFlag = true
  /// The arriving controller's items while a push or pop cross-fades the toolbar.
  final var incomingToolbar: UIToolbar?
  /// The transition in progress.
  var transition: NavigationTransition?

  /// A navigation controller showing `rootViewController` (`init(rootViewController:)`).
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    setViewControllers([rootViewController], animated: false)
  }

  /// An empty navigation controller (`init(nibName:bundle:)`).
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// An empty navigation controller from an archive (`init?(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(nibName: nil, bundle: nil)
  }

  // MARK: The stack

  /// The controllers, root first (`viewControllers`). Setting it replaces the stack without
  /// animation.
  open var viewControllers: [UIViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The controller on top (`topViewController`).
  open var topViewController: UIViewController? { stack.last }

  /// The controller shown (`visibleViewController`): the one presented over the navigation
  /// controller, if any, else the top one (Apple: "a view controller that was presented
  /// modally on top of the navigation controller itself").
  open var visibleViewController: UIViewController? {
    presentedViewController ?? topViewController
  }

  /// Replaces the stack (`setViewControllers(_:animated:)`): the new top controller's view is
  /// shown at once.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    transition?.finishNow()
    let old = stack
    let oldTop = old.last
    for controller in old where !viewControllers.contains(where: { $0 === controller }) {
      controller.willMove(toParent: nil)
      if controller === oldTop, let view = controller.viewIfLoaded, view.superview != nil {
        view.removeFromSuperview()
      }
      controller.removeFromParent()
    }
    stack = viewControllers
    for controller in viewControllers where controller.parent !== self {
      addChild(controller)
      controller.didMove(toParent: self)
    }
    navigationBar.setItems(viewControllers.map(\.navigationItem), animated: false)
    if oldTop !== viewControllers.last, isViewLoaded {
      oldTop?.viewIfLoaded?.removeFromSuperview()
      installTopView()
    }
    stackDidChange()
  }

  /// Pushes `viewController` and shows it (`pushViewController(_:animated:)`), sliding it in
  /// when `animated`. A controller already on the stack is not pushed again (UIKit raises).
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    precondition(
      !stack.contains { $0 === viewController },
      "Pushing the same view controller instance more than once is not supported "
        + "(\(type(of: viewController)))")
    transition?.finishNow()
    let from = stack.last
    stack.append(viewController)
    addChild(viewController)
    stackDidChange()
    guard let from, isViewLoaded, view.window != nil else {
      navigationBar.pushItem(viewController.navigationItem, animated: false)
      if isViewLoaded {
        from?.viewIfLoaded?.removeFromSuperview()
        installTopView()
      }
      viewController.didMove(toParent: self)
      return
    }
    record("navigation.push", "\(describe(from)) → \(describe(viewController))")
    NavigationTransition(
      controller: self, from: from, to: viewController, isPush: true, animated: animated,
      interactive: false
    ).begin()
  }

  /// Pops the top controller (`popViewController(animated:)`) and returns it; `nil` with only
  /// the root left.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    transition?.finishNow()
    guard stack.count > 1 else { return nil }
    let popped = stack[stack.count - 1]
    pop(to: stack[stack.count - 2], animated: animated, interactive: false)
    return popped
  }

  /// Pops every controller above the root (`popToRootViewController(animated:)`); returns them.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard let root = stack.first else { return nil }
    return popToViewController(root, animated: animated)
  }

  /// Pops the controllers above `viewController` (`popToViewController(_:animated:)`); returns
  /// them, or `nil` when it is not on the stack.
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  {
    transition?.finishNow()
    guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
    let popped = Array(stack[(index + 1)...])
    guard !popped.isEmpty else { return [] }
    pop(to: viewController, animated: animated, interactive: false)
    return popped
  }

  /// Pops down to `target`: the top controller slides away; the ones between leave at once.
  func pop(to target: UIViewController, animated: Bool, interactive: Bool) {
    guard let top = stack.last, top !== target,
      let index = stack.firstIndex(where: { $0 === target })
    else { return }
    let between = stack[(index + 1)..<(stack.count - 1)]
    for controller in between {
      controller.willMove(toParent: nil)
      controller.removeFromParent()
    }
    stack.removeSubrange((index + 1)..<(stack.count - 1))
    guard isViewLoaded, view.window != nil else {
      top.willMove(toParent: nil)
      stack.removeLast()
      navigationBar.setItems(stack.map(\.navigationItem), animated: false)
      if isViewLoaded {
        top.viewIfLoaded?.removeFromSuperview()
        installTopView()
      }
      top.removeFromParent()
      stackDidChange()
      return
    }
    NavigationTransition(
      controller: self, from: top, to: target, isPush: false, animated: animated,
      interactive: interactive
    ).begin()
  }

  // MARK: The bar

  /// Whether the bar is hidden (`isNavigationBarHidden`, default false).
  open var isNavigationBarHidden: Bool {
    get { barHidden }
    set { setNavigationBarHidden(newValue, animated: false) }
  }

  /// Hides or shows the bar (`setNavigationBarHidden(_:animated:)`); animated, it slides up
  /// out of the screen or down into it over `UINavigationController.hideShowBarDuration`.
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    guard hidden != barHidden else { return }
    barHidden = hidden
    guard isViewLoaded else { return }
    if animated {
      navigationBar.isHidden = false
      UIView.animate(
        withDuration: Double(UINavigationController.hideShowBarDuration),
        animations: { self.layoutBar() },
        completion: { _ in self.navigationBar.isHidden = self.barHidden })
    } else {
      layoutBar()
      navigationBar.isHidden = hidden
    }
    view.setNeedsLayout()
    for controller in stack { controller.viewIfLoaded?.setNeedsLayout() }
  }

  /// UIKit's duration of hiding or showing the bar, seconds
  /// (`UINavigationController.hideShowBarDuration`, 0.2 in UIKit's headers).
  public static let hideShowBarDuration: CGFloat = 0.2

  // MARK: The view

  /// Makes the root view: the top controller's view under the bar, and the edge pan.
  open override func loadView() {
    let root = NavigationRootView(frame: UIScreen.main.bounds)
    root.navigation = self
    view = root
    root.addSubview(navigationBar)
    root.addSubview(toolbar)
    toolbar.setItems(stack.last?.toolbarItems, animated: false)
    toolbar.isHidden = true
    navigationBar.backAction = { [weak self] in self?.popViewController(animated: true) }
    let pan = UIScreenEdgePanGestureRecognizer(target: nil, action: nil)
    pan.edges = .left
    pan.addTarget(self, action: UINavigationController.handlePopPan)
    root.addGestureRecognizer(pan)
    interactivePopGestureRecognizer = pan
    installTopView()
    stackDidChange()
  }

  /// Puts the top controller's view under the bar.
  private func installTopView() {
    guard let top = stack.last, let root = viewIfLoaded else { return }
    let view = top.view!
    view.frame = root.bounds
    root.insertSubview(view, belowSubview: navigationBar)
    toolbar.setItems(top.toolbarItems, animated: false)
  }

  /// The bar's frame: under the status bar, or above the screen when hidden; 44 pt tall, or
  /// with a large title as far as the tracked scroll view lets it (`LargeTitle`). The bar
  /// learns whether the content is at its scroll edge.
  func layoutBar() {
    guard let root = viewIfLoaded else { return }
    // The status bar's strip covers only what reaches the top of the screen: in a sheet's card
    // (30 pt down on an iPhone SE) the bar sits at the card's top.
    let screenTop = root.window?.screenSafeAreaInsets.top ?? 0
    let top = max(0, screenTop - (root.window.map { root.convert(CGPoint.zero, to: $0).y } ?? 0))
    let shown = barController
    // During a push or pop, the leaving controller's height until the slide's animations
    // take the bar to the arriving one's.
    let height = barHeight(for: transition?.barHeightController ?? shown)
    navigationBar.backgroundExtension = top
    navigationBar.atScrollEdge = isAtScrollEdge(for: shown)
    navigationBar.frame = CGRect(
      x: 0, y: barHidden ? -height : top, width: root.bounds.width, height: height)
  }

  /// Lays out the bar and, outside a transition, the top view.
  func layoutRoot() {
    if let pan = interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer,
      let root = viewIfLoaded
    {
      let edge: UIRectEdge = root.isRightToLeft ? .right : .left
      if pan.edges != edge { pan.edges = edge }
    }
    layoutBar()
    layoutToolbar()
    guard transition == nil, let root = viewIfLoaded, let top = stack.last?.viewIfLoaded,
      top.superview === root
    else { return }
    top.frame = root.bounds
  }

  /// The bottom of the bar at rest in window coordinates when it is shown, for the safe area
  /// of the views under it: 96 pt below the bar's top with a large title, even while the
  /// large title collapses (UIKit moves the safe area with the collapsing bar; here it stays
  /// at the resting height, so the tracked scroll view's `adjustedContentInset.top` includes
  /// the expanded bar and the collapse follows its offset).
  var barBottomInWindow: CGFloat? {
    guard !barHidden, isViewLoaded, navigationBar.superview != nil else { return nil }
    return navigationBar.convert(navigationBar.bounds, to: nil).minY + restingBarHeight
  }

  private func stackDidChange() {
    interactivePopGestureRecognizer?.isEnabled = stack.count > 1
    // A tab bar above may hide or show its bar (`hidesBottomBarWhenPushed`).
    tabBarController?.viewIfLoaded?.setNeedsLayout()
    // The toolbar hides under a top controller that hides the bottom bar.
    viewIfLoaded?.setNeedsLayout()
  }

  private func handlePopPan(_ pan: UIScreenEdgePanGestureRecognizer) {
    guard let root = viewIfLoaded else { return }
    let width = max(1, root.bounds.width)
    // Progress runs rightwards, or leftwards in right to left.
    let sign = NavigationTransition.slideSign(root)
    switch pan.state {
    case .began:
      guard transition == nil, stack.count > 1 else { return }
      pop(to: stack[stack.count - 2], animated: true, interactive: true)
    case .changed:
      transition?.update(fraction: sign * pan.translation(in: root).x / width)
    case .ended, .cancelled:
      guard let transition, transition.isInteractive else { return }
      let x = sign * pan.translation(in: root).x
      let v = pan.state == .cancelled ? 0 : sign * pan.velocity(in: root).x
      let rate = 0.998
      let projected = Double(x) + Double(v) / 1000 * rate / (1 - rate)
      let completes = pan.state == .ended && projected > Double(width) / 2
      transition.release(completing: completes, fraction: x / width)
    default:
      break
    }
  }

  /// Takes `controller` off the stack when a pop completes.
  func popDidComplete(_ popped: UIViewController) {
    stack.removeAll { $0 === popped }
    stackDidChange()
  }

  func describe(_ controller: UIViewController) -> String {
    controller.navigationItem.title ?? String(describing: type(of: controller))
  }

  func record(_ kind: String, _ detail: String) {
    let log = SimulationContext.eventLog ?? viewIfLoaded?.window?.eventLog
    log?.record(kind, view: nil, detail: detail)
  }
}

/// A navigation controller's root view: lays out the bar and the top view.
@preconcurrency @MainActor
final class NavigationRootView: UIView {
  weak var navigation: UINavigationController?

  override func layoutSubviews() {
    super.layoutSubviews()
    navigation?.layoutRoot()
  }
}
