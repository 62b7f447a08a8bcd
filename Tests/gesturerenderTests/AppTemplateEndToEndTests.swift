import Foundation
import Renderer
import Testing

@Suite("app-template.json: Xcode's app template compiled as written and launched as on iOS")
struct AppTemplateEndToEndTests {
  @Test("check passes: launch order, didBecomeActive, pasteboard, nil-targeted action, open URL")
  func checkPasses() throws {
    let result = try ToolRunner.run(
      ["check", "Samples/app-template.json"],
      environment: ["GESTURERENDER_CACHE": CodeTwinTests.cache.path])
    #expect(result.exitCode == 0, "\(result.standardOutput)\(result.standardError)")
  }

  @Test("The scene delegate's window shows its navigation controller: a bar, the screen below")
  func sceneWindowDrawn() throws {
    let output = try ToolRunner.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: output) }
    let result = try ToolRunner.run(
      ["Samples/app-template.json", "-o", output.path, "-q", "--at", "0"],
      environment: ["GESTURERENDER_CACHE": CodeTwinTests.cache.path])
    try #require(result.exitCode == 0, "\(result.standardError)")
    let image = try RenderedImage(contentsOf: output.appendingPathComponent("frame-0000.png"))
    // iphone-se at scale 2: 750 × 1334 pixels, the scene's window covering the screen.
    #expect(image.width == 750)
    #expect(image.height == 1334)
    // Below the 64 pt bar the screen is systemBackground (white in light appearance).
    let p = image.pixel(x: 700, y: 1200)
    #expect([p.r, p.g, p.b] == [255, 255, 255])
  }
}
