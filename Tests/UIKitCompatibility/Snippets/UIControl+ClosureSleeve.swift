import UIKit

/// Closure actions for any control, from before iOS 14's `UIAction`: the closure is wrapped in
/// a small target object, and the control keeps that object alive as an associated object
/// (controls do not retain their targets).
final class ClosureSleeve {
  let closure: () -> Void

  init(_ closure: @escaping () -> Void) {
    self.closure = closure
  }

  #if canImport(ObjectiveC)
    @objc
  #endif
  func invoke() {
    closure()
  }
}

extension UIControl {
  private static let sleevesKey = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)

  func addAction(
    for controlEvents: UIControl.Event = .touchUpInside, _ closure: @escaping () -> Void
  ) {
    let sleeve = ClosureSleeve(closure)
    #if canImport(ObjectiveC)
      addTarget(sleeve, action: #selector(ClosureSleeve.invoke), for: controlEvents)
    #else
      addTarget(sleeve, action: ClosureSleeve.invoke, for: controlEvents)
    #endif
    var sleeves = objc_getAssociatedObject(self, UIControl.sleevesKey) as? [ClosureSleeve] ?? []
    sleeves.append(sleeve)
    objc_setAssociatedObject(
      self, UIControl.sleevesKey, sleeves, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
  }
}

extension UIButton {
  /// A button with a title that runs `action` when tapped, sized to fit its title.
  convenience init(title: String, action: @escaping () -> Void) {
    self.init(type: .system)
    setTitle(title, for: .normal)
    titleLabel?.font = UIFont.systemFont(ofSize: 14)
    setTitleColor(.darkGray, for: .normal)
    addAction(for: .touchUpInside, action)
    sizeToFit()
  }
}
