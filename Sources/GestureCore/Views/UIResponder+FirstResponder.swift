import Foundation

extension UIResponder {
  /// The window whose first responder this responder can be: a view's window, a controller's
  /// view's window, a window itself; `nil` outside a window.
  var responderWindow: UIWindow? {
    if let view = self as? UIView { return view as? UIWindow ?? view.window }
    if let controller = self as? UIViewController { return controller.viewIfLoaded?.window }
    return nil
  }
}

extension UIWindow {
  /// Runs `change`, a change of the first responder, and once the outermost change ends lets
  /// the keyboard follow the new first responder: so a field that takes focus from another
  /// keeps the keyboard up, and the keyboard's notifications come after the fields' delegate
  /// calls, as on iOS (docs/text-input.md).
  package func changingFirstResponder(_ change: () -> Bool) -> Bool {
    firstResponderChangeDepth += 1
    let result = change()
    firstResponderChangeDepth -= 1
    if firstResponderChangeDepth == 0 { keyboard.followFirstResponder() }
    return result
  }

  /// Makes `responder` the first responder after asking the current one to resign; false when
  /// it refuses.
  func makeFirstResponder(_ responder: UIResponder) -> Bool {
    if firstResponder === responder { return true }
    if let current = firstResponder {
      guard current.resignFirstResponder() else { return false }
    }
    firstResponder = responder
    return true
  }
}

extension UIView {
  /// Makes the first responder resign when it is this view or one of its subviews
  /// (`endEditing(_:)`), so the keyboard goes down. With `force`, a text field ends editing
  /// even if its delegate's `textFieldShouldEndEditing(_:)` says no (Apple: "If force is true,
  /// the text field is never even asked; it is forced to resign"). Returns whether the
  /// first responder resigned; true when there was none in the subtree.
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool {
    guard let window, let responder = window.firstResponder else { return true }
    let view = (responder as? UIView) ?? (responder as? UIViewController)?.viewIfLoaded
    guard let view, view === self || view.isDescendant(of: self) else { return true }
    if force, let field = responder as? any KeyboardTextInput { return field.endEditingForced() }
    return responder.resignFirstResponder()
  }
}
