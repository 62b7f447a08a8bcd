import Foundation
import Testing

/// A batch writes into `-o DIR/NAME/` and deletes stale frames there: never through a symbolic
/// link someone put in its place.
@Suite("A batch refuses a symbolic link as a scenario's output directory")
struct OutputLinkTests {
  @Test("A link at DIR/NAME is refused before anything is written, its target untouched")
  func linkedScenarioDirectory() throws {
    let root = try ToolRunner.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let output = root.appendingPathComponent("out")
    let target = root.appendingPathComponent("elsewhere")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
    // A frame file an earlier run would count as stale.
    try Data("keep".utf8).write(to: target.appendingPathComponent("frame-0099.png"))
    let link = output.appendingPathComponent("double-tap")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)

    let result = try ToolRunner.run(
      ["Samples/drag.json", "Samples/double-tap.json", "-o", output.path, "--frames", "0", "-q"])
    #expect(result.exitCode == 73)
    #expect(
      result.standardError
        == "\(link.path): error: the scenario's output directory is a symbolic link; a batch "
        + "writes and deletes files only in directories of its own (remove the link or choose "
        + "another -o)\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: target.path) == ["frame-0099.png"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: output.path) == ["double-tap"])
  }

  @Test("A shard checks only its own scenarios' directories")
  func otherShardsLink() throws {
    let root = try ToolRunner.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let output = root.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: output.appendingPathComponent("double-tap"), withDestinationURL: root)
    let result = try ToolRunner.run(
      [
        "Samples/drag.json", "Samples/double-tap.json", "-o", output.path, "--frames", "0", "-q",
        "--shard", "0/2",
      ])
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(
      FileManager.default.fileExists(
        atPath: output.appendingPathComponent("drag/frame-0000.png").path))
  }
}
