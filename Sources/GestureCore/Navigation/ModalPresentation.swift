import Foundation

/// One modal presentation: the container view in the window that holds the presented view
/// (UIKit's `UITransitionView`), the dimming, the sheet's card, the animation in and out, and
/// the appearance calls (docs/presentation.md), run for its ``UIPresentationController``
/// (``controller``), which gives the presented view's frame, whether the presenter leaves,
/// and, for a sheet, its detent, dimming and shrink. Owned by the presented controller while
/// it is presented.
@preconcurrency @MainActor
final class ModalPresentation {
  /// Where the presentation is in its life.
  enum Phase {
    /// Animating in.
    case presenting
    /// On screen.
    case presented
    /// Animating out.
    case dismissing
  }

  /// Duration of a cover-vertical slide (and of a sheet's, and an action sheet's), seconds:
  /// 0.5 (working value: UIKit runs a spring whose duration Apple does not publish; 0.5 s is
  /// what a presentation's transition coordinator is commonly seen to report).
  static let coverVerticalDuration: TimeInterval = 0.5
  /// Duration of a cross-dissolve, seconds: 0.4 (observed for UIKit's `crossDissolve`,
  /// quanshousio/ToastUI issue 35, "current duration is 0.4").
  static let crossDissolveDuration: TimeInterval = 0.4
  /// Duration of an alert's appearance (a fade from 0 and a scale from 1.2), seconds (estimate).
  static let alertPresentDuration: TimeInterval = 0.4
  /// Duration of an alert's fade-out, seconds (estimate).
  static let alertDismissDuration: TimeInterval = 0.25
  /// The scale an alert starts from, shrinking to 1 as it fades in (estimate from recordings).
  static let alertStartScale: CGFloat = 1.2
  /// The black behind a sheet, an alert and an action sheet, 0…1 (estimate from screenshots).
  static let dimmingAlpha: CGFloat = 0.2
  /// A page sheet's top edge below the safe area's top, points (iOS 13+ on iPhone; working
  /// value from screenshots).
  static let sheetTopGap: CGFloat = 10
  /// The corner radius of a sheet's top corners and of the presenter shrunk behind it, points
  /// (estimate from screenshots).
  static let sheetCornerRadius: CGFloat = 10
  /// How far the presenter shrunk behind a sheet is inset from each side, points (estimate
  /// from screenshots: its width becomes the screen's less 32 pt).
  static let presenterSideInset: CGFloat = 16

  weak var presenting: UIViewController?
  /// The controller `present` was called on (the transitioning delegate's `source`).
  weak var source: UIViewController?
  unowned let presented: UIViewController
  /// The resolved style (``UIViewController/resolvedPresentationStyle``).
  let style: UIModalPresentationStyle
  /// The presentation controller this presentation runs for.
  let controller: UIPresentationController
  /// The sheet presentation controller, for a page sheet.
  var sheet: UISheetPresentationController? { controller as? UISheetPresentationController }
  weak var window: UIWindow?
  private(set) var phase = Phase.presenting
  /// Holds the dimming and the presented view, over the screen or the context.
  let container = PresentationContainerView()
  /// The black behind a sheet or an alert.
  var dimming: UIView?
  /// A sheet's rounded card holding the presented view.
  var card: UIView?
  /// The view that moves: the card of a sheet, else the presented view.
  var moving: UIView { card ?? presented.view }
  /// The presenter's view a full-screen or current-context presentation takes off screen at
  /// its end, where it was, and the controllers that disappeared with it.
  var covered: (view: UIView, superview: UIView, index: Int, controllers: [UIViewController])?
  /// The presenter shrunk behind a sheet: its view and what it had before.
  var shrunk: (view: UIView, transform: CGAffineTransform, radius: CGFloat, clips: Bool)?
  /// The black behind the shrunk presenter.
  var backdrop: UIView?
  var coordinator: NavigationTransitionCoordinator?

  init(
    presenting: UIViewController, presented: UIViewController, style: UIModalPresentationStyle,
    controller: UIPresentationController, window: UIWindow
  ) {
    self.presenting = presenting
    self.presented = presented
    self.style = style
    self.controller = controller
    self.window = window
    container.owner = self
    controller.attach(presenting: presenting, presentation: self)
  }

  /// Whether the presented controller is an alert (`.alert`) or action sheet.
  var alertStyle: UIAlertController.Style? { (presented as? UIAlertController)?.preferredStyle }

  /// How it moves: cover-vertical, or a cross-dissolve for the other transition styles.
  var dissolves: Bool { presented.modalTransitionStyle != .coverVertical }

  /// The presenter's view goes off screen at the end
  /// (``UIPresentationController/shouldRemovePresentersView``: `.fullScreen`, `.currentContext`).
  var removesPresenter: Bool { controller.shouldRemovePresentersView }

  // MARK: Presenting

  /// Builds the views, makes the calls before the transition and runs it.
  func present(animated: Bool, completion: (() -> Void)?) {
    guard let presenting, let window else { return }
    presented.screenState.presentation = self
    presented.screenState.presenting = presenting
    presenting.screenState.presented = presented
    let view: UIView = presented.view
    let contextView = presenting.view!
    let isContext = style == .currentContext || style == .overCurrentContext
    container.frame = isContext ? contextView.convert(contextView.bounds, to: nil) : window.bounds
    if style == .pageSheet || alertStyle != nil {
      let dim = UIView(frame: container.bounds)
      dim.backgroundColor = .black
      container.addSubview(dim)
      dimming = dim
    }
    if let sheet, alertStyle == nil {
      sheet.currentHeight = sheet.selectedValue
      let card = UIView(frame: .zero)
      card.layer.cornerRadius = sheet.cornerRadius
      card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
      card.clipsToBounds = true
      self.card = card
      if contextView.superview === window {
        shrunk = (
          contextView, contextView.transform, contextView.layer.cornerRadius,
          contextView.clipsToBounds
        )
      }
    }
    let arriving = UIViewController.controllers(in: view)
    let arrivingOuter = arriving.outerFirst.filter { $0.appearanceState == .disappeared }
    let leaving: (outerFirst: [UIViewController], innerFirst: [UIViewController]) =
      removesPresenter ? UIViewController.controllers(in: contextView) : ([], [])
    let leavingOuter = leaving.outerFirst.filter { $0.appearanceState != .disappeared }
    let coordinator = NavigationTransitionCoordinator(
      from: presenting, to: presented, container: container, animated: animated,
      interactive: false, duration: animated ? duration(presenting: true) : 0, style: style)
    self.coordinator = coordinator
    for controller in [presenting, presented] { controller.screenState.coordinator = coordinator }
    // A custom presentation is laid out over the full screen, but is named as written.
    let named = presented.modalPresentationStyle == .custom ? .custom : style
    presented.recordPresentation(
      "presentation.present",
      "\(presenting.describedForPresentation) → \(presented.describedForPresentation) "
        + "(\(Self.styleName(named, alert: alertStyle)))", window: window)
    let transition = presented.modalTransitionStyle
    if transition == .flipHorizontal || transition == .partialCurl, alertStyle == nil {
      let name = transition == .flipHorizontal ? "flipHorizontal" : "partialCurl"
      presented.recordPresentation(
        "presentation.unsupported",
        "modalTransitionStyle .\(name) of \(presented.describedForPresentation) is drawn as a "
          + "cross-dissolve", window: window)
    }
    for controller in leavingOuter {
      controller.appearanceState = .disappeared
      controller.viewWillDisappear(animated)
    }
    for controller in arrivingOuter {
      controller.appearanceState = .appearing
      controller.viewWillAppear(animated)
    }
    // A custom animator adds the presented view itself (not for a sheet's card or an alert).
    let customAnimator: UIViewControllerAnimatedTransitioning? =
      animated && card == nil && alertStyle == nil
      ? presented.transitioningDelegate?.animationController(
        forPresented: presented, presenting: presenting, source: source ?? presenting) : nil
    window.addSubview(container)
    if customAnimator != nil {
      view.frame = restingFrame
    } else if let card, let sheet {
      container.addSubview(card)
      card.frame = restingFrame
      view.frame = card.bounds
      view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      card.addSubview(view)
      sheet.installCard(card)
      if let dimming { sheet.installDimmingTap(on: dimming) }
    } else {
      view.frame = container.bounds
      container.addSubview(view)
    }
    if shrunk != nil {
      let black = UIView(frame: window.bounds)
      black.backgroundColor = .black
      window.insertSubview(black, at: 0)
      backdrop = black
    }
    let leavingInner = leaving.innerFirst.filter { c in leavingOuter.contains { $0 === c } }
    let arrivingInner = arriving.innerFirst.filter { c in arrivingOuter.contains { $0 === c } }
    controller.presentationTransitionWillBegin()
    let finish: @MainActor () -> Void = { [self] in
      finishPresenting(
        leaving: leavingInner, arriving: arrivingInner, animated: animated,
        completion: completion)
    }
    guard animated else {
      applyOnscreen()
      applyShrunk()
      finish()
      return
    }
    if let customAnimator {
      runCustomPresentation(
        customAnimator, coordinator: coordinator, leaving: leavingInner,
        arriving: arrivingInner, finish: finish)
      return
    }
    applyOffscreen()
    let animator = UIViewPropertyAnimator(duration: duration(presenting: true), curve: .easeInOut)
    animator.addAnimations { [self] in
      applyOnscreen()
      applyShrunk()
    }
    for alongside in coordinator.takeAlongside() {
      animator.addAnimations { [coordinator] in alongside(coordinator) }
    }
    coordinator.animator = animator
    animator.addCompletion { _ in finish() }
    animator.startAnimation()
  }

  /// The end of the way in: the covered presenter leaves, the did-calls, the completion.
  private func finishPresenting(
    leaving: [UIViewController], arriving: [UIViewController], animated: Bool,
    completion: (() -> Void)?
  ) {
    if removesPresenter, let presenting, let view = presenting.viewIfLoaded,
      let superview = view.superview
    {
      let index = superview.subviews.firstIndex { $0 === view } ?? 0
      covered = (view, superview, index, UIViewController.controllers(in: view).outerFirst)
      view.removeFromSuperview()
    }
    for controller in leaving { controller.viewDidDisappear(animated) }
    phase = .presented
    for controller in arriving {
      controller.appearanceState = .appeared
      controller.viewDidAppear(animated)
    }
    controller.presentationTransitionDidEnd(true)
    endCoordination()
    completion?()
  }

  /// Clears the transition coordinator of both controllers and runs its completions.
  func endCoordination() {
    guard let coordinator else { return }
    for controller in [presenting, presented].compactMap({ $0 })
    where controller.screenState.coordinator === coordinator {
      controller.screenState.coordinator = nil
    }
    self.coordinator = nil
    coordinator.finish()
  }

  /// Marks the presentation as leaving (``dismissChain(animated:completion:)``).
  func beginDismissing() { phase = .dismissing }

  /// Marks the presentation as on screen again (an interactive dismissal was cancelled).
  func endDismissing() { phase = .presented }

  /// The style's name in timeline messages.
  static func styleName(_ style: UIModalPresentationStyle, alert: UIAlertController.Style?)
    -> String
  {
    switch alert {
    case .alert: return "alert"
    case .actionSheet: return "actionSheet"
    case nil: break
    }
    switch style {
    case .fullScreen: return "fullScreen"
    case .overFullScreen: return "overFullScreen"
    case .currentContext: return "currentContext"
    case .overCurrentContext: return "overCurrentContext"
    case .custom: return "custom"
    default: return "pageSheet"
    }
  }
}

/// The view a presentation puts over the window (or the presentation context), holding its
/// dimming and the presented view: UIKit's `UITransitionView`. It takes the touches that fall
/// on it outside the presented view, so what is under a presentation cannot be touched, except
/// around a sheet resting at or below its largest undimmed detent. Each layout pass is
/// bracketed by the presentation controller's `containerViewWillLayoutSubviews()` and
/// `containerViewDidLayoutSubviews()`.
@preconcurrency @MainActor
final class PresentationContainerView: UIView {
  /// The presentation whose container this is.
  weak var owner: ModalPresentation?

  override func layoutSubviews() {
    let controller = owner?.controller
    controller?.containerViewWillLayoutSubviews()
    super.layoutSubviews()
    controller?.containerViewDidLayoutSubviews()
  }

  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    if let presentation = owner, let sheet = presentation.sheet, let card = presentation.card,
      sheet.passesTouchesThrough
    {
      return card.frame.contains(point)
    }
    return super.point(inside: point, with: event)
  }

  /// VoiceOver reads only the presentation while it covers what is below (its views' siblings
  /// are ignored, as UIKit's transition view makes them), but also the screen below around a
  /// sheet that lets touches through (at or below its largest undimmed detent).
  override var accessibilityViewIsModal: Bool {
    get {
      guard let sheet = owner?.sheet, owner?.card != nil else { return true }
      return !sheet.passesTouchesThrough
    }
    set { super.accessibilityViewIsModal = newValue }
  }
}
