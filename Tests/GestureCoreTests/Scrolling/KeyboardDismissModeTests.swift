import Foundation
import Testing

@testable import GestureCore

@Suite("UIScrollView.keyboardDismissMode: a drag of the content dismisses the keyboard")
@MainActor
struct KeyboardDismissModeTests {
  /// A 375 × 667 scroll view (content 2000 pt tall, scrolled to 500) holding a text field that
  /// has the keyboard up (its top at 407), and a one-finger path through `points` from 0.1 s,
  /// one point a frame, lifted at the last.
  private func drag(
    _ mode: UIScrollView.KeyboardDismissMode, through points: [CGPoint]
  ) -> (UIWindow, UITextField) {
    let (window, root) = makeTextInputWindow(log: TextInputLog())
    let scroll = UIScrollView(frame: root.view.bounds)
    scroll.contentSize = CGSize(width: 375, height: 2000)
    scroll.contentOffset = CGPoint(x: 0, y: 500)
    scroll.keyboardDismissMode = mode
    root.view.addSubview(scroll)
    let field = UITextField(frame: CGRect(x: 20, y: 600, width: 200, height: 34))
    scroll.addSubview(field)
    field.becomeFirstResponder()
    var input = [TouchInput(time: 0.1, touch: 0, phase: .began, location: points[0])]
    for (index, point) in points.dropFirst().enumerated() {
      let time = 0.1 + Double(index + 1) / 60
      input.append(TouchInput(time: time, touch: 0, phase: .moved, location: point))
    }
    input.append(
      TouchInput(
        time: 0.1 + Double(points.count) / 60, touch: 0, phase: .ended, location: points.last!))
    let simulation = Simulation(window: window, framesPerSecond: 60, duration: 1.5, input: input)
    while simulation.nextFrame() != nil {}
    return (window, field)
  }

  /// From y = 300 down 30 pt a frame to 540, below the keyboard's top (407).
  private let intoKeyboard = (0...8).map { CGPoint(x: 200, y: 300 + 30 * CGFloat($0)) }

  @Test(".none keeps the keyboard whatever the drag does")
  func noneKeeps() {
    let (window, field) = drag(.none, through: intoKeyboard)
    #expect(field.isFirstResponder)
    #expect(window.keyboard.isShown)
  }

  @Test(".onDrag dismisses the keyboard as soon as the content is dragged, even upward")
  func onDragDismisses() {
    let up = (0...6).map { CGPoint(x: 200, y: 300 - 20 * CGFloat($0)) }
    let (window, field) = drag(.onDrag, through: up)
    #expect(!field.isFirstResponder)
    #expect(!window.keyboard.isShown)
  }

  @Test(".interactive: a drag into the keyboard let go moving down dismisses it")
  func interactiveDismisses() {
    let (window, field) = drag(.interactive, through: intoKeyboard)
    #expect(!field.isFirstResponder)
    #expect(!window.keyboard.isShown)
  }

  @Test(".interactive: a drag that stays above the keyboard, or goes back up, keeps it")
  func interactiveKeeps() {
    let above = (0...3).map { CGPoint(x: 200, y: 300 + 30 * CGFloat($0)) }
    let (aboveWindow, aboveField) = drag(.interactive, through: above)
    #expect(aboveField.isFirstResponder)
    #expect(aboveWindow.keyboard.isShown)
    // Into the keyboard (540), then back up to 360 before the lift: let go moving up.
    let back = intoKeyboard + (1...6).map { CGPoint(x: 200, y: 540 - 30 * CGFloat($0)) }
    let (window, field) = drag(.interactive, through: back)
    #expect(field.isFirstResponder)
    #expect(window.keyboard.isShown)
  }
}
