import Foundation
import GestureRecording
import Renderer
import Scenario
import Testing
import UIKit

/// Makes a test's own root view controller for a scenario that names one, as the command line's
/// loaded code does.
@MainActor
private struct OwnClasses: UserClassProvider {
  func makeView(_ name: String, frame: CGRect) -> UIView? { nil }
  func makeViewController(_ name: String) -> UIViewController? {
    name == "StepTargetsViewController" ? StepTargetsViewController() : nil
  }
}

@Suite("A recording's steps mean what the scenario file's steps mean")
@MainActor
struct ScriptEquivalenceTests {
  /// Every step factory, each next to the scenario step it stands for.
  static let pairs: [(step: Recording.Step, json: String)] = [
    (.tap(on: "buy"), #"{"tap": {"on": "buy"}}"#),
    (
      .tap(at: CGPoint(x: 40, y: 600), duration: 0.05),
      #"{"tap": {"point": [40, 600], "duration": 0.05}}"#
    ),
    (
      .doubleTap(on: "tile", at: CGPoint(x: 10, y: 10)),
      #"{"doubleTap": {"on": "tile", "at": [10, 10]}}"#
    ),
    (
      .doubleTap(at: CGPoint(x: 300, y: 300), interval: 0.2),
      #"{"doubleTap": {"point": [300, 300], "interval": 0.2}}"#
    ),
    (.longPress(on: "tile"), #"{"longPress": {"on": "tile"}}"#),
    (
      .longPress(
        on: "tile", hold: 0.7, along: [CGPoint(x: 0, y: 40), CGPoint(x: 30, y: 40)],
        duration: 0.5, easing: .easeInOut),
      #"{"longPress": {"on": "tile", "hold": 0.7, "path": [[0, 40], [30, 40]], "duration": 0.5, "easing": "easeInOut"}}"#
    ),
    (
      .longPress(at: CGPoint(x: 200, y: 500), hold: 0.55, release: false, finger: 1),
      #"{"longPress": {"point": [200, 500], "hold": 0.55, "release": false, "finger": 1}}"#
    ),
    (.up(finger: 1), #"{"up": {"finger": 1}}"#),
    (
      .longPress(at: CGPoint(x: 200, y: 500), along: [CGPoint(x: 220, y: 520)], duration: 0.2),
      #"{"longPress": {"point": [200, 500], "path": [[220, 520]], "duration": 0.2}}"#
    ),
    (
      .drag(from: "card", by: CGPoint(x: 60, y: 30), duration: 0.4, easing: .easeOut, hold: 0.1),
      #"{"drag": {"from": "card", "by": [60, 30], "duration": 0.4, "easing": "easeOut", "hold": 0.1}}"#
    ),
    (
      .drag(from: "card", at: CGPoint(x: 5, y: 5), to: CGPoint(x: 200, y: 200), duration: 0.3),
      #"{"drag": {"from": "card", "at": [5, 5], "to": [200, 200], "duration": 0.3}}"#
    ),
    (
      .drag(from: CGPoint(x: 20, y: 400), to: CGPoint(x: 20, y: 300), duration: 0.2),
      #"{"drag": {"from": [20, 400], "to": [20, 300], "duration": 0.2}}"#
    ),
    (
      .drag(from: CGPoint(x: 20, y: 400), by: CGPoint(x: 0, y: -50), duration: 0.2),
      #"{"drag": {"from": [20, 400], "by": [0, -50], "duration": 0.2}}"#
    ),
    (
      .flick(from: "feed", velocity: CGPoint(x: 0, y: -1500)),
      #"{"flick": {"from": "feed", "velocity": [0, -1500]}}"#
    ),
    (
      .flick(from: CGPoint(x: 100, y: 450), velocity: CGPoint(x: 0, y: 800), duration: 0.05),
      #"{"flick": {"from": [100, 450], "velocity": [0, 800], "duration": 0.05}}"#
    ),
    (.down(on: "card", finger: 2), #"{"down": {"on": "card", "finger": 2}}"#),
    (
      .move(to: CGPoint(x: 250, y: 250), duration: 0.3, easing: .easeIn, finger: 2),
      #"{"move": {"to": [250, 250], "duration": 0.3, "easing": "easeIn", "finger": 2}}"#
    ),
    (
      .down(at: CGPoint(x: 300, y: 100), finger: 3),
      #"{"down": {"point": [300, 100], "finger": 3}}"#
    ),
    (.interrupt(), #"{"interrupt": {}}"#),
    (.tap(on: "buy").starting(at: 9), #"{"tap": {"on": "buy", "time": 9}}"#),
    (
      .setContentOffset(CGPoint(x: 0, y: 120), of: "feed", animated: true),
      #"{"setContentOffset": {"view": "feed", "offset": [0, 120], "animated": true}}"#
    ),
    (.wait(0.4), #"{"wait": 0.4}"#),
  ]

  @Test("A recording and the scenario file of the same steps write the same bytes in every file")
  func sameFilesAsTheScenarioFile() throws {
    let root = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let options = Recording.Options(
      frames: FrameSelection([.range(first: 0, last: 2), .time(seconds: 1.2), .lastFrame]),
      scale: 1, writesSheet: true)
    let recording = Recording(
      of: StepTargetsViewController(), name: "steps", framesPerSecond: 30,
      script: Self.pairs.map(\.step))
    let swift = root.appendingPathComponent("swift")
    let result = try recording.write(to: swift, options: options)

    // The scenario file: the same steps, naming the test's own controller (and a Swift file,
    // which a scenario with a root view controller needs; nothing compiles it here).
    let json = """
      {"version": 1, "name": "steps", "fps": 30, "code": ["\(#filePath)"],
       "rootViewController": "StepTargetsViewController",
       "script": [\(Self.pairs.map(\.json).joined(separator: ",\n"))]}
      """
    let scenario = try Scenario.decode(
      Data(json.utf8), file: URL(fileURLWithPath: #filePath).lastPathComponent)
    let file = root.appendingPathComponent("file")
    let pipeline = RecordingPipeline(
      options: options, command: nil, toolVersion: Recording.toolVersion, ffmpeg: nil)
    let frames = try options.frames.resolve(
      frameCount: result.frameCount, framesPerSecond: 30)
    _ = try pipeline.run(
      scenario, classes: OwnClasses(), framesPerSecond: 30, frames: frames, into: file,
      progress: SilentProgress())

    let written = try contents(of: swift)
    #expect(written == (try contents(of: file)))
    // 9.1 s (the last tap starts at 9 s and lasts 0.1 s) plus the 0.4 s wait, at 30 fps.
    #expect(result.frameCount == 286)
    #expect(
      written.keys.sorted() == [
        "frame-0000.png", "frame-0001.png", "frame-0002.png", "frame-0036.png", "frame-0285.png",
        "index.html", "review.md", "steps-sheet.png", "steps-sheet.svg", "timeline.json",
      ])
    // The steps reached the code.
    let prints = result.events.filter { $0.kind == "print" }.map(\.detail)
    #expect(prints.first == "buy")
    #expect(prints.contains("double tap"))
    #expect(prints.contains("long press began"))
    #expect(prints.last == "buy")
    #expect(
      result.events.first { $0.kind == "script.setContentOffset" }?.detail == "(0, 120), animated")
  }
}

/// Ignores a run's progress.
@MainActor
private struct SilentProgress: RecordingProgress {
  func begin(_ scenario: Scenario) {}
  func willSimulate(_ scenario: Scenario, frame: Int, time: Double) {}
  func willDraw(_ scenario: Scenario, frame: Int, time: Double) {}
  func update(done: Int, total: Int) {}
  func end() {}
  func note(_ line: String) {}
}
