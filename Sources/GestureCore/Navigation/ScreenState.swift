import Foundation

/// What a view controller keeps for navigation and transitions, in one object so the
/// controller's own storage grows by one reference.
@preconcurrency @MainActor
final class ScreenState {
  /// The coordinator of the transition the controller takes part in.
  var coordinator: UIViewControllerTransitionCoordinator?
  /// The navigation item, made on first use.
  var navigationItem: UINavigationItem?
  /// Whether the controller is in editing mode, and its edit button, made on first use.
  var isEditing = false
  var editButtonItem: UIBarButtonItem?
  /// The controller this one presents (owned), and the one that presents it (weak).
  var presented: UIViewController?
  weak var presenting: UIViewController?
  /// The presentation that shows this controller, while it is presented.
  var presentation: ModalPresentation?
  /// The presentation controller made for the next presentation (``UIViewController/presentationController``).
  var presentationController: UIPresentationController?
  /// The popover presentation controller, made on first access (`.popover` style).
  var popoverPresentationController: UIPopoverPresentationController?
  /// `transitioningDelegate`.
  weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
  /// `modalPresentationStyle`, `modalTransitionStyle`, `isModalInPresentation`.
  var modalPresentationStyle = UIModalPresentationStyle.automatic
  var modalTransitionStyle = UIModalTransitionStyle.coverVertical
  var isModalInPresentation = false
  /// The tab bar item, made on first use, and `hidesBottomBarWhenPushed`.
  var tabBarItem: UITabBarItem?
  var hidesBottomBarWhenPushed = false
  /// `toolbarItems`.
  var toolbarItems: [UIBarButtonItem]?
  /// `preferredContentSize`.
  var preferredContentSize = CGSize.zero
  /// The identifier of the storyboard scene element the controller was made from.
  var storyboardSceneID: String?

  init() {}
}

extension UIViewController {
  /// The nearest ancestor that is a navigation controller (`navigationController`), or `nil`.
  public var navigationController: UINavigationController? {
    var ancestor = parent
    while let current = ancestor {
      if let navigation = current as? UINavigationController { return navigation }
      ancestor = current.parent
    }
    return nil
  }
}
