import Foundation
import Renderer
import Testing

@Suite("profile-card.json: the stack-view card grows and shrinks with its detail row")
struct ProfileCardEndToEndTests {
  @Test("The card ends at 319.5 pt collapsed, 334.9 pt mid-animation, 353 pt with the row")
  func cardHeight() throws {
    let output = try ToolRunner.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: output) }
    let result = try ToolRunner.run(["Samples/profile-card.json", "-o", output.path])
    #expect(result.exitCode == 0, "\(result.standardError)")
    func pixel(_ frame: Int, _ x: Double, _ y: Double) throws -> [UInt8] {
      let name = String(format: "frame-%04d.png", frame)
      let image = try RenderedImage(contentsOf: output.appendingPathComponent(name))
      let p = image.pixel(x: Int(x * 2), y: Int(y * 2))
      return [p.r, p.g, p.b, p.a]
    }
    let card: [UInt8] = [0xFF, 0xFF, 0xFF, 0xFF]
    let background: [UInt8] = [0xF2, 0xF2, 0xF7, 0xFF]
    // The card starts 60 pt down (20 pt status bar + 40) at x 16, 343 pt wide. Collapsed it
    // ends at 60 + 259.5; with the 17.5 pt row and 16 pt before it, at 353.
    #expect(try pixel(5, 40, 310) == card)
    #expect(try pixel(5, 40, 330) == background)
    #expect(try pixel(5, 10, 200) == background)
    // Frame 17 (0.567 s, 0.167 s into the 0.35 s ease-in-out): 274.9 pt high, so 334.9.
    #expect(try pixel(17, 40, 332) == card)
    #expect(try pixel(17, 40, 338) == background)
    #expect(try pixel(25, 40, 350) == card)
    #expect(try pixel(25, 40, 356) == background)
    // Hidden again by the second tap (1.1 s), back to 319.5 by 1.467 s.
    #expect(try pixel(45, 40, 330) == background)
    #expect(try pixel(45, 40, 310) == card)
  }
}
