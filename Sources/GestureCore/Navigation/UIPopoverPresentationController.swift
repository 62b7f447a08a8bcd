import Foundation

/// The arrow directions a popover may use, UIKit's `UIPopoverArrowDirection`.
public struct UIPopoverArrowDirection: OptionSet, Sendable {
  public let rawValue: UInt
  /// A direction from its raw value.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The arrow points up (`up`).
  public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
  /// The arrow points down (`down`).
  public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
  /// The arrow points left (`left`).
  public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
  /// The arrow points right (`right`).
  public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
  /// Any direction (`any`).
  public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
  /// Not known yet (`unknown`).
  public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// The presentation controller of a `.popover` presentation, UIKit's
/// `UIPopoverPresentationController`, as it is on the iPhone: in a compact width a popover
/// adapts to a sheet, so the controller's anchor (``sourceView``, ``sourceRect``,
/// ``barButtonItem``) and arrow settings are kept for the code that sets them and the screen
/// shows the page sheet that ``adaptiveSheetPresentationController`` runs (Apple,
/// `adaptiveSheetPresentationController`: "the sheet presentation controller … when the popover
/// adapts to a sheet"). A delegate whose `adaptivePresentationStyle(for:traitCollection:)`
/// returns `.none` (keep the popover on the iPhone) gets the sheet and a
/// `presentation.unsupported` warning: popovers themselves are not drawn.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
  /// The view the popover points at (`sourceView`).
  open var sourceView: UIView?
  /// The rectangle of ``sourceView`` the popover points at, in its coordinates (`sourceRect`).
  open var sourceRect = CGRect.zero
  /// The bar button item the popover points at (`barButtonItem`).
  open var barButtonItem: UIBarButtonItem?
  /// The directions the arrow may take (`permittedArrowDirections`, default `.any`).
  open var permittedArrowDirections = UIPopoverArrowDirection.any
  /// The direction the arrow took (`arrowDirection`): `.unknown`, as the popover adapted.
  open var arrowDirection: UIPopoverArrowDirection { .unknown }
  /// The popover's background colour (`backgroundColor`), `nil` for the system's.
  open var backgroundColor: UIColor?
  /// Views that stay touchable around the popover (`passthroughViews`).
  open var passthroughViews: [UIView]?
  /// Whether the popover may cover its source (`canOverlapSourceViewRect`, default false).
  open var canOverlapSourceViewRect = false
  /// The margins the popover keeps from the screen's edges (`popoverLayoutMargins`).
  open var popoverLayoutMargins = UIEdgeInsets.zero

  /// The sheet the popover adapts to on the iPhone (`adaptiveSheetPresentationController`,
  /// iOS 15): the presented controller's sheet presentation controller, to configure its
  /// detents.
  open var adaptiveSheetPresentationController: UISheetPresentationController {
    presentedViewController.sheetPresentationController
      ?? UISheetPresentationController(
        presentedViewController: presentedViewController, presenting: nil)
  }

  /// Adapts to the sheet as the presentation starts: the popover's delegate hears the sheet's
  /// dismissal calls (unless the sheet has a delegate of its own), and a delegate that keeps
  /// the popover on the iPhone gets a warning, the popover being drawn as the sheet.
  func adapt(window: UIWindow) {
    if let sheet = presentedViewController.sheetPresentationController, sheet.delegate == nil {
      sheet.delegate = delegate
    }
    guard let delegate = delegate as? UIPopoverPresentationControllerDelegate,
      delegate.adaptivePresentationStyle(for: self, traitCollection: window.traitCollection)
        == .none
    else { return }
    presentedViewController.recordPresentation(
      "presentation.unsupported",
      "\(presentedViewController.describedForPresentation) is kept as a popover by its "
        + "delegate (adaptivePresentationStyle .none): popovers are not drawn; it shows as the "
        + "sheet it adapts to", window: window)
  }
}

/// The delegate of a popover's presentation, UIKit's `UIPopoverPresentationControllerDelegate`:
/// the adaptive delegate's methods, and whether the popover adapts.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
  /// The style to adapt to in `traitCollection` (`adaptivePresentationStyle(for:traitCollection:)`);
  /// `.none` keeps the popover. The default keeps UIKit's adaptation (a sheet on the iPhone).
  func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle
  /// The style to adapt to (`adaptivePresentationStyle(for:)`), asked when the one above is not
  /// implemented.
  func adaptivePresentationStyle(for controller: UIPresentationController)
    -> UIModalPresentationStyle
}

extension UIPopoverPresentationControllerDelegate {
  /// `adaptivePresentationStyle(for:)`'s answer.
  public func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle {
    forwardToSubclass(
      "adaptivePresentationStyleForPresentationController:traitCollection:",
      [controller, traitCollection], default: adaptivePresentationStyle(for: controller))
  }
  /// The sheet the iPhone adapts a popover to (`.pageSheet`).
  public func adaptivePresentationStyle(for controller: UIPresentationController)
    -> UIModalPresentationStyle
  {
    forwardToSubclass(
      "adaptivePresentationStyleForPresentationController:", [controller], default: .pageSheet)
  }
}

extension UIViewController {
  /// The popover presentation controller (`popoverPresentationController`): made on first
  /// access while ``modalPresentationStyle`` is `.popover` (Apple: "If the modal presentation
  /// style is a different value, this property is nil"); `nil` for an alert controller, whose
  /// action sheet is its own presentation on the iPhone.
  public var popoverPresentationController: UIPopoverPresentationController? {
    guard modalPresentationStyle == .popover, !(self is UIAlertController) else { return nil }
    if let kept = screenState.popoverPresentationController { return kept }
    let made = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
    screenState.popoverPresentationController = made
    return made
  }
}
