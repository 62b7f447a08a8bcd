import UIKit

/// Closure actions for buttons, the `UIButton` extension of the seed article `003`: the closure
/// is stored on the button as an associated object (`OBJC_ASSOCIATION_RETAIN_NONATOMIC`) and the
/// button is its own `.touchUpInside` target, whose action reads the closure back and calls it.
/// The button owns the closure, so it must capture its owner weakly (a view controller owns its
/// view, which owns the button).
///
/// ```swift
/// let buy = UIButton(title: "Buy") { [weak self] _ in self?.checkout() }
/// ```
extension UIButton {
  /// The closure's type (the article's `MGButtonBlock`): it gets the button.
  public typealias ActionBlock = (Any) -> Void

  /// A custom button (`UIButton()`) that runs `actionBlock` on every tap that ends inside it.
  public convenience init(actionBlock: @escaping ActionBlock) {
    self.init()
    addActionBlock(actionBlock)
  }

  /// A custom button titled `title` in the 14 pt system font, dark grey, sized to fit its title
  /// (`sizeToFit()`), that runs `actionBlock` on every tap that ends inside it.
  public convenience init(title: String, actionBlock: @escaping ActionBlock) {
    self.init(actionBlock: actionBlock)
    setTitle(title, for: .normal)
    titleLabel?.font = UIFont.systemFont(ofSize: 14)
    setTitleColor(UIColor.darkGray, for: .normal)
    sizeToFit()
  }

  /// Makes `block` the button's `.touchUpInside` closure, stored on the button and retained; a
  /// second call replaces the closure (the button stays its own target once).
  public func addActionBlock(_ block: @escaping ActionBlock) {
    let isTarget = objc_getAssociatedObject(self, ButtonActionBlockKey.key) != nil
    objc_setAssociatedObject(
      self, ButtonActionBlockKey.key, block, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    if !isTarget { addTarget(self, action: #selector(invoke(_:)), for: .touchUpInside) }
  }

  /// The target's action: reads the stored closure and calls it with `sender`.
  @objc fileprivate func invoke(_ sender: Any) {
    let block = objc_getAssociatedObject(self, ButtonActionBlockKey.key) as? ActionBlock
    block?(sender)
  }
}

/// The associated-object key of ``UIButton/addActionBlock(_:)``: the address of a token that
/// lives as long as the program.
@MainActor
private enum ButtonActionBlockKey {
  private final class Token: Sendable {}
  private static let token = Token()
  static let key = UnsafeRawPointer(Unmanaged.passUnretained(token).toOpaque())
}
