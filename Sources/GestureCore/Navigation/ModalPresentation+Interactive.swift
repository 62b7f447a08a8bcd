import Foundation

/// A dismissal a finger drives: a sheet dragged below its smallest detent
/// (docs/presentation.md, "Dragging a sheet").
extension ModalPresentation {
  /// Begins the dismissal: `isBeingDismissed` turns true, the presented controllers get
  /// `viewWillDisappear` (outer first), the presentation controller
  /// `dismissalTransitionWillBegin()`, and both controllers an interactive transition
  /// coordinator. Returns the controllers that will get `viewDidDisappear` or, if it is
  /// cancelled, appear again, inner first.
  func beginInteractiveDismissal() -> [UIViewController] {
    beginDismissing()
    let coordinator = NavigationTransitionCoordinator(
      from: presented, to: presenting ?? presented, container: container, animated: true,
      interactive: true, duration: UISheetPresentationController.settleDuration, style: style)
    self.coordinator = coordinator
    for controller in [presenting, presented].compactMap({ $0 }) {
      controller.screenState.coordinator = coordinator
    }
    let (outer, inner) = UIViewController.controllers(in: presented.view)
    let leaving = outer.filter { $0.appearanceState != .disappeared }
    for controller in leaving {
      controller.appearanceState = .disappeared
      controller.viewWillDisappear(true)
    }
    controller.dismissalTransitionWillBegin()
    return inner.filter { c in leaving.contains { $0 === c } }
  }

  /// The drag let the sheet back: as UIKit does for a cancelled interactive dismissal, the
  /// controllers that got `viewWillDisappear` get `viewWillAppear` (outer first) and
  /// `viewDidAppear` (inner first) once the sheet rests again, then the presentation
  /// controller `dismissalTransitionDidEnd(false)`; the coordinator reports `isCancelled`.
  func cancelInteractiveDismissal(leaving: [UIViewController]) {
    for controller in leaving.reversed() {
      controller.appearanceState = .appearing
      controller.viewWillAppear(true)
    }
    for controller in leaving {
      controller.appearanceState = .appeared
      controller.viewDidAppear(true)
    }
    endDismissing()
    controller.dismissalTransitionDidEnd(false)
    if let coordinator {
      coordinator.cancelled = true
      coordinator.interactive = false
    }
    endCoordination()
  }
}
