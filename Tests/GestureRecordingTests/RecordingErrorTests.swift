import Foundation
import GestureRecording
import Testing
import UIKit

@Suite("What a recording reports when it cannot be written")
@MainActor
struct RecordingErrorTests {
  @Test("A step on a view that is not there names the step's line; no timeline is written")
  func viewNotFound() throws {
    let root = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let line = #line + 2
    let recording = Recording(
      of: CardViewController(), script: [.wait(0.2), .tap(on: "buy")])
    #expect {
      try recording.write(to: root, options: Recording.Options(formats: [.png]))
    } throws: { error in
      guard case .viewNotFound(let located) = error as? RecordingError else { return false }
      return located.file == #filePath && located.line == line && located.path == "script[1]"
        && located.message
          == "no view has id 'buy' at 0.2 s, when the step begins; views with identifiers: "
          + "window, root, card"
    }
    #expect(
      !FileManager.default.fileExists(atPath: root.appendingPathComponent("timeline.json").path))
  }

  @Test("A step out of range is found before anything is written, at its line")
  func invalidStep() throws {
    let root = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let directory = root.appendingPathComponent("out")
    let line = #line + 3
    let recording = Recording(
      of: CardViewController(),
      script: [.tap(on: "card"), .drag(from: "card", by: .zero, duration: -1)])
    #expect {
      try recording.write(to: directory)
    } throws: { error in
      guard case .invalidRecording(let located) = error as? RecordingError else { return false }
      return located.line == line && located.path == "script[1]"
        && located.message == "duration must be from 0.0 to 3600.0 seconds (got -1.0)"
    }
    #expect(!FileManager.default.fileExists(atPath: directory.path))
  }

  @Test(
    "Out-of-range steps",
    arguments: [
      (Recording.Step.tap(on: "card", finger: 10), "finger must be between 0 and 9 (got 10)"),
      (.tap(on: ""), "a view id must not be empty"),
      (
        .flick(from: "card", velocity: CGPoint(x: 0, y: 100), duration: 0),
        "duration must be from 0.001 to 10.0 seconds (got 0.0)"
      ),
      (.wait(.infinity), "wait must be from 0.0 to 3600.0 seconds (got inf)"),
      (.tap(at: CGPoint(x: Double.nan, y: 0)), "the point must be a finite point (got (nan, 0))"),
      (
        .longPress(on: "card", along: [], duration: 1),
        "a long press along an empty path: give points, or leave out 'along' and 'duration'"
      ),
      (
        .tap(on: "card").starting(at: -1),
        "the start time must be from 0.0 to 3600.0 seconds (got -1.0)"
      ),
    ])
  func outOfRangeSteps(step: Recording.Step, message: String) throws {
    let recording = Recording(of: CardViewController(), script: [step])
    #expect {
      try recording.write(to: URL(fileURLWithPath: "/nonexistent/never-written"))
    } throws: { error in
      guard case .invalidRecording(let located) = error as? RecordingError else { return false }
      return located.path == "script[0]" && located.message == message
    }
  }

  @Test("The recording's own values and the options are checked before anything is written")
  func invalidValues() throws {
    let nowhere = URL(fileURLWithPath: "/nonexistent/never-written")
    func failure(_ recording: Recording, _ options: Recording.Options = Recording.Options())
      -> RecordingError?
    {
      do {
        try recording.write(to: nowhere, options: options)
        return nil
      } catch {
        return error
      }
    }
    let card = Recording(of: CardViewController(), script: [.wait(1)])
    var named = card
    named.name = "a/b"
    var fast = card
    fast.framesPerSecond = 0
    var long = card
    long.duration = 4000
    var huge = card
    huge.device = Device(
      name: "wall", size: CGSize(width: 5000, height: 3000), scale: 2,
      safeAreaInsets: (0, 0, 0, 0))
    for (recording, path) in [(named, "name"), (fast, "framesPerSecond"), (long, "duration")]
      + [(huge, "device")]
    {
      guard case .invalidRecording(let located) = failure(recording) else {
        Issue.record("\(path) was not refused")
        continue
      }
      #expect(located.path == path)
    }
    guard case .invalidRecording(let located) = failure(huge) else { return }
    #expect(
      located.message == "the screen is 10000.0 pixels on a side at scale 2.0; the limit is 8192.0")
    guard case .invalidOptions(let jobs) = failure(card, Recording.Options(jobs: 0)) else {
      Issue.record("jobs 0 was not refused")
      return
    }
    #expect(jobs == "jobs must be from 1 to 64 (got 0)")
    let late = Recording.Options(frames: FrameSelection([.range(first: 61, last: nil)]))
    guard case .invalidOptions(let frames) = failure(card, late) else {
      Issue.record("frame 61 of 61 was not refused")
      return
    }
    #expect(frames.hasPrefix("frames: "))
  }

  @Test("A file where the output directory should be is reported with the path and the cause")
  func directoryUnavailable() throws {
    let root = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let file = root.appendingPathComponent("taken")
    try Data("x".utf8).write(to: file)
    let recording = Recording(of: CardViewController(), script: [.tap(on: "card")])
    #expect {
      try recording.write(to: file)
    } throws: { error in
      guard case .outputDirectoryUnavailable(let path, let reason) = error as? RecordingError
      else { return false }
      return path == file.path && reason == "it exists and is not a directory"
    }
    #expect(try contents(of: root).keys.sorted() == ["taken"])
  }
}
