import Foundation
import Testing

@testable import GestureCore

@Suite("The software keyboard: frames in the notifications, the spring it moves along")
@MainActor
struct KeyboardTests {
  @Test(
    "iPhone SE (375 × 667): will-show says from (0, 667) to (0, 407), 375 × 260, 0.25 s, curve 7")
  func willShowOnSE() throws {
    let log = TextInputLog()
    let (window, root) = makeTextInputWindow(log: log)
    defer { withExtendedLifetime(window) {} }
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
    root.view.addSubview(field)
    field.becomeFirstResponder()
    let info = try #require(log.userInfos["UIKeyboardWillShowNotification"])
    let end = try #require(info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue).cgRectValue
    let begin = try #require(info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)
      .cgRectValue
    #expect(end == CGRect(x: 0, y: 407, width: 375, height: 260))
    #expect(begin == CGRect(x: 0, y: 667, width: 375, height: 260))
    let duration = try #require(info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)
    #expect(duration.doubleValue == 0.25)
    let curve = try #require(info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)
    #expect(curve.intValue == 7)
    #expect(UIView.AnimationOptions(rawValue: curve.uintValue << 16).isKeyboardCurve)
    #expect(log.userInfos["UIKeyboardWillChangeFrameNotification"] != nil)
  }

  @Test("A screen with a home indicator (375 × 812): the keyboard is 335 pt tall, its top at 477")
  func homeIndicatorHeight() throws {
    let log = TextInputLog()
    let (window, root) = makeTextInputWindow(height: 812, bottomInset: 34, log: log)
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
    root.view.addSubview(field)
    field.becomeFirstResponder()
    let info = try #require(log.userInfos["UIKeyboardWillShowNotification"])
    let end = try #require(info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue).cgRectValue
    #expect(end == CGRect(x: 0, y: 477, width: 375, height: 335))
    #expect(window.keyboard.view?.superview === window)
  }

  @Test("The top edge mid-way: 407 + 260 · (1 + ω·t)·e^(−ω·t), ω = √(1000/3), at 0.1 s 525.36")
  func topEdgeAlongTheSpring() throws {
    let log = TextInputLog()
    let (window, root) = makeTextInputWindow(log: log)
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
    root.view.addSubview(field)
    field.becomeFirstResponder()
    let keyboard = try #require(window.keyboard.view)
    let simulation = Simulation(window: window, framesPerSecond: 40, duration: 1, input: [])
    var tops: [CGFloat] = []
    for _ in 0...40 {
      _ = simulation.nextFrame()
      let values = keyboard.presentation
      tops.append(values.center.y - values.bounds.height / 2)
    }
    // Critically damped, mass 3, stiffness 1000: the remaining fraction is (1 + ωt)e^(−ωt).
    #expect(abs(tops[0] - 667) < 0.001)
    #expect(abs(tops[4] - 525.3576) < 0.01, "\(tops[4])")  // 0.1 s: 0.4552 of 260 to go
    #expect(abs(tops[10] - 422.0700) < 0.01, "\(tops[10])")  // 0.25 s, the duration reported
    #expect(abs(tops[40] - 407) < 0.001)
    #expect(log.entries.contains("UIKeyboardDidShowNotification"))
  }

  @Test("UIView.animate with curve 7 follows the same spring for its settling time")
  func keyboardCurveAnimation() {
    let log = TextInputLog()
    let (window, root) = makeTextInputWindow(log: log)
    let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    root.view.addSubview(box)
    UIView.animate(
      withDuration: 0.25, delay: 0, options: UIView.AnimationOptions(rawValue: 7 << 16),
      animations: { box.center.y = 265 })
    let simulation = Simulation(window: window, framesPerSecond: 10, duration: 1, input: [])
    _ = simulation.nextFrame()
    _ = simulation.nextFrame()
    // From 5 to 265: 260 · (1 − 0.4552) + 5 = 146.64 at 0.1 s.
    #expect(abs(box.presentation.center.y - 146.6424) < 0.01, "\(box.presentation.center.y)")
    #expect(abs(SoftwareKeyboard.spring.settlingDuration - 0.5) < 0.01)
  }

  @Test(
    "Keyboard code as written: the frame read 'as? CGRect', the curve 'AnimationCurve(rawValue:)!' runs the spring"
  )
  func keyboardHandlerAsWritten() throws {
    let log = TextInputLog()
    let (window, root) = makeTextInputWindow(log: log)
    let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    root.view.addSubview(box)
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
    root.view.addSubview(field)
    field.becomeFirstResponder()
    let info = try #require(log.userInfos["UIKeyboardWillShowNotification"])
    let end = try #require(info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect)
    #expect(end == CGRect(x: 0, y: 407, width: 375, height: 260))
    let raw = try #require(info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int)
    let curve = try #require(UIView.AnimationCurve(rawValue: raw))
    #expect(curve == ._keyboard && curve.rawValue == 7)
    let animator = UIViewPropertyAnimator(duration: 0.25, curve: curve) {
      box.center.y = 265
    }
    // The keyboard's spring settles in 0.5 s; the 0.25 s given is not what runs.
    #expect(abs(animator.duration - SoftwareKeyboard.spring.settlingDuration) < 0.001)
    animator.startAnimation()
    let simulation = Simulation(window: window, framesPerSecond: 10, duration: 1, input: [])
    _ = simulation.nextFrame()
    _ = simulation.nextFrame()
    // As with curve 7 in UIView.animate's options: 260 · (1 − 0.4552) + 5 = 146.64 at 0.1 s.
    #expect(abs(box.presentation.center.y - 146.6424) < 0.05, "\(box.presentation.center.y)")
    #expect(UIView.AnimationCurve(rawValue: 4) == nil)
  }

  @Test("Keys: '\\n' is return, '\\u{8}' delete; shift follows autocapitalization")
  func keys() {
    #expect(KeyboardKey.keys(of: "a\n\u{8}") == [.character("a"), .return, .delete])
    let field = UITextField(frame: .zero)
    #expect(KeyboardView.shiftIsOn(for: field))
    field.text = "Hi"
    #expect(!KeyboardView.shiftIsOn(for: field))
    field.text = "Hi. "
    #expect(KeyboardView.shiftIsOn(for: field))
    field.autocapitalizationType = .none
    #expect(!KeyboardView.shiftIsOn(for: field))
    #expect(KeyboardView.letterKeyWidth(for: 375) == 31.5)
    #expect(UIReturnKeyType.go.keyTitle == "go")
  }
}

@Suite("keyboardLayoutGuide: its top is the safe-area bottom, then the keyboard's top")
@MainActor
struct KeyboardLayoutGuideTests {
  @Test("A view 10 pt above the guide: bottom 657, then 397 once the keyboard is up, on its spring")
  func followsTheKeyboard() throws {
    let log = TextInputLog()
    let (window, root) = makeTextInputWindow(log: log)
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
    root.view.addSubview(field)
    let bar = UIView()
    bar.translatesAutoresizingMaskIntoConstraints = false
    root.view.addSubview(bar)
    NSLayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: root.view.trailingAnchor),
      bar.heightAnchor.constraint(equalToConstant: 20),
      bar.bottomAnchor.constraint(equalTo: root.view.keyboardLayoutGuide.topAnchor, constant: -10),
    ])
    window.layoutIfNeeded()
    #expect(bar.frame == CGRect(x: 0, y: 637, width: 375, height: 20))
    #expect(root.view.keyboardLayoutGuide === root.view.keyboardLayoutGuide)
    field.becomeFirstResponder()
    // The model value is the end at once; the screen follows the keyboard's spring.
    #expect(bar.frame.maxY == 397)
    let simulation = Simulation(window: window, framesPerSecond: 10, duration: 1, input: [])
    _ = simulation.nextFrame()
    _ = simulation.nextFrame()
    // 0.1 s: 397 + 260 · 0.45522 = 515.36 for the bottom, 505.36 for the center.
    #expect(abs(bar.presentation.center.y - 505.3576) < 0.01, "\(bar.presentation.center.y)")
    field.resignFirstResponder()
    #expect(bar.frame.maxY == 657)
  }
}
