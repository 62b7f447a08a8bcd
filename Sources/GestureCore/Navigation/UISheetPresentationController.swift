import Foundation

/// The presentation controller of a page sheet (`UISheetPresentationController`, iOS 15): a
/// card with rounded top corners resting at one of its ``detents``, over dimming and, at the
/// full height, the presenter shrunk behind it; a pan on the card moves it between detents or
/// down to dismiss (docs/presentation.md, "Sheets and detents"). A controller's
/// `sheetPresentationController` is this object when its style resolves to a page sheet.
///
/// Geometry, points, for a container `H` high with safe-area insets `top` and `bottom`: a
/// detent's value is the card's height inside the safe area (Apple, `custom(identifier:resolver:)`:
/// "a height within the safe area of the sheet"), so a card at value `v` has its top at
/// `H − bottom − v` and reaches the container's bottom. The largest value
/// (``UISheetPresentationControllerDetentResolutionContext/maximumDetentValue``) puts the top
/// 10 pt below the safe area's top: `H − top − 10 − bottom`; that is `.large()`. `.medium()` is
/// half of it (working value: Apple says "approximately half the height of the screen").
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
  /// The heights the sheet rests at (`detents`, default `[.large()]`), any order; an empty
  /// list is taken as `[.large()]`, as UIKit does.
  open var detents: [Detent] = [.large()] {
    didSet { layoutAtSelectedDetent(animated: animatingChanges) }
  }

  /// The identifier of the detent the sheet rests at (`selectedDetentIdentifier`); `nil`, the
  /// default, is the smallest detent. Set while presented it moves the sheet at once, or
  /// animated inside ``animateChanges(_:)``. A drag sets it when the sheet settles on another
  /// detent, and then tells the delegate
  /// (``UISheetPresentationControllerDelegate/sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)``),
  /// which is not told of changes made in code.
  open var selectedDetentIdentifier: Detent.Identifier? {
    didSet { layoutAtSelectedDetent(animated: animatingChanges) }
  }

  /// The largest detent at which the sheet neither dims what is behind it nor shrinks the
  /// presenter, which then still takes touches (`largestUndimmedDetentIdentifier`); `nil`, the
  /// default, dims at every detent.
  open var largestUndimmedDetentIdentifier: Detent.Identifier? {
    didSet { layoutAtSelectedDetent(animated: animatingChanges) }
  }

  /// Whether the sheet shows a grabber at its top (`prefersGrabberVisible`, default false): a
  /// capsule 36 × 5 pt, centred, its top 5 pt below the card's top, in `tertiaryLabel`
  /// (working values measured from iOS 15–17 screenshots; Apple publishes none).
  open var prefersGrabberVisible = false {
    didSet { updateGrabber() }
  }

  /// The radius of the card's top corners, points (`preferredCornerRadius`); `nil`, the
  /// default, is the system's 10 pt (working value from screenshots).
  open var preferredCornerRadius: CGFloat? {
    didSet { presentation?.card?.layer.cornerRadius = cornerRadius }
  }

  /// Whether a scroll in the sheet at its top edge expands the sheet to the next detent
  /// (`prefersScrollingExpandsWhenScrolledToEdge`, default true). Stored; the core's sheet
  /// moves under pans on its own views, and a scroll view inside keeps its pans
  /// (docs/presentation.md).
  open var prefersScrollingExpandsWhenScrolledToEdge = true

  /// Whether the sheet is attached to the bottom edge in compact height
  /// (`prefersEdgeAttachedInCompactHeight`, default false). Stored: the simulated iPhone is in
  /// portrait, never compact height.
  open var prefersEdgeAttachedInCompactHeight = false

  /// Whether an edge-attached sheet follows the preferred content size's width
  /// (`widthFollowsPreferredContentSizeWhenEdgeAttached`, default false). Stored, as
  /// ``prefersEdgeAttachedInCompactHeight``.
  open var widthFollowsPreferredContentSizeWhenEdgeAttached = false

  /// The height the card shows inside the safe area, points: the selected detent's value at
  /// rest, the finger's while dragged.
  final var currentHeight: CGFloat = 0
  /// Whether changes animate (inside ``animateChanges(_:)``).
  final var animatingChanges = false
  /// The drag in progress.
  final var drag: SheetDrag?
  /// The animation settling the card on a detent.
  final var settleAnimator: UIViewPropertyAnimator?
  /// The grabber view, while shown.
  final var grabber: UIView?

  /// Animates the changes `changes` makes to the sheet's detents and selection
  /// (`animateChanges(_:)`), over ``settleDuration`` seconds.
  open func animateChanges(_ changes: () -> Void) {
    let was = animatingChanges
    animatingChanges = true
    changes()
    animatingChanges = was
  }

  /// Resolves the detents again and moves the sheet to the selected one (`invalidateDetents()`,
  /// iOS 16), for custom detents whose values depend on the app's state.
  open func invalidateDetents() {
    layoutAtSelectedDetent(animated: animatingChanges)
  }

  /// The card's top corner radius, points.
  var cornerRadius: CGFloat { preferredCornerRadius ?? ModalPresentation.sheetCornerRadius }

  /// The card, the view that moves.
  open override var presentedView: UIView? {
    presentation?.card ?? presentedViewController.viewIfLoaded
  }

  /// The card's frame at the selected detent.
  open override var frameOfPresentedViewInContainerView: CGRect {
    frame(forHeight: selectedValue)
  }

  // MARK: Resolving detents

  /// The container's height and safe-area insets, points.
  var metrics: (height: CGFloat, width: CGFloat, top: CGFloat, bottom: CGFloat) {
    let insets =
      presentation?.window?.screenSafeAreaInsets ?? presentingViewController.viewIfLoaded?.window?
      .screenSafeAreaInsets ?? .zero
    let bounds = containerView?.bounds ?? presentation?.window?.bounds ?? UIScreen.main.bounds
    return (bounds.height, bounds.width, insets.top, insets.bottom)
  }

  /// The largest value a detent can have, points: from 10 pt below the safe area's top to the
  /// safe area's bottom.
  var maximumValue: CGFloat {
    let m = metrics
    return max(0, m.height - m.top - ModalPresentation.sheetTopGap - m.bottom)
  }

  /// The active detents with their values, smallest first (a detent whose resolver returns
  /// `nil` is inactive; values are clamped to 0…``maximumValue``).
  var resolvedDetents: [(identifier: Detent.Identifier, value: CGFloat)] {
    let context = DetentResolutionContext(maximumDetentValue: maximumValue)
    let list = detents.isEmpty ? [Detent.large()] : detents
    let resolved = list.compactMap { detent -> (Detent.Identifier, CGFloat)? in
      guard let value = detent.resolvedValue(in: context) else { return nil }
      return (detent.identifier, min(max(0, value), maximumValue))
    }
    let sorted = resolved.sorted { $0.1 < $1.1 }
    return sorted.isEmpty ? [(.large, maximumValue)] : sorted.map { ($0.0, $0.1) }
  }

  /// The selected detent (the smallest when none is selected or the selection is inactive).
  var selectedDetent: (identifier: Detent.Identifier, value: CGFloat) {
    let all = resolvedDetents
    return all.first { $0.identifier == selectedDetentIdentifier } ?? all[0]
  }

  /// The selected detent's value, points.
  var selectedValue: CGFloat { selectedDetent.value }

  /// The card's frame when it shows `height` points inside the safe area.
  func frame(forHeight height: CGFloat) -> CGRect {
    let m = metrics
    let top = m.height - m.bottom - height
    return CGRect(x: 0, y: top, width: m.width, height: max(0, m.height - top))
  }

  /// How much of the dimming shows at `height`, 0…1: none at or below the largest undimmed
  /// detent, all from the next detent up, linearly between; without an undimmed detent, all
  /// from the smallest detent, fading to none as the sheet is dragged down to the bottom.
  func dimFraction(atHeight height: CGFloat) -> CGFloat {
    let all = resolvedDetents
    if let id = largestUndimmedDetentIdentifier,
      let undimmed = all.first(where: { $0.identifier == id })?.value
    {
      guard let next = all.first(where: { $0.value > undimmed })?.value else { return 0 }
      return min(1, max(0, (height - undimmed) / (next - undimmed)))
    }
    let smallest = all[0].value
    return smallest > 0 ? min(1, max(0, height / smallest)) : 1
  }

  /// How far the presenter is shrunk at `height`, 0…1: only when the largest detent is the
  /// full height and is dimmed; all at it, none at the detent below it (or, for a sheet with
  /// one detent, at the bottom), linearly between.
  func shrinkFraction(atHeight height: CGFloat) -> CGFloat {
    let all = resolvedDetents
    guard let largest = all.last, largest.value >= maximumValue - 0.5,
      dimFraction(atHeight: largest.value) > 0
    else { return 0 }
    var below = all.dropLast().last?.value ?? 0
    if let id = largestUndimmedDetentIdentifier,
      let undimmed = all.first(where: { $0.identifier == id })?.value
    {
      below = max(below, undimmed)
    }
    guard largest.value > below else { return 1 }
    return min(1, max(0, (height - below) / (largest.value - below)))
  }

  /// Whether touches outside the card reach the screen behind (the sheet rests at or below its
  /// largest undimmed detent).
  var passesTouchesThrough: Bool {
    drag == nil && dimFraction(atHeight: currentHeight) == 0
  }
}

/// The context a custom detent's resolver reads (`UISheetPresentationControllerDetentResolutionContext`, iOS 16).
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: _ObjCProtocol {
  /// The trait collection of the sheet's container (`containerTraitCollection`).
  var containerTraitCollection: UITraitCollection { get }
  /// The largest value a detent can have, points (`maximumDetentValue`): the `.large()`
  /// detent's, from 10 pt below the safe area's top to the safe area's bottom.
  var maximumDetentValue: CGFloat { get }
}

/// The core's resolution context.
@preconcurrency @MainActor
final class DetentResolutionContext: UISheetPresentationControllerDetentResolutionContext {
  let maximumDetentValue: CGFloat
  var containerTraitCollection: UITraitCollection { UITraitCollection.current }
  init(maximumDetentValue: CGFloat) { self.maximumDetentValue = maximumDetentValue }
}

/// What a sheet's delegate is told (`UISheetPresentationControllerDelegate`): the adaptive
/// presentation calls, and the change of the selected detent made by a drag.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
  /// A drag settled the sheet on another detent
  /// (`sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`), called when the
  /// finger lifts, with ``UISheetPresentationController/selectedDetentIdentifier`` already set.
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
  /// Does nothing.
  public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {
    forwardToSubclass(
      "sheetPresentationControllerDidChangeSelectedDetentIdentifier:",
      [sheetPresentationController], default: ())
  }
}

extension UIViewController {
  /// The presentation controller of the controller's presentation (`presentationController`):
  /// while presented, the one running it; before, the one a presentation in the current
  /// ``modalPresentationStyle`` will use, made on first access so it can be configured (a
  /// ``UISheetPresentationController`` for the styles shown as a page sheet, else a
  /// ``UIPresentationController``). `nil` for a `.custom` style until presented.
  public var presentationController: UIPresentationController? {
    if let running = screenState.presentation?.controller { return running }
    return pendingPresentationController(create: true)
  }

  /// The sheet presentation controller (`sheetPresentationController`, iOS 15):
  /// ``presentationController`` when the style is shown as a page sheet, else `nil`.
  public var sheetPresentationController: UISheetPresentationController? {
    presentationController as? UISheetPresentationController
  }

  /// The presentation controller kept for the next presentation, made when `create` and
  /// none fits the current style.
  func pendingPresentationController(create: Bool) -> UIPresentationController? {
    let wantsSheet = resolvedPresentationStyle == .pageSheet && !(self is UIAlertController)
    if let kept = screenState.presentationController,
      (kept is UISheetPresentationController) == wantsSheet
    {
      return kept
    }
    guard create, modalPresentationStyle != .custom else { return nil }
    let made =
      wantsSheet
      ? UISheetPresentationController(presentedViewController: self, presenting: nil)
      : UIPresentationController(presentedViewController: self, presenting: nil)
    screenState.presentationController = made
    return made
  }
}
