import Foundation
import Testing

/// Hostile inputs seen from the command line: names that collide with a batch's own files,
/// control characters in file names, images outside the scenario's folder.
@Suite("Hostile input on the command line: refused up front, printed escaped")
struct HostileCommandLineTests {
  @Test("A batch scenario named index.html or review.md is refused before anything is written")
  func batchNameCollision() throws {
    let directory = try ToolRunner.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    for name in ["index.html", "Review.md"] {
      try Data(#"{"version": 1, "name": "\#(name)", "duration": 0.1}"#.utf8).write(
        to: directory.appendingPathComponent("x.json"))
      let good = ToolRunner.repository.appendingPathComponent("Samples/drag.json").path
      let result = try ToolRunner.run([good, "x.json", "-o", "out"], in: directory)
      #expect(result.exitCode == 64)
      #expect(
        result.standardError.hasPrefix(
          "x.json: error: the scenario is named '\(name)', the name of the batch's own "
            + "\(name.lowercased()) beside the scenarios' directories (give it another \"name\")\n")
      )
      #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out").path))
    }
    // Alone it is no batch: its outputs go into out/ itself, and nothing collides.
    let alone = try ToolRunner.run(["x.json", "-o", "out", "--format", "png"], in: directory)
    #expect(alone.exitCode == 0, "\(alone.standardError)")
  }

  @Test("A file name with an escape sequence and line breaks is printed escaped, on one line")
  func escapedFileName() throws {
    let directory = try ToolRunner.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let name = "bad\n\u{1B}[2Jname.json"
    try Data(#"{"version": 1, "fps": 0}"#.utf8).write(to: directory.appendingPathComponent(name))
    let result = try ToolRunner.run([name, "-o", "out"], in: directory)
    #expect(result.exitCode == 65)
    #expect(
      result.standardError
        == #"bad\n\u{1B}[2Jname.json:1:23: error: fps: fps must be between 1 and 240 (got 0)"#
        + "\n")
  }

  @Test("--allow-outside-images lets an image path leave the scenario's folder")
  func outsideImages() throws {
    let directory = try ToolRunner.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let sub = directory.appendingPathComponent("s")
    try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
    let png = ToolRunner.repository.appendingPathComponent("Samples/assets").path
    let images = try FileManager.default.contentsOfDirectory(atPath: png).filter {
      $0.hasSuffix(".png")
    }.sorted()
    let image = try #require(images.first)
    let json = """
      {"version": 1, "duration": 0, "views": [{"id": "pic", "type": "imageView",
        "frame": [0, 0, 10, 10], "image": "\(png)/\(image)"}]}
      """
    try Data(json.utf8).write(to: sub.appendingPathComponent("s.json"))
    let refused = try ToolRunner.run(["s/s.json", "-o", "out"], in: directory)
    #expect(refused.exitCode == 65)
    #expect(
      refused.standardError
        == "s/s.json:2:37: error: views[0].image: image paths are relative to the scenario's "
        + "folder and stay inside it ('\(png)/\(image)' leaves it); --allow-outside-images "
        + "allows images elsewhere\n")
    let allowed = try ToolRunner.run(
      ["s/s.json", "-o", "out", "--allow-outside-images", "--format", "png"], in: directory)
    #expect(allowed.exitCode == 0, "\(allowed.standardError)")
  }

  @Test("--sheet-every 1 that would pass the sheet's size limit fails before anything is written")
  func sheetEveryUpFront() throws {
    let directory = try ToolRunner.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let drag = ToolRunner.repository.appendingPathComponent("Samples/drag.json").path
    let result = try ToolRunner.run(
      [drag, "-o", "out", "--sheet-every", "1", "--fps", "240"], in: directory)
    // 2.8 s at 240 fps: 673 tiles in 5 columns of 196 pt (16 pt gap), 135 rows of 404 pt
    // under a 52 pt header, at @2x.
    #expect(result.exitCode == 64)
    #expect(
      result.standardError.hasPrefix(
        "\(drag): error: --sheet-every 1: the sheet would be 1992×109200 pixels with 673 tiles; "
          + "the limit is 32767 on each side (select fewer frames, or a larger --sheet-every)\n"))
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out").path))
  }
}
