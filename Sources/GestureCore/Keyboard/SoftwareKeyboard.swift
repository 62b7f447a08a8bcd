import Foundation

/// The software keyboard of a window's screen: it slides up when a text input becomes the
/// first responder and down when none is, posting UIKit's keyboard notifications, and takes
/// the keys a scenario types (docs/text-input.md).
///
/// - Height: 260 pt on a screen without a home indicator (216 pt of keys under the 44 pt
///   suggestion bar: iPhone 8 / SE), 335 pt with one (the same plus the 75 pt strip of the
///   globe and dictation keys: iPhone X and later), iOS's US English keyboard with predictive
///   text; the full width of the screen.
/// - Motion: the notifications say 0.25 s and curve 7, as iOS's do; the keyboard itself moves
///   along curve 7, a critically damped spring of mass 3 and stiffness 1000 (damping ratio 1),
///   which settles in about 0.5 s (the parameters a keyboard synchronisation of Flutter's iOS
///   engine measured, iOS 16 and earlier). `UIView.animate` with curve 7 in its options runs
///   the same spring, so views that follow the notification move with the keyboard.
/// - Order: `keyboardWillChangeFrameNotification`, `keyboardWillShowNotification`
///   (`…WillHide…`) as the motion starts; `keyboardDidChangeFrameNotification`,
///   `keyboardDidShowNotification` (`…DidHide…`) when it has settled. A field that takes
///   focus from another while the keyboard is up posts the will/did show pair again with
///   equal begin and end frames, as iOS does, and nothing moves.
@MainActor
package final class SoftwareKeyboard {
  /// The window whose screen the keyboard is on.
  private weak var window: UIWindow?
  /// The keyboard's view while it is in the window.
  package private(set) var view: KeyboardView?
  /// Whether the keyboard is up or going up.
  package private(set) var isShown = false
  /// Counts the motions, so a completion of an interrupted one does nothing.
  private var motion = 0

  /// The duration the notifications report, seconds.
  package static let animationDuration = 0.25
  /// The curve the notifications report: 7, the keyboard's private curve.
  package static let animationCurve = 7
  /// The keyboard's curve: a critically damped spring, mass 3, stiffness 1000.
  package static let spring = SpringTiming(
    mass: 3, stiffness: 1000, damping: 2 * (3.0 * 1000).squareRoot())
  /// The suggestion bar's height, points.
  package static let suggestionBarHeight: CGFloat = 44
  /// The keys' area height, points.
  package static let keysHeight: CGFloat = 216
  /// The strip under the keys on screens with a home indicator, points.
  package static let bottomStripHeight: CGFloat = 75

  init(window: UIWindow) {
    self.window = window
  }

  /// The keyboard's height on the window's screen, points.
  package var height: CGFloat {
    let base = SoftwareKeyboard.suggestionBarHeight + SoftwareKeyboard.keysHeight
    return (window?.screenSafeAreaInsets.bottom ?? 0) > 0
      ? base + SoftwareKeyboard.bottomStripHeight : base
  }

  /// The keyboard's frame when up, in screen (window) coordinates.
  package var shownFrame: CGRect {
    let size = window?.bounds.size ?? .zero
    return CGRect(x: 0, y: size.height - height, width: size.width, height: height)
  }

  /// The keyboard's frame when down: just below the screen.
  package var hiddenFrame: CGRect { shownFrame.offsetBy(dx: 0, dy: height) }

  /// The text input the keys reach: the first responder, when it takes keys.
  package var input: (any UIKeyInput)? { window?.firstResponder as? any UIKeyInput }

  /// Shows or hides the keyboard for the window's first responder: up for a text input,
  /// down otherwise.
  func followFirstResponder() {
    if input != nil {
      show()
    } else if isShown {
      hide()
    }
  }

  /// The userInfo of a keyboard notification.
  private func userInfo(from begin: CGRect, to end: CGRect) -> [AnyHashable: Any] {
    [
      UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
      UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
      UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(
        value: SoftwareKeyboard.animationDuration),
      UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(
        value: SoftwareKeyboard.animationCurve),
      UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
    ]
  }

  private func show() {
    guard let window else { return }
    let end = shownFrame
    let view = self.view ?? KeyboardView(frame: hiddenFrame)
    self.view = view
    if view.superview !== window || window.subviews.last !== view {
      window.addSubview(view)
    }
    view.update(for: input, traits: window.traitCollection)
    let begin = isShown ? end : presentedFrame(of: view)
    isShown = true
    motion += 1
    let current = motion
    let info = userInfo(from: begin, to: end)
    window.eventLog.record(
      "keyboard.show", view: nil,
      detail: "frame \(describe(end)), from \(describe(begin)), 0.25 s curve 7")
    window.scheduler.postNotification(
      UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: info)
    window.scheduler.postNotification(
      UIResponder.keyboardWillShowNotification, object: nil, userInfo: info)
    let finish = { [weak self, weak window] (_: Bool) in
      guard let self, let window, self.motion == current else { return }
      window.scheduler.postNotification(
        UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: info)
      window.scheduler.postNotification(
        UIResponder.keyboardDidShowNotification, object: nil, userInfo: info)
    }
    if begin == end {
      UIView.performWithoutAnimation { view.frame = end }
      window.scheduler.schedule(after: 0) { finish(true) }
    } else {
      UIView.animate(
        withSpring: SoftwareKeyboard.spring,
        animations: {
          view.frame = end
          self.moveLayoutGuides(to: end, in: window)
        }, completion: finish)
    }
  }

  private func hide() {
    guard let window, let view else { return }
    let begin = presentedFrame(of: view)
    let end = hiddenFrame
    isShown = false
    motion += 1
    let current = motion
    let info = userInfo(from: begin, to: end)
    window.eventLog.record(
      "keyboard.hide", view: nil,
      detail: "frame \(describe(end)), from \(describe(begin)), 0.25 s curve 7")
    window.scheduler.postNotification(
      UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: info)
    window.scheduler.postNotification(
      UIResponder.keyboardWillHideNotification, object: nil, userInfo: info)
    UIView.animate(
      withSpring: SoftwareKeyboard.spring,
      animations: {
        view.frame = end
        self.moveLayoutGuides(to: nil, in: window)
      }
    ) {
      [weak self, weak window, weak view] _ in
      guard let self, let window, self.motion == current else { return }
      view?.removeFromSuperview()
      window.scheduler.postNotification(
        UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: info)
      window.scheduler.postNotification(
        UIResponder.keyboardDidHideNotification, object: nil, userInfo: info)
    }
  }

  /// Moves the window's keyboard layout guides to the keyboard's frame (`nil`: down) and lays
  /// the window out, inside the keyboard's animation, so what is constrained to them moves
  /// with it.
  private func moveLayoutGuides(to frame: CGRect?, in window: UIWindow) {
    let guides = window.keyboardLayoutGuides()
    guard !guides.isEmpty else { return }
    for guide in guides { guide.follow(keyboardFrame: frame) }
    window.layoutIfNeeded()
  }

  /// Redraws the return key and shift for the first responder's traits and text.
  func refreshKeys() {
    guard isShown, let view, let window else { return }
    view.update(for: input, traits: window.traitCollection)
  }

  /// A key typed by the scenario, sent to the first responder as the keyboard sends it: a
  /// character, the return key, or delete. Records a `keyboard.key` event saying what
  /// happened.
  package func type(_ key: KeyboardKey) {
    guard let window else { return }
    let target = window.firstResponder
    let targetView = target as? UIView
    func record(_ outcome: String) {
      window.eventLog.record("keyboard.key", view: targetView, detail: "\(key.name) \(outcome)")
    }
    guard let input else {
      record("ignored: no text input is the first responder")
      return
    }
    if let field = input as? any KeyboardTextInput {
      switch key {
      case .character(let string):
        record(field.typeFromKeyboard(string) ? "typed" : "blocked by the delegate")
      case .delete:
        if !field.hasText {
          record("did nothing: the \(field is UITextView ? "text view" : "field") is empty")
        } else {
          record(field.deleteFromKeyboard() ? "deleted" : "blocked by the delegate")
        }
      case .return:
        record(field.returnFromKeyboard())
      }
      return
    }
    switch key {
    case .character(let string): input.insertText(string)
    case .delete: input.deleteBackward()
    case .return: input.insertText("\n")
    }
    record("typed")
  }

  /// The frame `view` shows now (its presentation values, mid-animation), untransformed.
  private func presentedFrame(of view: UIView) -> CGRect {
    let values = view.presentation
    return CGRect(
      x: values.center.x - values.bounds.width / 2, y: values.center.y - values.bounds.height / 2,
      width: values.bounds.width, height: values.bounds.height)
  }

  private func describe(_ rect: CGRect) -> String {
    func f(_ v: CGFloat) -> String {
      v == v.rounded() ? String(Int(v)) : String(format: "%.2f", Double(v))
    }
    return "(\(f(rect.minX)), \(f(rect.minY)), \(f(rect.width)), \(f(rect.height)))"
  }
}

/// A key of the software keyboard.
package enum KeyboardKey: Sendable, Equatable {
  /// A character key (one `Character`, as a string).
  case character(String)
  /// The return key.
  case `return`
  /// The delete key.
  case delete

  /// The keys of `text`, one per character: "\n" is the return key and "\u{8}" (JSON's "\b")
  /// the delete key, as XCUITest's `typeText(_:)` reads them.
  package static func keys(of text: String) -> [KeyboardKey] {
    text.map { character in
      switch character {
      case "\n", "\r", "\r\n": return .return
      case "\u{8}": return .delete
      default: return .character(String(character))
      }
    }
  }

  /// How events name the key: `"a"`, `return`, `delete`.
  var name: String {
    switch self {
    case .character(let string): return "\"\(string)\""
    case .return: return "return"
    case .delete: return "delete"
    }
  }
}
