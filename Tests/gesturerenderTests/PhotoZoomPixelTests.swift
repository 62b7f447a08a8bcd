import Foundation
import Renderer
import Testing

@Suite("photo-zoom.json: the pinched photo is drawn at the zoom the core computes (PNG read back)")
struct PhotoZoomPixelTests {
  @Test("At (240, 290) the sky at scale 1 is the sun at scale 3 after the bounce back")
  func zoomedPixels() throws {
    let output = try ToolRunner.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: output) }
    let result = try ToolRunner.run(["Samples/photo-zoom.json", "-o", output.path, "--no-touches"])
    #expect(result.exitCode == 0, "\(result.standardError)")
    func pixel(_ frame: Int, _ x: Double, _ y: Double) throws -> [Int] {
      let image = try RenderedImage(
        contentsOf: output.appendingPathComponent(String(format: "frame-%04d.png", frame)))
      let p = image.pixel(x: Int(x * 2), y: Int(y * 2))
      return [Int(p.r), Int(p.g), Int(p.b)]
    }
    func near(_ a: [Int], _ b: [Int]) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) <= 2 } }
    // The scroll view's top is at y 230, so (240, 290) is (240, 60) in it. At scale 1 that is
    // the photo's (240, 60): sky (#7EC8F2), 60 pt from the sun's centre (300, 60), outside
    // its 50 pt glow. The pinch ends at scale 3 with offset (600, 120) (the sun's centre under
    // the fingers, 1.27 s): (240, 60) shows the content's (840, 180), the photo's (280, 60),
    // 20 pt from the centre, inside the 30 pt sun (#FFD23F). Frame 80 is at 1.33 s.
    let sky = try pixel(0, 240, 290)
    let sun = try pixel(80, 240, 290)
    #expect(near(sky, [0x7E, 0xC8, 0xF2]), "\(sky)")
    #expect(near(sun, [0xFF, 0xD2, 0x3F]), "\(sun)")
  }
}
