import Foundation
import GestureCore
import Renderer
import Scenario
import UserCode

/// `gesturerender record SCENARIO... --baseline DIR` and `gesturerender verify SCENARIO...
/// --baseline DIR [-o DIFF_DIR]`: reference frames and timelines that CI compares against.
///
/// `record` renders each scenario into `DIR/NAME/`: `timeline.json` (every frame) and the PNG
/// frames at every `--every` seconds (default 0.25 s) plus the last frame, or every frame with
/// `--all-frames`, small enough to commit. `verify` renders the same frames again and compares
/// them with the baseline's pixels (`--tolerance`, `--max-pixels`, as `diff`) and timeline values
/// (`--point-tolerance`, as `diff`); it prints one line per scenario, writes `diff`'s outputs
/// into `DIFF_DIR/NAME/` for the scenarios that differ only (with the frames rendered now in
/// `now/` and the diff's review page, `index.html`), and exits 3 when one does.
/// `verify --junit FILE` also writes a JUnit XML report (``JUnitReport``): one test case per
/// scenario, whose failure names the differing frames and timeline values in points.
@MainActor
struct BaselineCommand {
  /// Which of the two commands.
  enum Mode: String { case record, verify }

  /// Parses the arguments after `record` or `verify` by its declaration (``Options/spec(_:)``).
  ///
  /// - Throws: `CommandError` with code `.usage`.
  static func parse(_ mode: Mode, _ arguments: [String]) throws -> Options {
    try Options.spec(mode).parse(arguments, elsewhere: Commands.optionNames(except: mode.rawValue))
  }

  var options: Options
  var report: (String) -> Void

  /// Records or verifies every scenario (in a supervised child when one names Swift code).
  ///
  /// - Throws: `CommandError` with the documented exit codes.
  func run() throws -> ExitCode {
    let loader = RenderCommand(
      options: CommandLineOptions(scenarios: options.scenarios, refusesCode: options.refusesCode),
      report: report)
    let scenarios = try options.scenarios.map(loader.load)
    let baseline = URL(fileURLWithPath: options.baseline ?? ".")
    let diffRoot = URL(fileURLWithPath: options.outputDirectory ?? "verify-diff")
    if options.mode == .verify {
      // DIFF_DIR/NAME must not be a scenario's baseline folder or inside one: the diff's files
      // would sit beside (or replace) the reference's.
      let root = diffRoot.canonicalPath
      let stored = scenarios.map { baseline.appendingPathComponent($0.name).canonicalPath }
      if root == baseline.canonicalPath
        || stored.contains(where: { root == $0 || root.hasPrefix($0 + "/") })
      {
        throw CommandError(
          message:
            "\(options.outputDirectory ?? "verify-diff"): error: verify's output directory must "
            + "not be the baseline "
            + "\(options.baseline ?? ".") or inside a scenario's baseline", code: .usage)
      }
      for scenario in scenarios {
        let directory = baseline.appendingPathComponent(scenario.name)
        guard
          FileManager.default.fileExists(
            atPath: directory.appendingPathComponent("timeline.json").path)
        else {
          throw CommandError(
            message: "\(scenario.file): error: no baseline for '\(scenario.name)' in "
              + "\(baseline.path); record one with 'gesturerender record'", code: .missingInput)
        }
      }
    }
    if let path = options.junitPath { try RenderCommand.checkWritable(file: path) }
    if let code = try CodeSupervisor.superviseIfNeeded(
      scenarios, refusesCode: options.refusesCode, timeout: options.codeTimeout,
      outputDirectories: scenarios.map { baseline.appendingPathComponent($0.name) },
      // verify renders into a scratch folder: a crash leaves nothing compared.
      leftAfterStop: options.mode == .record
        ? "the frames before it are written into the baseline, without its timeline.json"
        : "it and the scenarios after it were not compared with the baseline",
      laterScenariosNot: options.mode == .record ? "recorded" : nil, report: report)
    {
      return code
    }
    var differing = 0
    var suites: [JUnitReport.Suite] = []
    let replay = FrameReplay.requested
    for scenario in scenarios {
      let stored = baseline.appendingPathComponent(scenario.name)
      // A replay draws again the frames of the one scenario whose code stopped the run.
      if let replay, replay.scenario != scenario.name { continue }
      switch options.mode {
      case .record:
        let frames = Simulation.frameCount(
          duration: scenario.duration, framesPerSecond: scenario.framesPerSecond)
        let selection =
          options.allFrames ? "0-" : keyFrames(count: frames, fps: scenario.framesPerSecond)
        _ = try render(scenario, frames: selection, into: stored)
        let kept = DirectoryDiff.frameFiles(in: stored).count
        report(
          "\(scenario.name): recorded \(kept) of \(frames) frames and timeline.json into "
            + "\(stored.path) (\(kilobytes(of: stored)) KB)")
      case .verify:
        let failure = try verify(scenario, against: stored, diffInto: diffRoot)
        if failure != nil { differing += 1 }
        suites.append(
          JUnitReport.Suite(
            name: scenario.name, file: scenario.file,
            cases: [
              JUnitReport.Case(
                name: "matches the baseline", failure: failure?.message,
                details: failure?.details)
            ]))
      }
    }
    if let path = options.junitPath {
      let report = JUnitReport(
        title: "gesturerender verify", failureType: "baseline", suites: suites)
      do {
        try AtomicFile.write(Data(report.xml.utf8), to: URL(fileURLWithPath: path))
      } catch {
        throw CommandError(message: "error: \(error)", code: .cannotCreateOutput)
      }
    }
    if options.mode == .verify {
      report(
        "verified \(scenarios.count) scenario\(scenarios.count == 1 ? "" : "s"): "
          + "\(scenarios.count - differing) match the baseline, \(differing) differ")
    }
    return differing > 0 ? .checkFailed : .success
  }

  /// `0,15,30,…,LAST`: the frames shown every `--every` seconds and the last.
  private func keyFrames(count: Int, fps: Double) -> String {
    let step = max(1, Int((options.every * fps).rounded()))
    var frames = Array(stride(from: 0, to: count, by: step))
    if frames.last != count - 1 { frames.append(count - 1) }
    return frames.map(String.init).joined(separator: ",")
  }

  /// Renders `scenario`'s frames `selection` (a `--frames` list) with timeline.json only.
  private func render(_ scenario: Scenario, frames selection: String, into directory: URL) throws
    -> ExitCode
  {
    var render = CommandLineOptions(
      scenarios: [scenario.file], outputDirectory: directory.path, refusesCode: options.refusesCode)
    render.selection.items = (try? FrameSelection.parseFrames(selection)) ?? []
    render.jobs = options.jobs
    render.writesPage = false
    render.writesMarkdown = false
    render.isQuiet = true
    // Expectations are check's; a baseline records what the run shows.
    return try RenderCommand(options: render, report: { _ in }).run()
  }

  /// How a scenario differs from its baseline, as the JUnit report gives it.
  private struct Mismatch {
    /// `differs from the baseline: 5 of 6 frames changed (…); card center.x: up to 5.00 pt …`.
    var message: String
    /// The lines verify printed for the scenario.
    var details: String
  }

  /// Renders `scenario` again and compares it with `stored`; returns how it differs, or `nil`
  /// when it matches.
  private func verify(_ scenario: Scenario, against stored: URL, diffInto root: URL) throws
    -> Mismatch?
  {
    let frames = DirectoryDiff.frameFiles(in: stored).keys.sorted()
    let fresh = FileManager.default.temporaryDirectory
      .appendingPathComponent("gesturerender-verify-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: fresh) }
    _ = try render(
      scenario, frames: frames.isEmpty ? "0-" : frames.map(String.init).joined(separator: ","),
      into: fresh)
    let output = root.appendingPathComponent(scenario.name)
    // The diff is written aside and moved into the output only when the scenario differs, so a
    // matching scenario leaves DIFF_DIR as it was (nothing of the user's is removed).
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("gesturerender-verify-diff-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let summary: DiffSummary
    let timeline: TimelineComparison
    do {
      var diff = DirectoryDiff(
        old: stored, new: fresh, output: scratch, tolerance: options.tolerance,
        maxChangedPixels: options.maxChangedPixels)
      diff.oldName = "baseline"
      diff.newName = "now"
      summary = try diff.run()
      timeline = try TimelineComparison(
        old: Data(contentsOf: stored.appendingPathComponent("timeline.json")),
        new: Data(contentsOf: fresh.appendingPathComponent("timeline.json")),
        tolerance: options.pointTolerance, oldName: "baseline", newName: "now",
        oldFile: stored.appendingPathComponent("timeline.json").path)
    } catch {
      throw CommandError(message: "error: \(error)", code: .failure)
    }
    let timelineDiffers = !timeline.properties.isEmpty || !timeline.onlyIn.isEmpty
    guard summary.exceedsTolerance || timelineDiffers else {
      if !options.isQuiet {
        report("\(scenario.name): matches the baseline (\(frames.count) frames, timeline.json)")
      }
      return nil
    }
    try TimelineMarkdown.append(timeline, tolerance: options.pointTolerance, to: scratch)
    // The frames rendered now go with the diff (the render itself is temporary), so that its
    // review page can show them beside the baseline's.
    let now = scratch.appendingPathComponent("now")
    do {
      try FileManager.default.createDirectory(at: now, withIntermediateDirectories: true)
      for name in DirectoryDiff.frameFiles(in: fresh).values.sorted() {
        try FileManager.default.copyItem(
          at: fresh.appendingPathComponent(name), to: now.appendingPathComponent(name))
      }
    } catch {
      throw CommandError(
        message: "error: cannot write the diff into \(scratch.path): "
          + error.localizedDescription, code: .cannotCreateOutput)
    }
    try DiffPageWriter.write(
      summary: summary, timeline: timeline, old: stored, new: fresh, output: scratch,
      names: ("baseline", "now"),
      links: (stored, output.appendingPathComponent("now"), output))
    try Self.move(contentsOf: scratch, into: output)
    let headline =
      "\(scenario.name): differs from the baseline: \(summary.headline); diff in \(output.path)"
    report(headline)
    for line in timeline.lines { report("  " + line) }
    return Mismatch(
      message: (["differs from the baseline: \(summary.headline)"] + timeline.lines)
        .joined(separator: "; "),
      details: ([headline] + timeline.lines.map { "  " + $0 }).joined(separator: "\n"))
  }

  /// Moves each file of `source` into `destination` (created if needed) under its own name,
  /// replacing a file (or the `now/` folder) of that name, and removes the `diff-NNNN.png` pictures of an earlier diff
  /// that `source` has not; other files in `destination` stay.
  ///
  /// - Throws: `CommandError` (exit 73) when the destination cannot be written.
  private static func move(contentsOf source: URL, into destination: URL) throws {
    let fileManager = FileManager.default
    do {
      try fileManager.createDirectory(at: destination, withIntermediateDirectories: true)
      let names = try fileManager.contentsOfDirectory(atPath: source.path)
      // An earlier diff's pictures that this one did not make (exact names, files only).
      _ = FrameFileName.removeStale(
        in: destination, keeping: Set(names), pathExtensions: ["png"], prefix: "diff-")
      for name in names {
        let target = destination.appendingPathComponent(name)
        // An earlier diff's file (or its now/ folder of frames) gives way to this one's.
        if fileManager.fileExists(atPath: target.path) { try fileManager.removeItem(at: target) }
        try fileManager.moveItem(at: source.appendingPathComponent(name), to: target)
      }
    } catch {
      throw CommandError(
        message: "error: cannot write the diff into \(destination.path): "
          + error.localizedDescription, code: .cannotCreateOutput)
    }
  }

  private func kilobytes(of directory: URL) -> Int {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    let bytes = names.compactMap { name -> Int? in
      let attributes = try? FileManager.default.attributesOfItem(
        atPath: directory.appendingPathComponent(name).path)
      return (attributes?[.size] as? NSNumber)?.intValue
    }.reduce(0, +)
    return (bytes + 512) / 1024
  }
}
