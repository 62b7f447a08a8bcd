import Foundation

/// What a navigation controller's delegate hears and supplies (`UINavigationControllerDelegate`);
/// every method optional.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: _ObjCProtocol {
  /// A controller is about to be shown, at the start of a push or pop
  /// (`navigationController(_:willShow:animated:)`).
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool)
  /// A controller was shown, at the end of a push or pop
  /// (`navigationController(_:didShow:animated:)`).
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool)
  /// The animator of a push or pop, replacing the parallax slide
  /// (`navigationController(_:animationControllerFor:from:to:)`); `nil` (the default) keeps it.
  /// The animator gets a context whose container holds the controllers' views under the bar.
  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning?
  /// The interaction controller of a push or pop a custom animator runs
  /// (`navigationController(_:interactionControllerFor:)`); `nil` (the default) runs it
  /// non-interactively.
  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
  ) -> UIViewControllerInteractiveTransitioning?
}

extension UINavigationControllerDelegate {
  /// Does nothing.
  public func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {
    forwardToSubclass(
      "navigationController:willShowViewController:animated:",
      [navigationController, viewController, animated], default: ())
  }
  /// Does nothing.
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    forwardToSubclass(
      "navigationController:didShowViewController:animated:",
      [navigationController, viewController, animated], default: ())
  }
  /// `nil`: the parallax slide.
  public func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    forwardToSubclass(
      "navigationController:animationControllerForOperation:fromViewController:toViewController:",
      [navigationController, operation, fromVC, toVC],
      default: UIViewControllerAnimatedTransitioning?.none)
  }
  /// `nil`: not interactive.
  public func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
  ) -> UIViewControllerInteractiveTransitioning? {
    forwardToSubclass(
      "navigationController:interactionControllerForAnimationController:",
      [navigationController, animationController],
      default: UIViewControllerInteractiveTransitioning?.none)
  }
}

extension UINavigationController {
  /// A kind of navigation transition (`UINavigationController.Operation`, UIKit's raw values).
  public enum Operation: Int, Sendable {
    /// No transition (`none`).
    case none = 0
    /// A push (`push`).
    case push = 1
    /// A pop (`pop`).
    case pop = 2
  }
}
