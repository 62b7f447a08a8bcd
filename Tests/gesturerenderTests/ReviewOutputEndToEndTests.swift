import Foundation
import Renderer
import Testing

@Suite("Review outputs from the built binary")
struct ReviewOutputEndToEndTests {
  static let formats = "png,svg,apng,gif,webp"

  @Test(
    "Every output is byte-identical across two runs (PNG, SVG, APNG, GIF, WebP, sheet, page, review.md)"
  )
  func determinism() throws {
    let a = try ToolRunner.makeTemporaryDirectory()
    let b = try ToolRunner.makeTemporaryDirectory()
    defer {
      try? FileManager.default.removeItem(at: a)
      try? FileManager.default.removeItem(at: b)
    }
    var arguments = [
      "Samples/drag.json", "--format", Self.formats, "--fps", "20", "--scale", "1", "--sheet",
      "--all-overlays",
    ]
    if VideoSink.locateFFmpeg() != nil { arguments[2] += ",mp4,webm" }
    let first = try ToolRunner.run(arguments + ["-o", a.path])
    #expect(first.exitCode == 0, "\(first.standardError)")
    #expect(try ToolRunner.run(arguments + ["-o", b.path]).exitCode == 0)
    let names = try FileManager.default.contentsOfDirectory(atPath: a.path).sorted()
    #expect(names == (try FileManager.default.contentsOfDirectory(atPath: b.path).sorted()))
    for name in [
      "drag-animation.png", "drag.gif", "drag.webp", "drag-sheet.png", "drag-sheet.svg",
      "index.html", "review.md", "timeline.json", "frame-0056.svg",
    ] {
      #expect(names.contains(name), "\(name) missing")
    }
    #expect(!names.contains { $0.hasPrefix(".") }, "no temporary file is left")
    for name in names {
      let same =
        try Data(contentsOf: a.appendingPathComponent(name))
        == Data(contentsOf: b.appendingPathComponent(name))
      #expect(same, "\(name) differs between runs")
    }
    // The report names each animation with its frame count, rate and size.
    #expect(first.standardOutput.contains("drag: rendered 57 frames ("))
    #expect(first.standardOutput.contains("drag.gif: "))
    #expect(first.standardOutput.contains(" frames at 20 fps"))
    #expect(first.standardError.isEmpty, "no progress bar when stderr is not a terminal")
  }

  @Test("60 fps GIF output says it was clamped to 50 fps")
  func gifClampReported() throws {
    let output = try ToolRunner.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: output) }
    let result = try ToolRunner.run([
      "Samples/drag.json", "--format", "gif", "--scale", "1", "-o", output.path,
    ])
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("60 fps clamped to 50 fps"))
    #expect(result.standardOutput.contains("at 50 fps"))
  }

  @Test("--frames, --at and --last-frame select the frames of every output")
  func selection() throws {
    let output = try ToolRunner.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: output) }
    let result = try ToolRunner.run([
      "Samples/drag.json", "--frames", "0-2,100-", "--at", "1s", "--last-frame", "--format",
      "png,apng",
      "--fps", "60", "--scale", "1", "-o", output.path,
    ])
    #expect(result.exitCode == 0, "\(result.standardError)")
    let pngs = try FileManager.default.contentsOfDirectory(atPath: output.path)
      .filter { $0.hasPrefix("frame-") }.sorted()
    // 0-2, 100-168 and 60 (1 s): 3 + 69 + 1 frames.
    #expect(pngs.count == 73)
    #expect(pngs.contains("frame-0060.png") && !pngs.contains("frame-0061.png"))
    #expect(result.standardOutput.contains("rendered 73 of 169 frames (png, apng) into "))
    // The timeline keeps every frame.
    let timeline = try Timeline(contentsOf: output.appendingPathComponent("timeline.json"))
    #expect(timeline.frames.count == 169)
  }

  @Test("Bad selections and missing ffmpeg fail before anything is written, with their codes")
  func errors() throws {
    let directory = try ToolRunner.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let drag = ToolRunner.repository.appendingPathComponent("Samples/drag.json").path
    let past = try ToolRunner.run([drag, "--frames", "500", "-o", "out"], in: directory)
    #expect(past.exitCode == 64)
    #expect(
      past.standardError.hasPrefix(
        "\(drag): error: frame 500 is past the last frame (168; the run has 169 frames)"))
    let bad = try ToolRunner.run([drag, "--frames", "a-b", "-o", "out"], in: directory)
    #expect(bad.exitCode == 64)
    #expect(bad.standardError.hasPrefix("error: '--frames': 'a-b' is not a frame number or range"))
    let video = try ToolRunner.run(
      [drag, "--format", "mp4", "-o", "out"], in: directory,
      environment: ["GESTURERENDER_FFMPEG": "/nonexistent/ffmpeg"])
    #expect(video.exitCode == 69)
    #expect(
      video.standardError.hasPrefix(
        "error: mp4 output needs ffmpeg, which was not found: GESTURERENDER_FFMPEG is set to "
          + "/nonexistent/ffmpeg, which is not an executable file"))
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out").path))
  }

  @Test(
    "diff: identical runs exit 0 with no changes; a changed scenario exits 3 and names the frames")
  func diff() throws {
    let directory = try ToolRunner.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let sample = try String(
      contentsOf: ToolRunner.repository.appendingPathComponent("Samples/drag.json"), encoding: .utf8
    )
    try sample.write(
      to: directory.appendingPathComponent("drag.json"), atomically: true, encoding: .utf8)
    // The same scenario with the card in another colour.
    let changed = sample.replacingOccurrences(of: "#3478F6", with: "#FF3B30")
    #expect(changed != sample)
    try changed.write(
      to: directory.appendingPathComponent("changed.json"), atomically: true, encoding: .utf8)
    for (name, file) in [("a", "drag.json"), ("b", "drag.json"), ("c", "changed.json")] {
      let result = try ToolRunner.run(
        [file, "--fps", "5", "--scale", "1", "-o", name], in: directory)
      #expect(result.exitCode == 0, "\(result.standardError)")
    }
    let same = try ToolRunner.run(["diff", "a", "b", "-o", "d1"], in: directory)
    #expect(same.exitCode == 0, "\(same.standardError)")
    #expect(same.standardOutput.hasPrefix("diff: no changes in 15 frames"))
    let summary =
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: directory.appendingPathComponent("d1/summary.json")))
      as! [String: Any]
    #expect(summary["framesChanged"] as? Int == 0 && summary["pixelsChanged"] as? Int == 0)
    let different = try ToolRunner.run(["diff", "a", "c", "-o", "d2", "-v"], in: directory)
    #expect(different.exitCode == 3)
    #expect(different.standardOutput.hasPrefix("diff: 15 of 15 frames changed"))
    #expect(different.standardOutput.contains("  frame 0: changed"))
    let files = try FileManager.default.contentsOfDirectory(
      atPath: directory.appendingPathComponent("d2").path)
    #expect(
      files.contains("diff-0000.png") && files.contains("diff-animation.png")
        && files.contains("review.md"))
    let missing = try ToolRunner.run(["diff", "a", "nowhere", "-o", "d3"], in: directory)
    #expect(missing.exitCode == 66)
    let usage = try ToolRunner.run(["diff", "a", "-o", "d3"], in: directory)
    #expect(usage.exitCode == 64)
    let help = try ToolRunner.run(["diff", "--help"])
    #expect(
      help.standardOutput.contains("--tolerance N")
        && help.standardOutput.contains("3 frames changed"))
  }

  @Test("A batch gets one page and one review.md linking every scenario")
  func batch() throws {
    let output = try ToolRunner.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: output) }
    let result = try ToolRunner.run([
      "Samples/drag.json", "Samples/drag-unclamped.json", "--fps", "5", "--scale", "1", "-o",
      output.path,
    ])
    #expect(result.exitCode == 0, "\(result.standardError)")
    let page = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(
      page.contains("href=\"drag/index.html\"")
        && page.contains("href=\"drag-unclamped/index.html\""))
    let markdown = try String(
      contentsOf: output.appendingPathComponent("review.md"), encoding: .utf8)
    #expect(markdown.contains("(drag/frame-0000.png)"))
    #expect(
      FileManager.default.fileExists(atPath: output.appendingPathComponent("drag/index.html").path))
  }
}
