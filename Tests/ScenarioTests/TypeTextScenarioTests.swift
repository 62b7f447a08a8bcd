import Foundation
import Testing

@testable import GestureCore
@testable import Scenario

@Suite("The typeText step: keys at their times into the first responder")
@MainActor
struct TypeTextScenarioTests {
  @Test("Each key lasts 'interval'; '\\n' is return and '\\b' delete; the step's length")
  func decoding() throws {
    let json = """
      {"version": 1, "script": [{"typeText": {"text": "ab\\n\\b", "interval": 0.05}}]}
      """
    let scenario = try Scenario.decode(Data(json.utf8), file: "s.json")
    let step = try #require(scenario.document.script.first)
    #expect(abs(step.duration - 0.2) < 1e-12)
    guard case .typeText(let text, let interval) = step.action else {
      Issue.record("not a typeText step")
      return
    }
    #expect(KeyboardKey.keys(of: text) == [.character("a"), .character("b"), .return, .delete])
    #expect(interval == 0.05)
  }

  @Test("Mistakes are located: empty text, an unknown key")
  func errors() {
    let cases: [(String, String)] = [
      (
        #"{"version": 1, "script": [{"typeText": {"text": ""}}]}"#,
        "'text' must have at least one key"
      ),
      (
        #"{"version": 1, "script": [{"typeText": {"text": "a", "speed": 2}}]}"#,
        "unknown key 'speed'"
      ),
    ]
    for (json, message) in cases {
      #expect(throws: (any Error).self) { try Scenario.decode(Data(json.utf8), file: "s.json") }
      do {
        _ = try Scenario.decode(Data(json.utf8), file: "s.json")
      } catch {
        #expect("\(error)".contains(message), "\(error)")
      }
    }
  }
}
