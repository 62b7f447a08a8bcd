import UIKit

/// Closure-based gesture recognizers: `UITapGestureRecognizer { tap in … }` instead of a
/// target and an action method.
///
/// A recognizer does not retain its target, so the closure cannot live in a separate target
/// object nobody owns; it is attached to the recognizer itself as an associated object, and the
/// recognizer is its own target. Capture `self` weakly in the closure: the view owns the
/// recognizer, which owns the closure.
extension UIGestureRecognizer {
  typealias ActionHandler = (UIGestureRecognizer) -> Void

  private static let actionHandlerKey = UnsafeRawPointer(
    bitPattern: "UIGestureRecognizer.actionHandler".hashValue)!

  convenience init(handler: @escaping ActionHandler) {
    self.init()
    setActionHandler(handler)
  }

  func setActionHandler(_ handler: @escaping ActionHandler) {
    if objc_getAssociatedObject(self, UIGestureRecognizer.actionHandlerKey) == nil {
      #if canImport(ObjectiveC)
        addTarget(self, action: #selector(invokeActionHandler(_:)))
      #else
        addTarget(self, action: UIGestureRecognizer.invokeActionHandler)
      #endif
    }
    objc_setAssociatedObject(
      self, UIGestureRecognizer.actionHandlerKey, handler, .OBJC_ASSOCIATION_COPY_NONATOMIC)
  }

  #if canImport(ObjectiveC)
    @objc
  #endif
  private func invokeActionHandler(_ sender: Any) {
    let handler =
      objc_getAssociatedObject(self, UIGestureRecognizer.actionHandlerKey) as? ActionHandler
    handler?(self)
  }
}
