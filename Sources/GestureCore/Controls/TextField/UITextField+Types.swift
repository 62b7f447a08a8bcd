import Foundation

extension UITextField {
  /// How a text field draws its border (`UITextField.BorderStyle`; docs/text-input.md has the
  /// drawing).
  public enum BorderStyle: Int, Sendable {
    /// No border (the default).
    case none = 0
    /// A thin rectangle, 1 pt, in the label colour.
    case line
    /// A bezelled rectangle: a 1 pt grey border whose top edge is darker.
    case bezel
    /// A rounded rectangle, radius 5 pt, with a hairline grey border over a white fill.
    case roundedRect
  }

  /// When an overlay view (the clear button, ``leftView``, ``rightView``) shows
  /// (`UITextField.ViewMode`).
  public enum ViewMode: Int, Sendable {
    /// Never.
    case never = 0
    /// Only while the field is being edited.
    case whileEditing
    /// Only while it is not being edited.
    case unlessEditing
    /// Always.
    case always
  }

  /// Why editing ended (`UITextField.DidEndEditingReason`).
  public enum DidEndEditingReason: Int, Sendable {
    /// The field resigned (the only reason on iPhone).
    case committed = 0
    /// Editing was cancelled (iPad multitasking; never here).
    case cancelled
  }

  /// Posted, with the field as object, when a field begins editing
  /// (`textDidBeginEditingNotification`).
  nonisolated public static let textDidBeginEditingNotification = Notification.Name(
    "UITextFieldTextDidBeginEditingNotification")
  /// Posted, with the field as object, when its text changes by typing or the clear button
  /// (`textDidChangeNotification`); not when code sets ``text``.
  nonisolated public static let textDidChangeNotification = Notification.Name(
    "UITextFieldTextDidChangeNotification")
  /// Posted, with the field as object, when a field ends editing
  /// (`textDidEndEditingNotification`).
  nonisolated public static let textDidEndEditingNotification = Notification.Name(
    "UITextFieldTextDidEndEditingNotification")
}

/// The messages a text field sends about editing, UIKit's `UITextFieldDelegate`. Every method
/// has a default (the `should…` ones allow), and the field holds its delegate weakly.
///
/// Order (Apple, `UITextFieldDelegate`; docs/text-input.md): a tap or
/// `becomeFirstResponder()` asks ``textFieldShouldBeginEditing(_:)``, then sends
/// ``textFieldDidBeginEditing(_:)``, `editingDidBegin` and
/// `textDidBeginEditingNotification`; each typed character asks
/// ``textField(_:shouldChangeCharactersIn:replacementString:)`` (false blocks it), then
/// ``textFieldDidChangeSelection(_:)``, `editingChanged` and `textDidChangeNotification`;
/// the return key asks ``textFieldShouldReturn(_:)``; resigning asks
/// ``textFieldShouldEndEditing(_:)``, then ``textFieldDidEndEditing(_:reason:)`` (which calls
/// ``textFieldDidEndEditing(_:)`` unless overridden), `editingDidEnd` and
/// `textDidEndEditingNotification`.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: _ObjCProtocol {
  /// Whether the field may begin editing (default true).
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  /// The field began editing: it is the first responder.
  func textFieldDidBeginEditing(_ textField: UITextField)
  /// Whether the field may end editing (default true); ignored when editing is forced to end
  /// (`endEditing(true)`, the field leaving its window).
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  /// The field ended editing.
  func textFieldDidEndEditing(_ textField: UITextField)
  /// The field ended editing, with the reason; the default calls
  /// ``textFieldDidEndEditing(_:)``.
  func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
  /// Whether the characters in `range` (UTF-16 offsets) may be replaced by `string`: one typed
  /// character at the end, or "" for the one before the insertion point on delete. Default
  /// true.
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool
  /// The insertion point moved (after each change of the text by typing).
  func textFieldDidChangeSelection(_ textField: UITextField)
  /// Whether the clear button may empty the field (default true).
  func textFieldShouldClear(_ textField: UITextField) -> Bool
  /// Whether the return key does its default, sending `editingDidEndOnExit` (default true).
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  /// True.
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  /// Does nothing.
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  /// True.
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
  /// Does nothing.
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  /// Calls ``textFieldDidEndEditing(_:)``.
  public func textFieldDidEndEditing(
    _ textField: UITextField, reason: UITextField.DidEndEditingReason
  ) {
    textFieldDidEndEditing(textField)
  }
  /// True.
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool { true }
  /// Does nothing.
  public func textFieldDidChangeSelection(_ textField: UITextField) {}
  /// True.
  public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
  /// True.
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
