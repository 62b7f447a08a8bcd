import Foundation
import Testing

@testable import GestureCore

/// An app activity titled Save that finishes at once, completed.
@MainActor
private final class SaveActivity: UIActivity {
  var calls: [String] = []
  override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType("app.save") }
  override var activityTitle: String? { "Save" }
  override func canPerform(withActivityItems activityItems: [Any]) -> Bool { true }
  override func prepare(withActivityItems activityItems: [Any]) {
    calls.append("prepare \(activityItems.count)")
  }
  override func perform() {
    calls.append("perform")
    activityDidFinish(true)
  }
}

/// A 375 × 667 window (insets 20/0) whose root presents a share sheet without animation, then
/// taps at `taps` 0.5 s apart from 0.2 s.
@MainActor
private func share(
  _ configure: (UIActivityViewController) -> Void = { _ in }, activities: [UIActivity]? = nil,
  taps: [CGPoint]
) -> (UIViewController, UIActivityViewController, [String], [TimelineEvent]) {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
  window.screenSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
  let root = UIViewController()
  window.rootViewController = root
  window.makeKeyAndVisible()
  window.finishAppearanceTransitions()
  let sheet = UIActivityViewController(
    activityItems: ["Hello", URL(string: "https://example.com")!],
    applicationActivities: activities)
  var reports: [String] = []
  sheet.completionWithItemsHandler = { type, completed, items, error in
    reports.append(
      "\(type?.rawValue ?? "nil") \(completed) \(items == nil) \(error == nil)")
  }
  configure(sheet)
  root.present(sheet, animated: false)
  window.layoutIfNeeded()
  var inputs: [TouchInput] = []
  var time = 0.2
  for point in taps {
    inputs.append(TouchInput(time: time, touch: 0, phase: .began, location: point))
    inputs.append(TouchInput(time: time + 0.05, touch: 0, phase: .ended, location: point))
    time += 0.5
  }
  let simulation = Simulation(
    window: window, framesPerSecond: 60, duration: time + 0.6, input: inputs)
  var events: [TimelineEvent] = []
  while let frame = simulation.nextFrame() { events += frame.events }
  return (root, sheet, reports, events)
}

@Suite("UIActivityViewController: a plain share sheet and its completion handler")
@MainActor
struct ActivityViewControllerTests {
  // The sheet rests at the medium detent: its card at y = 667 − 318.5 = 348.5.

  @Test("The header describes the items; the card at the medium detent")
  func layout() throws {
    let (root, sheet, reports, _) = share(taps: [])
    #expect(root.presentedViewController === sheet)
    #expect(sheet.itemsDescription == "Hello · https://example.com")
    #expect(sheet.view.convert(CGPoint.zero, to: nil).y == 348.5)
    let header = try #require(sheet.view.subviews.first as? UILabel)
    #expect(header.text == "Hello · https://example.com")
    #expect(reports.isEmpty)
  }

  @Test("Copy closes the sheet: copyToPasteboard, completed, recorded as not performed")
  func copy() {
    // Copy's row: the group at y 184 in the card, 52 pt rows: centre 348.5 + 210 = 558.5.
    let (root, _, reports, events) = share(taps: [CGPoint(x: 187.5, y: 558.5)])
    #expect(reports == ["com.apple.UIKit.activity.CopyToPasteboard true true true"])
    #expect(
      events.filter { $0.kind == "shareSheet.activity" }.map(\.detail) == [
        "Copy (copyToPasteboard): not performed, no pasteboard is modelled"
      ])
    #expect(root.presentedViewController == nil)
  }

  @Test("The close button and a tap outside cancel: nil, false")
  func cancel() {
    // The close button's centre: (375 − 16 − 15, 348.5 + 31).
    let (root, _, closed, _) = share(taps: [CGPoint(x: 344, y: 379.5)])
    #expect(closed == ["nil false true true"])
    #expect(root.presentedViewController == nil)
    let (_, _, outside, _) = share(taps: [CGPoint(x: 187, y: 100)])
    #expect(outside == ["nil false true true"])
  }

  @Test("An app activity is prepared and performed; its activityDidFinish closes the sheet")
  func appActivity() {
    let save = SaveActivity()
    // Save's row is the second: 348.5 + 184 + 52 + 26 = 610.5.
    let (_, _, reports, events) = share(activities: [save], taps: [CGPoint(x: 187.5, y: 610.5)])
    #expect(save.calls == ["prepare 2", "perform"])
    #expect(reports == ["app.save true true true"])
    #expect(
      events.filter { $0.kind == "shareSheet.activity" }.map(\.detail) == ["\"Save\" performed"])
  }

  @Test("excludedActivityTypes leaves out the matching cells and Copy")
  func excluded() {
    let (_, sheet, _, _) = share(
      { $0.excludedActivityTypes = [.copyToPasteboard, .mail] }, taps: [])
    #expect(sheet.excludedActivityTypes == [.copyToPasteboard, .mail])
    let labels = sheet.view.subviews.compactMap { ($0 as? UILabel)?.text }
    #expect(labels == ["Hello · https://example.com", "AirDrop", "Messages", "Notes"])
    #expect(
      !sheet.view.subviews.contains {
        $0.subviews.contains { ($0 as? UIButton)?.currentTitle == "Copy" }
      })
  }
}
