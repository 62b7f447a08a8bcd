import Foundation
import Testing

@testable import GestureCore

@Suite("Haptic feedback generators record haptic events at the simulated time")
@MainActor
struct FeedbackGeneratorTests {
  @Test(
    "A button's action asks for an impact, a selection and a notification; prepare records nothing")
  func hapticEvents() {
    let harness = GestureHarness()
    let button = UIButton(frame: CGRect(x: 50, y: 50, width: 90, height: 90))
    button.accessibilityIdentifier = "buy"
    harness.root.addSubview(button)
    let impact = UIImpactFeedbackGenerator(style: .rigid, view: button)
    let medium = UIImpactFeedbackGenerator()
    let selection = UISelectionFeedbackGenerator()
    let notification = UINotificationFeedbackGenerator()
    button.addAction(
      UIAction { _ in
        impact.prepare()
        impact.impactOccurred()
        medium.impactOccurred(intensity: 1.5)
        selection.selectionChanged()
        notification.notificationOccurred(.warning)
      }, for: .touchUpInside)
    harness.down(95, 95, at: 0)
    harness.up(95, 95, at: 0.1)
    let haptics = harness.run(for: 0.2).flatMap(\.events).filter { $0.kind == "haptic" }
    #expect(
      haptics.map(\.detail) == [
        "impact rigid", "impact medium 1.0", "selection", "notification warning",
      ])
    #expect(haptics.map(\.view) == ["buy", nil, nil, nil])
    #expect(haptics.allSatisfy { abs($0.time - 0.1) < 1e-9 })
    #expect(medium.style == .medium)
  }
}
