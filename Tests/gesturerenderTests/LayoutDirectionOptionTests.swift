import Foundation
import Testing

@Suite("--layout-direction on render and check")
struct LayoutDirectionOptionTests {
  /// A still scenario whose one view is pinned leading + 16, and expects x = 259 (375 − 16 −
  /// 100) as right-to-left layout places it.
  private let scenario = """
    {"version": 1, "name": "still", "duration": 0,
     "views": [{"id": "card", "constraints": ["card.leading == root.leading + 16",
       "card.top == root.top + 40", "card.width == 100", "card.height == 40"]}],
     "expect": [{"view": "card", "frame": [259, null, 100, null], "at": 0}]}
    """

  @Test("rtl flips the view; ltr leaves it at 16, so the expectation fails with exit 3")
  func accepted() throws {
    let directory = try ToolRunner.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data(scenario.utf8).write(to: directory.appendingPathComponent("still.json"))
    let output = directory.appendingPathComponent("out")
    let render = try ToolRunner.run(
      ["still.json", "-o", output.path, "--no-page", "--layout-direction", "rtl"], in: directory)
    #expect(render.exitCode == 0, "\(render.standardError)")
    let check = try ToolRunner.run(
      ["check", "still.json", "--layout-direction=rightToLeft"], in: directory)
    #expect(check.exitCode == 0, "\(check.standardError)")
    let ltr = try ToolRunner.run(
      ["check", "still.json", "--layout-direction", "ltr"], in: directory)
    #expect(ltr.exitCode == 3)
  }

  @Test(
    "Another word is a usage error, exit 64, escaped",
    arguments: [["still.json", "-o", "out"], ["check", "still.json"]])
  func badValue(_ command: [String]) throws {
    let directory = try ToolRunner.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data(scenario.utf8).write(to: directory.appendingPathComponent("still.json"))
    let result = try ToolRunner.run(command + ["--layout-direction", "up\u{1B}"], in: directory)
    #expect(result.exitCode == 64)
    #expect(
      result.standardError.hasPrefix(
        "error: '--layout-direction' takes ltr or rtl (got 'up\\u{1B}')\n"))
  }
}
