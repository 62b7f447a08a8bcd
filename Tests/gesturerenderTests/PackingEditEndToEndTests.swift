import Foundation
import Renderer
import Testing

@Suite("packing-edit.json: a table in editing mode from user code, drawn")
struct PackingEditEndToEndTests {
  @Test("Red delete circles with white bars, the tapped one turned, the Delete button, grips")
  func editingControlsDrawn() throws {
    let output = try ToolRunner.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: output) }
    let result = try ToolRunner.run(
      ["Samples/packing-edit.json", "-o", output.path, "-q", "--at", "1.6"],
      environment: ["GESTURERENDER_CACHE": CodeTwinTests.cache.path])
    try #require(result.exitCode == 0, "\(result.standardError)")
    let image = try RenderedImage(contentsOf: output.appendingPathComponent("frame-0096.png"))
    // At scale 2; (x, y) in points.
    func pixel(_ x: Double, _ y: Double) -> [UInt8] {
      let p = image.pixel(x: Int(x * 2), y: Int(y * 2))
      return [p.r, p.g, p.b, p.a]
    }
    let red: [UInt8] = [0xFF, 0x3B, 0x30, 0xFF]  // systemRed
    let white: [UInt8] = [0xFF, 0xFF, 0xFF, 0xFF]
    // 52 pt rows from y = 64, the content 0.5 pt short of the separator: row 0's circle is
    // centred at (19, 64 + 25.75), 22 pt across, its 12 × 2 pt bar level.
    #expect(pixel(19, 89.75) == white)
    #expect(pixel(19, 89.75 - 6) == red)
    #expect(pixel(19 - 4, 89.75) == white)
    #expect(pixel(19, 89.75 + 14) == white)  // outside the circle
    // Row 1's control was tapped at 1.1 s: turned a quarter, its bar upright.
    #expect(pixel(19, 141.75 - 4) == white)
    #expect(pixel(19 - 4, 141.75) == red)
    // Its Delete button: 74 pt at the trailing edge, the row's height.
    #expect(pixel(305, 120) == red)
    #expect(pixel(298, 120) == white)
    // Row 0's grip: lines 18 × 2 pt from x = 347, at y 84, 89 and 94 (tertiaryLabel over
    // white: 255 − 0.3 · (255 − 60) ≈ 196), white between them.
    let line = pixel(356, 90)
    #expect(line[0] > 180 && line[0] < 210, "\(line)")
    #expect(pixel(356, 87.5) == white)
    #expect(pixel(340, 90) == white)
  }
}
