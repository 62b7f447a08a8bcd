import Foundation
import Renderer
import Testing

@Suite("Two fingers down draw two touch indicators (PNG read back)")
struct MultiTouchPixelTests {
  @Test("Mid-pinch, the pixels under both fingers change and the point between them does not")
  func twoIndicators() throws {
    let directory = try ToolRunner.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let scenario = directory.appendingPathComponent("pinch.json")
    try Data(
      """
      {"version": 1, "device": "iphone-se", "fps": 10, "backgroundColor": "#FFFFFF",
       "script": [{"pinch": {"point": [187.5, 300], "from": 100, "to": 300, "duration": 1}}]}
      """.utf8
    ).write(to: scenario)
    func frame(_ flags: [String]) throws -> RenderedImage {
      let output = directory.appendingPathComponent(flags.isEmpty ? "on" : "off")
      let result = try ToolRunner.run([scenario.path, "-o", output.path] + flags)
      #expect(result.exitCode == 0, "\(result.standardError)")
      return try RenderedImage(contentsOf: output.appendingPathComponent("frame-0005.png"))
    }
    let shown = try frame([])
    let hidden = try frame(["--no-touches"])
    // At 0.5 s the fingers are 200 pt apart: at x 87.5 and 287.5 on y 300.
    func pixel(_ image: RenderedImage, _ x: Double, _ y: Double) -> [UInt8] {
      let p = image.pixel(x: Int(x * 2), y: Int(y * 2))
      return [p.r, p.g, p.b, p.a]
    }
    #expect(pixel(hidden, 87.5, 300) == [255, 255, 255, 255])
    #expect(pixel(shown, 87.5, 300) != pixel(hidden, 87.5, 300))
    #expect(pixel(shown, 287.5, 300) != pixel(hidden, 287.5, 300))
    #expect(pixel(shown, 187.5, 300) == pixel(hidden, 187.5, 300))
    #expect(pixel(shown, 187.5, 300) == [255, 255, 255, 255])
  }
}
