import Foundation
import Testing

@testable import GestureCore

@Suite("UIAlertController text fields: layout, the keyboard, typing read by an action's handler")
@MainActor
struct AlertTextFieldTests {
  @Test("Two fields below the header: 28 pt boxes 6 pt apart, 16 pt above the buttons")
  func layout() {
    // Header 20 + 20.4 + 2 + 15.6 + 20 = 78; boxes at 78 and 78 + 28 + 6 = 112; the buttons
    // at 112 + 28 + 16 = 156; the panel 156 + 44 = 200 pt, at y (667 − 200) / 2 rounded down.
    let layout = AlertLayout(
      style: .alert, size: CGSize(width: 375, height: 667), titleHeight: 20.4,
      messageHeight: 15.6, buttonCount: 2, hasCancel: true, safeBottom: 0, pixel: 0.5,
      textFieldCount: 2)
    #expect(
      layout.textFields == [
        CGRect(x: 16, y: 78, width: 238, height: 28), CGRect(x: 16, y: 112, width: 238, height: 28),
      ])
    #expect(layout.buttons.map(\.minY) == [156, 156])
    #expect(layout.panel == CGRect(x: 52, y: 233, width: 270, height: 200))
    // No title or message: the first box starts 20 pt down.
    let bare = AlertLayout(
      style: .alert, size: CGSize(width: 375, height: 667), titleHeight: nil,
      messageHeight: nil, buttonCount: 1, hasCancel: false, safeBottom: 0, pixel: 0.5,
      textFieldCount: 1)
    #expect(bare.textFields == [CGRect(x: 16, y: 20, width: 238, height: 28)])
    #expect(bare.buttons == [CGRect(x: 0, y: 64, width: 270, height: 44)])
  }

  @Test("textFields is nil until one is added; the handler configures the field it is given")
  func api() {
    let alert = UIAlertController(title: "Sign in", message: nil, preferredStyle: .alert)
    #expect(alert.textFields == nil)
    var configured: UITextField?
    alert.addTextField { field in
      field.placeholder = "Password"
      field.isSecureTextEntry = true
      configured = field
    }
    alert.addTextField()
    let fields = alert.textFields ?? []
    #expect(fields.count == 2)
    #expect(fields.first === configured)
    #expect(fields.first?.placeholder == "Password" && fields.first?.isSecureTextEntry == true)
    #expect(fields.first?.font?.pointSize == 13)
  }

  @Test("The first field takes the keyboard, the alert sits above it; typed text reaches OK's handler")
  func typeThenTapOK() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.textMeasurer = FixedAdvanceMeasurer()
    let root = UIViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    let alert = UIAlertController(title: "Name", message: nil, preferredStyle: .alert)
    alert.addTextField { $0.placeholder = "Your name" }
    var seen: [String?] = []
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(
      UIAlertAction(title: "OK", style: .default) { [weak alert] _ in
        seen.append(alert?.textFields?.first?.text)
      })
    SimulationContext.$scheduler.withValue(window.scheduler) {
      root.present(alert, animated: false)
    }
    window.layoutIfNeeded()
    let field = try #require(alert.textFields?.first)
    #expect(field.isFirstResponder)
    #expect(window.keyboard.isShown)
    // The panel is centred in the 667 − 260 = 407 pt above the keyboard.
    let panel = try #require(field.superview?.superview)
    let frame = panel.convert(panel.bounds, to: nil)
    #expect(frame.maxY <= window.keyboard.shownFrame.minY)
    #expect(abs(frame.midY - 407 / 2) <= 0.5, "\(frame)")
    for key in KeyboardKey.keys(of: "Ada") { window.keyboard.type(key) }
    #expect(field.text == "Ada")
    let button = try #require(window.descendant(withIdentifier: "OK"))
    let center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
    let inputs = [
      TouchInput(time: 0.1, touch: 0, phase: .began, location: center),
      TouchInput(time: 0.15, touch: 0, phase: .ended, location: center),
    ]
    let simulation = Simulation(window: window, framesPerSecond: 60, duration: 0.8, input: inputs)
    var events: [TimelineEvent] = []
    while let frame = simulation.nextFrame() { events += frame.events }
    #expect(seen == ["Ada"])
    #expect(!window.keyboard.isShown)
    #expect(events.contains { $0.kind == "keyboard.hide" })
    #expect(root.presentedViewController == nil)
  }
}
