import Foundation
import Testing

@Suite("diff compares the timelines: differences in points, with the runs' names")
struct DiffTimelineTests {
  /// A clamped-drag card at 10 fps grabbed at its center (100, 100) and moved to `end` in 1 s.
  private func scenario(end: Int) -> String {
    """
    {"version": 1, "name": "slide", "fps": 10,
     "views": [{"id": "card", "type": "imageView", "frame": [50, 50, 100, 100], "backgroundColor": "#3478F6"}],
     "behaviors": [{"type": "clamped-drag", "view": "card"}],
     "script": [{"down": {"point": [100, 100]}}, {"move": {"to": [\(end), 100], "duration": 1}},
                {"up": {}}, {"wait": 0.5}]}
    """
  }

  @Test("The card ends 5 pt short: named in points from frame 1, labelled main and branch, exit 3")
  func shortDrag() throws {
    let directory = try ToolRunner.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    for (name, end) in [("a", 200), ("b", 195)] {
      try Data(scenario(end: end).utf8).write(to: directory.appendingPathComponent("\(name).json"))
      let render = try ToolRunner.run(
        ["\(name).json", "-o", name, "--scale", "1", "-q", "--no-page"], in: directory)
      try #require(render.exitCode == 0, "\(render.standardError)")
    }
    let result = try ToolRunner.run(
      ["diff", "a", "b", "-o", "d", "--old-name", "main", "--new-name", "branch"], in: directory)
    #expect(result.exitCode == 3)
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("diff: 15 of 16 frames changed") == true)
    // Old x = 100 + 10·t·10, new x = 100 + 9.5·t·10 while the finger moves: 0.5 pt per frame.
    #expect(
      Array(lines.dropFirst()) == [
        "timeline: 1 difference beyond 0.01 (main → branch):",
        "  card center.x: up to 5.00 pt at frame 10 (1.000 s; main 200, branch 195), frames 1–15",
      ])
    let same = try ToolRunner.run(["diff", "a", "a", "-o", "d2"], in: directory)
    #expect(same.exitCode == 0)
    #expect(same.standardOutput.hasSuffix("timeline: no differences beyond 0.01\n"))
    let loose = try ToolRunner.run(
      ["diff", "a", "b", "-o", "d3", "--point-tolerance", "5", "--max-pixels", "100000"],
      in: directory)
    #expect(loose.exitCode == 0, "\(loose.standardOutput)")
  }
}
