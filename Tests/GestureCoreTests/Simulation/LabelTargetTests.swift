import Foundation
import Testing

@testable import GestureCore

@Suite("Script targets: a view no identifier names is found by its accessibility label")
@MainActor
struct LabelTargetTests {
  /// A screen with a "Reset" button and a "Reset" label (neither identified), a "Count" label
  /// and two buttons titled "Go"; `taps` counts each button's `.touchUpInside`.
  @MainActor
  private final class Screen {
    let harness = GestureHarness()
    var taps: [String] = []

    init() {
      _ = button("Reset", y: 100)
      for (index, title) in ["Reset", "Count"].enumerated() {
        let label = UILabel(
          frame: CGRect(x: 20, y: 200 + 40 * CGFloat(index), width: 200, height: 30))
        label.text = title
        harness.root.addSubview(label)
      }
      _ = button("Go", y: 300)
      _ = button("Go", y: 360)
    }

    private func button(_ title: String, y: CGFloat) -> UIButton {
      let button = UIButton(type: .system)
      button.frame = CGRect(x: 20, y: y, width: 120, height: 44)
      button.setTitle(title, for: .normal)
      button.addAction(
        UIAction { [unowned self] _ in self.taps.append("\(title) at \(Int(y))") },
        for: .touchUpInside)
      harness.root.addSubview(button)
      return button
    }

    /// Taps `target` at 0.1 s through the simulation.
    func tap(_ target: String) -> Simulation {
      let anchor = TouchAnchor(view: target, step: 0)
      let simulation = Simulation(
        window: harness.window, framesPerSecond: 60, duration: 0.5,
        input: [
          TouchInput(time: 0.1, touch: 0, phase: .began, location: .zero, anchor: anchor),
          TouchInput(time: 0.2, touch: 0, phase: .ended, location: .zero, anchor: anchor),
        ])
      while simulation.nextFrame() != nil {}
      return simulation
    }
  }

  @Test("\"Reset\" is a button's title and a label's text: the tap goes to the button")
  func buttonByTitle() {
    let screen = Screen()
    let simulation = screen.tap("Reset")
    #expect(simulation.failure == nil)
    #expect(screen.taps == ["Reset at 100"])
  }

  @Test("Two buttons titled \"Go\" stop the run and say which views they are")
  func ambiguous() {
    let screen = Screen()
    let simulation = screen.tap("Go")
    #expect(screen.taps.isEmpty)
    #expect(
      simulation.failure
        == .ambiguousLabel(
          label: "Go", step: 0, time: 0.1, views: ["UIButton 'root.3'", "UIButton 'root.4'"]))
  }

  @Test("A label nobody's text or title has is still an unknown view, listing the identifiers")
  func unknown() {
    let screen = Screen()
    let simulation = screen.tap("Buy")
    #expect(
      simulation.failure
        == .unknownView(identifier: "Buy", step: 0, time: 0.1, known: ["root"]))
  }
}
