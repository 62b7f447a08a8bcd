import Foundation
import GestureCore
import Renderer
import Testing

@testable import Scenario

@Suite("Device chrome: status bar glyphs, cutouts, home indicator, corners, read back from PNGs")
@MainActor
struct DeviceChromeTests {
  /// The first frame of an empty scenario on `device`, with `"chrome": true`, drawn at the
  /// device's scale without touches, encoded to PNG and decoded again.
  private func image(device: String, appearance: String = "light") throws -> RenderedImage {
    let json =
      #"{"version": 1, "device": "\#(device)", "appearance": "\#(appearance)", "chrome": true}"#
    let scenario = try Scenario.decode(Data(json.utf8), file: "s.json")
    #expect(scenario.showsChrome)
    let frame = try #require(scenario.makeSimulation().nextFrame())
    let renderer = try FrameRenderer(
      options: RenderOptions(
        scale: scenario.device.scale, showsTouches: false, chrome: scenario.device.chrome,
        chromeStyle: scenario.appearance))
    return try RenderedImage(pngData: renderer.renderPNG(frame))
  }

  private func rgba(_ image: RenderedImage, _ x: Int, _ y: Int) -> [UInt8] {
    let p = image.pixel(x: x, y: y)
    return [p.r, p.g, p.b, p.a]
  }

  @Test("The status bar layout of iphone-15 and iphone-se, by the documented rule")
  func layouts() {
    // iphone-15: island 126 wide, so each ear is (393 − 126) / 2 = 133.5 pt; the group
    // 17 + 5 + 16 + 5 + 25 + 1.5 = 69.5 pt is centred in the right ear at 393 − 66.75, so it
    // starts at 291.5 and the battery at 291.5 + 17 + 5 + 16 + 5 = 334.5; the centre line is
    // the island's, 11.33 + 37.33 / 2 = 29.995.
    let island = Device.iPhone15.chrome.layout(screenWidth: 393)
    #expect(abs(Double(island.battery.minX) - 334.5) < 1e-9)
    #expect(abs(Double(island.battery.midY) - 29.995) < 1e-9)
    #expect(island.battery.size == CGSize(width: 25, height: 12))
    #expect(abs(Double(island.time.minY) - 18.995) < 1e-9)
    #expect(island.time.width == 133.5 && island.time.height == 22)
    // iphone-se: the battery ends 6 pt (plus the 1.5 pt nub) from the right edge, centred in
    // the 20 pt bar: x = 375 − 6 − 1.5 − 25 = 342.5, y = 10 − 6 = 4.
    let flat = Device.iPhoneSE.chrome.layout(screenWidth: 375)
    #expect(flat.battery == CGRect(x: 342.5, y: 4, width: 25, height: 12))
    #expect(flat.signal.minX == 6)
  }

  @Test("iphone-15 at scale 3: battery, island, home indicator and transparent corners")
  func iPhone15() throws {
    let image = try image(device: "iphone-15")
    #expect(image.width == 1179 && image.height == 2556)
    // The battery level (inset 2 pt: 336.5…357.5 × 25.995…33.995 pt) is opaque black: pixel
    // (1041, 90) is centred at (347.17, 30.17) pt.
    #expect(rgba(image, 1041, 90) == [0, 0, 0, 255])
    // The 1 pt outline at x 334.5…335.5 pt (px 1003.5…1006.5) is black at 0.35 over white:
    // 255 × (1 − 0.35) = 165.75.
    #expect(rgba(image, 1005, 90) == [166, 166, 166, 255])
    // Between Wi-Fi (ends 329.5 pt) and the battery, and past the nub (ends 361 pt): white.
    #expect(rgba(image, 996, 90) == [255, 255, 255, 255])
    #expect(rgba(image, 1089, 90) == [255, 255, 255, 255])
    // The island (133.5…259.5 × 11.33…48.66 pt) is black at its centre (196.5, 30) pt.
    #expect(rgba(image, 589, 90) == [0, 0, 0, 255])
    // The home indicator, 134 × 5 pt ending 8 pt above the bottom: 839…844 pt, centre 841.5.
    #expect(rgba(image, 589, 2524) == [0, 0, 0, 255])
    #expect(rgba(image, 589, 2515) == [255, 255, 255, 255])
    // Outside the 55 pt screen corners nothing is drawn.
    #expect(rgba(image, 0, 0) == [0, 0, 0, 0])
    #expect(rgba(image, 1178, 2555) == [0, 0, 0, 0])
    #expect(rgba(image, 600, 1200) == [255, 255, 255, 255])
  }

  @Test("iphone-se at scale 2: the battery at the right of the 20 pt bar, square corners")
  func iPhoneSE() throws {
    let image = try image(device: "iphone-se")
    // Level 344.5…365.5 × 6…14 pt; pixel (710, 20) is centred at (355.25, 10.25) pt.
    #expect(rgba(image, 710, 20) == [0, 0, 0, 255])
    // Outline at 342.5…343.5 pt: pixels 685 and 686.
    #expect(rgba(image, 686, 20) == [166, 166, 166, 255])
    #expect(rgba(image, 680, 20) == [255, 255, 255, 255])
    #expect(rgba(image, 0, 0) == [255, 255, 255, 255])
    // No home indicator.
    #expect(rgba(image, 375, 1320) == [255, 255, 255, 255])
  }

  @Test("In dark the glyphs and the home indicator are white on the black background")
  func dark() throws {
    let image = try image(device: "iphone-15", appearance: "dark")
    #expect(rgba(image, 1041, 90) == [255, 255, 255, 255])
    #expect(rgba(image, 1005, 90) == [89, 89, 89, 255])
    #expect(rgba(image, 996, 90) == [0, 0, 0, 255])
    #expect(rgba(image, 589, 2524) == [255, 255, 255, 255])
  }

  @Test("Chrome is only drawn: hit-testing and safe areas are the device's")
  func notHitTested() throws {
    let json = #"""
      {"version": 1, "device": "iphone-15", "chrome": true,
       "views": [{"id": "top", "frame": [300, 0, 93, 59]}]}
      """#
    let scenario = try Scenario.decode(Data(json.utf8), file: "s.json")
    let simulation = scenario.makeSimulation()
    let top = try #require(simulation.window.descendant(withIdentifier: "top"))
    #expect(simulation.window.hitTest(CGPoint(x: 347, y: 30), with: nil) === top)
    #expect(simulation.window.safeAreaInsets.top == 59)
  }

  @Test("chrome must be true or false")
  func badChrome() {
    ScenarioErrorCase(
      name: "chrome", json: #"{"version": 1, "chrome": "yes"}"#,
      expected: "s.json:1:26: error: chrome: expected true or false, found a string"
    ).check()
  }
}
