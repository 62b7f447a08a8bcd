import Foundation
import GestureCore
import Testing

@testable import Scenario

@Suite("Scripts with several fingers: 'fingers' tracks, pinch, rotate, swipe, twoFingerTap")
@MainActor
struct MultiTouchScriptTests {
  private func inputs(_ script: String, fps: Double = 10) throws -> [TouchInput] {
    let json = """
      {"version": 1, "views": [{"id": "v", "frame": [0, 0, 375, 667]}], "script": \(script)}
      """
    let scenario = try Scenario.decode(Data(json.utf8), file: "s.json")
    return ScriptCompiler.compile(scenario.document.script, framesPerSecond: fps)
  }

  private func describe(_ inputs: [TouchInput]) -> [String] {
    inputs.sorted { ($0.time, $0.touch) < ($1.time, $1.touch) }.map {
      "\(format($0.time)) f\($0.touch) \($0.phase.rawValue) \(format($0.location))"
    }
  }

  @Test("Each track of 'fingers' is one finger from the step's start; the step lasts the longest")
  func tracks() throws {
    let result = try inputs(
      """
      [{"wait": 0.5},
       {"fingers": [
         [{"down": {"point": [100, 100]}}, {"move": {"to": [100, 200], "duration": 0.2}},
          {"up": {}}],
         [{"wait": 0.1}, {"tap": {"point": [300, 300], "duration": 0.3}}]]},
       {"tap": {"point": [50, 50]}}]
      """)
    #expect(
      describe(result) == [
        "0.5 f0 began (100, 100)", "0.6 f0 moved (100, 150)", "0.6 f1 began (300, 300)",
        "0.7 f0 moved (100, 200)", "0.7 f0 ended (100, 200)", "0.9 f0 began (50, 50)",
        "0.9 f1 ended (300, 300)", "1 f0 ended (50, 50)",
      ])
  }

  @Test("pinch: fingers on both sides of the point, 'from' to 'to' apart, sampled per frame")
  func pinch() throws {
    let result = try inputs(
      #"[{"pinch": {"point": [200, 300], "from": 100, "to": 200, "duration": 0.2}}]"#)
    #expect(
      describe(result) == [
        "0 f0 began (150, 300)", "0 f1 began (250, 300)", "0.1 f0 moved (125, 300)",
        "0.1 f1 moved (275, 300)", "0.2 f0 moved (100, 300)", "0.2 f0 ended (100, 300)",
        "0.2 f1 moved (300, 300)", "0.2 f1 ended (300, 300)",
      ])
  }

  @Test("rotate: 90° clockwise on a 50 pt circle moves the second finger from right to below")
  func rotate() throws {
    let result = try inputs(
      #"[{"rotate": {"point": [200, 300], "radius": 50, "angle": 90, "duration": 0.1}}]"#)
    let ends = result.filter { $0.phase == .ended }.sorted { $0.touch < $1.touch }
    #expect(abs(ends[0].location.x - 200) < 1e-9 && abs(ends[0].location.y - 250) < 1e-9)
    #expect(abs(ends[1].location.x - 200) < 1e-9 && abs(ends[1].location.y - 350) < 1e-9)
    let begins = result.filter { $0.phase == .began }.map(\.location)
    #expect(begins == [CGPoint(x: 150, y: 300), CGPoint(x: 250, y: 300)])
  }

  @Test("swipe goes 'distance' in 'direction' and lifts while moving; twoFingerTap lands two")
  func swipeAndTwoFingerTap() throws {
    let result = try inputs(
      """
      [{"swipe": {"from": [300, 200], "direction": "left", "distance": 200, "duration": 0.2}},
       {"twoFingerTap": {"point": [100, 100], "separation": 60}}]
      """)
    #expect(
      describe(result) == [
        "0 f0 began (300, 200)", "0.1 f0 moved (200, 200)", "0.2 f0 moved (100, 200)",
        "0.2 f0 ended (100, 200)", "0.2 f0 began (70, 100)", "0.2 f1 began (130, 100)",
        "0.3 f0 ended (70, 100)", "0.3 f1 ended (130, 100)",
      ])
  }

  @Test(
    "Bad multi-finger steps are located errors",
    arguments: [
      ScenarioErrorCase(
        name: "finger in a track",
        json:
          #"{"version": 1, "script": [{"fingers": [[{"tap": {"point": [1, 1], "finger": 2}}]]}]}"#,
        expected:
          "s.json:1:41: error: script[0].fingers[0][0]: a step in track 0 of 'fingers' moves "
          + "finger 0; leave out 'finger'"),
      ScenarioErrorCase(
        name: "time in a track",
        json:
          #"{"version": 1, "script": [{"fingers": [[], [{"tap": {"point": [1, 1], "time": 2}}]]}]}"#,
        expected:
          "s.json:1:45: error: script[0].fingers[1][0]: a step in 'fingers' starts when the step "
          + "before it in its track ends; leave out 'time' (use 'wait' to start later)"),
      ScenarioErrorCase(
        name: "two-finger step in a track",
        json:
          #"{"version": 1, "script": [{"fingers": [[{"pinch": {"point": [1, 1], "from": 9, "to": 20}}]]}]}"#,
        expected:
          "s.json:1:42: error: script[0].fingers[0][0].pinch: 'pinch' is not a step of one "
          + "finger; put it outside 'fingers'"),
      ScenarioErrorCase(
        name: "tracks not arrays",
        json: #"{"version": 1, "script": [{"fingers": {"tap": {}}}]}"#,
        expected:
          "s.json:1:39: error: script[0].fingers: 'fingers' is an array of tracks, one per "
          + "finger: [[steps of finger 0], [steps of finger 1], …]"),
      ScenarioErrorCase(
        name: "finger already down in a track",
        json:
          #"{"version": 1, "script": [{"down": {"point": [1, 1], "finger": 1}}, {"fingers": [[], [{"tap": {"point": [1, 1]}}]]}]}"#,
        expected:
          "s.json:1:87: error: script[1].fingers[1][0]: finger 1 is already down; a tap starts "
          + "with a touch"),
      ScenarioErrorCase(
        name: "overlapping times",
        json:
          #"{"version": 1, "script": [{"tap": {"point": [1, 1], "duration": 1}}, {"tap": {"point": [5, 5], "finger": 1, "time": 0.5}}]}"#,
        expected:
          "s.json:1:70: error: script[1]: starts at 0.5 s, before the previous step ends (1 s); "
          + "to move several fingers at once, give each its track in a 'fingers' step"),
      ScenarioErrorCase(
        name: "swipe direction",
        json: #"{"version": 1, "script": [{"swipe": {"from": [1, 1], "direction": "lft"}}]}"#,
        expected:
          "s.json:1:67: error: script[0].swipe.direction: unknown direction 'lft'; did you mean "
          + "'left'?"),
      ScenarioErrorCase(
        name: "pinch finger 9",
        json:
          #"{"version": 1, "script": [{"pinch": {"point": [1, 1], "from": 9, "to": 20, "finger": 9}}]}"#,
        expected:
          "s.json:1:86: error: script[0].pinch.finger: 'pinch' moves fingers 9 and 10; finger "
          + "must be between 0 and 8 (got 9)"),
    ])
  func errors(_ errorCase: ScenarioErrorCase) {
    errorCase.check()
  }

  @Test("multipleTouchEnabled and exclusiveTouch in a view set UIKit's properties")
  func touchFlags() throws {
    func began(_ flags: String) throws -> [String] {
      let json = """
        {"version": 1, "views": [
          {"id": "a", "frame": [0, 0, 187, 667]\(flags)},
          {"id": "b", "frame": [188, 0, 187, 667]}],
         "script": [{"fingers": [
           [{"tap": {"point": [50, 100], "duration": 0.3}}],
           [{"wait": 0.1}, {"tap": {"point": [100, 100]}}],
           [{"wait": 0.1}, {"tap": {"point": [300, 100]}}]]}]}
        """
      let simulation = try Scenario.decode(Data(json.utf8), file: "s.json").makeSimulation()
      var views: [String] = []
      while let frame = simulation.nextFrame() {
        views += frame.events.filter { $0.kind == "touchesBegan" }.compactMap(\.view)
      }
      return views
    }
    // Finger 1 lands on a while finger 0 is down: refused by default; b takes finger 2.
    #expect(try began("") == ["a", "b"])
    #expect(try began(#", "multipleTouchEnabled": true"#) == ["a", "a", "b"])
    // a is exclusive and tracking finger 0: b gets nothing either.
    #expect(try began(#", "exclusiveTouch": true"#) == ["a"])
  }

  @Test("A pinch step on a view with a pinch recognizer scales as the core computes")
  func pinchRuns() throws {
    let json = """
      {"version": 1, "views": [{"id": "v", "frame": [0, 0, 375, 667]}],
       "script": [{"pinch": {"on": "v", "from": 100, "to": 200, "duration": 0.5}}]}
      """
    let simulation = try Scenario.decode(Data(json.utf8), file: "s.json").makeSimulation()
    let view = try #require(simulation.window.descendant(withIdentifier: "v"))
    let pinch = UIPinchGestureRecognizer()
    view.addGestureRecognizer(pinch)
    let reader = ScaleReader()
    pinch.addTarget(reader, action: ScaleReader.read)
    var twoDown = 0
    while let frame = simulation.nextFrame() {
      if frame.touches.filter({ $0.endTime == nil }).count == 2 { twoDown += 1 }
    }
    #expect(abs(reader.last - 200.0 / 108) < 1e-9)
    // Frames 0…29 of 30 at 60 fps show both fingers down (the lift is at frame 30).
    #expect(twoDown == 30)
  }
}

/// Keeps the last scale a pinch reported.
@MainActor
private final class ScaleReader {
  var last: CGFloat = 0
  func read(_ pinch: UIPinchGestureRecognizer) { last = pinch.scale }
}
