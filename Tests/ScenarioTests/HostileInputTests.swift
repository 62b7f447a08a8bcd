import Foundation
import Testing

@testable import Scenario

/// Inputs written to hang, exhaust memory or mislead: each is refused with one located error, or
/// handled in bounded time and memory.
@Suite("Hostile scenario input: located errors, bounded work")
struct HostileInputTests {
  static let cases: [ScenarioErrorCase] = [
    ScenarioErrorCase(
      name: "a view at y = 1e18",
      json: #"{"version": 1, "views": [{"id": "far", "frame": [0, 1e18, 10, 10]}]}"#,
      expected:
        "s.json:1:49: error: views[0].frame: coordinates must be within ±1000000 points "
        + "(got 1e+18)"),
    ScenarioErrorCase(
      name: "a point past a million points",
      json: #"{"version": 1, "script": [{"tap": {"point": [-1000001, 0]}}]}"#,
      expected:
        "s.json:1:45: error: script[0].tap.point: coordinates must be within ±1000000 points "
        + "(got -1000001)"),
    ScenarioErrorCase(
      name: "a 100 KB label",
      json: #"{"version": 1, "views": [{"id": "l", "type": "label", "frame": [0, 0, 10, 10], "#
        + #""text": ""# + String(repeating: "x", count: 100_000) + #""}]}"#,
      expected:
        "s.json:1:88: error: views[0].text: text is longer than 2000 characters (100000); "
        + "the limit is 2000"),
    ScenarioErrorCase(
      name: "a 100 KB view id",
      json: #"{"version": 1, "views": [{"id": ""# + String(repeating: "v", count: 100_000)
        + #"", "frame": [0, 0, 10, 10]}]}"#,
      expected:
        "s.json:1:33: error: views[0].id: id is longer than 200 characters (100000); "
        + "the limit is 200"),
    ScenarioErrorCase(
      name: "a 100 KB id in a script step",
      json: #"{"version": 1, "script": [{"tap": {"on": ""# + String(repeating: "v", count: 100_000)
        + #""}}]}"#,
      expected:
        "s.json:1:42: error: script[0].tap.on: on is longer than 200 characters (100000); "
        + "the limit is 200"),
    ScenarioErrorCase(
      name: "a lone high surrogate",
      json: #"{"version": 1, "name": "a\ud800b"}"#,
      expected:
        #"s.json:1:26: error: lone UTF-16 surrogate \ud800 in a string: a \uD800–\uDBFF escape "#
        + #"must be followed by a \uDC00–\uDFFF one"#),
    ScenarioErrorCase(
      name: "a high surrogate before an escape that is not a low one",
      json: "{\"version\": 1,\n \"name\": \"\\uD83D\\u0041\"}",
      expected:
        #"s.json:2:11: error: lone UTF-16 surrogate \ud83d in a string: a \uD800–\uDBFF escape "#
        + #"must be followed by a \uDC00–\uDFFF one"#),
    ScenarioErrorCase(
      name: "a lone low surrogate",
      json: #"{"version": 1, "name": "\udc00"}"#,
      expected:
        #"s.json:1:25: error: lone UTF-16 surrogate \udc00 in a string: a \uDC00–\uDFFF escape "#
        + #"must follow a \uD800–\uDBFF one"#),
  ]

  @Test("Each is one located error", arguments: cases)
  func located(_ errorCase: ScenarioErrorCase) { errorCase.check() }

  @Test("A surrogate pair decodes to its character, positions after it unchanged")
  func surrogatePair() throws {
    let json = #"{"version": 1, "name": "\ud83d\ude00", "fps": 0}"#
    #expect(throws: ScenarioError.self) { try Scenario.decode(Data(json.utf8), file: "s.json") }
    do {
      _ = try Scenario.decode(Data(json.utf8), file: "s.json")
    } catch {
      #expect(error.description == "s.json:1:47: error: fps: fps must be between 1 and 240 (got 0)")
    }
    let good = #"{"version": 1, "name": "\ud83d\ude00"}"#
    #expect(try Scenario.decode(Data(good.utf8), file: "s.json").name == "😀")
  }

  @Test("A name that comes from the file gets the checks of 'name', and is printed escaped")
  func fileDerivedName() {
    do {
      _ = try Scenario.decode(Data(#"{"version": 1}"#.utf8), file: "dir/bad\nname\u{1B}[2J.json")
      Issue.record("expected an error")
    } catch {
      #expect(
        error.description
          == #"dir/bad\nname\u{1B}[2J.json: error: the scenario has no "name", so its file name "#
          + "gives it one, which names the output folder of the scenario, so it must be a plain "
          + #"file name (not empty, '.', '..', and without '/' or control characters; "#
          + #"got 'bad\nname\u{1B}[2J'); rename the file or add a "name""#)
    }
    let long = String(repeating: "n", count: 201)
    do {
      _ = try Scenario.decode(Data(#"{"version": 1}"#.utf8), file: long + ".json")
      Issue.record("expected an error")
    } catch {
      #expect(
        error.description
          == "\(long).json: error: the scenario has no \"name\", so its file name gives it one, "
          + "which is 201 bytes long; output file names add to it ('NAME-animation.png') and "
          + "stop at 255 bytes, so it may have at most 200; rename the file or add a \"name\"")
    }
    // A good "name" makes the file's name irrelevant.
    #expect(
      (try? Scenario.decode(Data(#"{"version": 1, "name": "ok"}"#.utf8), file: "bad\nname.json"))?
        .name == "ok")
  }

  @Test("Terminal escaping shows control and bidirectional characters, keeps the rest")
  func terminalEscaping() {
    #expect(
      TerminalText.escape("a\u{1B}[31mb\tc\rd\u{7F}\u{9B}\u{202E}é")
        == #"a\u{1B}[31mb\tc\rd\u{7F}\u{9B}\u{202E}é"#)
    #expect(TerminalText.escape("one\ntwo") == #"one\ntwo"#)
    #expect(TerminalText.escape("one\ntwo", keepingLineFeeds: true) == "one\ntwo")
    #expect(TerminalText.escape("plain 😀") == "plain 😀")
  }

  @Test("The position map of numbers nested 198 deep stays proportional to the file")
  func deepNumbers() throws {
    // 198 arrays deep, then 200,000 numbers: "[[[…[0,0,0,…]…]]]" (the 6 MB file of 3 M numbers
    // that needed 2.34 GB has the same shape).
    let depth = 198
    let count = 200_000
    var text = String(repeating: "[", count: depth)
    text += Array(repeating: "0", count: count).joined(separator: ",")
    text += String(repeating: "]", count: depth)
    let map = try JSONSourceMap(text: text)
    // 4 bytes per scalar, 8 per line, 16 per value, never a path string per value (198 levels ×
    // 200,000 values). The densest JSON, a one-digit number and a comma per value, is 2 bytes
    // for 2 × 4 + 16 bytes of map: 12 times the file, plus 20 bytes for each of the at most 200
    // levels of nesting (a 1-byte "[" with its node) and the first line's start.
    let values = count + depth
    #expect(map.storageBytes == text.unicodeScalars.count * 4 + 8 + values * 16)
    #expect(map.storageBytes <= 12 * text.utf8.count + 20 * depth + 8)
    let deepest = Array(repeating: JSONPathComponent.index(0), count: depth - 1)
    #expect(
      map.position(ofValueAt: deepest + [.index(199_999)])
        == .init(line: 1, column: depth + 1 + 2 * 199_999))
    #expect(map.kind(ofValueAt: deepest + [.index(5)]) == "a number")
    #expect(map.kind(ofValueAt: deepest + [.index(200_000)]) == nil)
    do {
      _ = try Scenario.decode(Data(text.utf8), file: "s.json")
      Issue.record("expected an error")
    } catch {
      #expect(error.description == "s.json:1:1: error: expected an object, found an array")
    }
  }

  @Test("Keys and values are found by path: members, elements, escaped keys, the nearest ancestor")
  func lookups() throws {
    let text = "{\"a\": [1, {\"b\\n\": true}],\n  \"c\": {\"d\": null}}"
    let map = try JSONSourceMap(text: text)
    #expect(map.position(ofValueAt: []) == .init(line: 1, column: 1))
    #expect(
      map.position(ofValueAt: [.key("a"), .index(1), .key("b\n")]) == .init(line: 1, column: 19))
    #expect(
      map.position(ofKeyAt: [.key("a"), .index(1), .key("b\n")]) == .init(line: 1, column: 12))
    #expect(map.position(ofKeyAt: [.key("c")]) == .init(line: 2, column: 3))
    #expect(map.position(ofValueAt: [.key("c"), .key("d")]) == .init(line: 2, column: 14))
    #expect(map.kind(ofValueAt: [.key("c"), .key("d")]) == "null")
    // A path that does not exist: its nearest ancestor's position, no kind, no key.
    #expect(
      map.position(ofValueAt: [.key("c"), .key("zz"), .index(3)]) == .init(line: 2, column: 8))
    #expect(map.kind(ofValueAt: [.key("c"), .key("zz")]) == nil)
    #expect(map.position(ofKeyAt: [.key("zz")]) == nil)
    #expect(map.position(ofValueAt: [.key("a"), .key("x")]) == .init(line: 1, column: 7))
  }
}
