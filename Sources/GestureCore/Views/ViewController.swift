import Foundation

/// An object that manages a view hierarchy and takes part in the responder chain, UIKit's
/// `UIViewController`.
///
/// The controller owns its root `view`; the view refers back weakly. Touches that no view
/// handles reach the controller after its root view, then the root view's superview.
open class ViewController: Responder {
  /// The root view (owned).
  public let view: View

  /// A controller managing `view` (the root view, usually sized to the window).
  public init(view: View = View()) {
    self.view = view
    super.init()
    view.owningViewController = self
  }

  /// The root view's superview (the window for a window's root controller).
  open override var next: Responder? { view.superview }
}
