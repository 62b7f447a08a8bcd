import Foundation
import GestureCore
import Testing

@testable import Scenario

@Suite("The scenario's layoutDirection: the app's layout direction")
@MainActor
struct LayoutDirectionScenarioTests {
  private func scenario(_ keys: String) throws -> Scenario {
    let json = """
      {"version": 1, \(keys)"views": [{"id": "card", "frame": [20, 20, 100, 100]}]}
      """
    return try Scenario.decode(Data(json.utf8), file: "s.json")
  }

  @Test("The key sets the app's direction; left to right without it; the override wins")
  func direction() throws {
    let plain = try scenario("")
    #expect(plain.layoutDirection == .leftToRight)
    var scenario = try scenario(#""layoutDirection": "rightToLeft", "#)
    #expect(scenario.layoutDirection == .rightToLeft)
    let window = scenario.makeSimulation().window
    let card = try #require(window.descendant(withIdentifier: "card"))
    #expect(card.traitCollection.layoutDirection == .rightToLeft)
    #expect(card.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    #expect(window.application.userInterfaceLayoutDirection == .rightToLeft)
    scenario.layoutDirection = .leftToRight
    let ltr = scenario.makeSimulation().window
    #expect(ltr.traitCollection.layoutDirection == .leftToRight)
  }

  @Test(
    "A bad layoutDirection is a located error naming the two",
    arguments: [
      ScenarioErrorCase(
        name: "unknown word",
        json: #"{"version": 1, "layoutDirection": "rtl"}"#,
        expected:
          "s.json:1:35: error: layoutDirection: layoutDirection is 'leftToRight' or "
          + "'rightToLeft' (got 'rtl')"),
      ScenarioErrorCase(
        name: "not a string",
        json: #"{"version": 1, "layoutDirection": true}"#,
        expected: "s.json:1:35: error: layoutDirection: expected a string, found true or false"),
    ])
  func errors(_ errorCase: ScenarioErrorCase) {
    errorCase.check()
  }
}
