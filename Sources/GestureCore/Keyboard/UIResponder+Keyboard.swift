import Foundation

extension UIResponder {
  /// Posted before the keyboard slides up (`keyboardWillShowNotification`), after
  /// `keyboardWillChangeFrameNotification`, with the frames, duration and curve in `userInfo`
  /// (docs/text-input.md).
  nonisolated public static let keyboardWillShowNotification = Notification.Name(
    "UIKeyboardWillShowNotification")
  /// Posted when the keyboard is up (`keyboardDidShowNotification`).
  nonisolated public static let keyboardDidShowNotification = Notification.Name(
    "UIKeyboardDidShowNotification")
  /// Posted before the keyboard slides down (`keyboardWillHideNotification`).
  nonisolated public static let keyboardWillHideNotification = Notification.Name(
    "UIKeyboardWillHideNotification")
  /// Posted when the keyboard is down (`keyboardDidHideNotification`).
  nonisolated public static let keyboardDidHideNotification = Notification.Name(
    "UIKeyboardDidHideNotification")
  /// Posted before the keyboard's frame changes, as it shows or hides
  /// (`keyboardWillChangeFrameNotification`).
  nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name(
    "UIKeyboardWillChangeFrameNotification")
  /// Posted after the keyboard's frame changed (`keyboardDidChangeFrameNotification`).
  nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name(
    "UIKeyboardDidChangeFrameNotification")

  /// The keyboard's frame before the change, in screen coordinates: an `NSValue` of a
  /// `CGRect` (`keyboardFrameBeginUserInfoKey`; read it with `.cgRectValue`).
  nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  /// The keyboard's frame after the change, in screen coordinates: an `NSValue` of a `CGRect`
  /// (`keyboardFrameEndUserInfoKey`).
  nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  /// The animation's duration, seconds: an `NSNumber`, 0.25
  /// (`keyboardAnimationDurationUserInfoKey`).
  nonisolated public static let keyboardAnimationDurationUserInfoKey =
    "UIKeyboardAnimationDurationUserInfoKey"
  /// The animation's curve: an `NSNumber`, 7, the keyboard's own curve, which
  /// `UIView.AnimationOptions(rawValue: curve << 16)` selects
  /// (`keyboardAnimationCurveUserInfoKey`).
  nonisolated public static let keyboardAnimationCurveUserInfoKey =
    "UIKeyboardAnimationCurveUserInfoKey"
  /// Whether the keyboard belongs to this app: an `NSNumber`, true
  /// (`keyboardIsLocalUserInfoKey`).
  nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

extension UIView.AnimationOptions {
  /// Whether the curve bits (16…19) hold 7, the keyboard's curve, which
  /// `keyboardAnimationCurveUserInfoKey` gives: the animation then follows the keyboard's
  /// spring (``SoftwareKeyboard/spring``), whatever the duration asked.
  package var isKeyboardCurve: Bool { (rawValue >> 16) & 0xF == 7 }
}
