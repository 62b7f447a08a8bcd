import Foundation
import Testing

@testable import GestureCore

@Suite("UIAlertController: layout numbers, actions, a tap that dismisses then calls the handler")
@MainActor
struct AlertControllerTests {
  @Test("An alert with a title, a message and two actions: 270 pt wide, centred, side by side")
  func twoButtonAlert() {
    // Title 17 × 1.2 = 20.4 pt, message 13 × 1.2 = 15.6 pt (one line each): the header is
    // 20 + 20.4 + 2 + 15.6 + 20 = 78 pt, the panel 78 + 44 = 122 pt, at ((375 − 270)/2,
    // (667 − 122)/2) rounded down.
    let layout = AlertLayout(
      style: .alert, size: CGSize(width: 375, height: 667), titleHeight: 20.4,
      messageHeight: 15.6, buttonCount: 2, hasCancel: true, safeBottom: 0, pixel: 0.5)
    #expect(layout.panel == CGRect(x: 52, y: 272, width: 270, height: 122))
    #expect(layout.title == CGRect(x: 16, y: 20, width: 238, height: 20.4))
    #expect(layout.message == CGRect(x: 16, y: 42.4, width: 238, height: 15.6))
    #expect(
      layout.buttons == [
        CGRect(x: 0, y: 78, width: 135, height: 44), CGRect(x: 135, y: 78, width: 135, height: 44),
      ])
    #expect(
      layout.separators == [
        CGRect(x: 0, y: 78, width: 270, height: 0.5), CGRect(x: 135, y: 78, width: 0.5, height: 44),
      ])
    #expect(layout.cancelPanel == nil)
  }

  @Test("Three actions are stacked, the cancel action last; two put it on the left")
  func order() {
    let ok = UIAlertAction(title: "OK", style: .default)
    let cancel = UIAlertAction(title: "Cancel", style: .cancel)
    let delete = UIAlertAction(title: "Delete", style: .destructive)
    func ids(_ actions: [UIAlertAction]) -> [ObjectIdentifier] {
      actions.map(ObjectIdentifier.init)
    }
    #expect(ids(AlertLayout.order(of: [delete, cancel], style: .alert)) == ids([cancel, delete]))
    #expect(
      ids(AlertLayout.order(of: [cancel, ok, delete], style: .alert)) == ids([ok, delete, cancel]))
    let layout = AlertLayout(
      style: .alert, size: CGSize(width: 375, height: 667), titleHeight: 20.4,
      messageHeight: nil, buttonCount: 3, hasCancel: true, safeBottom: 0, pixel: 0.5)
    // Header 20 + 20.4 + 20 = 60.4; rows at 60.4, 104.4, 148.4; panel 192.4 tall.
    #expect(layout.buttons.map(\.minY) == [60.4, 104.4, 148.4])
    #expect(abs(layout.panel.height - 192.4) < 1e-9)
    #expect(layout.separators.count == 3)
  }

  @Test("An action sheet: 8 pt margins, 57 pt rows, the cancel button apart at the bottom")
  func actionSheet() {
    // 34 pt safe bottom: the cancel panel ends at 667 − 34 = 633, the group 8 pt above it; its
    // header (title 15.6 pt) is 14 + 15.6 + 14 = 43.6 pt and two rows 114 pt.
    let layout = AlertLayout(
      style: .actionSheet, size: CGSize(width: 375, height: 667), titleHeight: 15.6,
      messageHeight: nil, buttonCount: 3, hasCancel: true, safeBottom: 34, pixel: 0.5)
    #expect(layout.cancelPanel == CGRect(x: 8, y: 576, width: 359, height: 57))
    #expect(abs(layout.panel.minY - (568 - 157.6)) < 1e-9)
    #expect(layout.panel.width == 359)
    #expect(layout.buttons.map(\.minY) == [43.6, 100.6, 0])
  }

  @Test("UIAlertController keeps its actions, style and preferred action")
  func api() {
    let alert = UIAlertController(title: "T", message: "M", preferredStyle: .actionSheet)
    let a = UIAlertAction(title: "A", style: .default)
    alert.addAction(a)
    alert.preferredAction = a
    #expect(alert.actions.count == 1)
    #expect(alert.preferredStyle == .actionSheet)
    #expect(alert.preferredAction === a)
    #expect(alert.title == "T")
    #expect(alert.message == "M")
    #expect(alert.modalPresentationStyle == .custom)
  }

  @Test("Tapping Delete dismisses the alert, then calls its handler once")
  func tapAction() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.textMeasurer = FixedAdvanceMeasurer()
    let root = UIViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    let alert = UIAlertController(
      title: "Delete?", message: "Gone for good.", preferredStyle: .alert)
    var calls: [String] = []
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in calls.append("cancel") })
    alert.addAction(
      UIAlertAction(title: "Delete", style: .destructive) { _ in
        calls.append("delete, presented: \(root.presentedViewController != nil)")
      })
    SimulationContext.$scheduler.withValue(window.scheduler) {
      root.present(alert, animated: false)
    }
    window.layoutIfNeeded()
    let button = try #require(window.descendant(withIdentifier: "Delete"))
    let center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
    // Title 20.4 and message 15.6 pt, rounded up to the 2× screen's pixels: 20.5 and 16; the
    // header 20 + 20.5 + 2 + 16 + 20 = 78.5 pt, the panel 122.5 pt at y ⌊272.25⌋ = 272. Delete
    // is the right half of the button row (cancel on the left): centre (52 + 202.5,
    // 272 + 78.5 + 22).
    #expect(center == CGPoint(x: 254.5, y: 372.5))
    let inputs = [
      TouchInput(time: 0.1, touch: 0, phase: .began, location: center),
      TouchInput(time: 0.15, touch: 0, phase: .ended, location: center),
      // A second tap where the button was: the alert is going, nothing happens.
      TouchInput(time: 0.2, touch: 0, phase: .began, location: center),
      TouchInput(time: 0.25, touch: 0, phase: .ended, location: center),
    ]
    let simulation = Simulation(window: window, framesPerSecond: 60, duration: 0.6, input: inputs)
    var events: [TimelineEvent] = []
    while let frame = simulation.nextFrame() { events += frame.events }
    #expect(calls == ["delete, presented: false"])
    #expect(alert.viewIfLoaded?.window == nil)
    #expect(root.presentedViewController == nil)
    #expect(window.subviews.count == 1)
    #expect(events.filter { $0.kind == "alert.action" }.map(\.detail) == ["\"Delete\" in Delete?"])
    let dismissed = try #require(events.firstIndex { $0.kind == "presentation.dismiss" })
    // The dismissal fades over 0.25 s from the tap at 0.15 s.
    #expect(abs(events[dismissed].time - 0.4) < 1e-9)
  }

  /// Taps (100, 100), above every panel, on a presented alert of `style` with the actions
  /// `styles` (their titles their styles' names); returns the handlers called and whether the
  /// alert is still presented.
  private func tapOutside(
    _ style: UIAlertController.Style, actions styles: [UIAlertAction.Style]
  ) -> (calls: [String], presented: Bool) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.textMeasurer = FixedAdvanceMeasurer()
    let root = UIViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    let alert = UIAlertController(title: "Photo", message: nil, preferredStyle: style)
    var calls: [String] = []
    for actionStyle in styles {
      let name = "\(actionStyle)"
      alert.addAction(UIAlertAction(title: name, style: actionStyle) { _ in calls.append(name) })
    }
    SimulationContext.$scheduler.withValue(window.scheduler) {
      root.present(alert, animated: false)
    }
    let point = CGPoint(x: 100, y: 100)
    let inputs = [
      TouchInput(time: 0.1, touch: 0, phase: .began, location: point),
      TouchInput(time: 0.15, touch: 0, phase: .ended, location: point),
    ]
    // An action sheet leaves over 0.5 s; its handler runs after.
    let simulation = Simulation(window: window, framesPerSecond: 60, duration: 1, input: inputs)
    while simulation.nextFrame() != nil {}
    return (calls, root.presentedViewController === alert)
  }

  @Test("A tap outside an action sheet runs its cancel action; otherwise it does nothing")
  func tapOutside() {
    #expect(tapOutside(.actionSheet, actions: [.default, .cancel]) == (["cancel"], false))
    #expect(tapOutside(.actionSheet, actions: [.default, .destructive]) == ([], true))
    #expect(tapOutside(.alert, actions: [.default, .cancel]) == ([], true))
  }
}
