import Foundation
import GestureRecording
import Scenario
import StandardStreams

/// The command-line entry point: parses arguments, runs the command, prints one line per error
/// to standard error and exits with a documented code (`ExitCode`).
@main
@MainActor
enum GestureRender {
  /// The tool's version: the library's, which the review outputs name.
  static let version = Recording.toolVersion

  static func main() {
    // A closed pipe on standard output or error (`| head`, a reader that went away) makes
    // writes fail with EPIPE, which ``StandardStreams`` ignores, instead of ending the run
    // part-way with SIGPIPE and leaving its temporary files.
    StandardStreams.ignoreBrokenPipes()
    CodeSupervisor.prepareChild()
    let arguments = Array(CommandLine.arguments.dropFirst())
    let code = run(arguments)
    if CodeSupervisor.isChild { CodeSupervisor.childFinished(code) }
    exit(code.rawValue)
  }

  /// Runs the tool with `arguments` and returns the exit code, printing to stdout and stderr.
  static func run(_ arguments: [String]) -> ExitCode {
    let command = Commands.subcommand(named: arguments.first)
    // `render` names the default command outright (for a scenario file called `diff`, say).
    let named = command != nil || arguments.first == "render"
    do {
      return try dispatch(command?.name, Array(arguments.dropFirst(named ? 1 : 0)))
    } catch let error as CommandError {
      var message = error.message
      if !message.contains("error:") { message = "error: " + message }
      // Messages quote file names and scenario text: shown, never run by the terminal.
      message = TerminalText.escape(message, keepingLineFeeds: true)
      StandardStreams.writeError(message + "\n")
      if error.code == .usage {
        let usage = command?.usage ?? CommandLineOptions.usage
        let help = command.map { "\($0.name) " } ?? ""
        StandardStreams.writeError(
          "usage: gesturerender \(usage)\nSee 'gesturerender \(help)--help'.\n")
      }
      return error.code
    } catch {
      let message = TerminalText.escape("\(error)", keepingLineFeeds: true)
      StandardStreams.writeError("error: \(message)\n")
      return .failure
    }
  }

  /// Parses the arguments of the command `name` (`nil`: rendering) and runs it.
  private static func dispatch(_ name: String?, _ arguments: [String]) throws -> ExitCode {
    let printer: (String) -> Void = {
      StandardStreams.writeOutput(TerminalText.escape($0, keepingLineFeeds: true) + "\n")
    }
    switch name {
    case "diff":
      let options = try DiffCommand.parse(arguments)
      if options.wantsHelp { return help(DiffCommand.Options.spec.help) }
      return try DiffCommand(options: options, report: printer).run()
    case "check":
      let options = try CheckCommand.parse(arguments)
      if options.wantsHelp { return help(CheckCommand.Options.spec.help) }
      return try CheckCommand(options: options, report: printer).run()
    case "record", "verify":
      let mode: BaselineCommand.Mode = name == "record" ? .record : .verify
      let options = try BaselineCommand.parse(mode, arguments)
      if options.wantsHelp { return help(BaselineCommand.Options.spec(mode).help) }
      return try BaselineCommand(options: options, report: printer).run()
    case "merge":
      let options = try MergeCommand.parse(arguments)
      if options.wantsHelp { return help(MergeCommand.Options.spec.help) }
      let quiet = options.isQuiet
      return try MergeCommand(options: options, report: { if !quiet { printer($0) } }).run()
    default:
      let options = try CommandLineOptions.parse(arguments)
      if options.wantsHelp { return help(CommandLineOptions.help) }
      if options.wantsVersion {
        StandardStreams.writeOutput("gesturerender \(version)\n")
        return .success
      }
      let quiet = options.isQuiet
      return try RenderCommand(options: options, report: { if !quiet { printer($0) } }).run()
    }
  }

  /// Prints a command's `--help`.
  private static func help(_ text: String) -> ExitCode {
    StandardStreams.writeOutput(text + "\n")
    return .success
  }
}
