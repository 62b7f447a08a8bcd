import Foundation
import GestureRecording

/// The command-line entry point: parses arguments, runs the command, prints one line per error
/// to standard error and exits with a documented code (`ExitCode`).
@main
@MainActor
enum GestureRender {
  /// The tool's version: the library's, which the review outputs name.
  static let version = Recording.toolVersion

  static func main() {
    CodeSupervisor.prepareChild()
    let arguments = Array(CommandLine.arguments.dropFirst())
    let code = run(arguments)
    if CodeSupervisor.isChild { CodeSupervisor.childFinished(code) }
    exit(code.rawValue)
  }

  /// Runs the tool with `arguments` and returns the exit code, printing to stdout and stderr.
  static func run(_ arguments: [String]) -> ExitCode {
    do {
      if arguments.first == "diff" {
        let options = try DiffCommand.parse(Array(arguments.dropFirst()))
        if options.wantsHelp {
          print(DiffCommand.help)
          return .success
        }
        return try DiffCommand(options: options, report: { print($0) }).run()
      }
      if arguments.first == "check" {
        let options = try CheckCommand.parse(Array(arguments.dropFirst()))
        if options.wantsHelp {
          print(CheckCommand.help)
          return .success
        }
        return try CheckCommand(options: options, report: { print($0) }).run()
      }
      if let first = arguments.first, let mode = BaselineCommand.Mode(rawValue: first) {
        let options = try BaselineCommand.parse(mode, Array(arguments.dropFirst()))
        if options.wantsHelp {
          print(BaselineCommand.help(mode))
          return .success
        }
        return try BaselineCommand(options: options, report: { print($0) }).run()
      }
      let options = try CommandLineOptions.parse(arguments)
      if options.wantsHelp {
        print(CommandLineOptions.help)
        return .success
      }
      if options.wantsVersion {
        print("gesturerender \(version)")
        return .success
      }
      let quiet = options.isQuiet
      return try RenderCommand(options: options, report: { if !quiet { print($0) } }).run()
    } catch let error as CommandError {
      var message = error.message
      if !message.contains("error:") { message = "error: " + message }
      FileHandle.standardError.write(Data((message + "\n").utf8))
      if error.code == .usage {
        let (usage, command) =
          switch arguments.first {
          case "diff": (DiffCommand.usage, "diff ")
          case "check": (CheckCommand.usage, "check ")
          case "record": (BaselineCommand.usage(.record), "record ")
          case "verify": (BaselineCommand.usage(.verify), "verify ")
          default: (CommandLineOptions.usage, "")
          }
        FileHandle.standardError.write(
          Data(("usage: \(usage)\nSee 'gesturerender \(command)--help'.\n").utf8))
      }
      return error.code
    } catch {
      FileHandle.standardError.write(Data("error: \(error)\n".utf8))
      return .failure
    }
  }
}
