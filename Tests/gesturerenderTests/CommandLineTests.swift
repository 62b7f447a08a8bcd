import Foundation
import Testing

@Suite("Bad input: one clear error line, a documented exit code, no partial output")
struct CommandLineTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var scenario: String?
    var arguments: [String]
    var exitCode: Int32
    var message: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "nesting deeper than 200 levels", scenario: String(repeating: "[", count: 30_000),
      arguments: [], exitCode: 65,
      message: "bad.json:1:201: error: values nested deeper than 200 levels; a scenario never "
        + "needs that many (Foundation's decoder stops at 256)"),
    Case(
      name: "a fraction where a whole number goes",
      scenario:
        "{\"version\": 1, \"views\": [{\"id\": \"a\", \"frame\": [0,0,1,1], \"tag\": 1.5}]}",
      arguments: [], exitCode: 65,
      message: "bad.json:1:65: error: views[0].tag: tag must be a whole number (got 1.5)"),
    Case(
      name: "a number too large for a double", scenario: "{\"version\": 1, \"fps\": 1e400}",
      arguments: [], exitCode: 65,
      message: "bad.json:1:23: error: fps: the number 1e400 is too large to represent"),
    Case(
      name: "a number too close to 0 for a double",
      scenario: "{\"version\": 1, \"views\": [{\"id\": \"a\", \"frame\": [0, 1e-400, 1, 1]}]}",
      arguments: [], exitCode: 65,
      message: "bad.json:1:51: error: views[0].frame[1]: the number 1e-400 is too close to 0 to "
        + "represent (the smallest above 0 is 5e-324); write 0"),
    Case(
      name: "a name that leaves the output directory",
      scenario: "{\"version\": 1, \"name\": \"../evil\"}", arguments: [], exitCode: 65,
      message: "bad.json:1:24: error: name: name names the output folder of the scenario, so it "
        + "must be a plain file name (not empty, '.', '..', and without '/' or control "
        + "characters; got '../evil')"),
    Case(
      name: "a name too long for the output files",
      scenario: "{\"version\": 1, \"name\": \"" + String(repeating: "n", count: 201) + "\"}",
      arguments: [], exitCode: 65,
      message: "bad.json:1:24: error: name: name is 201 bytes long; output file names add to it "
        + "('NAME-animation.png') and stop at 255 bytes, so it may have at most 200"),
    Case(
      name: "too many frames", scenario: "{\"version\": 1, \"fps\": 240, \"duration\": 3600}",
      arguments: [], exitCode: 65,
      message: "bad.json:1:23: error: fps: 3600 s at 240 fps would be 864001 frames; the limit "
        + "is 100000 (lower the fps or shorten the run)"),
    Case(
      name: "a screen too large to draw",
      scenario: "{\"version\": 1, \"device\": {\"width\": 8000, \"height\": 800, \"scale\": 4}}",
      arguments: [], exitCode: 65,
      message: "bad.json:1:36: error: device.width: width 8000 pt at scale 4 is 32000 pixels; "
        + "the limit is 8192"),
    Case(
      name: "an empty output directory", scenario: "{\"version\": 1}", arguments: ["-o", ""],
      exitCode: 64, message: "error: '-o' needs a directory, got an empty string"),
    Case(
      name: "malformed JSON", scenario: "{\n  \"version\": 1,\n  \"fps\": 60,,\n}",
      arguments: [], exitCode: 65,
      message: "bad.json:3:13: error: expected a quoted key, found ','"),
    Case(
      name: "unknown key", scenario: "{\"version\": 1, \"devise\": \"iphone-se\"}",
      arguments: [], exitCode: 65,
      message:
        "bad.json:1:16: error: devise: unknown key 'devise' in the scenario; did you mean 'device'?"
    ),
    Case(
      name: "unknown view id",
      scenario:
        "{\"version\": 1, \"behaviors\": [{\"type\": \"clamped-drag\", \"view\": \"card\"}]}",
      arguments: [], exitCode: 65,
      message: "bad.json:1:63: error: behaviors[0].view: no view has id 'card'"),
    Case(
      name: "negative size",
      scenario: "{\"version\": 1, \"views\": [{\"id\": \"a\", \"frame\": [0, 0, 10, -1]}]}",
      arguments: [], exitCode: 65,
      message: "bad.json:1:47: error: views[0].frame: height must be ≥ 0 (got -1)"),
    Case(
      name: "out-of-range number",
      scenario: "{\"version\": 1, \"script\": [{\"wait\": -2}]}", arguments: [], exitCode: 65,
      message: "bad.json:1:36: error: script[0].wait: wait must be between 0 and 3600 (got -2)"),
    Case(
      name: "missing file", scenario: nil, arguments: ["missing.json", "-o", "out"],
      exitCode: 66, message: "missing.json: error: no such file"),
    Case(
      name: "unknown option", scenario: "{\"version\": 1}", arguments: ["--fsp", "30"],
      exitCode: 64, message: "error: unknown option '--fsp'; did you mean '--fps'?"),
    Case(
      name: "bad option value", scenario: "{\"version\": 1}", arguments: ["--scale", "9"],
      exitCode: 64, message: "error: '--scale' takes a number from 1 to 4 (got '9')"),
    Case(
      name: "bad size", scenario: "{\"version\": 1}", arguments: ["--max-size", "10 apples"],
      exitCode: 64,
      message:
        "error: '--max-size' takes a size from 1 byte to 1000 GB, such as 10MB, 500KB or 2000000 "
        + "(bytes) (got '10 apples')"),
    Case(
      name: "unknown format", scenario: "{\"version\": 1}", arguments: ["--format", "bmp"],
      exitCode: 64,
      message: "error: unknown format 'bmp'; expected png, svg, apng, gif, webp, mp4, webm"),
  ]

  @Test("Each bad input gives its message and exit code and writes nothing", arguments: cases)
  func badInput(_ testCase: Case) throws {
    let directory = try ToolRunner.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    var arguments = testCase.arguments
    if let scenario = testCase.scenario {
      try Data(scenario.utf8).write(to: directory.appendingPathComponent("bad.json"))
      arguments = ["bad.json", "-o", "out"] + arguments
    }
    let result = try ToolRunner.run(arguments, in: directory)
    #expect(result.exitCode == testCase.exitCode)
    let firstLine = result.standardError.split(separator: "\n").first.map(String.init)
    #expect(firstLine == testCase.message)
    #expect(result.standardOutput.isEmpty)
    let outputExists = FileManager.default.fileExists(
      atPath: directory.appendingPathComponent("out").path)
    #expect(!outputExists, "no output directory after a failure")
  }

  @Test("A directory in the way of timeline.json is an error, and the directory is kept")
  func directoryInTheWayOfTheTimeline() throws {
    let directory = try ToolRunner.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let blocker = directory.appendingPathComponent("out/timeline.json/keep")
    try FileManager.default.createDirectory(at: blocker, withIntermediateDirectories: true)
    let result = try ToolRunner.run(
      [
        ToolRunner.repository.appendingPathComponent("Samples/drag.json").path, "-o", "out",
        "--frames", "0", "-q",
      ], in: directory)
    #expect(result.exitCode == 1)
    #expect(
      result.standardError.contains(
        "cannot write \(directory.path)/out/timeline.json: a directory is in the way"))
    #expect(FileManager.default.fileExists(atPath: blocker.path))
    let hidden = try FileManager.default.contentsOfDirectory(
      atPath: directory.appendingPathComponent("out").path
    ).filter { $0.hasPrefix(".") }
    #expect(hidden.isEmpty, "no temporary files left: \(hidden)")
  }

  @Test("Only exact stale frame files are removed: folders and look-alike names stay")
  func staleFramesOnly() throws {
    let directory = try ToolRunner.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let out = directory.appendingPathComponent("out")
    let folder = out.appendingPathComponent("frame-9999.png/keep")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for name in ["frame-1.png", "frame-+5.png", "frame-00100.png", "frame-0100.png"] {
      try Data("x".utf8).write(to: out.appendingPathComponent(name))
    }
    let sample = ToolRunner.repository.appendingPathComponent("Samples/drag.json").path
    let result = try ToolRunner.run(
      [sample, "-o", "out", "--frames", "0-1", "-q", "--no-page", "--no-markdown"], in: directory)
    #expect(result.exitCode == 0)
    let left = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
    // frame-0100.png is an exact frame name this run did not write: removed.
    #expect(
      left == [
        "frame-+5.png", "frame-0000.png", "frame-0001.png", "frame-00100.png", "frame-1.png",
        "frame-9999.png", "timeline.json",
      ])
    #expect(FileManager.default.fileExists(atPath: folder.path))
    #expect(
      result.standardError
        == "\(out.path)/frame-9999.png: note: left in place: it has a frame file's name but "
        + "cannot be removed (is a directory)\n")
  }

  @Test("diff refuses to write into one of the runs it compares")
  func diffIntoAnInput() throws {
    let directory = try ToolRunner.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let sample = ToolRunner.repository.appendingPathComponent("Samples/drag.json").path
    _ = try ToolRunner.run([sample, "-o", "a", "--frames", "0", "-q"], in: directory)
    let review = try Data(contentsOf: directory.appendingPathComponent("a/review.md"))
    let result = try ToolRunner.run(["diff", "a", "./a/", "-o", "a"], in: directory)
    #expect(result.exitCode == 64)
    #expect(
      result.standardError.hasPrefix(
        "\(directory.path)/a: error: the diff's output directory must not be OLD_DIR or NEW_DIR"))
    #expect(try Data(contentsOf: directory.appendingPathComponent("a/review.md")) == review)
  }

  @Test("A --timings file that cannot be written stops the run before anything is written")
  func timingsCheckedFirst() throws {
    let directory = try ToolRunner.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let sample = ToolRunner.repository.appendingPathComponent("Samples/drag.json").path
    let result = try ToolRunner.run(
      [sample, "-o", "out", "--timings", "missing/t.json"], in: directory)
    #expect(result.exitCode == 73)
    #expect(
      result.standardError
        == "error: cannot write \(directory.path)/missing/t.json: \(directory.path)/missing is "
        + "not a directory\n")
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out").path))
  }

  @Test("A shard with no scenarios says so and writes nothing")
  func emptyShard() throws {
    let directory = try ToolRunner.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let sample = ToolRunner.repository.appendingPathComponent("Samples/drag.json").path
    let result = try ToolRunner.run([sample, "-o", "out", "--shard", "3/4"], in: directory)
    #expect(result.exitCode == 0)
    #expect(
      result.standardError == "note: shard 3/4 has no scenarios (1 given); nothing to render\n")
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out").path))
  }

  @Test("An output path that cannot be a directory exits 73 and writes nothing")
  func unwritableOutput() throws {
    let directory = try ToolRunner.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data("x".utf8).write(to: directory.appendingPathComponent("file"))
    let result = try ToolRunner.run(
      [ToolRunner.repository.appendingPathComponent("Samples/drag.json").path, "-o", "file/out"],
      in: directory)
    #expect(result.exitCode == 73)
    #expect(
      result.standardError.hasPrefix(
        "\(directory.path)/file/out: error: cannot use the output directory ("))
  }

  @Test("A bad scenario among good ones stops the run before anything is written")
  func validatesAllFirst() throws {
    let directory = try ToolRunner.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data("{\"version\": 1, \"fps\": 0}".utf8).write(
      to: directory.appendingPathComponent("b.json"))
    let good = ToolRunner.repository.appendingPathComponent("Samples/drag.json").path
    let result = try ToolRunner.run([good, "b.json", "-o", "out"], in: directory)
    #expect(result.exitCode == 65)
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out").path))
  }

  @Test("--help prints usage and exit codes; --version prints the version")
  func helpAndVersion() throws {
    let help = try ToolRunner.run(["--help"])
    #expect(help.exitCode == 0)
    #expect(help.standardOutput.contains("USAGE: gesturerender SCENARIO... -o DIR"))
    #expect(help.standardOutput.contains("65 invalid scenario"))
    let version = try ToolRunner.run(["--version"])
    #expect(version.standardOutput.hasPrefix("gesturerender "))
  }

  @Test("The same scenario rendered twice gives byte-identical PNG, SVG and timeline files")
  func determinism() throws {
    let a = try ToolRunner.makeTemporaryDirectory()
    let b = try ToolRunner.makeTemporaryDirectory()
    defer {
      try? FileManager.default.removeItem(at: a)
      try? FileManager.default.removeItem(at: b)
    }
    let arguments = ["Samples/drag.json", "--format", "png,svg", "--fps", "10"]
    #expect(try ToolRunner.run(arguments + ["-o", a.path]).exitCode == 0)
    #expect(try ToolRunner.run(arguments + ["-o", b.path]).exitCode == 0)
    let names = try FileManager.default.contentsOfDirectory(atPath: a.path).sorted()
    #expect(names == (try FileManager.default.contentsOfDirectory(atPath: b.path).sorted()))
    #expect(names.contains("frame-0000.svg") && names.contains("frame-0028.png"))
    for name in names {
      let first = try Data(contentsOf: a.appendingPathComponent(name))
      let second = try Data(contentsOf: b.appendingPathComponent(name))
      #expect(first == second, "\(name) differs between runs")
    }
  }

  @Test("Frames left by an earlier, longer run are removed")
  func staleFrames() throws {
    let output = try ToolRunner.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: output) }
    try Data().write(to: output.appendingPathComponent("frame-0999.png"))
    try Data().write(to: output.appendingPathComponent("notes.txt"))
    let result = try ToolRunner.run(["Samples/drag.json", "-o", output.path, "--fps", "5"])
    #expect(result.exitCode == 0)
    #expect(
      !FileManager.default.fileExists(atPath: output.appendingPathComponent("frame-0999.png").path))
    #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("notes.txt").path))
  }
}
