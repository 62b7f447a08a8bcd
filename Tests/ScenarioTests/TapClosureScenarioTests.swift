import Foundation
import GestureCore
import Testing

@testable import Scenario

@MainActor
private func run(_ json: String) throws -> [Frame] {
  let scenario = try Scenario.decode(Data(json.utf8), file: "t.json")
  let simulation = scenario.makeSimulation()
  var frames: [Frame] = []
  while let frame = simulation.nextFrame() { frames.append(frame) }
  return frames
}

@MainActor
private func backgroundColor(of id: String, in frame: Frame) -> CGColor? {
  for item in frame.items {
    if case .fill(let shape, let color) = item, shape.id == id { return color }
  }
  return nil
}

@MainActor
private func text(of id: String, in frame: Frame) -> String? {
  for item in frame.items {
    if case .text(let text) = item, text.id == id { return text.string }
  }
  return nil
}

/// An object a closure captures, to observe how long the closure lives.
private final class Token {}

@Suite("tap-closure: a closure target that changes something visible")
@MainActor
struct TapClosureScenarioTests {
  private func scenario(owner: String = "recognizer", type: String = "view", taps: Int = 1)
    -> String
  {
    """
    {"version": 1, "views": [
      {"id": "card", "type": "\(type)", "frame": [50, 50, 200, 100], "backgroundColor": "#0000FF",
       "subviews": [{"id": "caption", "type": "label", "frame": [0, 0, 200, 100], "text": "tap me"}]}],
     "behaviors": [{"type": "tap-closure", "view": "card", "numberOfTaps": \(taps),
                    "colors": ["#FF0000", "#00FF00"], "label": "caption",
                    "text": "tapped {count}", "closureOwner": "\(owner)"}],
     "script": [{"tap": {"point": [100, 100]}}, {"wait": 0.2},
                {"tap": {"point": [100, 100]}}, {"wait": 0.5}]}
    """
  }

  @Test("Each tap runs the closure: the colour cycles and the label counts")
  func colourAndText() throws {
    let frames = try run(scenario())
    // Taps lift at 0.1 s and 0.4 s: frames 6 and 24.
    #expect(backgroundColor(of: "card", in: frames[5]) == CGColor(red: 0, green: 0, blue: 1))
    #expect(backgroundColor(of: "card", in: frames[6]) == CGColor(red: 1, green: 0, blue: 0))
    #expect(text(of: "caption", in: frames[6]) == "tapped 1")
    #expect(backgroundColor(of: "card", in: frames[24]) == CGColor(red: 0, green: 1, blue: 0))
    #expect(text(of: "caption", in: frames[24]) == "tapped 2")
  }

  @Test("A closure wrapped in a target nobody owns never runs: the taps do nothing")
  func nobodyOwnsTheTarget() throws {
    let frames = try run(scenario(owner: "nobody"))
    let last = frames[frames.count - 1]
    #expect(backgroundColor(of: "card", in: last) == CGColor(red: 0, green: 0, blue: 1))
    #expect(text(of: "caption", in: last) == "tap me")
    let recognized = frames.flatMap { $0.events("gesture.recognized") }
    #expect(recognized.count == 2)
    let actions = frames.flatMap { $0.events("gesture.action") }.map(\.detail)
    #expect(
      actions
        == Array(
          repeating: "tap (recognized) → skipped: target ClosureTarget deallocated", count: 2))
  }

  @Test("The recognizer is the closure's target and keeps it (an associated object)")
  func recognizerOwnsTheClosure() throws {
    let frames = try run(scenario())
    let actions = frames.flatMap { $0.events("gesture.action") }.map(\.detail)
    #expect(
      actions == Array(repeating: "tap (recognized) → target UITapGestureRecognizer", count: 2))

    weak var weakToken: Token?
    weak var weakTap: UITapGestureRecognizer?
    var tap: UITapGestureRecognizer? = {
      let token = Token()
      weakToken = token
      return UITapGestureRecognizer(actionBlock: { _ in withExtendedLifetime(token) {} })
    }()
    weakTap = tap
    #expect(weakToken != nil)
    tap = nil
    #expect(weakTap == nil)
    #expect(weakToken == nil)
  }

  @Test("A tap on an image view with interaction disabled does nothing")
  func imageViewIgnoresTaps() throws {
    let frames = try run(scenario(type: "imageView"))
    let last = frames[frames.count - 1]
    #expect(backgroundColor(of: "card", in: last) == CGColor(red: 0, green: 0, blue: 1))
    #expect(frames.flatMap(\.events).allSatisfy { !$0.kind.hasPrefix("gesture") })
  }

  @Test("The doubleTap step recognizes a double tap at the second lift (0.3 s)")
  func doubleTap() throws {
    let json = scenario(taps: 2).replacingOccurrences(
      of: "{\"tap\": {\"point\": [100, 100]}}, {\"wait\": 0.2},\n",
      with: "{\"doubleTap\": {\"point\": [100, 100]}}, {\"wait\": 0.2},\n")
    let frames = try run(json)
    let recognized = frames.flatMap { $0.events("gesture.recognized") }
    #expect(recognized.count == 1)
    #expect(abs((recognized.first?.time ?? 0) - 0.3) < 1e-9)
    #expect(text(of: "caption", in: frames[frames.count - 1]) == "tapped 1")
  }
}

@Suite("Scenario format: buttons, reorder and tap behaviours, tap/doubleTap/longPress steps")
@MainActor
struct GestureScenarioFormatTests {
  typealias Case = ScenarioErrorCase

  nonisolated static let cases: [Case] = [
    Case(
      name: "title on a view",
      json:
        "{\"version\": 1, \"views\": [{\"id\": \"a\", \"frame\": [0, 0, 1, 1], \"title\": \"x\"}]}",
      expected: "s.json:1:70: error: views[0].title: 'title' applies to a button, not a view"),
    Case(
      name: "text on a button",
      json:
        "{\"version\": 1, \"views\": [{\"id\": \"a\", \"type\": \"button\", \"frame\": [0, 0, 1, 1], \"text\": \"x\"}]}",
      expected: "s.json:1:87: error: views[0].text: 'text' applies to a label, not a button"),
    Case(
      name: "reorder of a non-button",
      json:
        "{\"version\": 1, \"views\": [{\"id\": \"a\", \"frame\": [0, 0, 1, 1]}, {\"id\": \"b\", \"type\": \"button\", \"frame\": [0, 0, 1, 1]}], \"behaviors\": [{\"type\": \"long-press-reorder\", \"buttons\": [\"b\", \"a\"]}]}",
      expected:
        "s.json:1:179: error: behaviors[0].buttons[1]: 'long-press-reorder' moves buttons; 'a' is a view"
    ),
    Case(
      name: "reorder with a typo",
      json:
        "{\"version\": 1, \"views\": [{\"id\": \"b1\", \"type\": \"button\", \"frame\": [0, 0, 1, 1]}, {\"id\": \"b2\", \"type\": \"button\", \"frame\": [0, 0, 1, 1]}], \"behaviors\": [{\"type\": \"long-press-reorder\", \"buttons\": [\"b1\", \"bb2\"]}]}",
      expected:
        "s.json:1:200: error: behaviors[0].buttons[1]: no view has id 'bb2'; did you mean 'b2'?"),
    Case(
      name: "reorder with one button",
      json:
        "{\"version\": 1, \"behaviors\": [{\"type\": \"long-press-reorder\", \"buttons\": [\"b1\"]}]}",
      expected:
        "s.json:1:72: error: behaviors[0].buttons: a reorder grid needs at least 2 buttons (got 1)"),
    Case(
      name: "tap-closure that changes nothing",
      json: "{\"version\": 1, \"behaviors\": [{\"type\": \"tap-closure\", \"view\": \"a\"}]}",
      expected:
        "s.json:1:30: error: behaviors[0]: a 'tap-closure' behavior changes something visible: give 'colors', or 'label' and 'text'"
    ),
    Case(
      name: "unknown key in a tap-closure",
      json:
        "{\"version\": 1, \"behaviors\": [{\"type\": \"tap-closure\", \"view\": \"a\", \"colours\": []}]}",
      expected:
        "s.json:1:67: error: behaviors[0].colours: unknown key 'colours' in a 'tap-closure' behavior; did you mean 'colors'?"
    ),
    Case(
      name: "long press path without duration",
      json:
        "{\"version\": 1, \"script\": [{\"longPress\": {\"point\": [1, 1], \"path\": [[2, 2]]}}]}",
      expected:
        "s.json:1:67: error: script[0].longPress.path: a long press with a 'path' needs 'duration', the seconds the finger takes along it"
    ),
    Case(
      name: "tap while the finger is down",
      json:
        "{\"version\": 1, \"script\": [{\"down\": {\"point\": [1, 1]}}, {\"tap\": {\"point\": [1, 1]}}]}",
      expected: "s.json:1:56: error: script[1]: finger 0 is already down; a tap starts with a touch"
    ),
    Case(
      name: "typo in a step",
      json: "{\"version\": 1, \"script\": [{\"longPress\": {\"point\": [1, 1], \"hodl\": 1}}]}",
      expected:
        "s.json:1:59: error: script[0].longPress.hodl: unknown key 'hodl' in a 'longPress' step; did you mean 'hold'?"
    ),
  ]

  @Test("Each bad input gives its exact message", arguments: cases)
  func message(_ testCase: Case) {
    testCase.check()
  }

  @Test("tap, doubleTap and longPress compile to timed touches")
  func compile() throws {
    let json = """
      {"version": 1, "fps": 10, "script": [
        {"tap": {"point": [1, 2]}},
        {"doubleTap": {"point": [3, 4], "duration": 0.05, "interval": 0.2}},
        {"longPress": {"point": [5, 6], "hold": 0.7, "path": [[5, 16], [15, 16]], "duration": 0.2}}]}
      """
    let scenario = try Scenario.decode(Data(json.utf8), file: "c.json")
    let inputs = ScriptCompiler.compile(scenario.document.script, framesPerSecond: 10)
    let summary = inputs.map { "\($0.phase.rawValue)@\(format($0.time)) \(format($0.location))" }
    #expect(
      summary == [
        "began@0 (1, 2)", "ended@0.1 (1, 2)",
        "began@0.1 (3, 4)", "ended@0.15 (3, 4)", "began@0.35 (3, 4)", "ended@0.4 (3, 4)",
        "began@0.4 (5, 6)", "moved@1.2 (5, 16)", "moved@1.3 (15, 16)", "ended@1.3 (15, 16)",
      ])
    #expect(scenario.duration == 1.3)
  }
}
