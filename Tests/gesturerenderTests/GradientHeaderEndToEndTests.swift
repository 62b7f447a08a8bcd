import Foundation
import Renderer
import Testing

@Suite("gradient-header.json: user code's insertSublayer gradient, drawn below the title")
struct GradientHeaderEndToEndTests {
  @Test("The gradient runs systemBlue to systemTeal under the white title; the card moves off it")
  func gradientHeader() throws {
    let output = try ToolRunner.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: output) }
    let result = try ToolRunner.run(
      ["Samples/gradient-header.json", "-o", output.path],
      environment: ["GESTURERENDER_CACHE": CodeTwinTests.cache.path])
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("5 expectations held"), "\(result.standardOutput)")
    func image(_ frame: Int) throws -> RenderedImage {
      try RenderedImage(
        contentsOf: output.appendingPathComponent(String(format: "frame-%04d.png", frame)))
    }
    /// The pixel at device pixel (x, y) of the 2× frame, as [r, g, b].
    func rgb(_ image: RenderedImage, _ x: Int, _ y: Int) -> [Int] {
      let p = image.pixel(x: x, y: y)
      return [Int(p.r), Int(p.g), Int(p.b)]
    }
    func near(_ a: [Int], _ b: [Int], within tolerance: Int = 1) -> Bool {
      zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }
    let first = try image(5)
    let last = try image(42)
    // The header is 440 px high at 2×; row y is sampled at t = (y + 0.5) / 440 from systemBlue
    // (0, 122, 255) to systemTeal (48, 176, 199): t = 0.0011 at the top row, 0.9989 at row 439
    // (read at the end, when the card's shadow no longer darkens the header's bottom).
    #expect(near(rgb(first, 20, 0), [0, 122, 255]), "\(rgb(first, 20, 0))")
    #expect(near(rgb(last, 20, 439), [48, 176, 199]), "\(rgb(last, 20, 439))")
    // Below the header, the root view's systemBackground.
    #expect(rgb(last, 20, 441) == [255, 255, 255])
    // The white title is drawn over the gradient: white pixels in its 670 × 80 px box.
    var white = 0
    for y in 120..<200 {
      for x in 40..<710 where rgb(first, x, y).allSatisfy({ $0 > 240 }) { white += 1 }
    }
    #expect(white > 500, "\(white) white pixels in the title")
    // The card's ring (a sublayer added after the card's label): its 4 pt teal border's left
    // side spans x 295…299 pt at y 200 pt, over the white card.
    #expect(near(rgb(first, 594, 400), [48, 176, 199]), "\(rgb(first, 594, 400))")
    #expect(rgb(first, 620, 400) == [255, 255, 255])
    // At the end the card is 190 pt lower: where it was, the gradient shows again, at
    // t = 400.5 / 440: (43.7, 171.2, 204.0).
    #expect(near(rgb(last, 200, 400), [44, 171, 204]), "\(rgb(last, 200, 400))")
  }
}
