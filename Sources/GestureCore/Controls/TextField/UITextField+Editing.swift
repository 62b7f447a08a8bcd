import Foundation

extension UITextField: KeyboardTextInput {


  /// Ends editing without asking the delegate (`endEditing(true)`, a field leaving its
  /// window): `textFieldDidEndEditing(_:reason:)` still comes (Apple: it "may be called if
  /// forced even if shouldEndEditing returns NO").
  package func endEditingForced() -> Bool {
    guard let window, window.firstResponder === self else { return true }
    return window.changingFirstResponder {
      window.firstResponder = nil
      finishEditing(in: window)
      return true
    }
  }

  /// The end of an editing session: state, caret, delegate, event, notification.
  func finishEditing(in window: UIWindow) {
    isEditing = false
    caretBlink.stop(scheduler: window.scheduler)
    setNeedsLayout()
    delegate?.textFieldDidEndEditing(self, reason: .committed)
    sendActions(for: .editingDidEnd, event: nil)
    window.scheduler.postNotification(UITextField.textDidEndEditingNotification, object: self)
  }


  // MARK: Typing (UIKeyInput and the keyboard)

  /// The field's text: typing goes at its end.
  package var textBeforeInsertionPoint: String { storedText }



  /// A key of the software keyboard typed `string` (one character): asks the delegate's
  /// `textField(_:shouldChangeCharactersIn:replacementString:)` with the empty range at the
  /// end; false blocks it. Returns whether it went in.
  package func typeFromKeyboard(_ string: String) -> Bool {
    let end = storedText.utf16.count
    guard
      delegate?.textField(
        self, shouldChangeCharactersIn: NSRange(location: end, length: 0),
        replacementString: string) ?? true
    else {
      restartCaretBlink()
      return false
    }
    replaceEnd(deleting: 0, with: string)
    return true
  }

  /// The delete key: asks the delegate about the last character (its UTF-16 range, replaced
  /// by ""); nothing in an empty field. Returns whether a character went.
  package func deleteFromKeyboard() -> Bool {
    guard let last = storedText.last else { return false }
    let length = String(last).utf16.count
    let range = NSRange(location: storedText.utf16.count - length, length: length)
    guard
      delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: "") ?? true
    else {
      restartCaretBlink()
      return false
    }
    replaceEnd(deleting: length, with: "")
    return true
  }

  /// The return key: asks `textFieldShouldReturn(_:)`; when it allows, sends
  /// `editingDidEndOnExit` and `primaryActionTriggered`, and resigns when an action is
  /// registered for `editingDidEndOnExit` (Interface Builder's "Did End On Exit" dismisses
  /// the keyboard so). Returns whether the default happened.
  package func returnFromKeyboard() -> String {
    if enablesReturnKeyAutomatically, !hasText {
      return "did nothing: the return key is disabled while the field is empty"
    }
    guard delegate?.textFieldShouldReturn(self) ?? true else { return "refused by the delegate" }
    let resigns = allControlEvents.contains(.editingDidEndOnExit)
    sendActions(for: .editingDidEndOnExit, event: nil)
    sendActions(for: .primaryActionTriggered, event: nil)
    if resigns, isFirstResponder { resignFirstResponder() }
    return "returned"
  }

  /// The clear button was tapped: asks `textFieldShouldClear(_:)`, then empties the field with
  /// `editingChanged` and `textDidChangeNotification`; a field not editing begins editing
  /// first, as UIKit's does.
  func clearFromButton() {
    guard delegate?.textFieldShouldClear(self) ?? true else { return }
    if !isFirstResponder { becomeFirstResponder() }
    guard hasText else { return }
    replaceEnd(deleting: storedText.utf16.count, with: "")
  }

  /// Replaces the last `count` UTF-16 units of the text with `string`, then sends what a
  /// change by the keyboard sends: `textFieldDidChangeSelection(_:)`, `editingChanged`,
  /// `textDidChangeNotification`.
  func replaceEnd(deleting count: Int, with string: String) {
    let units = Array(storedText.utf16)
    let kept = String(decoding: units.prefix(max(0, units.count - count)), as: UTF16.self)
    text = kept + string
    restartCaretBlink()
    window?.keyboard.refreshKeys()
    delegate?.textFieldDidChangeSelection(self)
    sendActions(for: .editingChanged, event: nil)
    window?.scheduler.postNotification(UITextField.textDidChangeNotification, object: self)
  }

  /// Shows the caret and starts its blink afresh (``CaretBlink``).
  func restartCaretBlink() {
    caretBlink.restart(
      caret: parts.caret, editing: { [weak self] in self?.isEditing ?? false },
      scheduler: window?.scheduler)
  }

  /// The keyboard redraws its return key and shift when the field that owns it changes them.
  func keyboardTraitsDidChange() {
    if isFirstResponder { window?.keyboard.refreshKeys() }
  }
}
