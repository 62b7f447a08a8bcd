import Foundation
import GestureRecording
import Testing
import UIKit

@Suite("Recording a view controller or a view from Swift")
@MainActor
struct RecordingTests {
  @Test("The same recording written twice gives the same bytes in every file")
  func deterministic() throws {
    let root = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let recording = Recording(
      of: CardViewController(), name: "card", framesPerSecond: 20,
      script: [.drag(from: "card", by: CGPoint(x: 80, y: 40), duration: 0.5)])
    let options = Recording.Options(
      formats: [.png, .gif, .apng], scale: 1, showsTrails: true, showsCaptions: true,
      writesSheet: true)
    let first = try recording.write(to: root.appendingPathComponent("a"), options: options)
    try recording.write(to: root.appendingPathComponent("b"), options: options)
    let a = try contents(of: root.appendingPathComponent("a"))
    #expect(a == (try contents(of: root.appendingPathComponent("b"))))
    // 0.5 s at 20 fps: frames 0…10, each a file, plus the animations, sheet, timeline, page and
    // review.md, in the order written.
    #expect(first.frameCount == 11 && first.drawnFrameCount == 11)
    #expect(
      first.files.map(\.lastPathComponent)
        == (0...10).map { String(format: "frame-%04d.png", $0) } + [
          "card.gif", "card-animation.png", "card-sheet.png", "card-sheet.svg", "timeline.json",
          "index.html", "review.md",
        ])
    #expect(Set(a.keys) == Set(first.files.map(\.lastPathComponent)))
    #expect(first.animations.map(\.format) == ["gif", "apng"])
    #expect(first.timeline == root.appendingPathComponent("a/timeline.json"))
  }

  @Test("The timeline's header names the recording, its Swift file, device and rate")
  func timelineHeader() throws {
    let root = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let recording = Recording(
      of: CardViewController(), device: .iPhone15, framesPerSecond: 30, duration: 0.5,
      script: [])
    let result = try recording.write(
      to: root.appendingPathComponent("quiet card"), options: Recording.Options(formats: []))
    let text = try String(contentsOf: result.timeline, encoding: .utf8)
    let header = try #require(text.split(separator: "\n").first)
    // No name given: the directory's. 0.5 s at 30 fps is 16 frames.
    #expect(
      header
        == #"{"scenario":{"device":"iphone-15","duration":0.5,"file":"RecordingTests.swift","#
        + #""fps":30,"frameCount":16,"name":"quiet card","size":[393,852]},"#)
    // Without frame images there is no page; review.md is still written.
    #expect(result.files.map(\.lastPathComponent) == ["timeline.json", "review.md"])
    #expect(result.isSettled && result.notes.isEmpty)
  }

  @Test("A view is recorded on a white screen, at its own frame, and its prints are events")
  func recordsAView() throws {
    let root = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let recording = Recording(
      of: TapCountingView(frame: CGRect(x: 100, y: 200, width: 80, height: 60)),
      name: "counter",
      script: [.tap(on: "counter"), .tap(on: "counter", at: CGPoint(x: 5, y: 5)).starting(at: 0.5)])
    let result = try recording.write(
      to: root, options: Recording.Options(frames: FrameSelection([.lastFrame])))
    // Each tap lifts 0.1 s after it touches down; a tap recognizer fires at the lift.
    let prints = result.events.filter { $0.kind == "print" }
    #expect(prints.map(\.detail) == ["tapped 1", "tapped 2"])
    #expect(prints.map(\.time) == [0.1, 0.6])
    // 0.6 s at 60 fps: 37 frames, the last one drawn.
    #expect(result.frameCount == 37 && result.drawnFrameCount == 1)
    let views = Dictionary(uniqueKeysWithValues: result.lastFrame.views.map { ($0.id, $0) })
    #expect(views["counter"]?.center == CGPoint(x: 140, y: 230))
    #expect(views["root"]?.bounds == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(result.files.map(\.lastPathComponent).first == "frame-0036.png")
  }

  @Test("A view of the test's own module that is released shows as a dealloc event")
  func deallocationOfTheCallersClasses() throws {
    let root = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let recording = Recording(
      of: BadgeDismissingViewController(), name: "badge", duration: 0.5,
      script: [.tap(on: "badge")])
    let result = try recording.write(to: root, options: Recording.Options(formats: []))
    let deallocations = result.events.filter { $0.kind == "dealloc" }
    // The tap lifts at 0.1 s; its action drops the last reference to the badge.
    #expect(deallocations.map(\.detail) == ["Badge 'badge'"])
    #expect(deallocations.map(\.time) == [0.1])
  }

  @Test("UIScreen.main is the device's screen while the scene's code runs, as its window's")
  func mainScreen() throws {
    let root = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let recording = Recording(
      of: ScreenReportingViewController(), name: "screen", duration: 0, script: [])
    let result = try recording.write(to: root, options: Recording.Options(formats: []))
    // iphone-se, the default device: 375 × 667 points at 2 pixels per point.
    #expect(
      result.events.filter { $0.kind == "print" }.map(\.detail) == [
        "(0.0, 0.0, 375.0, 667.0) 2.0 (0.0, 0.0, 750.0, 1334.0)"
      ])
  }

  @Test("setContentOffset scrolls a scroll view of the code's, animated over 0.3 s")
  func setContentOffset() throws {
    let root = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let recording = Recording(
      of: StepTargetsViewController(), name: "scroll",
      script: [.setContentOffset(CGPoint(x: 0, y: 120), of: "feed", animated: true), .wait(0.5)])
    let result = try recording.write(to: root, options: Recording.Options(formats: []))
    let feed = try #require(result.lastFrame.views.first { $0.id == "feed" })
    #expect(feed.bounds.origin == CGPoint(x: 0, y: 120))
    #expect(
      result.events.first { $0.kind == "script.setContentOffset" }?.detail == "(0, 120), animated")
  }

  @Test("The root view controller is made anew each time the recording is written")
  func newControllerEachWrite() throws {
    let root = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    var made = 0
    let recording = Recording(
      of: {
        made += 1
        return CardViewController()
      }(), name: "card", duration: 0, script: [])
    let options = Recording.Options(formats: [], writesMarkdown: false)
    try recording.write(to: root, options: options)
    try recording.write(to: root, options: options)
    #expect(made == 2)
  }
}

/// A badge view, a class of this test module.
private final class Badge: UIView {}

/// A screen whose tap removes its badge and lets it go.
private final class BadgeDismissingViewController: UIViewController {
  private var badge: Badge? = Badge(frame: CGRect(x: 20, y: 40, width: 60, height: 60))

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    guard let badge else { return }
    badge.accessibilityIdentifier = "badge"
    badge.backgroundColor = .systemRed
    view.addSubview(badge)
    view.addGestureRecognizer(
      UITapGestureRecognizer(target: self, action: BadgeDismissingViewController.dismiss))
  }

  func dismiss(_ recognizer: UITapGestureRecognizer) {
    badge?.removeFromSuperview()
    badge = nil
  }
}

/// A screen that prints what `UIScreen.main` says when its view loads.
private final class ScreenReportingViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let screen = UIScreen.main
    print(screen.bounds, screen.scale, screen.nativeBounds)
  }
}
