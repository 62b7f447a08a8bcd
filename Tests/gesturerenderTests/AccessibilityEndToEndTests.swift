import Foundation
import Renderer
import Testing

/// Samples/accessible-settings.json: the settings screen at the largest accessibility text size,
/// rendered with `--accessibility` and checked with `check -o`.
@Suite("The accessibility figure of the settings sample, and check -o writing the timeline")
struct AccessibilityEndToEndTests {
  @Test("Frame 0: the legend widens it; the 30 × 30 info button has a red badge and red dashes")
  func figure() throws {
    let output = try ToolRunner.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: output) }
    let result = try ToolRunner.run(
      ["Samples/accessible-settings.json", "-o", output.path, "--accessibility", "--at", "0"])
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("7 expectations held"))
    let image = try RenderedImage(contentsOf: output.appendingPathComponent("frame-0000.png"))
    #expect(image.width == (375 + 280) * 2 && image.height == 667 * 2)
    func pixel(_ x: Double, _ y: Double) -> [UInt8] {
      let p = image.pixel(x: Int(x * 2), y: Int(y * 2))
      return [p.r, p.g, p.b, p.a]
    }
    // 0.9, 0.1, 0.1 and 0, 0.42, 0.9 in 8 bits: 229.5 and 25.5 may round either way.
    let red: [UInt8] = [0xE6, 0x1A, 0x1A, 0xFF]
    let blue: [UInt8] = [0x00, 0x6B, 0xE6, 0xFF]
    func close(_ a: [UInt8], _ b: [UInt8]) -> Bool {
      zip(a, b).allSatisfy { abs(Int($0) - Int($1)) <= 1 }
    }
    // The info button: 12 pt below the 20 pt status bar, 16 pt from the right edge, 30 × 30:
    // (329, 32)…(359, 62). Badge 1 is centred on its top left corner; 6 pt left of it is disc.
    #expect(close(pixel(323, 32), red))
    // Its bottom edge, 3 pt wide (59…62), dashed: both red and background along it.
    var ink = 0
    for x in stride(from: 335.25, to: 355, by: 0.5) where close(pixel(x, 60.5), red) { ink += 1 }
    #expect(ink > 10 && ink < 40)
    // Badge 2, the title, 4 pt below the button at x = 16: blue.
    #expect(close(pixel(10, 66), blue))
  }

  @Test("check -o DIR writes timeline.json with the code's print output, and draws nothing")
  func checkWritesTimeline() throws {
    let output = try ToolRunner.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: output) }
    let result = try ToolRunner.run(
      ["check", "Samples/accessible-settings.json", "-o", output.path])
    #expect(result.exitCode == 0, "\(result.standardOutput)\(result.standardError)")
    let files = try FileManager.default.contentsOfDirectory(atPath: output.path)
    #expect(files == ["timeline.json"])
    let data = try Data(contentsOf: output.appendingPathComponent("timeline.json"))
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let frames = try #require(json["frames"] as? [[String: Any]])
    #expect(frames.count == 28)
    let prints = frames.flatMap { ($0["events"] as? [[String: Any]]) ?? [] }
      .filter { $0["kind"] as? String == "print" }.compactMap { $0["detail"] as? String }
    #expect(prints == ["bluetooth on"])
  }
}
