import Foundation

/// A text input the software keyboard types into as UIKit's keyboard types into its own text
/// views: ``UITextField`` and ``UITextView``. The keyboard asks it for the traits it draws
/// (shift, the return key) and sends it the keys the scenario types; each conformer asks its
/// delegate as UIKit's does.
@MainActor
package protocol KeyboardTextInput: UIKeyInput {
  /// The text shift looks at (autocapitalization): what precedes the insertion point.
  var textBeforeInsertionPoint: String { get }
  /// The autocapitalization the keyboard's shift follows.
  var autocapitalizationType: UITextAutocapitalizationType { get }
  /// The return key's title.
  var returnKeyType: UIReturnKeyType { get }
  /// Whether the return key is disabled while there is no text.
  var enablesReturnKeyAutomatically: Bool { get }
  /// A character key typed `string`: returns whether it went in (false: the delegate blocked
  /// it).
  func typeFromKeyboard(_ string: String) -> Bool
  /// The delete key: returns whether a character went.
  func deleteFromKeyboard() -> Bool
  /// The return key: what happened, for the `keyboard.key` event ("returned", "typed",
  /// "refused by the delegate", "blocked by the delegate").
  func returnFromKeyboard() -> String
  /// Ends editing without asking the delegate (`endEditing(true)`).
  func endEditingForced() -> Bool
}

/// The blinking of a text input's caret, shared by ``UITextField`` and ``UITextView``: on for
/// ``interval``, off as long, and so on, on the window's clock, restarted (on) by typing.
@MainActor
final class CaretBlink {
  /// How long the caret stays on, then off, while the input is idle, seconds: a blink every
  /// second (working value from recordings of iOS 17; Apple gives none).
  static let interval = 0.5
  /// Whether the caret is in its visible half.
  private(set) var isOn = true
  private var timer: Int?

  /// Shows `caret` (while `editing`) and starts the blink afresh on `scheduler`.
  func restart(caret: UIView, editing: @escaping () -> Bool, scheduler: Scheduler?) {
    guard let scheduler else { return }
    if let timer { scheduler.cancel(timer) }
    isOn = true
    caret.isHidden = !editing()
    schedule(caret: caret, editing: editing, on: scheduler)
  }

  /// Stops blinking (editing ended).
  func stop(scheduler: Scheduler) {
    if let timer { scheduler.cancel(timer) }
    timer = nil
  }

  private func schedule(caret: UIView, editing: @escaping () -> Bool, on scheduler: Scheduler) {
    timer = scheduler.schedule(after: CaretBlink.interval) { [weak self, weak caret] in
      guard let self, let caret, editing() else { return }
      self.isOn.toggle()
      caret.isHidden = !self.isOn
      self.schedule(caret: caret, editing: editing, on: scheduler)
    }
  }
}
