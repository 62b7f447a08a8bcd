import Foundation

/// Who presents, who dismisses, and what UIKit refuses (docs/presentation.md). The transition
/// itself is ``ModalPresentation``.
extension UIViewController {
  /// The style a presentation of this controller uses on the simulated iPhone (compact width):
  /// `.automatic` and `.formSheet` are a page sheet (Apple, `automatic`: "For most view
  /// controllers, UIKit maps this style to the UIModalPresentationStyle.pageSheet style";
  /// `formSheet` "behaves like pageSheet" in a compact width); `.popover` adapts to a sheet,
  /// `.blurOverFullScreen` and `.custom` (an alert's style; laid out by its
  /// ``UIPresentationController``, the container's bounds by default) are over the full
  /// screen, the presenter staying.
  var resolvedPresentationStyle: UIModalPresentationStyle {
    switch modalPresentationStyle {
    case .automatic, .formSheet, .popover, .pageSheet: return .pageSheet
    case .fullScreen, .none: return .fullScreen
    case .overFullScreen, .blurOverFullScreen, .custom: return .overFullScreen
    case .currentContext: return .currentContext
    case .overCurrentContext: return .overCurrentContext
    }
  }

  /// The outermost container this controller is in (itself without a parent).
  var outermostAncestor: UIViewController {
    var controller = self
    while let parent = controller.parent { controller = parent }
    return controller
  }

  /// The controller that presents for this one in `style`: for the current-context styles the
  /// nearest ancestor (itself included) that ``definesPresentationContext``, else the
  /// outermost one (Apple: "If the current view controller is unable to fulfill a request, it
  /// forwards the request up the view controller hierarchy").
  func presentationHost(for style: UIModalPresentationStyle) -> UIViewController {
    if style == .currentContext || style == .overCurrentContext {
      var candidate: UIViewController? = self
      while let current = candidate {
        if current.definesPresentationContext { return current }
        candidate = current.parent
      }
    }
    return outermostAncestor
  }

  /// `present(_:animated:completion:)`'s work.
  func presentModally(
    _ presented: UIViewController, animated: Bool, completion: (() -> Void)?
  ) {
    let style = presented.resolvedPresentationStyle
    let host = presentationHost(for: style)
    let refusal: String?
    if let busy = host.presentationInProgress {
      refusal = "while a presentation or dismiss is in progress (\(busy.describedForPresentation))"
    } else if let current = host.screenState.presented {
      refusal = "which is already presenting \(current.describedForPresentation)"
    } else if presented.screenState.presenting != nil || presented === host
      || presented.viewIfLoaded?.window != nil
    {
      refusal = "but it is already presented or on screen"
    } else if host.viewIfLoaded?.window == nil {
      refusal = "whose view is not in the window hierarchy"
    } else {
      refusal = nil
    }
    if let refusal {
      recordPresentation(
        "presentation.ignored",
        "Attempt to present \(presented.describedForPresentation) on "
          + "\(host.describedForPresentation) \(refusal); nothing is presented",
        window: viewIfLoaded?.window, view: viewIfLoaded)
      return
    }
    guard let window = host.view.window else { return }
    // A `.custom` presentation's controller comes from the transitioning delegate.
    let custom =
      presented.modalPresentationStyle == .custom
      ? presented.transitioningDelegate?.presentationController(
        forPresented: presented, presenting: host, source: self) : nil
    let controller =
      custom ?? presented.pendingPresentationController(create: true)
      ?? UIPresentationController(presentedViewController: presented, presenting: host)
    let presentation = ModalPresentation(
      presenting: host, presented: presented, style: style, controller: controller,
      window: window)
    presentation.source = self
    if presented.modalPresentationStyle == .popover {
      presented.screenState.popoverPresentationController?.adapt(window: window)
    }
    presentation.present(animated: animated, completion: completion)
  }

  /// `dismiss(animated:completion:)`'s work.
  func dismissModally(animated: Bool, completion: (() -> Void)?) {
    // The presenter of the chain to dismiss: this controller (or an ancestor) when it
    // presents, else the one presenting it.
    let presenter: UIViewController
    if let presented = presentedViewController,
      let presenting = presented.screenState.presenting
    {
      presenter = presenting
    } else if let presenting = presentingViewController {
      presenter = presenting
    } else {
      return
    }
    guard let first = presenter.screenState.presented,
      let presentation = first.screenState.presentation
    else { return }
    if let busy = presenter.presentationInProgress {
      recordPresentation(
        "presentation.ignored",
        "Attempt to dismiss from \(describedForPresentation) while a presentation or dismiss "
          + "is in progress (\(busy.describedForPresentation)); nothing is dismissed",
        window: presentation.window, view: viewIfLoaded)
      return
    }
    presentation.dismissChain(animated: animated, completion: completion)
  }

  /// The controller presented above this one (this one's presentation, or any later one in
  /// its chain) whose transition is running, if any.
  var presentationInProgress: UIViewController? {
    var controller = screenState.presented
    while let current = controller {
      if current.screenState.presentation?.phase != .presented { return current }
      controller = current.screenState.presented
    }
    if let presentation = screenState.presentation, presentation.phase != .presented {
      return self
    }
    return nil
  }

  /// The controller's name in timeline messages: its title, else its class; an untitled
  /// navigation controller is named by its root ("DetailViewController in
  /// UINavigationController"), as it is the screen it shows.
  var describedForPresentation: String {
    if let title { return title }
    let name = String(describing: type(of: self))
    if let navigation = self as? UINavigationController,
      let root = navigation.viewControllers.first
    {
      return "\(root.describedForPresentation) in \(name)"
    }
    return name
  }

  /// Records a presentation event in the run's log (or the window's), on `view` when given
  /// (a refusal names the view of the controller the call was made on, so the timeline places
  /// it).
  func recordPresentation(
    _ kind: String, _ detail: String, window: UIWindow?, view: UIView? = nil
  ) {
    let log = SimulationContext.eventLog ?? window?.eventLog
    log?.record(kind, view: view, detail: detail)
  }
}
