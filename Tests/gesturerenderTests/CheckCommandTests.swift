import Foundation
import Testing

/// A clamped-drag card at 10 fps: grabbed at its center (100, 100), moved 100 pt right in 1 s
/// (linear), lifted, then 0.5 s of rest. Its center is at x = 100 + 100·t while the finger moves.
private func dragScenario(expect: [String]) -> String {
  """
  {"version": 1, "name": "slide", "fps": 10,
   "views": [{"id": "card", "type": "imageView", "frame": [50, 50, 100, 100]}],
   "behaviors": [{"type": "clamped-drag", "view": "card"}],
   "script": [{"down": {"point": [100, 100]}}, {"move": {"to": [200, 100], "duration": 1}},
              {"up": {}}, {"wait": 0.5}],
   "expect": [
     \(expect.joined(separator: ",\n     "))
   ]}
  """
}

@Suite("gesturerender check: expectations without drawing, one line per scenario, exit 3, JUnit")
struct CheckCommandTests {
  /// Writes `text` as `slide.json` in a fresh directory and returns the directory.
  private func write(_ text: String, name: String = "slide.json") throws -> URL {
    let directory = try ToolRunner.makeTemporaryDirectory()
    try Data(text.utf8).write(to: directory.appendingPathComponent(name))
    return directory
  }

  @Test("Every sample's expectations hold: exit 0, one line per sample and the summary")
  func samples() throws {
    let samples = try FileManager.default.contentsOfDirectory(
      atPath: ToolRunner.repository.appendingPathComponent("Samples").path
    ).filter { $0.hasSuffix(".json") }.sorted().map { "Samples/\($0)" }
    let result = try ToolRunner.run(["check"] + samples)
    #expect(result.exitCode == 0, "\(result.standardOutput)\(result.standardError)")
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
      .filter { !$0.contains("compiled") }
    #expect(lines.count == samples.count + 1)
    for line in lines.dropLast() {
      #expect(
        line.range(
          of: #"^[a-z0-9-]+: (1 expectation|\d+ expectations) held \(\d+ frames\)$"#, options: .regularExpression)
          != nil, "\(line)")
    }
    #expect(
      lines.last?.hasPrefix(
        "checked \(samples.count) scenarios: \(samples.count) passed, 0 failed; ") == true)
  }

  @Test("A failed expectation: the located line, the summary, exit 3 and the JUnit report")
  func failure() throws {
    let directory = try write(
      dragScenario(expect: [
        #"{"view": "card", "center": [150, 100], "at": 0.5}"#,
        #"{"view": "card", "center": [190, 100], "at": "rest"}"#,
        #"{"event": "touchesEnded", "view": "card", "count": 1}"#,
        #"{"event": "touchesCancelled", "view": "card", "after": {"event": "touchesBegan"}, "never": true}"#,
      ]))
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try ToolRunner.run(
      ["check", "slide.json", "--junit", "report.xml"], in: directory)
    #expect(result.exitCode == 3)
    #expect(result.standardError == "")
    // At rest the card is at x = 100 + 100 = 200; it was at 190 at 0.9 s, so frame 10 broke.
    #expect(
      result.standardOutput == """
        slide: 1 of 4 expectations failed (16 frames)
        slide.json:8:6: expect[1]: card center.x at rest (1.500 s) is 200, expected 190 ± 0.01; wrong in the last frame (15) and since frame 10 (1.000 s)
        checked 1 scenario: 0 passed, 1 failed; 3 of 4 expectations held

        """)
    let xml = try String(
      contentsOf: directory.appendingPathComponent("report.xml"), encoding: .utf8)
    #expect(
      xml == """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="gesturerender check" tests="4" failures="1">
          <testsuite name="slide" tests="4" failures="1" errors="0" file="slide.json">
            <testcase classname="slide" name="expect[0]: card center at 0.500 s" file="slide.json" line="7"/>
            <testcase classname="slide" name="expect[1]: card center at rest (1.500 s)" file="slide.json" line="8">
              <failure message="card center.x at rest (1.500 s) is 200, expected 190 ± 0.01; wrong in the last frame (15) and since frame 10 (1.000 s)" type="expectation">slide.json:8:6: expect[1]: card center.x at rest (1.500 s) is 200, expected 190 ± 0.01; wrong in the last frame (15) and since frame 10 (1.000 s)</failure>
            </testcase>
            <testcase classname="slide" name="expect[2]: touchesEnded on card: once" file="slide.json" line="9"/>
            <testcase classname="slide" name="expect[3]: touchesCancelled on card after touchesBegan: never" file="slide.json" line="10"/>
          </testsuite>
        </testsuites>

        """)
  }

  @Test("--verbose lists the expectations that held; --quiet only the failures")
  func verbosity() throws {
    let directory = try write(
      dragScenario(expect: [
        #"{"view": "card", "center": [150, 100], "at": 0.5}"#,
        #"{"event": "touchesMoved", "view": "card", "never": true}"#,
      ]))
    defer { try? FileManager.default.removeItem(at: directory) }
    let verbose = try ToolRunner.run(["check", "-v", "slide.json"], in: directory)
    #expect(verbose.exitCode == 3)
    #expect(
      verbose.standardOutput == """
        slide: 1 of 2 expectations failed (16 frames)
        slide.json:8:6: expect[1]: touchesMoved on card happens 10 times (at 0.100 s, 0.200 s, 0.300 s, 0.400 s, 0.500 s, …), expected never; first wrong at frame 1 (0.100 s)
        slide.json:7:4: expect[0]: held: card center at 0.500 s
        checked 1 scenario: 0 passed, 1 failed; 1 of 2 expectations held

        """)
    let quiet = try ToolRunner.run(["check", "-q", "slide.json"], in: directory)
    #expect(quiet.exitCode == 3)
    #expect(
      quiet.standardOutput
        == "slide.json:8:6: expect[1]: touchesMoved on card happens 10 times (at 0.100 s, "
        + "0.200 s, 0.300 s, 0.400 s, 0.500 s, …), expected never; first wrong at frame 1 "
        + "(0.100 s)\n")
  }

  @Test("A rendering run evaluates the expectations too, writes every output, then exits 3")
  func renderingRun() throws {
    let directory = try write(
      dragScenario(expect: [
        #"{"view": "card", "center": [150, 100], "at": 0.5}"#,
        #"{"view": "card", "center": [200, 101], "at": "rest"}"#,
      ]))
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try ToolRunner.run(
      ["slide.json", "-o", "out", "--last-frame", "--no-page"], in: directory)
    #expect(result.exitCode == 3)
    #expect(result.standardOutput.contains("\n  slide: 1 of 2 expectations failed (16 frames)\n"))
    #expect(
      result.standardError
        == "slide.json:8:6: expect[1]: card center.y at rest (1.500 s) is 100, expected 101 ± "
        + "0.01; wrong in the last frame (15) and since frame 0 (0.000 s)\n")
    let files = try FileManager.default.contentsOfDirectory(
      atPath: directory.appendingPathComponent("out").path
    ).sorted()
    #expect(files == ["frame-0015.png", "review.md", "timeline.json"])
  }

  @Test("A scenario without expectations passes and says so")
  func noExpectations() throws {
    let directory = try write(#"{"version": 1, "name": "still", "duration": 0.5, "fps": 10}"#)
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try ToolRunner.run(["check", "slide.json"], in: directory)
    #expect(result.exitCode == 0)
    #expect(
      result.standardOutput
        == "still: no expectations (6 frames)\nchecked 1 scenario: 0 passed, 0 failed, 1 without "
        + "expectations; 0 of 0 expectations held\n")
  }

  @Test(
    "Bad input: the usual codes and one line",
    arguments: [
      ([], 64, "error: no scenario given"),
      (["--junit"], 64, "error: missing value for '--junit'"),
      (
        ["--junt", "x.xml", "slide.json"], 64,
        "error: unknown option '--junt' for check; did you mean '--junit'?"
      ),
      (["--quiet=1", "slide.json"], 64, "error: '--quiet' takes no value"),
      (["missing.json"], 66, "missing.json: error: no such file"),
      (["slide.json", "--junit", "nowhere/report.xml"], 73, "error: cannot write "),
    ] as [([String], Int32, String)])
  func badInput(_ arguments: [String], _ code: Int32, _ message: String) throws {
    let directory = try write(dragScenario(expect: [#"{"event": "touchesEnded"}"#]))
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try ToolRunner.run(["check"] + arguments, in: directory)
    #expect(result.exitCode == code)
    #expect(result.standardError.hasPrefix(message + (message.hasSuffix(" ") ? "" : "\n")))
    #expect(result.standardOutput == "")
    if code == 64 {
      #expect(result.standardError.hasSuffix("See 'gesturerender check --help'.\n"))
    }
  }

  @Test("An invalid expectation is a located error, exit 65, before anything runs")
  func invalidExpectation() throws {
    let directory = try write(
      dragScenario(expect: [#"{"view": "card", "center": [1, 2], "at": 9}"#]))
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try ToolRunner.run(["check", "slide.json"], in: directory)
    #expect(result.exitCode == 65)
    #expect(
      result.standardError
        == "slide.json:7:45: error: expect[0].at: at 9 s is after the end; the run ends at 1.5 s\n")
  }

  @Test("A misspelt event kind is a located error, exit 65, with the kind meant")
  func unknownEventKind() throws {
    let directory = try write(
      dragScenario(expect: [#"{"event": "touchesEnd", "view": "card", "never": true}"#]))
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try ToolRunner.run(["check", "slide.json"], in: directory)
    #expect(result.exitCode == 65)
    #expect(
      result.standardError
        == "slide.json:7:14: error: expect[0].event: unknown event 'touchesEnd'; did you mean "
        + "'touchesEnded'?\n")
    #expect(result.standardOutput == "")
  }

  @Test("A view or recognizer the run never had fails its entry, never or not: exit 3")
  func missingSubjects() throws {
    let directory = try write(
      dragScenario(expect: [
        #"{"event": "touchesEnded", "view": "crad", "never": true}"#,
        #"{"gesture": "pan", "view": "card", "state": "possible", "at": "rest"}"#,
        #"{"event": "touchesCancelled", "view": "card", "never": true}"#,
      ]))
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try ToolRunner.run(["check", "slide.json"], in: directory)
    #expect(result.exitCode == 3)
    // The card takes touches in its own responder methods: it has no recognizer.
    #expect(
      result.standardOutput == """
        slide: 2 of 3 expectations failed (16 frames)
        slide.json:7:4: expect[0]: touchesEnded on crad: no view of the run has id 'crad'; did you mean 'card'?
        slide.json:8:6: expect[1]: pan on card state at rest (1.500 s): card has no gesture recognizer named 'pan'; it has none
        checked 1 scenario: 0 passed, 1 failed; 1 of 3 expectations held

        """)
  }

  @Test("check --help lists the options and the exit codes")
  func help() throws {
    let result = try ToolRunner.run(["check", "--help"])
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.hasPrefix("OVERVIEW: Simulate scenarios without drawing"))
    #expect(result.standardOutput.contains("  --junit FILE "))
    #expect(
      result.standardOutput.contains(
        "EXIT CODES: 0 every expectation holds, 3 an expectation failed"))
  }
}
