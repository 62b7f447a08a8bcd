import Foundation

extension UITextView {
  /// Posted, with the text view as object, when it begins editing
  /// (`textDidBeginEditingNotification`).
  nonisolated public static let textDidBeginEditingNotification = Notification.Name(
    "UITextViewTextDidBeginEditingNotification")
  /// Posted, with the text view as object, when the user changed its text
  /// (`textDidChangeNotification`); not when code sets ``text``.
  nonisolated public static let textDidChangeNotification = Notification.Name(
    "UITextViewTextDidChangeNotification")
  /// Posted, with the text view as object, when it ends editing
  /// (`textDidEndEditingNotification`).
  nonisolated public static let textDidEndEditingNotification = Notification.Name(
    "UITextViewTextDidEndEditingNotification")

  /// The delegate as a text view delegate (the scroll view's `delegate`).
  var textViewDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

  /// Scrolls the least amount that shows `range`'s caret rectangle (`scrollRangeToVisible(_:)`;
  /// the rectangle of the range's start, with the insets).
  public func scrollRangeToVisible(_ range: NSRange) {
    layoutIfNeeded()
    let caret = parts.caretRect(for: self, at: range.location)
    parts.scroll(self, toShow: caret)
  }
}

extension UITextView: KeyboardTextInput {
  /// The text before the insertion point.
  package var textBeforeInsertionPoint: String {
    storage.attributedSubstring(from: NSRange(location: 0, length: selectedRange.location))
      .string
  }

  /// The range delete removes: the selection, else the composed character before the
  /// insertion point (its UTF-16 range); `nil` at the start.
  var rangeDeletedBackward: NSRange? {
    let selection = selectedRange
    if selection.length > 0 { return selection }
    guard selection.location > 0 else { return nil }
    let before = (storage.string as NSString).rangeOfComposedCharacterSequence(
      at: selection.location - 1)
    return NSRange(location: before.location, length: selection.location - before.location)
  }

  /// A key typed `string`: asks `textView(_:shouldChangeTextIn:replacementText:)` with the
  /// selected range; false blocks it.
  package func typeFromKeyboard(_ string: String) -> Bool {
    let range = selectedRange
    guard textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: string)
      ?? true
    else {
      restartCaretBlink()
      return false
    }
    replace(range, with: string)
    return true
  }

  /// The delete key: asks the delegate about the selection or the character before the
  /// insertion point, replaced by "".
  package func deleteFromKeyboard() -> Bool {
    guard let range = rangeDeletedBackward else { return false }
    guard textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: "")
      ?? true
    else {
      restartCaretBlink()
      return false
    }
    replace(range, with: "")
    return true
  }

  /// The return key types a line break (a text view does not end editing on return).
  package func returnFromKeyboard() -> String {
    if enablesReturnKeyAutomatically, !hasText {
      return "did nothing: the return key is disabled while the text view is empty"
    }
    return typeFromKeyboard("\n") ? "typed a line break" : "blocked by the delegate"
  }

  /// Ends editing without asking the delegate (`endEditing(true)`).
  package func endEditingForced() -> Bool {
    guard let window, window.firstResponder === self else { return true }
    return window.changingFirstResponder {
      window.firstResponder = nil
      isEditing = false
      caretBlink.stop(scheduler: window.scheduler)
      setNeedsLayout()
      textViewDelegate?.textViewDidEndEditing(self)
      window.scheduler.postNotification(UITextView.textDidEndEditingNotification, object: self)
      return true
    }
  }

  /// Replaces `range` with `string` in the typing attributes, moves the insertion point after
  /// it, and sends what a change by the keyboard sends: `textViewDidChangeSelection(_:)`,
  /// `textViewDidChange(_:)`, `textDidChangeNotification`.
  func replace(_ range: NSRange, with string: String) {
    // The text goes in as a string, then takes the typing attributes: every attribute set in
    // the storage is set the same way (``NSAttributedString/runByRunCopy()``).
    storage.replaceCharacters(in: range, with: string)
    let inserted = NSRange(location: range.location, length: string.utf16.count)
    if inserted.length > 0 { storage.setAttributes(typingAttributes, range: inserted) }
    storedSelection = NSRange(location: range.location + string.utf16.count, length: 0)
    textLayoutDidChange()
    restartCaretBlink()
    window?.keyboard.refreshKeys()
    textViewDelegate?.textViewDidChangeSelection(self)
    textViewDelegate?.textViewDidChange(self)
    window?.scheduler.postNotification(UITextView.textDidChangeNotification, object: self)
    if isScrollEnabled, isEditing { scrollRangeToVisible(selectedRange) }
  }

  /// Shows the caret and starts its blink afresh.
  func restartCaretBlink() {
    caretBlink.restart(
      caret: parts.caret, editing: { [weak self] in self?.isEditing ?? false },
      scheduler: window?.scheduler)
  }
}
