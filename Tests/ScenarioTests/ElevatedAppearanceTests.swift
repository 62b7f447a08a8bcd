import Foundation
import GestureCore
import Renderer
import Testing

@testable import Scenario

@Suite("The scenario's interfaceLevel: elevated dark backgrounds, read back from the PNG")
@MainActor
struct ElevatedAppearanceTests {
  /// A 375×667 iphone-se scene (scale 2) with no background colour, so the root view is
  /// `systemBackground`, and a card at (20, 20, 100, 100) pt, with the given keys.
  private func scenario(_ keys: String) throws -> Scenario {
    let json = """
      {"version": 1, \(keys)"views": [{"id": "card", "frame": [20, 20, 100, 100]}]}
      """
    return try Scenario.decode(Data(json.utf8), file: "s.json")
  }

  /// The RGB of pixel (`x`, `y`) of the first frame, encoded to PNG and decoded again.
  private func pixel(_ scenario: Scenario, x: Int, y: Int) throws -> [UInt8] {
    let frame = try #require(scenario.makeSimulation().nextFrame())
    let renderer = try FrameRenderer(options: RenderOptions(scale: 2, showsTouches: false))
    let image = try RenderedImage(pngData: renderer.renderPNG(frame))
    let p = image.pixel(x: x, y: y)
    return [p.r, p.g, p.b, p.a]
  }

  @Test("Dark, elevated: systemBackground is 28, 28, 30")
  func darkElevated() throws {
    let elevated = try scenario(#""appearance": "dark", "interfaceLevel": "elevated", "#)
    #expect(elevated.interfaceLevel == .elevated)
    // (500, 500) px is the root view, (250, 250) pt at scale 2.
    #expect(try pixel(elevated, x: 500, y: 500) == [28, 28, 30, 255])
    let simulation = elevated.makeSimulation()
    let card = try #require(simulation.window.descendant(withIdentifier: "card"))
    #expect(card.traitCollection.userInterfaceLevel == .elevated)
    #expect(card.traitCollection.userInterfaceStyle == .dark)
  }

  @Test("Dark at the base level, given or by default: 0, 0, 0")
  func darkBase() throws {
    for keys in [#""appearance": "dark", "interfaceLevel": "base", "#, #""appearance": "dark", "#] {
      let base = try scenario(keys)
      #expect(base.interfaceLevel == .base)
      #expect(try pixel(base, x: 500, y: 500) == [0, 0, 0, 255])
    }
  }

  @Test("Light does not change with the level: white")
  func lightElevated() throws {
    let light = try scenario(#""interfaceLevel": "elevated", "#)
    #expect(light.interfaceLevel == .elevated)
    #expect(try pixel(light, x: 500, y: 500) == [255, 255, 255, 255])
  }

  @Test("Setting interfaceLevel on a loaded scenario (what --interface-level does) elevates it")
  func override() throws {
    var scenario = try scenario(#""appearance": "dark", "#)
    scenario.interfaceLevel = .elevated
    #expect(try pixel(scenario, x: 500, y: 500) == [28, 28, 30, 255])
  }

  @Test(
    "A bad interfaceLevel is a located error",
    arguments: [
      ScenarioErrorCase(
        name: "unknown word",
        json: #"{"version": 1, "interfaceLevel": "high"}"#,
        expected:
          "s.json:1:34: error: interfaceLevel: interfaceLevel is 'base' or 'elevated' (got 'high')"
      ),
      ScenarioErrorCase(
        name: "not a string",
        json: #"{"version": 1, "interfaceLevel": 1}"#,
        expected: "s.json:1:34: error: interfaceLevel: expected a string, found a number"),
    ])
  func errors(_ errorCase: ScenarioErrorCase) {
    errorCase.check()
  }
}
