import UIKit

/// Closure actions for gesture recognizers, the `UIGestureRecognizer+Block` extension of the
/// seed article `003`: the closure is stored on the recognizer as an associated object
/// (`OBJC_ASSOCIATION_RETAIN_NONATOMIC`), and the recognizer is its own target, whose action
/// reads the closure back and calls it.
///
/// So the recognizer owns the closure: it lives as long as the recognizer (which its view owns)
/// and no longer. The closure must capture its owner weakly (or unowned), or view → recognizer
/// → closure → owner is a cycle. The article's pitfalls: a target object that nobody retains
/// (``ClosureTarget``), freed at once since recognizers do not retain their targets; and a
/// target stored on the class instead of the instance, which lives until the program ends and
/// keeps the first closure forever.
///
/// ```swift
/// label.addGestureRecognizer(UITapGestureRecognizer(actionBlock: { [weak self] _ in
///   self?.showDetails()
/// }))
/// ```
extension UIGestureRecognizer {
  /// The closure's type (the article's `MGGestureBlock`): it gets the recognizer.
  public typealias ActionBlock = (Any) -> Void

  /// A recognizer that runs `actionBlock` whenever its state changes to one that notifies its
  /// targets (a tap's `.recognized`, a pan's `.began`, `.changed`, `.ended`…).
  public convenience init(actionBlock: @escaping ActionBlock) {
    self.init()
    addActionBlock(actionBlock)
    addTarget(self, action: #selector(invoke(_:)))
  }

  /// Stores `block` on the recognizer, retained.
  fileprivate func addActionBlock(_ block: ActionBlock?) {
    guard let block else { return }
    objc_setAssociatedObject(
      self, GestureActionBlockKey.key, block, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
  }

  /// The target's action: reads the stored closure and calls it with `sender`.
  @objc fileprivate func invoke(_ sender: Any) {
    let block = objc_getAssociatedObject(self, GestureActionBlockKey.key) as? ActionBlock
    block?(sender)
  }
}

/// The associated-object key of ``UIGestureRecognizer/init(actionBlock:)``: the address of a
/// token that lives as long as the program, so no other key can have it (the article hashes a
/// string, whose hash changes from run to run in Swift).
@MainActor
private enum GestureActionBlockKey {
  private final class Token: Sendable {}
  private static let token = Token()
  static let key = UnsafeRawPointer(Unmanaged.passUnretained(token).toOpaque())
}
