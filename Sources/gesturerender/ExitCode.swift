/// The process exit codes, from BSD's `sysexits.h` where one fits, documented in the README.
enum ExitCode: Int32 {
  /// Everything was written.
  case success = 0
  /// Rendering or writing failed part-way (a Cairo, encoder or file-system error).
  case failure = 1
  /// A check failed: `diff` found the two runs differ beyond the tolerance (frames changed,
  /// added or removed, timeline values off), `verify` found a scenario differs from its
  /// baseline, or an expectation of a scenario (`expect`) does not hold (`check`, and rendering
  /// after writing every output).
  case checkFailed = 3
  /// The command line is wrong (`EX_USAGE`).
  case usage = 64
  /// A scenario is not valid JSON or not a valid scenario, or `merge`'s directories are not the
  /// shards of one batch (`EX_DATAERR`).
  case invalidScenario = 65
  /// A scenario file or a directory to compare cannot be opened, or a frame in it is not a
  /// readable PNG (`EX_NOINPUT`).
  case missingInput = 66
  /// A program an output needs is not installed: ffmpeg for mp4 and webm (`EX_UNAVAILABLE`).
  case unavailable = 69
  /// A scenario names Swift code, but the Swift compiler or the tool's compiled modules are
  /// not there (`EX_OSFILE`).
  case toolchainMissing = 72
  /// The output directory cannot be created or written (`EX_CANTCREAT`).
  case cannotCreateOutput = 73

  /// The exit codes for `--help`, one per line.
  static let helpText = """
    EXIT CODES: 0 success (diff: no difference beyond the tolerance), 1 rendering or writing failed
                (or the scenario's Swift code crashed or hung), 3 an expectation failed (after
                every output is written; diff: the runs differ beyond the tolerance; verify: a
                scenario differs from its baseline), 64 usage, 65 invalid scenario (or its Swift
                code does not compile; merge: the directories are not the shards of one batch),
                66 scenario or directory not found (diff: or a frame is not a readable PNG), 69 ffmpeg missing (mp4, webm), 72 swiftc or
                the tool's modules missing (scenarios with code), 73 output directory not writable.
    """
}

/// An error that ends the run with a message and an exit code.
struct CommandError: Error {
  var message: String
  var code: ExitCode
}
