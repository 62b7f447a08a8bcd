import Foundation

extension ModalPresentation {
  /// Dismisses this presentation and every one above it (Apple, `dismiss(animated:completion:)`:
  /// "only the top-most view is dismissed in an animated fashion; any intermediate view
  /// controllers are simply removed from the stack"). The controllers of the presented views
  /// get `viewWillDisappear` now and `viewDidDisappear` at the end; a presenter a full-screen
  /// presentation took off screen comes back at once, with `viewWillAppear` now and
  /// `viewDidAppear` at the end; then the links are cleared and `completion` runs.
  ///
  /// `interactive` finishes a dismissal a drag began (``beginInteractiveDismissal()``): its
  /// will-calls were made, the controllers it lists get `viewDidDisappear`, and the view
  /// moves off screen from where the finger left it over `duration` seconds.
  func dismissChain(
    animated: Bool, completion: (() -> Void)?,
    interactive: (leaving: [UIViewController], duration: TimeInterval)? = nil
  ) {
    var chain: [ModalPresentation] = [self]
    while let next = chain.last?.presented.screenState.presented?.screenState.presentation {
      chain.append(next)
    }
    guard let top = chain.last, let window else { return }
    for presentation in chain { presentation.beginDismissing() }
    if interactive == nil { controller.dismissalTransitionWillBegin() }
    var leavingOuter: [UIViewController] = []
    var leavingInner: [UIViewController] = []
    for presentation in chain {
      guard let view = presentation.presented.viewIfLoaded else { continue }
      let (outer, inner) = UIViewController.controllers(in: view)
      let leaving = outer.filter { $0.appearanceState != .disappeared }
      leavingOuter += leaving
      leavingInner = inner.filter { c in leaving.contains { $0 === c } } + leavingInner
    }
    if let interactive {
      leavingOuter = []
      leavingInner = interactive.leaving
    }
    let uncovered = covered
    let returning = covered.map { UIViewController.controllers(in: $0.view) }
    let returningOuter = returning?.outerFirst ?? []
    let duration = interactive?.duration ?? top.duration(presenting: false)
    let coordinator =
      self.coordinator
      ?? NavigationTransitionCoordinator(
        from: top.presented, to: presenting ?? top.presented, container: top.container,
        animated: animated, interactive: false,
        duration: animated ? duration : 0, style: top.style)
    self.coordinator = coordinator
    for controller in [presenting, top.presented].compactMap({ $0 }) {
      controller.screenState.coordinator = coordinator
    }
    for controller in leavingOuter {
      controller.appearanceState = .disappeared
      controller.viewWillDisappear(animated)
    }
    for controller in returningOuter {
      controller.appearanceState = .appearing
      controller.viewWillAppear(animated)
    }
    if let covered {
      let index = min(covered.index, covered.superview.subviews.count)
      covered.superview.insertSubview(covered.view, at: index)
      self.covered = nil
    }
    // The presentations between this one and the top leave at once.
    for presentation in chain.dropFirst().dropLast() {
      presentation.container.removeFromSuperview()
    }
    if top !== self { presented.viewIfLoaded?.removeFromSuperview() }
    let returningInner = returning?.innerFirst ?? []
    let finish: @MainActor () -> Void = { [self] in
      for presentation in chain.reversed() { presentation.container.removeFromSuperview() }
      restorePresenter()
      for controller in leavingInner { controller.viewDidDisappear(animated) }
      for controller in returningInner {
        controller.appearanceState = .appeared
        controller.viewDidAppear(animated)
      }
      controller.dismissalTransitionDidEnd(true)
      presented.recordPresentation(
        "presentation.dismiss",
        "\(top.presented.describedForPresentation) → "
          + "\(presenting?.describedForPresentation ?? "none")", window: window)
      if top.presented.screenState.coordinator === coordinator {
        top.presented.screenState.coordinator = nil
      }
      endCoordination()
      // Last: the presented controllers may be freed once unlinked.
      unlink(chain)
      completion?()
    }
    guard animated else {
      finish()
      return
    }
    if interactive == nil, top === self,
      runCustomDismissal(
        coordinator: coordinator, leaving: leavingInner, returning: returningInner,
        uncovered: uncovered, finish: finish)
    {
      return
    }
    let animator = UIViewPropertyAnimator(
      duration: duration, curve: interactive == nil ? .easeInOut : .easeOut)
    animator.addAnimations { [self] in
      top.applyOffscreen(dismissing: true)
      dimming?.alpha = 0
      if let shrunk { shrunk.view.transform = shrunk.transform }
    }
    for alongside in coordinator.takeAlongside() {
      animator.addAnimations { [coordinator] in alongside(coordinator) }
    }
    coordinator.animator = animator
    animator.addCompletion { _ in finish() }
    animator.startAnimation()
  }

  /// The presenter shrunk behind a sheet gets back its transform, corners and clipping.
  private func restorePresenter() {
    if let shrunk {
      shrunk.view.transform = shrunk.transform
      shrunk.view.layer.cornerRadius = shrunk.radius
      shrunk.view.clipsToBounds = shrunk.clips
      self.shrunk = nil
    }
    backdrop?.removeFromSuperview()
    backdrop = nil
  }

  /// Breaks the presenting and presented links of `chain`.
  private func unlink(_ chain: [ModalPresentation]) {
    for presentation in chain {
      presentation.presenting?.screenState.presented = nil
      presentation.presented.screenState.presenting = nil
      presentation.presented.screenState.presentation = nil
    }
  }
}
