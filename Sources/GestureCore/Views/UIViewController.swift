import Foundation

/// An object that manages a view hierarchy and takes part in the responder chain, UIKit's
/// `UIViewController`.
///
/// The controller owns its root `view`; the view refers back weakly. Touches that no view
/// handles reach the controller after its root view, then the root view's superview.
open class UIViewController: UIResponder {
  /// The root view (owned).
  public let view: UIView

  /// A controller managing `view` (the root view, usually sized to the window).
  public init(view: UIView = UIView()) {
    self.view = view
    super.init()
    view.owningViewController = self
  }

  /// The root view's superview (the window for a window's root controller).
  open override var next: UIResponder? { view.superview }
}
