/// The process exit codes, from BSD's `sysexits.h` where one fits, documented in the README.
enum ExitCode: Int32 {
  /// Everything was written.
  case success = 0
  /// Rendering or writing failed part-way (a Cairo or file-system error).
  case failure = 1
  /// The command line is wrong (`EX_USAGE`).
  case usage = 64
  /// A scenario is not valid JSON or not a valid scenario (`EX_DATAERR`).
  case invalidScenario = 65
  /// A scenario file cannot be opened (`EX_NOINPUT`).
  case missingInput = 66
  /// The output directory cannot be created or written (`EX_CANTCREAT`).
  case cannotCreateOutput = 73
}

/// An error that ends the run with a message and an exit code.
struct CommandError: Error {
  var message: String
  var code: ExitCode
}
