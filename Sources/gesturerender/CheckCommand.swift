import Foundation
import GestureCore
import GestureRecording
import Renderer
import Scenario
import UserCode

/// `gesturerender check SCENARIO...`: simulates every scenario without drawing, evaluates its
/// expectations (`expect`, docs/scenario.md), prints one line per scenario (and each failure
/// as `FILE:LINE:COL: expect[N]: …`) and a summary, and exits 0 when every expectation holds,
/// 3 (`ExitCode.checkFailed`) when one does not; `--junit FILE` writes a JUnit XML report and
/// `-o DIR` each scenario's `timeline.json`.
@MainActor
struct CheckCommand {
  /// Parses the arguments after `check` by its declaration (``Options/spec``).
  ///
  /// - Throws: `CommandError` with code `.usage` naming the offending argument.
  static func parse(_ arguments: [String]) throws -> Options {
    try Options.spec.parse(arguments, elsewhere: Commands.optionNames(except: "check"))
  }

  var options: Options
  /// Where the lines go (standard output).
  var report: (String) -> Void

  /// Checks every scenario (in a supervised child when one names Swift code); returns the
  /// exit code.
  ///
  /// - Throws: `CommandError`: exit 65 for an invalid scenario or a script step whose view is
  ///   missing, 66 for a missing file, 72 without a toolchain, 73 when the JUnit file cannot be
  ///   written.
  func run() throws -> ExitCode {
    let render = CommandLineOptions(
      scenarios: options.scenarios, framesPerSecond: options.framesPerSecond,
      appearance: options.appearance, interfaceLevel: options.interfaceLevel,
      contentSizeCategory: options.contentSizeCategory, layoutDirection: options.layoutDirection,
      refusesCode: options.refusesCode)
    let loader = RenderCommand(options: render, report: report)
    let batch = try options.scenarios.map(loader.load)
    let shard = options.shard ?? Shard(index: 0, count: 1)
    let scenarios = batch.enumerated().filter { shard.contains($0.offset) }.map(\.element)
    if let path = options.junitPath { try RenderCommand.checkWritable(file: path) }
    if let code = try CodeSupervisor.superviseIfNeeded(
      scenarios, refusesCode: options.refusesCode, timeout: options.codeTimeout,
      outputDirectories: [],
      // check draws nothing: what a crash leaves undone is the checking.
      leftAfterStop: "its expectations and those of the scenarios after it were not evaluated"
        + (options.junitPath == nil ? "" : ", and no JUnit report was written"),
      report: report)
    {
      return code
    }
    let userCode = try CodeLoading.load(
      scenarios, refusesCode: options.refusesCode, loads: true, report: report)
    let progress = ProgressBar(quiet: true)
    var suites: [JUnitReport.Suite] = []
    var checked: [[ExpectationResult]] = []
    for scenario in scenarios {
      let fps = options.framesPerSecond ?? scenario.framesPerSecond
      let outcome: ExpectationCheck.Outcome
      do {
        outcome = try ExpectationCheck.run(
          scenario, classes: userCode[scenario.name], framesPerSecond: fps,
          progress: CommandProgress(bar: progress, writer: ProgressWriter()),
          timeline: timelineURL(for: scenario, of: batch.count))
      } catch {
        throw loader.commandError(error, scenario: scenario)
      }
      let lines = ExpectationLines(
        scenario: scenario.name, results: outcome.results, frameCount: outcome.frameCount)
      if !options.isQuiet { report(lines.summary) }
      for line in lines.failures { report(line) }
      if options.isVerbose { for line in lines.passes { report(line) } }
      suites.append(
        JUnitReport.Suite(name: scenario.name, file: scenario.file, results: outcome.results))
      checked.append(outcome.results)
    }
    let results = checked.flatMap { $0 }
    let failed = checked.filter { $0.contains { !$0.passed } }.count
    let empty = checked.filter(\.isEmpty).count
    if !options.isQuiet {
      var parts = ["\(suites.count - failed - empty) passed", "\(failed) failed"]
      if empty > 0 { parts.append("\(empty) without expectations") }
      report(
        "checked \(suites.count) scenario\(suites.count == 1 ? "" : "s"): "
          + parts.joined(separator: ", ") + "; \(results.filter(\.passed).count) of "
          + "\(results.count) expectation\(results.count == 1 ? "" : "s") held")
    }
    if let path = options.junitPath {
      do {
        try AtomicFile.write(
          Data(JUnitReport(suites: suites).xml.utf8), to: URL(fileURLWithPath: path))
      } catch {
        throw CommandError(message: "error: \(error)", code: .cannotCreateOutput)
      }
    }
    return failed > 0 ? .checkFailed : .success
  }

  /// Where `-o DIR` puts `scenario`'s timeline: `DIR/timeline.json`, or
  /// `DIR/NAME/timeline.json` when `count` scenarios are checked, as rendering lays them out;
  /// `nil` without `-o`.
  func timelineURL(for scenario: Scenario, of count: Int) -> URL? {
    guard let path = options.outputDirectory else { return nil }
    let root = URL(fileURLWithPath: path)
    let folder = count > 1 ? root.appendingPathComponent(scenario.name) : root
    return folder.appendingPathComponent("timeline.json")
  }
}
