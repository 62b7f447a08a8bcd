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

  /// The pixel at the middle of the right end of an off `UISwitch` at (100, 100) pt (the thumb
  /// sits at the left end), on a scene of `background` in `appearance`, at scale 2.
  private func offTrack(appearance: String, background: String) throws -> [UInt8] {
    let json = """
      {"version": 1, "appearance": "\(appearance)", "backgroundColor": "\(background)"}
      """
    let scenario = try Scenario.decode(Data(json.utf8), file: "s.json")
    let simulation = scenario.makeSimulation()
    let toggle = UISwitch(frame: CGRect(x: 100, y: 100, width: 51, height: 31))
    simulation.window.addSubview(toggle)
    let frame = try #require(simulation.nextFrame())
    let renderer = try FrameRenderer(options: RenderOptions(scale: 2, showsTouches: false))
    let image = try RenderedImage(pngData: renderer.renderPNG(frame))
    // (142, 115.5) pt: 9 pt inside the right end, on the track's centre line.
    let p = image.pixel(x: 284, y: 231)
    return [p.r, p.g, p.b, p.a]
  }

  /// `background` with (120, 120, 128) at `alpha` over it, each channel rounded: what the
  /// translucent `secondarySystemFill` track shows; the alpha is stored in 8 bits
  /// (0.32 → 82/255, 0.16 → 41/255), so a channel may differ from this by 1.
  private func composite(_ background: [Double], alpha: Double) -> [Double] {
    let a = (alpha * 255).rounded() / 255
    return zip([120.0, 120, 128], background).map { ($1 + a * ($0 - $1)).rounded() }
  }

  private func near(_ pixel: [UInt8], _ expected: [Double]) -> Bool {
    pixel[3] == 255 && zip(pixel, expected).allSatisfy { abs(Double($0) - $1) <= 1 }
  }

  @Test("An off switch's track is secondarySystemFill: dark grey in dark, light grey in light")
  func switchOffTrack() throws {
    // Dark over black: 0.32 × (120, 120, 128) ≈ (38, 38, 41).
    let black = try offTrack(appearance: "dark", background: "#000000")
    #expect(near(black, composite([0, 0, 0], alpha: 0.32)), "\(black)")
    #expect(near(black, [38, 38, 41]), "\(black)")
    // Dark over a grouped cell (#1C1C1E, 28, 28, 30): ≈ (57, 57, 61).
    let cell = try offTrack(appearance: "dark", background: "#1C1C1E")
    #expect(near(cell, composite([28, 28, 30], alpha: 0.32)), "\(cell)")
    #expect(near(cell, [57, 57, 61]), "\(cell)")
    // Light over white: 255 − 0.16 × (135, 135, 127) ≈ (233, 233, 235), iOS's light track.
    let white = try offTrack(appearance: "light", background: "#FFFFFF")
    #expect(near(white, composite([255, 255, 255], alpha: 0.16)), "\(white)")
    #expect(near(white, [233, 233, 235]), "\(white)")
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
