import Foundation
import Renderer
import Testing

@Suite("--interface-level on render and check")
struct InterfaceLevelOptionTests {
  /// A scenario without a background colour (so `systemBackground`) and no script: one frame.
  private let scenario = #"{"version": 1, "name": "still", "duration": 0}"#

  @Test("render --interface-level elevated in dark draws systemBackground 28, 28, 30")
  func render() throws {
    let directory = try ToolRunner.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data(scenario.utf8).write(to: directory.appendingPathComponent("still.json"))
    for (arguments, expected) in [
      (["--appearance", "dark", "--interface-level", "elevated"], [UInt8]([28, 28, 30, 255])),
      (["--appearance", "dark", "--interface-level=base"], [0, 0, 0, 255]),
      (["--appearance", "dark"], [0, 0, 0, 255]),
      (["--interface-level", "elevated"], [255, 255, 255, 255]),
    ] {
      let output = directory.appendingPathComponent("out-\(arguments.joined())")
      let result = try ToolRunner.run(
        ["still.json", "-o", output.path, "--no-page"] + arguments, in: directory)
      #expect(result.exitCode == 0, "\(result.standardError)")
      let image = try RenderedImage(contentsOf: output.appendingPathComponent("frame-0000.png"))
      let p = image.pixel(x: 100, y: 100)
      #expect([p.r, p.g, p.b, p.a] == expected, "\(arguments)")
    }
  }

  @Test(
    "A word other than base or elevated is a usage error, exit 64",
    arguments: [["still.json", "-o", "out"], ["check", "still.json"]])
  func badValue(_ command: [String]) throws {
    let directory = try ToolRunner.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data(scenario.utf8).write(to: directory.appendingPathComponent("still.json"))
    let result = try ToolRunner.run(command + ["--interface-level", "high"], in: directory)
    #expect(result.exitCode == 64)
    #expect(
      result.standardError.hasPrefix(
        "error: '--interface-level' takes base or elevated (got 'high')\n"))
  }
}

@Suite("--content-size on render and check")
struct ContentSizeOptionTests {
  private let scenario = #"{"version": 1, "name": "still", "duration": 0}"#

  @Test("render and check take the twelve names")
  func accepted() throws {
    let directory = try ToolRunner.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data(scenario.utf8).write(to: directory.appendingPathComponent("still.json"))
    let output = directory.appendingPathComponent("out")
    let render = try ToolRunner.run(
      ["still.json", "-o", output.path, "--no-page", "--content-size", "accessibilityLarge"],
      in: directory)
    #expect(render.exitCode == 0, "\(render.standardError)")
    let check = try ToolRunner.run(
      ["check", "still.json", "--content-size=extraSmall"], in: directory)
    #expect(check.exitCode == 0, "\(check.standardError)")
  }

  @Test(
    "Another word is a usage error, exit 64, escaped",
    arguments: [["still.json", "-o", "out"], ["check", "still.json"]])
  func badValue(_ command: [String]) throws {
    let directory = try ToolRunner.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data(scenario.utf8).write(to: directory.appendingPathComponent("still.json"))
    let result = try ToolRunner.run(command + ["--content-size", "xxxl\u{1B}"], in: directory)
    #expect(result.exitCode == 64)
    #expect(
      result.standardError.hasPrefix(
        "error: '--content-size' takes extraSmall, small, medium, large, extraLarge, "
          + "extraExtraLarge, extraExtraExtraLarge, accessibilityMedium, accessibilityLarge, "
          + "accessibilityExtraLarge, accessibilityExtraExtraLarge, "
          + "accessibilityExtraExtraExtraLarge (got 'xxxl\\u{1B}')\n"))
  }
}
