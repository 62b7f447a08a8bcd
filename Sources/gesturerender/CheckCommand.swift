import Foundation
import GestureCore
import GestureRecording
import Renderer
import Scenario
import UserCode

/// `gesturerender check SCENARIO...`: simulates every scenario without drawing, evaluates its
/// expectations (`expect`, docs/scenario.md), prints one line per scenario (and each failure
/// as `FILE:LINE:COL: expect[N]: …`) and a summary, and exits 0 when every expectation holds,
/// 3 (`ExitCode.checkFailed`) when one does not; `--junit FILE` writes a JUnit XML report.
@MainActor
struct CheckCommand {
  /// The parsed `check` command line.
  struct Options: Equatable {
    var scenarios: [String] = []
    var junitPath: String?
    var framesPerSecond: Double?
    /// `--appearance light|dark`: overrides the scenario's `appearance`.
    var appearance: UIUserInterfaceStyle?
    var shard: Shard?
    var refusesCode = false
    var codeTimeout = 60.0
    var isQuiet = false
    var isVerbose = false
    var wantsHelp = false
  }

  /// The options of `check`, which drive parsing and `check --help`.
  static let options: [CommandLineOptions.Option] = [
    .init(
      names: ["--junit"], value: "FILE",
      help:
        "Also write a JUnit XML report to FILE: one test suite per scenario, one test case per expectation."
    ),
    .init(
      names: ["--fps"], value: "N",
      help: "Frames per second, 1 to 240 (default: the scenario's fps, else 60)."),
    .init(
      names: ["--appearance"], value: "light|dark",
      help:
        "The screen's appearance, which dynamic colours follow (default: the scenario's, else light)."
    ),
    .init(
      names: ["--shard"], value: "I/N",
      help:
        "Check only the scenarios whose position in the list (from 0) modulo N is I (as for rendering)."
    ),
    .init(
      names: ["--no-code"], value: nil,
      help: "Refuse scenarios that name Swift code instead of compiling and running it."),
    .init(
      names: ["--code-timeout"], value: "S",
      help:
        "Stop a run whose Swift code keeps one frame from finishing for S seconds, 1 to 3600 (default 60)."
    ),
    .init(
      names: ["-v", "--verbose"], value: nil, help: "Also print every expectation that holds."),
    .init(
      names: ["-q", "--quiet"], value: nil,
      help: "Print only the failed expectations and errors."),
    .init(names: ["-h", "--help"], value: nil, help: "Show this help."),
  ]

  static let usage =
    "gesturerender check SCENARIO... [--junit FILE] [--fps N] [--appearance light|dark] [--shard I/N] [--no-code] [--quiet|--verbose]"

  static var help: String {
    var lines = [
      "OVERVIEW: Simulate scenarios without drawing and check their expectations (\"expect\").",
      "",
      "USAGE: \(usage)",
      "",
      "ARGUMENTS:",
      "  SCENARIO        A scenario file with an \"expect\" list (see docs/scenario.md).",
      "",
      "OPTIONS:",
    ]
    lines += CommandLineOptions.Option.helpLines(options)
    lines += [
      "",
      "Each failed expectation is printed as FILE:LINE:COL: expect[N]: what was seen, what was",
      "expected, and the first frame of the stretch it was wrong in.",
      "",
      "EXIT CODES: 0 every expectation holds, 3 an expectation failed, 1 the run failed (or the",
      "            scenario's Swift code crashed or hung), 64 usage, 65 invalid scenario,",
      "            66 scenario not found, 72 swiftc missing (scenarios with code),",
      "            73 the JUnit file cannot be written.",
    ]
    return lines.joined(separator: "\n")
  }

  /// Parses the arguments after `check`.
  ///
  /// - Throws: `CommandError` with code `.usage` naming the offending argument.
  static func parse(_ arguments: [String]) throws -> Options {
    var result = Options()
    var index = 0
    var onlyArguments = false
    while index < arguments.count {
      let argument = arguments[index]
      if onlyArguments || !argument.hasPrefix("-") || argument == "-" {
        result.scenarios.append(argument)
        index += 1
        continue
      }
      var name = argument
      var inlineValue: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      let option = options.first { $0.names.contains(name) }
      if name != "--", option == nil {
        var message = "unknown option '\(name)' for check"
        if let guess = Suggestion.closest(to: name, in: options.flatMap(\.names)) {
          message += "; did you mean '\(guess)'?"
        }
        throw CommandError(message: message, code: .usage)
      }
      if inlineValue != nil, option?.value == nil {
        throw CommandError(message: "'\(name)' takes no value", code: .usage)
      }
      func take() throws -> String {
        if let inlineValue { return inlineValue }
        index += 1
        guard index < arguments.count else {
          throw CommandError(message: "missing value for '\(name)'", code: .usage)
        }
        return arguments[index]
      }
      switch name {
      case "--": onlyArguments = true
      case "--junit":
        let path = try take()
        guard !path.isEmpty else {
          throw CommandError(message: "'--junit' needs a file, got an empty string", code: .usage)
        }
        result.junitPath = path
      case "--fps": result.framesPerSecond = try number(try take(), for: name, in: 1...240)
      case "--appearance": result.appearance = try AppearanceOption.parse(try take())
      case "--shard": result.shard = try Shard.parse(try take())
      case "--no-code": result.refusesCode = true
      case "--code-timeout": result.codeTimeout = try number(try take(), for: name, in: 1...3600)
      case "-v", "--verbose": result.isVerbose = true
      case "-q", "--quiet": result.isQuiet = true
      default: result.wantsHelp = true
      }
      index += 1
    }
    if result.wantsHelp { return result }
    if result.isQuiet && result.isVerbose {
      throw CommandError(message: "'--quiet' and '--verbose' cannot be used together", code: .usage)
    }
    if result.scenarios.isEmpty {
      throw CommandError(message: "no scenario given", code: .usage)
    }
    return result
  }

  private static func number(_ text: String, for name: String, in range: ClosedRange<Double>)
    throws -> Double
  {
    guard let number = Double(text), number.isFinite, range.contains(number) else {
      throw CommandError(
        message: "'\(name)' takes a number from \(Int(range.lowerBound)) to "
          + "\(Int(range.upperBound)) (got '\(text)')", code: .usage)
    }
    return number
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
      appearance: options.appearance, refusesCode: options.refusesCode)
    let loader = RenderCommand(options: render, report: report)
    let batch = try options.scenarios.map(loader.load)
    let shard = options.shard ?? Shard(index: 0, count: 1)
    let scenarios = batch.enumerated().filter { shard.contains($0.offset) }.map(\.element)
    if let path = options.junitPath { try RenderCommand.checkWritable(file: path) }
    if let code = try CodeSupervisor.superviseIfNeeded(
      scenarios, refusesCode: options.refusesCode, timeout: options.codeTimeout,
      outputDirectories: [], report: report)
    {
      return code
    }
    let userCode = try CodeLoading.load(
      scenarios, refusesCode: options.refusesCode, loads: true, report: report)
    let progress = ProgressBar(quiet: true)
    var suites: [JUnitReport.Suite] = []
    for scenario in scenarios {
      let fps = options.framesPerSecond ?? scenario.framesPerSecond
      let outcome: ExpectationCheck.Outcome
      do {
        outcome = try ExpectationCheck.run(
          scenario, classes: userCode[scenario.name], framesPerSecond: fps,
          progress: CommandProgress(bar: progress, writer: ProgressWriter()))
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
    }
    let results = suites.flatMap(\.results)
    let failed = suites.filter { $0.results.contains { !$0.passed } }.count
    let empty = suites.filter(\.results.isEmpty).count
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
}
