import Foundation
import Renderer
import Testing

@Suite("progress-card.json: shadowPath, a CAShapeLayer ring and checkmark from user code")
struct ProgressCardEndToEndTests {
  @Test("The ring shows 25 % then 100 %, the checkmark appears, the card's path casts a shadow")
  func ringAndShadow() throws {
    let output = try ToolRunner.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: output) }
    let result = try ToolRunner.run(
      ["Samples/progress-card.json", "-o", output.path, "-q"],
      environment: ["GESTURERENDER_CACHE": CodeTwinTests.cache.path])
    try #require(result.exitCode == 0, "\(result.standardError)")
    let frames = try FileManager.default.contentsOfDirectory(atPath: output.path)
      .filter { $0.hasPrefix("frame-") && $0.hasSuffix(".png") }.sorted()
    let first = try RenderedImage(contentsOf: output.appendingPathComponent(frames.first!))
    let last = try RenderedImage(contentsOf: output.appendingPathComponent(frames.last!))
    // At scale 2; (x, y) in points.
    func pixel(_ image: RenderedImage, _ x: Double, _ y: Double) -> [UInt8] {
      let p = image.pixel(x: Int(x * 2), y: Int(y * 2))
      return [p.r, p.g, p.b, p.a]
    }
    let blue: [UInt8] = [0x00, 0x7A, 0xFF, 0xFF]  // systemBlue
    let track: [UInt8] = [0xE5, 0xE5, 0xEA, 0xFF]  // systemGray5
    let green: [UInt8] = [0x34, 0xC7, 0x59, 0xFF]  // systemGreen
    let background: [UInt8] = [0xF2, 0xF2, 0xF7, 0xFF]  // systemGroupedBackground
    // The ring's centre: the card's origin (24, 120) + the ring's (103.5, 24) + 60 = (187.5,
    // 204); the stroke is 12 pt wide about radius 54.
    let d = 54 * 0.5.squareRoot()
    #expect(pixel(first, 187.5 + d, 204 - d) == blue)  // between 12 and 3 o'clock
    #expect(pixel(first, 187.5, 258) == track)  // 6 o'clock
    #expect(pixel(first, 133.5, 204) == track)  // 9 o'clock
    #expect(pixel(last, 187.5, 258) == blue)
    #expect(pixel(last, 133.5, 204) == blue)
    #expect(pixel(last, 187.5 - d, 204 - d) == blue)
    // The checkmark (hidden at first) inside the ring: its corner at (0.42, 0.74) of the
    // 60 pt view at (157.5, 174).
    #expect(pixel(first, 157.5 + 25.2, 174 + 44.4) != green)
    #expect(pixel(last, 157.5 + 25.2, 174 + 44.4) == green)
    // The shadow of the card's path (bottom edge y = 360, 8 pt down, σ = 12): darker just
    // below the card, untouched past 360 + 8 + 3σ = 404.
    let below = pixel(first, 187.5, 366)
    #expect(below[0] < background[0] && below[2] < background[2], "\(below)")
    #expect(pixel(first, 187.5, 410) == background)
    #expect(pixel(first, 40, 200) == [0xFF, 0xFF, 0xFF, 0xFF])  // the card
  }
}
