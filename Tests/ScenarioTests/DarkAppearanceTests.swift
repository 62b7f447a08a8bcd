import Foundation
import GestureCore
import Renderer
import Testing

@testable import Scenario

@Suite("The scenario's appearance: dark system colours, read back from the PNG")
@MainActor
struct DarkAppearanceTests {
  /// A 375×667 iphone-se scene (scale 2) with a full-block label centred at (187.5, 100) pt,
  /// whose glyph covers the label's centre, in `appearance` (or the key left out).
  private func scenario(appearance: String?) throws -> Scenario {
    let key = appearance.map { #""appearance": "\#($0)", "# } ?? ""
    let json = """
      {"version": 1, \(key)"views": [
        {"id": "title", "type": "label", "frame": [87.5, 60, 200, 80], "text": "█",
         "fontSize": 60, "textAlignment": "center"}]}
      """
    return try Scenario.decode(Data(json.utf8), file: "s.json")
  }

  /// The RGBA of pixel (`x`, `y`) of the first frame, encoded to PNG and decoded again.
  private func pixel(_ scenario: Scenario, x: Int, y: Int) throws -> [UInt8] {
    let frame = try #require(scenario.makeSimulation().nextFrame())
    let renderer = try FrameRenderer(options: RenderOptions(scale: 2, showsTouches: false))
    let image = try RenderedImage(pngData: renderer.renderPNG(frame))
    let p = image.pixel(x: x, y: y)
    return [p.r, p.g, p.b, p.a]
  }

  @Test("Dark: systemBackground is #000000 and the label's text (label colour) is #FFFFFF")
  func dark() throws {
    let dark = try scenario(appearance: "dark")
    #expect(dark.appearance == .dark)
    // (10, 10) px is background; the label's centre (187.5, 100) pt is (375, 200) px.
    #expect(try pixel(dark, x: 10, y: 10) == [0, 0, 0, 255])
    #expect(try pixel(dark, x: 375, y: 200) == [255, 255, 255, 255])
  }

  @Test("Light, given or by default, stays white with black text")
  func light() throws {
    for appearance in ["light", nil] {
      let light = try scenario(appearance: appearance)
      #expect(light.appearance == .light)
      #expect(try pixel(light, x: 10, y: 10) == [255, 255, 255, 255])
      #expect(try pixel(light, x: 375, y: 200) == [0, 0, 0, 255])
    }
  }

  @Test("Setting appearance on a loaded scenario (what --appearance does) turns it dark")
  func override() throws {
    var scenario = try scenario(appearance: "light")
    scenario.appearance = .dark
    #expect(try pixel(scenario, x: 10, y: 10) == [0, 0, 0, 255])
  }

  @Test("User code reads traitCollection.userInterfaceStyle; an explicit background stays")
  func traitsInTheScene() throws {
    let json = """
      {"version": 1, "appearance": "dark", "backgroundColor": "#336699",
       "views": [{"id": "card", "frame": [0, 0, 10, 10]}]}
      """
    let scenario = try Scenario.decode(Data(json.utf8), file: "s.json")
    let simulation = scenario.makeSimulation()
    #expect(simulation.window.traitCollection.userInterfaceStyle == .dark)
    let card = try #require(simulation.window.descendant(withIdentifier: "card"))
    #expect(card.traitCollection.userInterfaceStyle == .dark)
    #expect(try pixel(scenario, x: 100, y: 100) == [0x33, 0x66, 0x99, 255])
  }

  @Test(
    "A bad appearance is a located error",
    arguments: [
      ScenarioErrorCase(
        name: "unknown word",
        json: #"{"version": 1, "appearance": "dim"}"#,
        expected: "s.json:1:30: error: appearance: appearance is 'light' or 'dark' (got 'dim')"),
      ScenarioErrorCase(
        name: "not a string",
        json: #"{"version": 1, "appearance": true}"#,
        expected: "s.json:1:30: error: appearance: expected a string, found true or false"),
    ])
  func errors(_ errorCase: ScenarioErrorCase) {
    errorCase.check()
  }
}
