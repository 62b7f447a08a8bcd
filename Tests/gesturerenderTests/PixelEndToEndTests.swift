import Foundation
import Renderer
import Testing

@Suite("Rendered frames of drag.json, read back pixel by pixel")
struct PixelEndToEndTests {
  @Test("At scale 2 and 3 the last frame shows the card at its final center", arguments: [2, 3])
  func finalFrame(scale: Int) throws {
    let output = try ToolRunner.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: output) }
    let result = try ToolRunner.run(
      ["Samples/drag.json", "-o", output.path, "--fps", "10", "--scale", "\(scale)"])
    #expect(result.exitCode == 0, "\(result.standardError)")
    // 2.8 s at 10 fps: the last frame is 28; the card ends centred at (180, 310), 100×100.
    let image = try RenderedImage(contentsOf: output.appendingPathComponent("frame-0028.png"))
    #expect(image.width == 375 * scale && image.height == 667 * scale)
    func pixel(_ x: Double, _ y: Double) -> [UInt8] {
      let p = image.pixel(x: Int(x * Double(scale)), y: Int(y * Double(scale)))
      return [p.r, p.g, p.b, p.a]
    }
    let blue: [UInt8] = [0x34, 0x78, 0xF6, 0xFF]
    let background: [UInt8] = [0xF2, 0xF2, 0xF7, 0xFF]
    // Below the centred caption, inside the card.
    #expect(pixel(180, 345) == blue)
    #expect(pixel(140, 270) == blue)
    // Just outside the card's edges, and far away.
    #expect(pixel(180, 362) == background)
    #expect(pixel(128, 310) == background)
    #expect(pixel(20, 20) == background)
  }
}
