import Foundation

extension UIViewController {
  /// The nearest ancestor that is a tab bar controller (`tabBarController`), or `nil`.
  public var tabBarController: UITabBarController? {
    var ancestor = parent
    while let current = ancestor {
      if let tabs = current as? UITabBarController { return tabs }
      ancestor = current.parent
    }
    return nil
  }

  /// `title` changed: the tab bar item's title follows (and a navigation controller's when this
  /// is its root).
  func titleDidChange() {
    screenState.tabBarItem?.title = title
    if let navigation = parent as? UINavigationController,
      navigation.viewControllers.first === self, navigation.title == nil
    {
      navigation.screenState.tabBarItem?.title = title
    }
  }
}
