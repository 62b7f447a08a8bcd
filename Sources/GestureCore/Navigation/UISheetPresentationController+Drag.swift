import Foundation

/// A drag of a sheet in progress: where it began and whether it started a dismissal.
@preconcurrency @MainActor
struct SheetDrag {
  /// The card's height inside the safe area when the pan began, points.
  let startHeight: CGFloat
  /// The detent the sheet rested at when the pan began.
  let startDetent: UISheetPresentationController.Detent.Identifier
  /// The height the finger asks for (the start less the translation), before any rubber
  /// band, points.
  var fingerHeight: CGFloat
  /// Whether going below the smallest detent was decided: `nil` not yet, `true` refused
  /// (`isModalInPresentation`, or the delegate said no), `false` allowed (the dismissal began).
  var refused: Bool?
  /// The controllers that got `viewWillDisappear` when the dismissal began (inner first).
  var leaving: [UIViewController] = []
}

/// The sheet under the finger (docs/presentation.md, "Dragging a sheet"): a pan on the card
/// moves it; on release it settles on the detent its projected position is nearest to, or
/// dismisses.
extension UISheetPresentationController {
  /// How long the card takes to settle on a detent, or to leave after a drag, seconds, along
  /// ease-out (working value: UIKit runs a spring whose duration Apple does not publish).
  static let settleDuration: TimeInterval = 0.4
  /// UIScrollView's normal deceleration rate per millisecond, with which a release velocity
  /// is projected: `distance = v / 1000 · r / (1 − r)` = 0.499 · v (Apple, "Designing Fluid
  /// Interfaces", WWDC 2018, the `project(initialVelocity:decelerationRate:)` function).
  static let decelerationRate = 0.998

  /// The distance, points, a release at `velocity` pt/s carries on to.
  static func projection(ofVelocity velocity: CGFloat) -> CGFloat {
    CGFloat(Double(velocity) / 1000 * decelerationRate / (1 - decelerationRate))
  }

  /// Puts the grabber and the pan on a new card.
  func installCard(_ card: UIView) {
    let pan = UIPanGestureRecognizer(target: nil, action: nil)
    pan.addTarget(self, action: UISheetPresentationController.handlePan)
    card.addGestureRecognizer(pan)
    updateGrabber()
  }

  /// Shows or removes the grabber: 36 × 5 pt, centred, 5 pt below the card's top.
  func updateGrabber() {
    guard let card = presentation?.card else { return }
    if prefersGrabberVisible, grabber == nil {
      let view = UIView(frame: .zero)
      view.backgroundColor = .tertiaryLabel
      view.layer.cornerRadius = 2.5
      view.isUserInteractionEnabled = false
      view.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
      card.addSubview(view)
      grabber = view
    } else if !prefersGrabberVisible {
      grabber?.removeFromSuperview()
      grabber = nil
    }
    grabber?.frame = CGRect(x: (card.bounds.width - 36) / 2, y: 5, width: 36, height: 5)
  }

  /// Moves a presented sheet to its selected detent (after a change in code), at once or
  /// animated.
  func layoutAtSelectedDetent(animated: Bool) {
    guard let presentation, presentation.phase == .presented, drag == nil else { return }
    let target = selectedValue
    guard target != currentHeight else { return }
    currentHeight = target
    if animated {
      settle(then: nil)
    } else {
      apply()
    }
  }

  /// Puts the card, the dimming and the presenter where ``currentHeight`` puts them.
  func apply() {
    guard let presentation, let card = presentation.card else { return }
    card.frame = frame(forHeight: currentHeight)
    presentation.dimming?.alpha =
      ModalPresentation.dimmingAlpha * dimFraction(atHeight: currentHeight)
    presentation.applyShrunk()
  }

  /// Animates the card to ``currentHeight``, then runs `then`.
  func settle(then: (@MainActor () -> Void)?) {
    let animator = UIViewPropertyAnimator(duration: Self.settleDuration, curve: .easeOut)
    animator.addAnimations { [self] in apply() }
    animator.addCompletion { [self] _ in
      settleAnimator = nil
      then?()
    }
    settleAnimator = animator
    animator.startAnimation()
  }

  // MARK: The pan

  private func handlePan(_ pan: UIPanGestureRecognizer) {
    guard let presentation, let container = containerView else { return }
    switch pan.state {
    case .began:
      guard presentation.phase == .presented, settleAnimator == nil else { return }
      drag = SheetDrag(
        startHeight: currentHeight, startDetent: selectedDetent.identifier,
        fingerHeight: currentHeight)
    case .changed:
      guard let drag else { return }
      let raw = drag.startHeight - pan.translation(in: container).y
      self.drag?.fingerHeight = raw
      let smallest = resolvedDetents[0].value
      if raw < smallest, drag.refused == nil { decideDismissal() }
      currentHeight = bandedHeight(raw)
      apply()
    case .ended, .cancelled:
      guard drag != nil else { return }
      let velocity = pan.state == .cancelled ? 0 : pan.velocity(in: container).y
      release(velocity: velocity)
    default:
      break
    }
  }

  /// The height the card shows for the finger's `raw` height: rubber-banded above the
  /// largest detent (and below the smallest when a dismissal is refused), with the
  /// container's height as the band's dimension (`RubberBand`).
  func bandedHeight(_ raw: CGFloat) -> CGFloat {
    let all = resolvedDetents
    let largest = all[all.count - 1].value
    let dimension = Double(metrics.height)
    if raw > largest {
      return largest
        + CGFloat(RubberBand.offset(forPull: Double(raw - largest), dimension: dimension))
    }
    let smallest = all[0].value
    if raw < smallest, drag?.refused == true {
      return smallest
        + CGFloat(RubberBand.offset(forPull: Double(raw - smallest), dimension: dimension))
    }
    return max(0, raw)
  }

  /// Asks whether the sheet may go: refused when the presented controller
  /// `isModalInPresentation` (the delegate is not asked) or the delegate's
  /// `presentationControllerShouldDismiss(_:)` says no; otherwise the delegate's
  /// `presentationControllerWillDismiss(_:)` and the dismissal begins (the presented
  /// controllers' `viewWillDisappear`).
  private func decideDismissal() {
    guard let presentation else { return }
    if presentedViewController.isModalInPresentation
      || delegate?.presentationControllerShouldDismiss(self) == false
    {
      drag?.refused = true
      return
    }
    drag?.refused = false
    delegate?.presentationControllerWillDismiss(self)
    drag?.leaving = presentation.beginInteractiveDismissal()
  }

  /// The finger lifted at `velocity` pt/s (down positive): the sheet goes to the candidate
  /// nearest the finger's projected height (`fingerHeight − 0.499 · velocity`, the finger's
  /// own height so a rubber-banded refusal is judged by the pull), among its detents and the
  /// bottom (a dismissal).
  private func release(velocity: CGFloat) {
    guard var drag = self.drag, let presentation else { return }
    let projected = drag.fingerHeight - Self.projection(ofVelocity: velocity)
    let all = resolvedDetents
    let nearest = all.min { abs($0.value - projected) < abs($1.value - projected) }!
    let dismisses = abs(projected) < abs(nearest.value - projected)
    if dismisses, drag.refused == nil {
      self.drag = drag
      decideDismissal()
      drag = self.drag ?? drag
    }
    self.drag = nil
    if dismisses, drag.refused == false {
      record("sheet.dismissed", "dismissed")
      let presented = presentedViewController
      let remaining = frame(forHeight: currentHeight).minY
      let height = max(1, metrics.height)
      let duration = Self.settleDuration * Double(max(0.25, (height - remaining) / height))
      presentation.dismissChain(
        animated: true,
        completion: { [self] in
          delegate?.presentationControllerDidDismiss(self)
          _ = presented
        }, interactive: (drag.leaving, duration))
      return
    }
    let target = dismisses ? all[0] : nearest
    if dismisses {
      record("sheet.refused", "dismissal refused: returns to \(Self.name(of: target.identifier))")
      delegate?.presentationControllerDidAttemptToDismiss(self)
    }
    let old = selectedDetent.identifier
    currentHeight = target.value
    if target.identifier != old {
      selectedDetentIdentifier = target.identifier
      record("sheet.detent", "\(Self.name(of: old)) → \(Self.name(of: target.identifier))")
      (delegate as? UISheetPresentationControllerDelegate)?
        .sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
    }
    let leaving = drag.leaving
    let began = drag.refused == false
    settle { [presentation] in
      if began { presentation.cancelInteractiveDismissal(leaving: leaving) }
    }
  }

  /// A detent's name in timeline messages: "medium", "large", else its identifier.
  static func name(of identifier: Detent.Identifier) -> String {
    switch identifier {
    case .medium: return "medium"
    case .large: return "large"
    default: return identifier.rawValue
    }
  }

  func record(_ kind: String, _ detail: String) {
    presentedViewController.recordPresentation(
      kind, detail, window: presentation?.window)
  }
}
