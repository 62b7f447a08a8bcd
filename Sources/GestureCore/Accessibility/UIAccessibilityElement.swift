import Foundation

/// An element assistive apps see that is not a view (`UIAccessibilityElement`): a part of a
/// custom-drawn view, listed in its container's `accessibilityElements`.
///
/// It is an element by default (``isAccessibilityElement`` is true, as Apple's class is). Its
/// frame is either set in screen coordinates (``accessibilityFrame``) or, when
/// ``accessibilityFrameInContainerSpace`` is set, that rectangle of its container view
/// converted to the screen whenever it is read, so it follows the container as it moves (Apple,
/// `accessibilityFrameInContainerSpace`: "the frame … in the coordinate space of the
/// element's container", which "automatically updates" the element's `accessibilityFrame`).
///
/// It derives from ``UIResponder`` here, where the accessibility properties are stored (UIKit
/// stores them on `NSObject`); it is never in a responder chain.
@preconcurrency @MainActor
open class UIAccessibilityElement: UIResponder {
  /// The container whose `accessibilityElements` list this element (`accessibilityContainer`,
  /// weak as in UIKit): a view, or another object that lists elements.
  open weak var accessibilityContainer: AnyObject?
  /// The element's frame in its container view's bounds coordinates, points
  /// (`accessibilityFrameInContainerSpace`, default `.zero`). Once set to a non-empty
  /// rectangle, ``accessibilityFrame`` is it converted to the screen.
  open var accessibilityFrameInContainerSpace: CGRect = .zero
  /// A string that identifies the element to UI tests (`accessibilityIdentifier`).
  open var accessibilityIdentifier: String?

  /// An element of `container` (`init(accessibilityContainer:)`): a view, usually, or any
  /// object that lists it in its `accessibilityElements`.
  public init(accessibilityContainer container: Any) {
    accessibilityContainer = container as AnyObject
    super.init()
    isAccessibilityElement = true
  }

  /// The element's frame on the screen, points (`accessibilityFrame`): when
  /// ``accessibilityFrameInContainerSpace`` is not empty, it converted from the container
  /// view's bounds to its window (the window fills the screen); else what was set (default
  /// `.zero`). Setting it does not change ``accessibilityFrameInContainerSpace``, which wins.
  open override var accessibilityFrame: CGRect {
    get {
      let local = accessibilityFrameInContainerSpace
      if !local.isEmpty, let view = accessibilityContainer as? UIView, view.window != nil {
        return view.convert(local, to: nil)
      }
      return super.accessibilityFrame
    }
    set { super.accessibilityFrame = newValue }
  }
}
