import Foundation
import GestureCore

/// The closure-based gesture recognizer of the source article (`UIGestureRecognizer+Block`),
/// written as an app writes it with UIKit: the closure is stored on the recognizer as an
/// associated object (`OBJC_ASSOCIATION_RETAIN_NONATOMIC`), and the recognizer is its own
/// target, whose action reads the closure back and calls it.
///
/// So the recognizer owns the closure: it lives as long as the recognizer (which its view
/// owns) and no longer. The closure must capture its owner weakly, or view → recognizer →
/// closure → owner is a cycle. The article's two pitfalls are the other `tap-closure` owners:
/// a wrapper target nobody retains (``ClosureTarget``), freed at once.
extension UIGestureRecognizer {
  /// The closure's type (the article's `MGGestureBlock`): it gets the recognizer.
  typealias ActionBlock = (Any) -> Void

  /// A recognizer that runs `actionBlock` whenever its state changes to one that notifies (the
  /// article's `init(actionBlock:)`).
  convenience init(actionBlock: @escaping ActionBlock) {
    self.init()
    addActionBlock(actionBlock)
    addTarget(self, action: UIGestureRecognizer.invoke)
  }

  /// Stores `block` on the recognizer, retained.
  fileprivate func addActionBlock(_ block: ActionBlock?) {
    guard let block else { return }
    objc_setAssociatedObject(
      self, ActionBlockKey.key, block, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
  }

  /// The target's action: reads the stored closure and calls it with `sender`.
  fileprivate func invoke(_ sender: Any) {
    let block = objc_getAssociatedObject(self, ActionBlockKey.key) as? ActionBlock
    block?(sender)
  }
}

/// The associated-object key of ``UIGestureRecognizer/init(actionBlock:)``: the address of a
/// token that lives as long as the program, so no other key can have it.
@MainActor
private enum ActionBlockKey {
  private final class Token: Sendable {}
  private static let token = Token()
  static let key = UnsafeRawPointer(Unmanaged.passUnretained(token).toOpaque())
}
