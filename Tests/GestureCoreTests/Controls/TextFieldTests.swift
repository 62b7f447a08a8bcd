import Foundation
import Testing

@testable import GestureCore

@Suite("UITextField: rectangles, focus, typing in UIKit's order")
@MainActor
struct TextFieldTests {
  @Test("A 200 × 34 rounded-rect field: text rect inset 7 pt; the clear button takes 19 pt + 7 pt")
  func rectangles() {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
    field.borderStyle = .roundedRect
    #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 7, y: 0, width: 186, height: 34))
    #expect(field.borderRect(forBounds: field.bounds) == field.bounds)
    field.clearButtonMode = .always
    #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 7, y: 0, width: 186, height: 34))
    field.text = "a"
    // 200 − 7 − 19 = 174: the clear button's left edge ends the text.
    #expect(field.clearButtonRect(forBounds: field.bounds) == CGRect(x: 174, y: 7.5, width: 19, height: 19))
    #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 7, y: 0, width: 167, height: 34))
    field.borderStyle = .none
    #expect(field.editingRect(forBounds: field.bounds) == CGRect(x: 0, y: 0, width: 181, height: 34))
  }

  @Test("A rounded-rect field is 34 pt tall at 17 pt: the line height 19.79 + 14, rounded up")
  func intrinsicHeight() {
    let field = UITextField(frame: .zero)
    field.borderStyle = .roundedRect
    // DejaVu's line height: (1901 + 483) / 2048 × 17 = 19.79 pt.
    #expect(abs(field.font!.lineHeight - 19.789) < 0.001)
    #expect(field.intrinsicContentSize.height == 34)
    field.font = .systemFont(ofSize: 30)
    // 2384 / 2048 × 30 = 34.92, + 14 = 48.92 → 49.
    #expect(field.intrinsicContentSize.height == 49)
    #expect(field.text == "")
    field.text = nil
    #expect(field.text == "")
  }

  @Test("Focus, one typed character and return: delegate, events and notifications in order")
  func order() {
    let log = TextInputLog()
    let (window, root) = makeTextInputWindow(log: log)
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
    root.view.addSubview(field)
    let delegate = LoggingTextFieldDelegate(log: log)
    field.delegate = delegate
    logEvents(
      [.editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit,
       .primaryActionTriggered], of: field, into: log)

    #expect(field.becomeFirstResponder())
    #expect(field.isFirstResponder && field.isEditing)
    #expect(window.firstResponder === field)
    #expect(
      log.entries == [
        "shouldBegin", "didBegin", "editingDidBegin",
        "UITextFieldTextDidBeginEditingNotification", "UIKeyboardWillChangeFrameNotification",
        "UIKeyboardWillShowNotification",
      ])
    log.entries.removeAll()
    window.keyboard.type(.character("a"))
    #expect(
      log.entries == [
        "shouldChange 0,0 'a'", "didChangeSelection", "editingChanged",
        "UITextFieldTextDidChangeNotification",
      ])
    #expect(field.text == "a")
    log.entries.removeAll()
    window.keyboard.type(.character("é"))
    window.keyboard.type(.delete)
    #expect(field.text == "a")
    #expect(log.entries.filter { $0.hasPrefix("shouldChange") } == ["shouldChange 1,0 'é'", "shouldChange 1,1 ''"])
    log.entries.removeAll()
    // An action for editingDidEndOnExit makes the return key resign the field.
    window.keyboard.type(.return)
    #expect(
      log.entries == [
        "shouldReturn", "editingDidEndOnExit", "primaryActionTriggered", "shouldEnd", "didEnd",
        "editingDidEnd", "UITextFieldTextDidEndEditingNotification",
        "UIKeyboardWillChangeFrameNotification", "UIKeyboardWillHideNotification",
      ])
    #expect(!field.isFirstResponder && !field.isEditing)
    #expect(window.firstResponder == nil)
  }

  @Test("A character the delegate refuses is not inserted, and no change is sent")
  func blocked() {
    let log = TextInputLog()
    let (window, root) = makeTextInputWindow(log: log)
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
    root.view.addSubview(field)
    let delegate = LoggingTextFieldDelegate(log: log)
    delegate.blocked = ["1"]
    field.delegate = delegate
    logEvents([.editingChanged], of: field, into: log)
    field.becomeFirstResponder()
    _ = window.eventLog.drain()
    log.entries.removeAll()
    for key in KeyboardKey.keys(of: "a1b") { window.keyboard.type(key) }
    #expect(field.text == "ab")
    #expect(log.entries.filter { $0 == "editingChanged" }.count == 2)
    #expect(log.entries.contains("shouldChange 1,0 '1'"))
    let keys = window.eventLog.drain().filter { $0.kind == "keyboard.key" }.map(\.detail)
    #expect(keys == ["\"a\" typed", "\"1\" blocked by the delegate", "\"b\" typed"])
  }

  @Test("Another field taking focus keeps the keyboard up; endEditing(true) ignores the delegate")
  func switchingAndForcedEnd() {
    let log = TextInputLog()
    let (window, root) = makeTextInputWindow(log: log)
    let first = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
    let second = UITextField(frame: CGRect(x: 20, y: 150, width: 200, height: 34))
    root.view.addSubview(first)
    root.view.addSubview(second)
    let delegate = LoggingTextFieldDelegate(log: log)
    first.delegate = delegate
    first.becomeFirstResponder()
    log.entries.removeAll()
    #expect(second.becomeFirstResponder())
    #expect(!log.entries.contains("UIKeyboardWillHideNotification"))
    #expect(log.entries.prefix(3) == ["shouldEnd", "didEnd", "UITextFieldTextDidEndEditingNotification"])
    #expect(window.keyboard.isShown)
    second.delegate = delegate
    delegate.allowsEnd = false
    #expect(!second.resignFirstResponder())
    #expect(second.isFirstResponder)
    log.entries.removeAll()
    #expect(root.view.endEditing(true))
    #expect(!log.entries.contains("shouldEnd"))
    #expect(log.entries.contains("didEnd"))
    #expect(log.entries.last == "UIKeyboardWillHideNotification")
    #expect(!window.keyboard.isShown)
  }

  @Test("The caret blinks on the window's clock: on 0.5 s, off 0.5 s; typing turns it on")
  func caretBlink() {
    let log = TextInputLog()
    let (window, root) = makeTextInputWindow(log: log)
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
    root.view.addSubview(field)
    field.becomeFirstResponder()
    let simulation = Simulation(window: window, framesPerSecond: 10, duration: 2, input: [])
    var shown: [Bool] = []
    for _ in 0...12 {
      _ = simulation.nextFrame()
      shown.append(!field.parts.caret.isHidden)
    }
    // Frames at 0, 0.1 … 1.2 s: on before 0.5, off from 0.5, on again from 1.0.
    #expect(shown == [true, true, true, true, true, false, false, false, false, false, true, true, true])
    window.keyboard.type(.character("x"))
    #expect(!field.parts.caret.isHidden)
  }

  @Test("A disabled field and a field outside a window do not take focus")
  func refusals() {
    let log = TextInputLog()
    let (_, root) = makeTextInputWindow(log: log)
    let loose = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
    #expect(!loose.becomeFirstResponder())
    let disabled = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
    disabled.isEnabled = false
    root.view.addSubview(disabled)
    #expect(!disabled.becomeFirstResponder())
    #expect(!UIView().canBecomeFirstResponder)
  }
}
