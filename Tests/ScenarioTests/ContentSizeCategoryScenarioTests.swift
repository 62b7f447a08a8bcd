import Foundation
import GestureCore
import Testing

@testable import Scenario

@Suite("The scenario's contentSizeCategory: the screen's Dynamic Type text size")
@MainActor
struct ContentSizeCategoryScenarioTests {
  private func scenario(_ keys: String) throws -> Scenario {
    let json = """
      {"version": 1, \(keys)"views": [{"id": "card", "frame": [20, 20, 100, 100]}]}
      """
    return try Scenario.decode(Data(json.utf8), file: "s.json")
  }

  @Test("The key sets every view's category; large without it; the override wins")
  func category() throws {
    let large = try scenario("")
    #expect(large.contentSizeCategory == .large)
    var scenario = try scenario(#""contentSizeCategory": "accessibilityExtraLarge", "#)
    #expect(scenario.contentSizeCategory == .accessibilityExtraLarge)
    let simulation = scenario.makeSimulation()
    let card = try #require(simulation.window.descendant(withIdentifier: "card"))
    #expect(card.traitCollection.preferredContentSizeCategory == .accessibilityExtraLarge)
    #expect(
      UIFont.preferredFont(forTextStyle: .body, compatibleWith: card.traitCollection).pointSize
        == 40)
    scenario.contentSizeCategory = .extraSmall
    let small = scenario.makeSimulation().window
    #expect(small.traitCollection.preferredContentSizeCategory == .extraSmall)
  }

  @Test(
    "A bad contentSizeCategory is a located error naming the twelve",
    arguments: [
      ScenarioErrorCase(
        name: "unknown word",
        json: #"{"version": 1, "contentSizeCategory": "xxxl"}"#,
        expected:
          "s.json:1:39: error: contentSizeCategory: contentSizeCategory is one of 'extraSmall', "
          + "'small', 'medium', 'large', 'extraLarge', 'extraExtraLarge', 'extraExtraExtraLarge', "
          + "'accessibilityMedium', 'accessibilityLarge', 'accessibilityExtraLarge', "
          + "'accessibilityExtraExtraLarge', 'accessibilityExtraExtraExtraLarge' (got 'xxxl')"),
      ScenarioErrorCase(
        name: "not a string",
        json: #"{"version": 1, "contentSizeCategory": 3}"#,
        expected: "s.json:1:39: error: contentSizeCategory: expected a string, found a number"),
    ])
  func errors(_ errorCase: ScenarioErrorCase) {
    errorCase.check()
  }
}
