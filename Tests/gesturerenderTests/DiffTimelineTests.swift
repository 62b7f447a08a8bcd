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
    let review = try String(
      contentsOf: directory.appendingPathComponent("d/review.md"), encoding: .utf8)
    #expect(
      review.hasSuffix(
        """
        ### Timeline differences (main → branch)

        | view | property | largest difference | at | main | branch | frames |
        |---|---|---:|---|---:|---:|---|
        | card | center.x | 5.00 pt | frame 10 (1.000 s) | 200 | 195 | 1–15 |

        <sub>timeline tolerance 0.01 (points, degrees)</sub>

        """))
    let same = try ToolRunner.run(["diff", "a", "a", "-o", "d2"], in: directory)
    #expect(same.exitCode == 0)
    #expect(same.standardOutput.hasSuffix("timeline: no differences beyond 0.01\n"))
    let loose = try ToolRunner.run(
      ["diff", "a", "b", "-o", "d3", "--point-tolerance", "5", "--max-pixels", "100000"],
      in: directory)
    #expect(loose.exitCode == 0, "\(loose.standardOutput)")
  }
}

@Suite(
  "record and verify: a baseline of key frames and the timeline, compared in pixels and points")
struct BaselineTests {
  @Test("record keeps every 0.25 s and the last frame; a changed scenario fails verify in points")
  func recordThenVerify() throws {
    let directory = try ToolRunner.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    func write(end: Int) throws {
      let text = """
        {"version": 1, "name": "slide", "fps": 10,
         "views": [{"id": "card", "type": "imageView", "frame": [50, 50, 100, 100], "backgroundColor": "#3478F6"}],
         "behaviors": [{"type": "clamped-drag", "view": "card"}],
         "script": [{"down": {"point": [100, 100]}}, {"move": {"to": [\(end), 100], "duration": 1}},
                    {"up": {}}, {"wait": 0.5}]}
        """
      try Data(text.utf8).write(to: directory.appendingPathComponent("slide.json"))
    }
    try write(end: 200)
    let record = try ToolRunner.run(["record", "slide.json", "--baseline", "base"], in: directory)
    #expect(record.exitCode == 0, "\(record.standardError)")
    #expect(
      record.standardOutput.hasPrefix("slide: recorded 6 of 16 frames and timeline.json into "))
    // 0.25 s at 10 fps rounds to every 3rd frame (0.3 s), then the last.
    let files = try FileManager.default.contentsOfDirectory(
      atPath: directory.appendingPathComponent("base/slide").path
    ).sorted()
    #expect(
      files == [
        "frame-0000.png", "frame-0003.png", "frame-0006.png", "frame-0009.png", "frame-0012.png",
        "frame-0015.png", "timeline.json",
      ])
    let same = try ToolRunner.run(
      ["verify", "slide.json", "--baseline", "base", "--junit", "same.xml"], in: directory)
    #expect(same.exitCode == 0)
    #expect(
      try String(contentsOf: directory.appendingPathComponent("same.xml"), encoding: .utf8)
        == """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="gesturerender verify" tests="1" failures="0">
          <testsuite name="slide" tests="1" failures="0" errors="0" file="slide.json">
            <testcase classname="slide" name="matches the baseline" file="slide.json"/>
          </testsuite>
        </testsuites>

        """)
    #expect(
      same.standardOutput
        == "slide: matches the baseline (6 frames, timeline.json)\nverified 1 scenario: 1 match "
        + "the baseline, 0 differ\n")
    #expect(
      !FileManager.default.fileExists(
        atPath: directory.appendingPathComponent("verify-diff/slide").path))
    // A matching scenario leaves what is already in the diff folder alone.
    let notes = directory.appendingPathComponent("kept/slide/notes.txt")
    try FileManager.default.createDirectory(
      at: notes.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("mine".utf8).write(to: notes)
    let kept = try ToolRunner.run(
      ["verify", "slide.json", "--baseline", "base", "-o", "kept"], in: directory)
    #expect(kept.exitCode == 0)
    #expect(try Data(contentsOf: notes) == Data("mine".utf8))
    // The baseline itself, or a scenario's folder in it, is not an output.
    for output in ["base", "base/slide", "./base/slide/x"] {
      let refused = try ToolRunner.run(
        ["verify", "slide.json", "--baseline", "base", "-o", output], in: directory)
      #expect(refused.exitCode == 64)
      #expect(
        refused.standardError.hasPrefix(
          "\(output): error: verify's output directory must not be the baseline base or "
            + "inside a scenario's baseline\nusage: gesturerender verify "))
    }
    #expect(
      FileManager.default.fileExists(
        atPath: directory.appendingPathComponent("base/slide/timeline.json").path))
    try write(end: 195)
    let changed = try ToolRunner.run(
      ["verify", "slide.json", "--baseline", "base", "-o", "d", "--junit", "verify.xml"],
      in: directory)
    #expect(changed.exitCode == 3)
    let lines = changed.standardOutput.split(separator: "\n").map(String.init)
    // Frames 3, 6, 9, 12 and 15 show the card 1.5, 3, 4.5, 5 and 5 pt further left.
    #expect(
      lines.first?.hasPrefix("slide: differs from the baseline: 5 of 6 frames changed") == true)
    #expect(
      Array(lines.dropFirst()) == [
        "  card center.x: up to 5.00 pt at frame 10 (1.000 s; baseline 200, now 195), frames 1–15",
        "verified 1 scenario: 0 match the baseline, 1 differ",
      ])
    // The failure names the frames (the headline printed) and the value in points.
    let headline = try #require(lines.first)
    let pixels = try #require(
      headline.dropFirst("slide: differs from the baseline: ".count)
        .components(separatedBy: "; diff in ").first)
    #expect(pixels.hasPrefix("5 of 6 frames changed ("))
    let value =
      "card center.x: up to 5.00 pt at frame 10 (1.000 s; baseline 200, now 195), frames 1–15"
    #expect(
      try String(contentsOf: directory.appendingPathComponent("verify.xml"), encoding: .utf8)
        == """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="gesturerender verify" tests="1" failures="1">
          <testsuite name="slide" tests="1" failures="1" errors="0" file="slide.json">
            <testcase classname="slide" name="matches the baseline" file="slide.json">
              <failure message="differs from the baseline: \(pixels); \(value)" type="baseline">\(headline.replacingOccurrences(of: "&", with: "&amp;"))
          \(value)</failure>
            </testcase>
          </testsuite>
        </testsuites>

        """)
    #expect(
      FileManager.default.fileExists(
        atPath: directory.appendingPathComponent("d/slide/summary.json").path))
    // The review page shows the baseline's frames beside the ones rendered now, kept in now/.
    let page = try String(
      contentsOf: directory.appendingPathComponent("d/slide/index.html"), encoding: .utf8)
    #expect(
      page.contains(#"<img id="old-frame" data-field="old" src="../../base/slide/frame-0000.png">"#)
    )
    #expect(page.contains(#"<img id="frame" data-field="new" src="now/frame-0000.png">"#))
    #expect(
      try FileManager.default.contentsOfDirectory(
        atPath: directory.appendingPathComponent("d/slide/now").path
      ).sorted() == [
        "frame-0000.png", "frame-0003.png", "frame-0006.png", "frame-0009.png", "frame-0012.png",
        "frame-0015.png",
      ])
    // Verifying again into the same folder replaces the diff, its now/ frames included.
    let again = try ToolRunner.run(
      ["verify", "slide.json", "--baseline", "base", "-o", "d", "-q"], in: directory)
    #expect(again.exitCode == 3, "\(again.standardError)")
    #expect(
      try FileManager.default.contentsOfDirectory(
        atPath: directory.appendingPathComponent("d/slide/now").path
      ).count == 6)
    let recordReport = try ToolRunner.run(
      ["record", "slide.json", "--baseline", "base2", "--junit", "r.xml"], in: directory)
    #expect(recordReport.exitCode == 64)
    #expect(
      recordReport.standardError.hasPrefix(
        "error: '--junit' is an option of check, verify, merge, not of record\nusage: gesturerender record "))
    let unwritable = try ToolRunner.run(
      ["verify", "slide.json", "--baseline", "base", "--junit", "nowhere/v.xml"], in: directory)
    #expect(unwritable.exitCode == 73)
    #expect(
      unwritable.standardError.hasPrefix(
        "error: cannot write \(directory.appendingPathComponent("nowhere/v.xml").path): "))
    let missing = try ToolRunner.run(
      ["verify", "slide.json", "--baseline", "nowhere"], in: directory)
    #expect(missing.exitCode == 66)
    #expect(missing.standardError.hasPrefix("slide.json: error: no baseline for 'slide' in "))
  }
}
