import Foundation
import Testing

@testable import Scenario

@Suite("Bad scenarios give one precise error: file:line:column, JSON path, message")
@MainActor
struct ScenarioErrorTests {
  typealias Case = ScenarioErrorCase

  nonisolated static let cases: [Case] = [
    Case(
      name: "malformed JSON",
      json:
        "{\n  \"version\": 1,\n  \"views\": [\n    {\"id\": \"a\" \"frame\": [0,0,1,1]}\n  ]\n}",
      expected: "s.json:4:16: error: expected ',' or '}' after an object member, found '\"'"),
    Case(
      name: "trailing comma", json: "{\"version\": 1, \"views\": [],}",
      expected: "s.json:1:28: error: expected a quoted key, found '}'"),
    Case(
      name: "unknown key with a suggestion",
      json: "{\"version\": 1,\n \"views\": [{\"id\": \"a\", \"frmae\": [0, 0, 1, 1]}]}",
      expected:
        "s.json:2:24: error: views[0].frmae: unknown key 'frmae' in a view; did you mean 'frame'?"),
    Case(
      name: "a number that underflows",
      json: "{\"version\": 1,\n \"script\": [{\"wait\": 1e-400}]}",
      expected: "s.json:2:22: error: script[0].wait: the number 1e-400 is too close to 0 to "
        + "represent (the smallest above 0 is 5e-324); write 0"),
    Case(
      name: "a number that overflows",
      json: "{\"version\": 1,\n \"script\": [{\"wait\": -2e308}]}",
      expected: "s.json:2:22: error: script[0].wait: the number -2e308 is too large to represent"),
    Case(
      name: "zero written small is zero", json: "{\"version\": 1, \"fps\": 0.000e-999}",
      expected: "s.json:1:23: error: fps: fps must be between 1 and 240 (got 0)"),
    Case(
      name: "negative width",
      json: "{\"version\": 1, \"views\": [\n  {\"id\": \"a\", \"frame\": [0, 0, -40, 10]}]}",
      expected: "s.json:2:24: error: views[0].frame: width must be ≥ 0 (got -40)"),
    Case(
      name: "out-of-range alpha",
      json:
        "{\"version\": 1, \"views\": [{\"id\": \"a\", \"frame\": [0, 0, 1, 1], \"alpha\": 1.5}]}",
      expected: "s.json:1:70: error: views[0].alpha: alpha must be between 0 and 1 (got 1.5)"),
    Case(
      name: "unknown view id in a behavior",
      json:
        "{\"version\": 1, \"views\": [{\"id\": \"card\", \"frame\": [0, 0, 1, 1]}],\n \"behaviors\": [{\"type\": \"clamped-drag\", \"view\": \"crad\"}]}",
      expected: "s.json:2:49: error: behaviors[0].view: no view has id 'crad'; did you mean 'card'?"
    ),
    Case(
      name: "wrong type",
      json: "{\"version\": 1, \"fps\": \"sixty\"}",
      expected: "s.json:1:23: error: fps: expected a number, found a string"),
    Case(
      name: "missing key",
      json: "{\"version\": 1, \"views\": [{\"id\": \"a\"}]}",
      expected: "s.json:1:26: error: views[0]: missing key 'frame'"),
    Case(
      name: "fps out of range",
      json: "{\"version\": 1, \"fps\": 1000}",
      expected: "s.json:1:23: error: fps: fps must be between 1 and 240 (got 1000)"),
    Case(
      name: "unknown device",
      json: "{\"version\": 1, \"device\": \"iphone-16\"}",
      expected: "s.json:1:26: error: device: unknown device 'iphone-16'; did you mean 'iphone-14'?"),
    Case(
      name: "move before down",
      json: "{\"version\": 1, \"script\": [{\"move\": {\"to\": [1, 1], \"duration\": 1}}]}",
      expected: "s.json:1:27: error: script[0]: finger 0 is not down; add a 'down' step first"),
    Case(
      name: "unsupported version",
      json: "{\"version\": 2}",
      expected:
        "s.json:1:13: error: version: unsupported version 2; this gesturerender reads version 1"),
    Case(
      name: "duplicate key",
      json: "{\"version\": 1, \"version\": 1}",
      expected: "s.json:1:16: error: duplicate key 'version' in the same object"),
    Case(
      name: "empty file", json: "  \n",
      expected: "s.json:2:1: error: the file is empty; expected a JSON object"),
    Case(
      name: "duplicate view id",
      json:
        "{\"version\": 1, \"views\": [{\"id\": \"a\", \"frame\": [0, 0, 1, 1]}, {\"id\": \"a\", \"frame\": [0, 0, 1, 1]}]}",
      expected: "s.json:1:69: error: views[1].id: duplicate view id 'a'"),
    Case(
      name: "bad colour",
      json: "{\"version\": 1, \"backgroundColor\": \"blue\"}",
      expected:
        "s.json:1:35: error: backgroundColor: expected a colour as #RGB, #RRGGBB or #RRGGBBAA (got 'blue')"
    ),
    Case(
      name: "label keys on a view",
      json:
        "{\"version\": 1, \"views\": [{\"id\": \"a\", \"frame\": [0, 0, 1, 1], \"text\": \"hi\"}]}",
      expected: "s.json:1:69: error: views[0].text: 'text' applies to a label, not a view"),
  ]

  @Test("Each bad input gives its exact message", arguments: cases)
  func message(_ testCase: Case) {
    testCase.check()
  }

  @Test("A missing file is unreadable, not invalid")
  func missingFile() {
    do {
      _ = try Scenario.load(
        contentsOf: URL(fileURLWithPath: "/nonexistent/x.json"), displayName: "x.json")
      Issue.record("expected an error")
    } catch {
      #expect(error.kind == .unreadable)
      #expect(error.description == "x.json: error: no such file")
    }
  }

  @Test("Duration defaults to the script's end, rounded to the microsecond")
  func duration() throws {
    let scenario = try Scenario.decode(
      Data(
        """
        {"version": 1, "script": [{"drag": {"from": [1, 1], "to": [2, 2], "duration": 0.8}},
         {"wait": 0.8}, {"wait": 0.8}, {"wait": 0.4}]}
        """.utf8), file: "d.json")
    #expect(scenario.duration == 2.8)
    #expect(scenario.name == "d")
  }
}
