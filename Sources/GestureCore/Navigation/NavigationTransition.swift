import Foundation

/// One push or pop of a navigation controller: the views sliding, the bar cross-fading, the
/// appearance calls, and the transition coordinator, driven by a `UIViewPropertyAnimator`
/// (paused and scrubbed by the edge pan for an interactive pop).
@preconcurrency @MainActor
final class NavigationTransition {
  unowned let controller: UINavigationController
  let from: UIViewController
  let to: UIViewController
  let isPush: Bool
  let animated: Bool
  var isInteractive: Bool
  let coordinator: NavigationTransitionCoordinator
  private var animator: UIViewPropertyAnimator?
  private let dimming = UIView()
  var oldBar: NavigationBarContent?
  var newBar: NavigationBarContent?
  private var done = false
  /// The container of a delegate's animator (``beginCustom(_:root:)``).
  var customContainer: UIView?
  /// Whether the bar has begun to take the arriving controller's height: false until the
  /// slide's animations run, so a layout pass before them (the arriving view's, the new bar
  /// content's) keeps the leaving height instead of snapping the bar, and its large title
  /// with it, to the arriving one unanimated.
  var barFollowsArriving = false
  /// The controller whose height the bar has (``UINavigationController/layoutBar()``).
  var barHeightController: UIViewController { barFollowsArriving ? to : from }
  /// The bar's resting height the arriving screen is laid out under before the slide: the
  /// leaving controller's, while the two differ (a large title and a standard one), so the
  /// arriving content starts at the bar's bottom edge as it starts and follows it; `nil` once
  /// the slide's animations are added (``UINavigationController/restingBarHeight``).
  var heldRestingHeight: CGFloat?
  /// The arriving controller's tracked scroll view and the offset it rests at, when its
  /// content follows the bar's bottom edge: put back there if the pop is cancelled.
  private var following: (scrollView: UIScrollView, rest: CGPoint)?

  init(
    controller: UINavigationController, from: UIViewController, to: UIViewController,
    isPush: Bool, animated: Bool, interactive: Bool
  ) {
    self.controller = controller
    self.from = from
    self.to = to
    self.isPush = isPush
    self.animated = animated
    self.isInteractive = interactive
    coordinator = NavigationTransitionCoordinator(
      from: from, to: to, container: controller.view, animated: animated,
      interactive: interactive, duration: animated ? UINavigationController.transitionDuration : 0)
  }

  /// The sign of the slide's motion along x: 1 when the navigation controller's view lays out
  /// left to right (a push comes in from the right edge), −1 right to left, where UIKit mirrors
  /// the slide: the pushed screen comes in from the left edge, the view beneath moves right by
  /// the parallax, and a pop runs the other way (docs/layout-direction.md, "Navigation").
  static func slideSign(_ root: UIView) -> CGFloat { root.isRightToLeft ? -1 : 1 }

  /// Starts: the arriving view joins, the calls before the slide, the slide.
  func begin() {
    let root = controller.view!
    let width = root.bounds.width
    controller.transition = self
    for c in [controller, from, to] { c.screenState.coordinator = coordinator }
    if !isPush { from.willMove(toParent: nil) }
    let arriving = to.view!
    to.appearanceState = .appearing
    // Both views fill the container, as UIKit's transition context lays them out.
    from.view.frame = root.bounds
    arriving.frame = root.bounds
    if isPush {
      root.insertSubview(arriving, belowSubview: controller.navigationBar)
    } else {
      root.insertSubview(arriving, belowSubview: from.view)
    }
    from.appearanceState = .disappeared
    controller.delegate?.navigationController(controller, willShow: to, animated: animated)
    from.viewWillDisappear(animated)
    to.viewWillAppear(animated)
    // The bar's new content, cross-faded.
    let bar = controller.navigationBar
    oldBar = bar.content
    let items = controller.viewControllers.map(\.navigationItem)
    let index = items.firstIndex { $0 === to.navigationItem } ?? 0
    let back = index > 0 ? items[index - 1] : nil
    let built = bar.makeContent(
      for: to.navigationItem, back: back, large: controller.showsLargeTitle(for: to))
    built.alpha = animated ? 0 : 1
    bar.addSubview(built)
    newBar = built
    // The toolbar cross-fades to the arriving controller's items (and slides in or out when
    // that controller hides the bottom bar).
    let toolbarFade = animated ? controller.beginToolbarFade(to: to) : nil
    if animated, controller.showsToolbar { controller.toolbar.isHidden = false }
    guard animated else {
      complete(at: .end)
      return
    }
    if let custom = controller.delegate?.navigationController(
      controller, animationControllerFor: isPush ? .push : .pop, from: from, to: to)
    {
      barFollowsArriving = true
      beginCustom(custom, root: root)
      return
    }
    // Slide: the view beneath sits 30 % towards the leading edge, dimmed; the top one at the
    // trailing edge (left to right: 30 % to the left and at the right edge; mirrored in right
    // to left).
    let sign = Self.slideSign(root)
    let beneath = isPush ? from.view! : arriving
    let top = isPush ? arriving : from.view!
    dimming.backgroundColor = .black
    dimming.isUserInteractionEnabled = false
    dimming.frame = root.bounds
    root.insertSubview(dimming, aboveSubview: beneath)
    let shift = UINavigationController.parallax * width
    if isPush {
      top.center.x = root.bounds.midX + sign * width
      dimming.alpha = 0
    } else {
      beneath.center.x = root.bounds.midX - sign * shift
      dimming.alpha = UINavigationController.dimming
    }
    let follow = holdArrivingLayout(arriving)
    let animator = UIViewPropertyAnimator(
      duration: UINavigationController.transitionDuration, curve: .easeInOut)
    let push = isPush
    let old = oldBar
    let titleMotion = Self.titleMotion(
      old: old, new: built, isPush: push, width: width, sign: sign)
    built.title.transform = CGAffineTransform(translationX: titleMotion.newStart, y: 0)
    // The large titles move with their screens: the arriving one from where its view starts
    // (the shift is along the leading-to-trailing axis: the content mirrors it).
    built.largeTitleShift = push ? width : -shift
    built.layoutIfNeeded()
    animator.addAnimations { [dimming, weak self, weak controller = self.controller] in
      // The arriving screen takes the bar's resting height it is moving to, its content
      // following the bar's bottom edge.
      self?.heldRestingHeight = nil
      self?.barFollowsArriving = true
      if let follow {
        arriving.setNeedsLayout()
        arriving.layoutIfNeeded()
        if let scrollView = follow.scrollView {
          let rest =
            follow.rest
            ?? CGPoint(x: scrollView.contentOffset.x, y: -scrollView.adjustedContentInset.top)
          self?.following = (scrollView, rest)
          scrollView.contentOffset = rest
        }
      }
      old?.largeTitleShift = push ? -shift : width
      built.largeTitleShift = 0
      if push {
        beneath.center.x = root.bounds.midX - sign * shift
        top.center.x = root.bounds.midX
        dimming.alpha = UINavigationController.dimming
      } else {
        beneath.center.x = root.bounds.midX
        top.center.x = root.bounds.midX + sign * width
        dimming.alpha = 0
      }
      old?.alpha = 0
      old?.title.transform = CGAffineTransform(translationX: titleMotion.oldEnd, y: 0)
      built.alpha = 1
      built.title.transform = .identity
      // The bar takes the arriving controller's height (a large title grows or shrinks it).
      controller?.layoutBar()
      controller?.layoutToolbar(settling: false)
      toolbarFade?()
      bar.layoutIfNeeded()
      old?.layoutIfNeeded()
      built.layoutIfNeeded()
    }
    for alongside in coordinator.takeAlongside() {
      animator.addAnimations { [coordinator] in alongside(coordinator) }
    }
    coordinator.animator = animator
    animator.addCompletion { [weak self] position in self?.complete(at: position) }
    self.animator = animator
    if isInteractive {
      animator.pauseAnimation()
    } else {
      animator.startAnimation()
    }
  }

  /// Lays `arriving` out under the bar's resting height as the slide starts (the leaving
  /// controller's) when that differs from the arriving controller's, so the arriving content
  /// starts at the bar's bottom edge: 96 pt under a large title pushed away from, 44 pt when
  /// popping back to a large title. Its tracked scroll view, when it has one, starts the same
  /// distance lower or higher; the result says which scroll view, if any, and where it rested
  /// before (`nil` when its offset was still the automatic one, which the held layout placed:
  /// it then rests at the top of the arriving insets). `nil` when the heights are the same or
  /// the bar is hidden. On iOS the bar's height changes along the slide and the arriving
  /// content's edge follows it (docs/navigation.md, "Large titles").
  private func holdArrivingLayout(_ arriving: UIView)
    -> (scrollView: UIScrollView?, rest: CGPoint?)?
  {
    let start = controller.restingBarHeight(for: from)
    let end = controller.restingBarHeight(for: to)
    guard abs(start - end) > 0.001, !controller.isNavigationBarHidden else { return nil }
    let scrollView = controller.trackedScrollView(for: to)
    let placed = scrollView?.initialOffsetPlacement == .final ? scrollView?.contentOffset : nil
    heldRestingHeight = start
    arriving.setNeedsLayout()
    arriving.layoutIfNeeded()
    if let scrollView, let placed {
      scrollView.contentOffset = CGPoint(x: placed.x, y: placed.y + end - start)
    }
    return (scrollView, placed)
  }

  /// How the titles move while the bar's contents cross-fade, points along x (working values,
  /// docs/navigation.md: UIKit's exact paths are not documented): on a push the old title
  /// slides to where the new back button's title sits and the new title comes in from the
  /// right edge (its centre half the bar's width to the right); a pop runs the same paths
  /// the other way. `newStart` is the new title's offset at the start, `oldEnd` the old
  /// one's at the end. `sign` is ``slideSign(_:)``: −1 mirrors the paths for a right-to-left
  /// bar (the new title from the left edge; the back button's title, at the right, is read
  /// from the laid-out content).
  static func titleMotion(
    old: NavigationBarContent?, new: NavigationBarContent, isPush: Bool, width: CGFloat,
    sign: CGFloat
  ) -> (newStart: CGFloat, oldEnd: CGFloat) {
    new.frame.size.width = width
    new.layoutIfNeeded()
    old?.layoutIfNeeded()
    let newCenter = new.title.center.x
    let oldCenter = old?.title.center.x ?? newCenter
    if isPush {
      let back = new.backTitleCenterX ?? oldCenter
      return (sign * width / 2, back - oldCenter)
    }
    let back = old?.backTitleCenterX ?? newCenter
    return (back - newCenter, sign * width / 2)
  }

  /// The finger moved: the pop shows `fraction` of its way.
  func update(fraction: CGFloat) {
    guard isInteractive, let animator, animator.state == .active else { return }
    animator.fractionComplete = min(1, max(0, fraction))
    coordinator.percent = animator.fractionComplete
  }

  /// The finger lifted at `fraction`: the pop completes or goes back over the time left.
  func release(completing: Bool, fraction: CGFloat) {
    guard isInteractive, let animator else { return }
    isInteractive = false
    coordinator.interactive = false
    coordinator.cancelled = !completing
    coordinator.percent = min(1, max(0, fraction))
    coordinator.interactionChanged()
    if !completing {
      controller.record(
        "navigation.popCancelled",
        "\(controller.describe(from)) stays, released at \(Int((Double(fraction) * 100).rounded())) %"
      )
      animator.isReversed = true
    }
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
  }

  /// Ends the transition at once (another push or pop arrived): as if it completed.
  func finishNow() {
    guard !done else { return }
    if customContainer != nil {
      finishCustom(completed: true)
      return
    }
    guard let animator else { return }
    if animator.state == .active { animator.stopAnimation(false) }
    if animator.state == .stopped { animator.finishAnimation(at: .end) }
  }

  func complete(at position: UIViewAnimatingPosition) {
    guard !done else { return }
    done = true
    let root = controller.view!
    dimming.removeFromSuperview()
    let cancelled = position == .start
    coordinator.cancelled = cancelled
    let leaving = cancelled ? to : from
    let staying = cancelled ? from : to
    if cancelled {
      // Marked before the view leaves, so the window's own appearance calls skip it.
      to.appearanceState = .disappeared
    }
    leaving.viewIfLoaded?.removeFromSuperview()
    leaving.viewIfLoaded?.frame = root.bounds
    staying.viewIfLoaded?.frame = root.bounds
    heldRestingHeight = nil
    let bar = controller.navigationBar
    if cancelled {
      // The returning screen rests where it was, laid out again when it next shows.
      if let following { following.scrollView.contentOffset = following.rest }
      to.viewIfLoaded?.setNeedsLayout()
      newBar?.removeFromSuperview()
      if let oldBar { bar.install(oldBar) }
      // UIKit's calls for a cancelled pop: the returning controller disappears again, the
      // popped one appears again.
      from.appearanceState = .appearing
      to.viewWillDisappear(true)
      from.viewWillAppear(true)
      to.viewDidDisappear(true)
      from.appearanceState = .appeared
      from.viewDidAppear(true)
    } else {
      oldBar?.removeFromSuperview()
      if let newBar { bar.install(newBar) }
      if isPush {
        bar.setItemsQuietly(controller.viewControllers.map(\.navigationItem), shown: newBar)
      } else {
        controller.popDidComplete(from)
        bar.setItemsQuietly(controller.viewControllers.map(\.navigationItem), shown: newBar)
      }
      from.viewDidDisappear(animated)
      to.appearanceState = .appeared
      to.viewDidAppear(animated)
      if isPush {
        to.didMove(toParent: controller)
      } else {
        from.removeFromParent()
        controller.record(
          "navigation.pop", "\(controller.describe(from)) → \(controller.describe(to))")
      }
      controller.delegate?.navigationController(controller, didShow: to, animated: animated)
    }
    for c in [controller, from, to] where c.screenState.coordinator === coordinator {
      c.screenState.coordinator = nil
    }
    controller.transition = nil
    controller.endToolbarFade()
    coordinator.finish()
    root.setNeedsLayout()
  }
}

/// The coordinator of a navigation transition or a presentation: what `transitionCoordinator`
/// gives the controllers involved while it runs.
@preconcurrency @MainActor
final class NavigationTransitionCoordinator: UIViewControllerTransitionCoordinator {
  private weak var fromController: UIViewController?
  private weak var toController: UIViewController?
  let containerView: UIView
  let isAnimated: Bool
  var initiallyInteractive: Bool
  var interactive: Bool
  var cancelled = false
  var percent: CGFloat = 0
  var transitionDuration: TimeInterval
  weak var animator: UIViewPropertyAnimator?
  /// The time of an interactive custom transition's block animations.
  weak var timeline: TransitionTimeline?
  /// The interaction controller's `completionSpeed` (``completionVelocity``).
  var completionSpeed: CGFloat = 1
  /// The interaction controller's `completionCurve`.
  var curve = UIView.AnimationCurve.easeInOut
  private var alongside: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var interactionHandlers: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []

  init(
    from: UIViewController, to: UIViewController, container: UIView, animated: Bool,
    interactive: Bool, duration: TimeInterval, style: UIModalPresentationStyle = .none
  ) {
    presentationStyle = style
    fromController = from
    toController = to
    containerView = container
    isAnimated = animated
    initiallyInteractive = interactive
    self.interactive = interactive
    transitionDuration = duration
  }

  /// `.none` for a push or pop; the presented controller's style for a presentation.
  let presentationStyle: UIModalPresentationStyle
  var isInterruptible: Bool { true }
  var isInteractive: Bool { interactive }
  var isCancelled: Bool { cancelled }
  var percentComplete: CGFloat {
    if let animator { return animator.fractionComplete }
    if let timeline, timeline.duration > 0 { return CGFloat(timeline.now / timeline.duration) }
    return percent
  }
  var completionVelocity: CGFloat { completionSpeed }
  var completionCurve: UIView.AnimationCurve { curve }
  var targetTransform: CGAffineTransform { .identity }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    key == .from ? fromController : key == .to ? toController : nil
  }

  func view(forKey key: UITransitionContextViewKey) -> UIView? {
    key == .from ? fromController?.viewIfLoaded : key == .to ? toController?.viewIfLoaded : nil
  }

  @discardableResult
  func animate(
    alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    if let animation {
      if let timeline, !timeline.ended, let window = containerView.window {
        // On the interactive transition's time, for what is left of it.
        let left = max(0, timeline.duration - timeline.now)
        window.animator.capture(timeline) {
          UIView.animate(withDuration: left, delay: 0, options: [.curveEaseInOut]) {
            animation(self)
          }
        }
      } else if let animator, animator.state == .active {
        animator.addAnimations { [unowned self] in animation(self) }
      } else if animator == nil {
        alongside.append(animation)
      }
    }
    if let completion { completions.append(completion) }
    return true
  }

  @discardableResult
  func animateAlongsideTransition(
    in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: completion)
  }

  func notifyWhenInteractionEnds(
    _ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void
  ) {
    interactionHandlers.append(handler)
  }

  func notifyWhenInteractionChanges(
    _ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void
  ) {
    interactionHandlers.append(handler)
  }

  /// The alongside animations registered before the animator exists.
  func takeAlongside() -> [(UIViewControllerTransitionCoordinatorContext) -> Void] {
    defer { alongside = [] }
    return alongside
  }

  func interactionChanged() {
    for handler in interactionHandlers { handler(self) }
  }

  /// The transition ended: alongside animations not yet run run now (a transition without
  /// animation), then the completions.
  func finish() {
    for animation in takeAlongside() { animation(self) }
    let handlers = completions
    completions = []
    for handler in handlers { handler(self) }
  }
}
