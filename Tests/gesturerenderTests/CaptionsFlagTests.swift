import Foundation
import Renderer
import Testing

@Suite("--captions draws the gesture states on the frames")
struct CaptionsFlagTests {
  @Test("grid-reorder.json with --captions has a caption bar while the long press is on")
  func captionBar() throws {
    let plain = try ToolRunner.makeTemporaryDirectory()
    let captioned = try ToolRunner.makeTemporaryDirectory()
    defer {
      try? FileManager.default.removeItem(at: plain)
      try? FileManager.default.removeItem(at: captioned)
    }
    let arguments = ["Samples/grid-reorder.json", "--fps", "10", "--scale", "1"]
    let a = try ToolRunner.run(arguments + ["-o", plain.path])
    let b = try ToolRunner.run(arguments + ["-o", captioned.path, "--captions"])
    #expect(a.exitCode == 0 && b.exitCode == 0, "\(a.standardError)\(b.standardError)")
    // At 10 fps, frame 6 (0.6 s) is just after the long press began at 0.5 s. The bar spans
    // y 633…659 of the 667 pt canvas.
    func pixel(_ directory: URL, _ frame: String) throws -> [UInt8] {
      let image = try RenderedImage(contentsOf: directory.appendingPathComponent(frame))
      let p = image.pixel(x: 20, y: 646)
      return [p.r, p.g, p.b]
    }
    #expect(try pixel(plain, "frame-0006.png") == [255, 255, 255])
    #expect(try pixel(captioned, "frame-0006.png").allSatisfy { $0 < 90 })
    #expect(try pixel(captioned, "frame-0000.png") == [255, 255, 255])
  }
}
