import UIKit

extension UIView {
  /// The view controller that manages this view or its nearest ancestor, found by walking up
  /// the responder chain.
  var parentViewController: UIViewController? {
    var responder: UIResponder? = self
    while let next = responder?.next {
      if let controller = next as? UIViewController {
        return controller
      }
      responder = next
    }
    return nil
  }

  /// The first view controller of the given type up the responder chain.
  func firstViewController<T: UIViewController>(ofType type: T.Type) -> T? {
    sequence(first: self as UIResponder, next: { $0.next })
      .compactMap { $0 as? T }
      .first
  }
}
