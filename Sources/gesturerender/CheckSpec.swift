import GestureCore

extension CheckCommand {
  /// The parsed `check` command line.
  struct Options: Equatable {
    var scenarios: [String] = []
    var junitPath: String?
    /// `-o DIR`: where to write each scenario's `timeline.json`.
    var outputDirectory: String?
    var framesPerSecond: Double?
    /// `--appearance light|dark`: overrides the scenario's `appearance`.
    var appearance: UIUserInterfaceStyle?
    /// `--interface-level base|elevated`: overrides the scenario's `interfaceLevel`.
    var interfaceLevel: UIUserInterfaceLevel?
    /// `--content-size CATEGORY`: overrides the scenario's `contentSizeCategory`.
    var contentSizeCategory: UIContentSizeCategory?
    /// `--layout-direction ltr|rtl`: overrides the scenario's `layoutDirection`.
    var layoutDirection: UIUserInterfaceLayoutDirection?
    var shard: Shard?
    var refusesCode = false
    var codeTimeout = 60.0
    var isQuiet = false
    var isVerbose = false
    var wantsHelp = false
  }
}

extension CheckCommand.Options {
  /// The declaration of `gesturerender check SCENARIO...`.
  static var spec: CommandSpec<Self> {
    CommandSpec(
      name: "check",
      overview: "Simulate scenarios without drawing and check their expectations (\"expect\").",
      usage:
        "check SCENARIO... [-o DIR] [--junit FILE] [--fps N] [--appearance light|dark] [--interface-level LEVEL] [--content-size SIZE] [--layout-direction ltr|rtl] [--shard I/N] [--no-code] [--quiet|--verbose]",
      arguments: [("SCENARIO", "A scenario file with an \"expect\" list (see docs/scenario.md).")],
      options: [
        .output(
          \.outputDirectory,
          help:
            "Also write each scenario's timeline.json (events, print output, view values) into DIR, as rendering does (DIR/NAME/ for several scenarios); no frame is drawn."
        ),
        .junit(
          \.junitPath,
          help:
            "Also write a JUnit XML report to FILE: one test suite per scenario, one test case per expectation."
        ),
        .framesPerSecond(\.framesPerSecond),
        .appearance(\.appearance),
        .interfaceLevel(\.interfaceLevel),
        .contentSize(\.contentSizeCategory),
        .layoutDirection(\.layoutDirection),
        .shard(
          \.shard,
          help:
            "Check only the scenarios whose position in the list (from 0) modulo N is I (as for rendering)."
        ),
        .noCode(\.refusesCode),
        .codeTimeout(\.codeTimeout),
        .verbose(\.isVerbose, help: "Also print every expectation that holds."),
        .quiet(\.isQuiet, help: "Print only the failed expectations and errors."),
        .help(\.wantsHelp),
      ],
      conflicts: [["--quiet", "--verbose"]],
      notes: [
        "Each failed expectation is printed as FILE:LINE:COL: expect[N]: what was seen, what was",
        "expected, and the first frame of the stretch it was wrong in.",
        "",
        "EXIT CODES: 0 every expectation holds, 3 an expectation failed, 1 the run failed (or the",
        "            scenario's Swift code crashed or hung), 64 usage, 65 invalid scenario,",
        "            66 scenario not found, 72 swiftc missing (scenarios with code),",
        "            73 the JUnit file cannot be written.",
      ],
      defaults: Self()
    ) { options, positional in
      options.scenarios = positional
      if options.scenarios.isEmpty {
        throw CommandError(message: "no scenario given", code: .usage)
      }
    }
  }
}
