import Foundation
import Testing

/// A run that stops on a write error leaves no temporary file of another output behind: the
/// animated images and videos written frame by frame are abandoned with it.
@Suite("A failed run leaves no temporary file of its other outputs")
struct AbandonedOutputTests {
  @Test(
    "The APNG cannot be written: the GIF being written beside it is abandoned, not left",
    arguments: ["apng,gif", "webp,gif", "apng,gif,webp,png"])
  func otherOutputFails(formats: String) throws {
    let root = try ToolRunner.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    // A directory where the APNG and the WebP go: renaming either into place fails.
    for name in ["drag-animation.png", "drag.webp"] {
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent(name), withIntermediateDirectories: false)
    }
    let result = try ToolRunner.run(
      ["Samples/drag.json", "-o", root.path, "--format", formats, "--frames", "0-5", "-q"])
    #expect(result.exitCode == 1)
    let first = formats.hasPrefix("webp") ? "drag.webp" : "drag-animation.png"
    #expect(
      result.standardError
        == "Samples/drag.json: error: cannot write \(root.path)/\(first): a directory is in the "
        + "way\n")
    let left = try FileManager.default.contentsOfDirectory(atPath: root.path)
    #expect(left.filter { $0.hasPrefix(".") } == [], "\(left)")
    #expect(!left.contains("drag.gif"))
  }
}
