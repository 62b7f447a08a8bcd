import Foundation

extension BaselineCommand {
  /// The parsed command line of `record` or `verify`.
  struct Options: Equatable {
    var mode: Mode = .record
    var scenarios: [String] = []
    var baseline: String?
    var outputDirectory: String?
    /// `--every`: record the frame shown every so many seconds (and the last).
    var every = 0.25
    var allFrames = false
    var tolerance = 0
    var maxChangedPixels = 0
    var pointTolerance = 0.01
    /// `verify --junit FILE`: where the JUnit XML report goes.
    var junitPath: String?
    var refusesCode = false
    var codeTimeout = 60.0
    /// `--jobs`: threads that encode the PNG frames (default: the number of cores).
    var jobs = ProcessInfo.processInfo.activeProcessorCount
    var isQuiet = false
    var wantsHelp = false
  }
}

extension BaselineCommand.Options {
  /// The declaration of `gesturerender record SCENARIO... --baseline DIR` or `gesturerender
  /// verify SCENARIO... --baseline DIR`: the options both take, and each one's own.
  static func spec(_ mode: BaselineCommand.Mode) -> CommandSpec<Self> {
    let baseline: CommandOption<Self> = .path(
      ["--baseline"], "DIR", noun: "a directory", \.baseline,
      help: "The baseline: DIR/NAME/ holds each scenario's reference frames and timeline.json.")
    let own: [CommandOption<Self>]
    switch mode {
    case .record:
      own = [
        .number(
          ["--every"], "S", in: 0.01...60, \.every,
          help: "Keep the frame shown every S seconds, 0.01 to 60, and the last (default 0.25)."),
        .flag(["--all-frames"], \.allFrames, help: "Keep every frame."),
      ]
    case .verify:
      own = [
        .output(
          \.outputDirectory,
          help:
            "Write diff's outputs for each scenario that differs into DIR/NAME/ (default: verify-diff)."
        ),
        .tolerance(
          \.tolerance,
          help: "A pixel changed when a channel differs by more than N, 0 to 255 (default 0)."),
        .maxPixels(
          \.maxChangedPixels, help: "A frame passes with up to N changed pixels (default 0)."),
        .pointTolerance(
          \.pointTolerance,
          help: "A timeline value differs when it is more than P off (default 0.01)."
        ),
        .junit(
          \.junitPath,
          help:
            "Also write a JUnit XML report to FILE: one test case per scenario, its failure naming the differing values."
        ),
      ]
    }
    return CommandSpec(
      name: mode.rawValue,
      overview: mode == .record
        ? "Render reference frames and timelines into a baseline directory."
        : "Render again and compare with the baseline's frames and timelines.",
      usage: mode == .record
        ? "record SCENARIO... --baseline DIR [--every S | --all-frames]"
        : "verify SCENARIO... --baseline DIR [-o DIFF_DIR] [--tolerance N] [--max-pixels N] [--point-tolerance P] [--junit FILE]",
      arguments: [("SCENARIO", "A scenario file (see docs/scenario.md).")],
      options: [baseline] + own + [
        .jobs(\.jobs),
        .noCode(\.refusesCode),
        .codeTimeout(\.codeTimeout),
        .quiet(\.isQuiet, help: "Print only errors and differences."),
        .help(\.wantsHelp),
      ],
      conflicts: [["--every", "--all-frames"]],
      notes: [
        "EXIT CODES: 0 recorded (verify: matches the baseline), 3 verify: a scenario differs,",
        "            1 rendering failed, 64 usage, 65 invalid scenario, 66 scenario (or its",
        "            baseline) not found, 73 a directory (or the JUnit file) not writable.",
      ],
      defaults: Self(mode: mode)
    ) { options, positional in
      options.scenarios = positional
      if options.scenarios.isEmpty {
        throw CommandError(message: "no scenario given", code: .usage)
      }
      if options.baseline == nil {
        throw CommandError(message: "no baseline given; add --baseline DIR", code: .usage)
      }
    }
  }
}
