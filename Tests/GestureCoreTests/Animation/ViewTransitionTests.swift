import Foundation
import Testing

@testable import GestureCore

@Suite("UIView.transition: cross-dissolve drawn, flips warned, completion on the clock")
@MainActor
struct ViewTransitionTests {
  /// A 100 × 100 container at the top left holding a red view; a blue view waits outside.
  private func scene() -> (GestureHarness, UIView, UIView, UIView) {
    let harness = GestureHarness()
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    container.accessibilityIdentifier = "container"
    harness.root.addSubview(container)
    let red = UIView(frame: container.bounds)
    red.backgroundColor = .red
    container.addSubview(red)
    let blue = UIView(frame: container.bounds)
    blue.backgroundColor = .blue
    return (harness, container, red, blue)
  }

  /// The opacity of the group `id` in `frame`, and whether it holds a fill of `color`.
  private func group(_ id: String, in frame: Frame, color: UIColor) -> (Double, Bool)? {
    guard
      let start = frame.items.firstIndex(where: {
        if case .beginGroup(let groupID, _) = $0 { return groupID == id }
        return false
      }), case .beginGroup(_, let opacity) = frame.items[start]
    else { return nil }
    var depth = 0
    var filled = false
    for item in frame.items[start...] {
      switch item {
      case .beginGroup: depth += 1
      case .endGroup: depth -= 1
      case .fill(_, let fill) where fill == color.cgColor: filled = true
      default: break
      }
      if depth == 0 { break }
    }
    return (opacity, filled)
  }

  @Test("Cross-dissolve: the model changes at once; halfway the old and new show at 0.5 each")
  func crossDissolve() {
    let (harness, container, red, blue) = scene()
    var completed: [Double] = []
    harness.window.scheduler.schedule(after: 0.1) {
      UIView.transition(
        with: container, duration: 0.4, options: [.transitionCrossDissolve, .curveLinear],
        animations: {
          red.removeFromSuperview()
          container.addSubview(blue)
        },
        completion: { finished in
          #expect(finished)
          completed.append(harness.window.scheduler.now)
        })
      #expect(container.subviews == [blue])
    }
    let frames = harness.run(for: 0.7)
    // Frame 18 (0.3 s) is halfway through the 0.4 s fade begun at 0.1 s.
    let old = group("container/transition.old", in: frames[18], color: .red)
    let new = group("container/transition.new", in: frames[18], color: .blue)
    #expect(abs((old?.0 ?? 0) - 0.5) < 1e-6 && old?.1 == true)
    #expect(abs((new?.0 ?? 0) - 0.5) < 1e-6 && new?.1 == true)
    // A quarter in (frame 12, 0.2 s) the old content is at 0.75.
    #expect(
      abs((group("container/transition.old", in: frames[12], color: .red)?.0 ?? 0) - 0.75) < 1e-6)
    // After 0.5 s only the new content is drawn, and the completion ran at 0.5 s.
    #expect(group("container/transition.old", in: frames[36], color: .red) == nil)
    #expect(completed.count == 1 && abs(completed[0] - 0.5) < 1e-9)
  }

  @Test("A flip is not drawn: the new content shows at once, a warning names it")
  func flipWarns() {
    let (harness, container, red, blue) = scene()
    var completed = 0
    harness.window.scheduler.schedule(after: 0.1) {
      UIView.transition(
        from: red, to: blue, duration: 0.3, options: .transitionFlipFromLeft,
        completion: { _ in completed += 1 })
    }
    let frames = harness.run(for: 0.5)
    let warnings = frames.flatMap { $0.events("animation.unsupported") }
    #expect(warnings.count == 1 && warnings.first?.view == "container")
    #expect(warnings.first?.detail.contains("transitionFlipFromLeft") == true)
    #expect(container.subviews == [blue] && red.superview == nil)
    #expect(group("container/transition.old", in: frames[12], color: .red) == nil)
    #expect(completed == 1)
  }

  @Test("showHideTransitionViews hides and shows instead of removing and adding")
  func showHide() {
    let (harness, container, red, blue) = scene()
    defer { withExtendedLifetime(harness) {} }
    blue.isHidden = true
    container.addSubview(blue)
    UIView.transition(
      from: red, to: blue, duration: 0, options: [.showHideTransitionViews], completion: nil)
    #expect(red.isHidden && !blue.isHidden && red.superview === container)
    #expect(UIView.AnimationOptions.transitionCrossDissolve.rawValue == 5 << 20)
  }
}
